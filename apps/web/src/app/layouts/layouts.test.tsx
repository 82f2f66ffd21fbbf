import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tenant } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';

describe('mobile layout', () => {
  it('swaps the header title to "Our application" while the menu is open', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/about', width: 390 });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('About');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(title).toHaveTextContent('Our application');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Request an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu', expanded: true }));
    await waitFor(() => expect(title).toHaveTextContent('About'));
  });

  it('names the menu it controls only while the menu is there', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/about', width: 390 });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).not.toHaveAttribute('aria-controls');
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(within(menu!).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('has a footer tab bar with back, home and about for visitors', async () => {
    mockApi({});
    renderApp({ path: '/home', width: 390 });
    const tabs = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(tabs).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'About' })).toBeInTheDocument();
  });
});

describe('focus after navigation', () => {
  it('stays put on the first page, then moves to the heading of each new page', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/home', width: 390 });
    const title = await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(title).not.toHaveFocus();
    const tabs = screen.getByRole('navigation', { name: 'Shortcuts' });
    await user.click(within(tabs).getByRole('link', { name: 'About' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('returns the focus to the menu toggle when the menu closes without navigating', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/about', width: 390 });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });
});

describe('desktop layout', () => {
  it('shows the page title, the name linking to the profile and a settings menu', async () => {
    mockApi({ 'GET /api/me': { status: 200, body: tenant } });
    const user = userEvent.setup();
    renderApp({ path: '/about', session: tenantSession, width: 1280 });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Julie Tremblay' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of use' })).toBeInTheDocument();
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('habitat.locale')).toBe('fr');
  });

  it('opens the settings menu, loaded on the first click, with the focus in it', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/about', width: 1280 });
    const button = await screen.findByRole('button', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    // Opened again by the same button, now the menu's own.
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers login instead of logout to visitors', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/home', width: 1280 });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
