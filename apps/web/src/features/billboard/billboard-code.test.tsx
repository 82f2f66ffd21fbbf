import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { numberedPosts, postsRoute, residentApi } from './billboard.fixtures';

/** Whether the desktop list's module (with Mantine's Pagination) was loaded, and when. */
const pagedList = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('./components/paged-post-list', async (importOriginal) => {
  pagedList.loaded();
  return importOriginal();
});

// Issue 27: a phone's first visit of /billboard downloads at most 100 KiB of JS; the numbered
// pages only the desktop shows are not part of it. In this order: a module loads once per file.
describe("the billboard's code by layout", () => {
  it('a phone shows the list without loading the numbered pages', async () => {
    residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(7) }) });
    renderApp({ path: '/billboard', session: tenantSession, width: MOBILE_WIDTH });
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeVisible();
    expect(pagedList.loaded).not.toHaveBeenCalled();
  });

  it('a desktop loads them and shows the pages', async () => {
    residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(7) }) });
    renderApp({ path: '/billboard', session: tenantSession, width: DESKTOP_WIDTH });
    expect(await screen.findByRole('navigation', { name: 'Billboard pages' })).toBeVisible();
    expect(pagedList.loaded).toHaveBeenCalledOnce();
  });
});
