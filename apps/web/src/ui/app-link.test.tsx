import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestRouter } from '../test/render';
import { AppLink, type TAppLinkProps } from './app-link';

function renderLink(props: TAppLinkProps) {
  const { router, Router } = createTestRouter('/about');
  render(
    <Router>
      <AppLink {...props}>News</AppLink>
    </Router>,
  );
  return { router, link: screen.getByRole('link', { name: 'News' }) };
}

/**
 * Clicks the link and tells whether the browser's own action (following it) was left to it;
 * then stops that action, which jsdom does not implement.
 */
function leftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = true;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  fireEvent.click(link, init);
  document.removeEventListener('click', after);
  return !prevented;
}

describe('AppLink', () => {
  it('is a link to its address that a plain click opens in the app, adding to the history', async () => {
    const { router, link } = renderLink({ to: '/news?page=2' });
    expect(link.getAttribute('href')).toBe('/news?page=2');
    expect(leftToBrowser(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/news');
    expect(router.state.location.search).toBe('?page=2');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('replaces the current entry when the page it opens is already the current one', async () => {
    const { router, link } = renderLink({ to: '/news' });
    await userEvent.click(link);
    await userEvent.click(link);
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/about');
  });

  it.each([
    ['with Ctrl', { ctrlKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Shift', { shiftKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser', (_name, init) => {
    const { router, link } = renderLink({ to: '/news' });
    expect(leftToBrowser(link, init)).toBe(true);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('leaves a link opening in another tab to the browser', () => {
    const { router, link } = renderLink({ to: '/news', target: '_blank' });
    expect(leftToBrowser(link)).toBe(true);
    expect(router.state.location.pathname).toBe('/about');
  });

  it("runs the caller's onClick first, which can keep the page from changing", async () => {
    const { router, link } = renderLink({
      to: '/news',
      onClick: (event) => event.preventDefault(),
    });
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/about');
  });
});
