import {
  ZManagedResidentListResponse,
  ZManageResidentParams,
  ZManageResidentsQuery,
  ZResidentAccountState,
} from '@habitat/shared';
import type { TApp, TAppContext } from '../../../app-context';
import { sessionOf } from '../../../lib/auth';
import { listResidents, setResidentActive } from './service';

const tags = ['manage'];

/** The residents directory and account deactivation (ROLE_MANAGER: the console's guard). */
export function registerManageResidentRoutes(app: TApp, ctx: TAppContext) {
  const { db } = ctx;

  app.get(
    '/manage/residents',
    {
      schema: {
        tags,
        summary:
          "A managed building's residents, with unit and lease; `q` finds name, e-mail, unit",
        querystring: ZManageResidentsQuery,
        response: { 200: ZManagedResidentListResponse },
      },
    },
    async (request) => listResidents({ db, session: sessionOf(request), query: request.query }),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/manage/residents/:id/${action}`,
      {
        schema: {
          tags,
          summary: active
            ? "Reactivate a resident's account"
            : "Deactivate a resident's account: sign-in refused, sessions ended, content kept",
          params: ZManageResidentParams,
          response: { 200: ZResidentAccountState },
        },
      },
      async (request) =>
        setResidentActive({ db, session: sessionOf(request), userId: request.params.id, active }),
    );
  }
}
