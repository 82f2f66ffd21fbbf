import { describe, expect, it } from 'vitest';
import { matchRoutesOnce } from './route-matches';
import { routes } from './routes';

describe('matchRoutesOnce', () => {
  it('answers the same address with the same match, and another address anew', () => {
    const home = matchRoutesOnce(routes, '/home');
    expect(home?.at(-1)?.pathname).toBe('/home');
    expect(matchRoutesOnce(routes, '/home')).toBe(home);
    const post = matchRoutesOnce(routes, '/billboard/12');
    expect(post?.at(-1)?.params).toMatchObject({ id: '12' });
    expect(matchRoutesOnce(routes, '/home')).not.toBe(home);
    expect(matchRoutesOnce(routes, '/home')).toEqual(home);
  });

  it('matches other routes anew', () => {
    const home = matchRoutesOnce(routes, '/home');
    const other = [{ path: '/home' }];
    expect(matchRoutesOnce(other, '/home')?.[0]?.route).toBe(other[0]);
    expect(matchRoutesOnce(routes, '/home')).toEqual(home);
  });
});
