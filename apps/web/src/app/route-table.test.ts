import { APP_ROUTES, CONSOLE_ROOT, CONSOLE_ROUTES } from '@habitat/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Each page's full pattern in routes.tsx (layouts only nest; `*` is the not-found page). */
function pagePatterns(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}` : base;
    if (route.children) return pagePatterns(route.children, path);
    return route.path === '*' ? [] : [path || '/'];
  });
}

const tablePatterns = [
  ...Object.values(APP_ROUTES).map(({ pattern }) => `/${pattern}`),
  ...Object.values(CONSOLE_ROUTES).map(({ pattern }) =>
    pattern ? `/${CONSOLE_ROOT}/${pattern}` : `/${CONSOLE_ROOT}`,
  ),
];

describe('the route table (packages/shared, config/route-table.ts)', () => {
  it('has a row for every page of routes.tsx, and no row of a page it lacks', () => {
    expect([...pagePatterns(routes)].sort()).toEqual([...tablePatterns].sort());
  });

  it('has one row per pattern', () => {
    expect(new Set(tablePatterns).size).toBe(tablePatterns.length);
  });
});
