import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { tenant } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp, tenantSession } from '../test/render';
import { guardNavigation, guardRedirect } from './guard';

describe('guardRedirect (docs/product.md: Screens access rule)', () => {
  it.each([
    '/',
    '/login',
    '/home',
    '/services',
    '/services/12',
    '/about',
    '/locale',
    '/account-creation',
    '/no-account',
    '/reset_password',
    '/welcome',
    '/terms',
    '/privacy',
  ])('lets an anonymous visitor reach %s', (path) => {
    expect(guardRedirect(path, false)).toBeNull();
  });

  it.each([
    '/profile',
    '/billboard/3/extra',
    '/new-post',
    '/requests',
    '/new-request',
    '/bookings',
    '/booking/4',
    '/new-booking',
    '/documents',
    '/services/12/extra',
    '/unknown',
  ])('sends an anonymous visitor from %s to /login', (path) => {
    expect(guardRedirect(path, false)).toBe('/login');
  });

  it.each(['/news', '/news/5', '/billboard', '/billboard/3'])(
    'lets a visitor reach %s, which shows a no-account notice',
    (path) => {
      expect(guardRedirect(path, false)).toBeNull();
    },
  );

  it('sends a token holder from / and /login to /home', () => {
    expect(guardRedirect('/', true)).toBe('/home');
    expect(guardRedirect('/login', true)).toBe('/home');
  });

  it('lets a token holder reach every other page', () => {
    expect(guardRedirect('/profile', true)).toBeNull();
    expect(guardRedirect('/welcome', true)).toBeNull();
  });
});

describe('guardNavigation (return after sign-in)', () => {
  const at = (pathname: string, state: unknown = null) => ({
    pathname,
    search: '',
    hash: '',
    state,
  });

  it('sends a visitor to /login with the page asked for in the state, not the address', () => {
    expect(guardNavigation({ ...at('/requests/5'), search: '?x=1' }, false)).toEqual({
      to: '/login',
      state: { from: '/requests/5?x=1' },
    });
  });

  it('sends a token holder on /login to that page, else home', () => {
    expect(guardNavigation(at('/login', { from: '/requests/5' }), true)).toEqual({
      to: '/requests/5',
    });
    expect(guardNavigation(at('/login'), true)).toEqual({ to: '/home' });
    expect(guardNavigation(at('/login', { from: '//evil.example' }), true)).toEqual({
      to: '/home',
    });
  });
});

describe('navigation guard in the app', () => {
  it('redirects an anonymous visitor from /profile to the login page', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/profile' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows an allowed page to an anonymous visitor', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/about' });
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('sends a token holder on /login to /home', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: tenant } });
    const { router } = renderApp({ path: '/login', session: tenantSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Hello Julie!')).toBeInTheDocument();
  });
});
