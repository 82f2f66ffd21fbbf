import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { config, manager, tenant } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { sessionStore } from '../session';
import { aManagedPost, dashboard, managerSession, properties } from './manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const propertiesRoute = { status: 200, body: { data: properties, count: properties.length } };

describe('console guard', () => {
  it('sends a visitor from /manage to /manage/login', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/manage/billboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/login'));
    expect(await screen.findByRole('heading', { name: 'Management console' })).toBeVisible();
  });

  it('sends a tenant from /manage to /home', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: tenant } });
    const { router } = renderApp({ path: '/manage', session: tenantSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it.each(['/home', '/billboard', '/login'])('sends a manager from %s to /manage', async (path) => {
    mockApi({ 'GET /api/manage/properties': propertiesRoute });
    const { router } = renderApp({ path, session: managerSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage'));
  });

  it('sends a signed-in manager from /manage/login to the dashboard', async () => {
    mockApi({ 'GET /api/manage/properties': propertiesRoute });
    const { router } = renderApp({ path: '/manage/login', session: managerSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage'));
  });
});

describe('/manage/login', () => {
  const signIn = async (username: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username|E-mail/i), username);
    await user.type(screen.getByLabelText(/Password/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('refuses a tenant, keeps no token and points to the resident sign-in', async () => {
    mockApi({
      'POST /api/login_check': {
        status: 200,
        body: { token: 'jwt-tenant', organization: 1, property: 2 },
      },
      'GET /api/me': { status: 200, body: tenant },
    });
    renderApp({ path: '/manage/login' });
    await signIn('resident@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This is a resident's account");
    expect(within(alert).getByRole('link', { name: 'Go to the resident sign-in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sessionStore.get()).toBeNull();
  });

  it('signs a manager in and opens the dashboard', async () => {
    mockApi({
      'POST /api/login_check': {
        status: 200,
        body: { token: managerSession.token, organization: config.organization, property: null },
      },
      'GET /api/me': { status: 200, body: manager },
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': { status: 200, body: dashboard() },
    });
    const { router } = renderApp({ path: '/manage/login' });
    await signIn('manager@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage'));
    expect(sessionStore.get()?.token).toBe(managerSession.token);
  });

  it('says so when the credentials are wrong', async () => {
    mockApi({ 'POST /api/login_check': apiError(401, 'invalid_credentials') });
    renderApp({ path: '/manage/login' });
    await signIn('manager@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not connect you');
    expect(sessionStore.get()).toBeNull();
  });
});

describe('/manage dashboard', () => {
  it('shows the counts of the chosen building, with a link to the moderation queue', async () => {
    const api = mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': ({ url }) => ({
        status: 200,
        body: dashboard({ property: Number(url.searchParams.get('property')) }),
      }),
    });
    renderApp({ path: '/manage', session: managerSession });
    const pending = await screen.findByText('Billboard posts to moderate');
    const card = pending.closest('li')!;
    expect(within(card).getByText('3')).toBeVisible();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/manage/billboard');
    expect(screen.getByText('Bookings today').closest('li')).toHaveTextContent('6');
    const dashboardCalls = api.calls.filter((c) => c.path === '/api/manage/dashboard');
    expect(dashboardCalls.length).toBeGreaterThan(0);
  });

  it('remembers the building chosen in the switcher', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': ({ url }) => {
        asked.push(url.searchParams.get('property')!);
        return { status: 200, body: dashboard() };
      },
    });
    renderApp({ path: '/manage', session: managerSession });
    const user = userEvent.setup();
    await screen.findByText('Billboard posts to moderate');
    expect(asked).toEqual(['1']);
    await user.click(screen.getByRole('textbox', { name: 'Building' }));
    await user.click(await screen.findByRole('option', { name: 'Les Jardins Saint-Laurent' }));
    await waitFor(() => expect(asked).toContain('2'));
    expect(window.localStorage.getItem('habitat.manage.property')).toBe('2');
  });

  it('offers a retry when the counts cannot be read', async () => {
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': apiError(500, 'internal_error'),
    });
    renderApp({ path: '/manage', session: managerSession });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('folds the navigation into a menu at 390 px', async () => {
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': { status: 200, body: dashboard() },
    });
    renderApp({ path: '/manage', session: managerSession, width: MOBILE_WIDTH });
    const burger = await screen.findByRole('button', { name: 'Open the menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(burger);
    expect(screen.getByRole('button', { name: 'Close the menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('/manage/billboard', () => {
  /** A server with one pending post that answers decisions like the real one. */
  function moderationApi(options: { reject?: 'conflict' } = {}) {
    const post = aManagedPost({ title: { fr: 'Vente de garage', en: 'Garage sale' } });
    let status = post.status;
    return mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': { status: 200, body: dashboard() },
      'GET /api/manage/posts': ({ url }) => {
        const shown = url.searchParams.get('status') === status ? [{ ...post, status }] : [];
        return { status: 200, body: { data: shown, count: shown.length } };
      },
      [`POST /api/manage/posts/${post.id}/publish`]: () => {
        status = 'published';
        return { status: 200, body: { ...post, status } };
      },
      [`POST /api/manage/posts/${post.id}/reject`]: ({ body }) => {
        if (options.reject === 'conflict') return apiError(409, 'conflict');
        status = 'rejected';
        return {
          status: 200,
          body: { ...post, status, decisionNote: (body as { reason: string }).reason },
        };
      },
    });
  }

  it('shows the pending post whole and publishes it: it leaves the queue at once', async () => {
    const api = moderationApi();
    renderApp({ path: '/manage/billboard', session: managerSession });
    const card = (await screen.findByRole('heading', { name: 'Garage sale' })).closest('article')!;
    expect(within(card).getByText('Saturday')).toBeVisible();
    expect(within(card).getByText('Furniture and books.')).toBeVisible();
    expect(within(card).getByText(/By Julie Tremblay/)).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/abc.jpg');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('No post is waiting for moderation.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/publish'))).toBe(true);
  });

  it('asks for a reason before rejecting: none shows the error in the field', async () => {
    const api = moderationApi();
    renderApp({ path: '/manage/billboard', session: managerSession });
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Garage sale' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const field = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(field).toHaveAccessibleDescription(/This field is required/);
    expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(false);

    await user.type(field, 'No resale here');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.calls.find((c) => c.path.endsWith('/reject'));
    expect(sent?.body).toEqual({ reason: 'No resale here' });
    expect(await screen.findByText('No post is waiting for moderation.')).toBeVisible();
  });

  it('says when the post was decided meanwhile, and reads the list again', async () => {
    const api = moderationApi({ reject: 'conflict' });
    renderApp({ path: '/manage/billboard', session: managerSession });
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Garage sale' })).closest('article')!;
    const listReads = () => api.calls.filter((c) => c.path === '/api/manage/posts').length;
    const before = listReads();
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/already decided in the meantime/)).toBeVisible();
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });

  it('shows the published tab from the address, with Take down', async () => {
    const published = aManagedPost({
      status: 'published',
      decidedAt: '2026-03-09T15:00:00.000Z',
      decidedBy: { id: 9, firstName: 'Marc', lastName: 'Bouchard' },
    });
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/posts': ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('status') === 'published'
            ? { data: [published], count: 1 }
            : { data: [], count: 0 },
      }),
    });
    renderApp({ path: '/manage/billboard?status=published', session: managerSession });
    const card = (await screen.findByRole('heading', { name: 'Garage sale' })).closest('article')!;
    expect(within(card).getByText(/Decided by Marc Bouchard/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Take down' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
  });
});
