import { ZBuildingCalendarQuery, ZBuildingCalendarResponse } from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import { listBuildingBookings } from './service';

/** The building-wide bookings calendar (ROLE_MANAGER: the console's guard). */
export function registerManageCalendarRoutes(app: TApp, ctx: TAppContext) {
  app.get(
    '/manage/bookings',
    {
      schema: {
        summary:
          "A managed building's bookings of every service starting between two dates (a day or a week); `q` finds a resident's by name or unit",
        querystring: ZBuildingCalendarQuery,
        response: { 200: ZBuildingCalendarResponse },
      },
    },
    async (request) =>
      listBuildingBookings({ db: ctx.db, session: sessionOf(request), query: request.query }),
  );
}
