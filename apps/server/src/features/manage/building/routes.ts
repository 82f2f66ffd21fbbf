import {
  ZBuildingSettingsRequest,
  ZBuildingUnit,
  ZBuildingUnitListResponse,
  ZCreateUnitRequest,
  ZManageBuildingParams,
  ZManagedBuilding,
  ZManageUnitParams,
  ZUpdateUnitRequest,
} from '@habitat/shared';
import type { TApp, TAppContext } from '#server/app-context';
import { sessionOf } from '#server/lib/auth';
import { getManagedBuilding, updateBuildingSettings } from './service';
import { addUnit, changeUnit, listBuildingUnits } from './units';

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

  app.get(
    '/manage/properties/:id/units',
    {
      schema: {
        summary: "A managed building's units, retired ones too, with their leases' count",
        params: ZManageBuildingParams,
        response: { 200: ZBuildingUnitListResponse },
      },
    },
    async (request) => listBuildingUnits({ ...caller(request), propertyId: request.params.id }),
  );

  app.post(
    '/manage/properties/:id/units',
    {
      schema: {
        summary: 'Add a unit (409 when the building has one of this number)',
        params: ZManageBuildingParams,
        body: ZCreateUnitRequest,
        response: { 201: ZBuildingUnit },
      },
    },
    async (request, reply) => {
      const unit = await addUnit({
        ...caller(request),
        propertyId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(unit);
    },
  );

  app.patch(
    '/manage/units/:id',
    {
      schema: {
        summary: 'Rename a unit, retire it (its leases and requests stay) or bring it back',
        params: ZManageUnitParams,
        body: ZUpdateUnitRequest,
        response: { 200: ZBuildingUnit },
      },
    },
    async (request) =>
      changeUnit({ ...caller(request), unitId: request.params.id, body: request.body }),
  );
}
