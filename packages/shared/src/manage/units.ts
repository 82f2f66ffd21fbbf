import { z } from 'zod';
import { ZIsoDateTime } from '../common';
import { manageRequiredText } from './fields';
import { ZIdInput } from './manage.types';

/**
 * A building's units from the console: GET /api/manage/properties/{id}/units lists them all
 * (retired ones too, with how many leases each has had); POST adds one; PATCH
 * /api/manage/units/{id} renames it or retires it (offered for no new lease or account; its
 * leases and requests stay as they are) or brings it back. A number is unique in its building.
 */
export const UNIT_NUMBER_MAX = 20;

const ZUnitNumber = manageRequiredText(UNIT_NUMBER_MAX);

export const ZCreateUnitRequest = z.strictObject({ number: ZUnitNumber });
export type TCreateUnitRequest = z.input<typeof ZCreateUnitRequest>;

export const ZUpdateUnitRequest = z
  .strictObject({ number: ZUnitNumber, retired: z.boolean({ error: 'invalid_type' }) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type TUpdateUnitRequest = z.input<typeof ZUpdateUnitRequest>;

export const ZBuildingUnit = z.object({
  id: z.number(),
  number: z.string(),
  retiredAt: ZIsoDateTime.nullable(),
  /** Leases the unit has had (kept when it is retired). */
  leases: z.number().int(),
});
export type TBuildingUnit = z.infer<typeof ZBuildingUnit>;

export const ZBuildingUnitListResponse = z.object({
  data: z.array(ZBuildingUnit),
  count: z.number().int(),
});
export type TBuildingUnitListResponse = z.infer<typeof ZBuildingUnitListResponse>;

export const ZManageUnitParams = z.object({ id: ZIdInput });
