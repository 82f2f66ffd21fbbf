import { ZBuildingSettingsRequest, ZManageBuildingParams, ZManagedBuilding } from '@habitat/shared';
import type { TApp, TAppContext } from '../../../app-context';
import { sessionOf } from '../../../lib/auth';
import { getManagedBuilding, updateBuildingSettings } from './service';

const tags = ['manage'];

/** A building's settings: contact, time zone, payments (ROLE_MANAGER: the console's guard). */
export function registerManageBuildingRoutes(app: TApp, ctx: TAppContext) {
  const caller = (request: Parameters<typeof sessionOf>[0]) => ({
    db: ctx.db,
    session: sessionOf(request),
    processor: ctx.payments,
  });

  app.get(
    '/manage/properties/:id',
    {
      schema: {
        tags,
        summary: "A managed building's settings",
        params: ZManageBuildingParams,
        response: { 200: ZManagedBuilding },
      },
    },
    async (request) => getManagedBuilding({ ...caller(request), propertyId: request.params.id }),
  );

  app.patch(
    '/manage/properties/:id',
    {
      schema: {
        tags,
        summary: "Change any of a managed building's settings, payments included",
        params: ZManageBuildingParams,
        body: ZBuildingSettingsRequest,
        response: { 200: ZManagedBuilding },
      },
    },
    async (request) =>
      updateBuildingSettings({
        ...caller(request),
        propertyId: request.params.id,
        body: request.body,
      }),
  );
}
