import { APP_ROUTES, type TAppRouteName, type TAppRouteRow } from '@habitat/shared';
import { matchPath } from 'react-router';

type TRow = TAppRouteRow<TAppRouteName>;

const ROWS = Object.values<TRow>(APP_ROUTES);

/**
 * The route table's row of the page at `pathname`, if any: the guard's access and Back's parent
 * come from it. `end`: an address longer than a pattern is another page (the not-found page).
 */
export const appRouteAt = (pathname: string): TRow | undefined =>
  ROWS.find(({ pattern }) => matchPath({ path: `/${pattern}`, end: true }, pathname) !== null);
