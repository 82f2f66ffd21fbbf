import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render';

describe('about', () => {
  it('shows the brand contact block, its buttons and the copyright with year and version', async () => {
    mockApi({});
    renderApp({ path: '/about', config: { version: '4.5.6' } });
    expect(await screen.findByRole('heading', { name: 'About Habitat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:18555550123');
    expect(screen.getByRole('link', { name: 'Send an e-mail' })).toHaveAttribute(
      'href',
      'mailto:support@habitat.example.com',
    );
    // Links without a scheme get http:// (docs/product.md: Field rules).
    expect(screen.getByRole('link', { name: 'Visit the website' })).toHaveAttribute(
      'href',
      'http://www.habitat.example.com',
    );
    const year = new Date().getFullYear();
    expect(
      screen.getByText(`© ${year} Habitat. All rights reserved. Version 4.5.6`),
    ).toBeInTheDocument();
  });

  it('changes content with the alternate brand', async () => {
    mockApi({});
    renderApp({ path: '/about', config: { brand: 'alternate' } });
    expect(
      await screen.findByRole('heading', { name: 'Laurentia Property Management' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Laurentia Property Management\. All rights reserved/),
    ).toBeInTheDocument();
  });
});

describe('home', () => {
  it('shows the home texts of each brand', async () => {
    mockApi({});
    const first = renderApp({ path: '/home' });
    expect(
      await screen.findByRole('heading', { name: 'Your building, connected' }),
    ).toBeInTheDocument();
    first.unmount();
    renderApp({ path: '/home', config: { brand: 'alternate' } });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to your Laurentia community' }),
    ).toBeInTheDocument();
  });
});

describe('locale', () => {
  it('applies the exclusive choice, stores it and goes back', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/about' });
    await screen.findByRole('heading', { name: 'About Habitat' });
    await router.navigate('/locale');
    const french = await screen.findByRole('radio', { name: 'Français' });
    const english = screen.getByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    await user.click(french);
    expect(english).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(i18n.language).toBe('fr');
    expect(window.localStorage.getItem('habitat.locale')).toBe('fr');
    expect(await screen.findByRole('heading', { name: 'À propos de Habitat' })).toBeInTheDocument();
  });
});

describe('no-account', () => {
  it('offers Back to /login and Continue to /home with ?login', async () => {
    mockApi({});
    renderApp({ path: '/no-account?login' });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/home');
  });

  it('offers a login button otherwise', async () => {
    mockApi({});
    renderApp({ path: '/no-account' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(main).queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('welcome', () => {
  const apps = {
    ios: 'https://apps.apple.com/ca/app/habitat/id123',
    android: 'https://play.google.com/store/apps/details?id=com.example.habitat',
  };

  it('offers both stores on an unknown device, at the configured URLs, and a web link to /login', async () => {
    mockApi({});
    renderApp({ path: '/welcome', config: { apps } });
    expect(await screen.findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      apps.ios,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      apps.android,
    );
    expect(screen.getByRole('link', { name: /Continue on the web/ })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows no store button when the app is published in none', async () => {
    mockApi({});
    renderApp({ path: '/welcome', config: { apps: { ios: null, android: null } } });
    expect(await screen.findByRole('link', { name: /Continue on the web/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    expect(screen.queryByText('Download the app')).toBeNull();
  });
});
