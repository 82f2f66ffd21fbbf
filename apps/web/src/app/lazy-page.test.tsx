import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/preact';
import type { ComponentType } from 'react';
import { Link, Outlet, type RouteObject, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { createTestRouter, renderApp } from '@/test/render';
import { lazyPage, preloadRoutes } from './lazy-page';

const page = (name: string) => () => <h1>{name}</h1>;

/** A module download that the test settles. */
function download(component: ComponentType) {
  let settle = (_ok: boolean) => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        settle = (ok) => (ok ? resolve(component) : reject(new Error('chunk missing')));
      }),
  );
  return { load, settle: (ok: boolean) => act(async () => settle(ok)) };
}

function Layout() {
  return (
    <main>
      <Link to="/other">Other</Link>
      <Link to="/lazy">Lazy</Link>
      <Outlet />
    </main>
  );
}

function renderRoutes(routes: RouteObject[], path: string) {
  const { router, Router } = createTestRouter(path);
  function Routes() {
    return useRoutes(routes);
  }
  render(
    <MantineProvider env="test">
      <Router>
        <Routes />
      </Router>
    </MantineProvider>,
  );
  return router;
}

describe('lazyPage', () => {
  it('renders at once, without the loader, when preloaded for the address', async () => {
    const Lazy = lazyPage(() => Promise.resolve(page('Preloaded')));
    const routes = [{ path: '/lazy', Component: Lazy }];
    await preloadRoutes(routes, '/lazy');
    renderRoutes(routes, '/lazy');
    expect(screen.getByRole('heading', { name: 'Preloaded' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('preloads every lazy route of the address (layout and page), each module once', async () => {
    const layout = vi.fn(() => Promise.resolve(Layout));
    const inner = vi.fn(() => Promise.resolve(page('Inner')));
    const routes = [
      {
        path: '/',
        Component: lazyPage(layout),
        children: [{ path: 'a', Component: lazyPage(inner) }],
      },
    ];
    await Promise.all([preloadRoutes(routes, '/a'), preloadRoutes(routes, '/a')]);
    renderRoutes(routes, '/a');
    expect(screen.getByRole('heading', { name: 'Inner' })).toBeInTheDocument();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('shows the loader while the code downloads, in the layout, then the page', async () => {
    const lazy = download(page('Late'));
    const routes = [
      {
        path: '/',
        Component: Layout,
        children: [{ path: 'lazy', Component: lazyPage(lazy.load) }],
      },
    ];
    renderRoutes(routes, '/lazy');
    expect(screen.getByRole('link', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await lazy.settle(true);
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed download shows the route error in the layout; the next visit downloads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lazy = download(page('Back'));
    const routes = [
      {
        path: '/',
        Component: Layout,
        children: [
          { path: 'lazy', Component: lazyPage(lazy.load) },
          { path: 'other', Component: page('Other page') },
        ],
      },
    ];
    const router = renderRoutes(routes, '/lazy');
    await lazy.settle(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops');
    expect(warn).toHaveBeenCalledWith('[route] error', expect.any(Error));
    expect(screen.getByRole('link', { name: 'Other' })).toBeInTheDocument();

    await router.navigate('/other');
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await router.navigate('/lazy');
    expect(lazy.load).toHaveBeenCalledTimes(2);
    await lazy.settle(true);
    expect(await screen.findByRole('heading', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page that fails to render shows the route error until the next navigation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render failed');
      return <h1>Mended</h1>;
    };
    const routes = [
      {
        path: '/',
        Component: Layout,
        children: [
          { path: 'lazy', Component: lazyPage(() => Promise.resolve(Flaky)) },
          { path: 'other', Component: page('Other page') },
        ],
      },
    ];
    const router = renderRoutes(routes, '/lazy');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[route] error',
      expect.objectContaining({ message: 'render failed' }),
    );
    broken = false;
    await router.navigate('/other');
    await router.navigate('/lazy');
    expect(await screen.findByRole('heading', { name: 'Mended' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('page titles', () => {
  it("are the deepest matched route's title key, at every navigation, in the app and the console", async () => {
    mockApi({});
    const { router } = renderApp({ path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(document.title).toBe('About · Habitat');
    await router.navigate('/locale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    expect(document.title).toBe('Language · Habitat');
    await router.navigate('/manage/login');
    await vi.waitFor(() => expect(document.title).toBe('Manager sign-in – Management console'));
  });
});

describe('the router', () => {
  it("is react-router's declarative API only: no data router anywhere in the app", () => {
    const src = join(__dirname, '..');
    const files = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(src, file));
    const dataApis =
      /\b(?:createBrowserRouter|createMemoryRouter|createHashRouter|createStaticRouter|RouterProvider|useMatches|useRouteError|useLoaderData|useNavigation|useFetcher)\b/;
    const using = files.filter(
      (file) => file !== __filename && dataApis.test(readFileSync(file, 'utf8')),
    );
    expect(using.map((file) => relative(src, file))).toEqual([]);
  });
});
