import type { TBuildingUnit, TCreateUnitRequest, TUpdateUnitRequest } from '@habitat/shared';
import { findAllUnitsOfProperty } from '#server/data/leases';
import { findUnit, insertUnit, updateUnit } from '#server/data/properties';
import { isUniqueViolation } from '#server/data/unique-violation';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import { AppError, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession };

const numberTaken = () =>
  new AppError(409, 'conflict', 'The building already has a unit of this number', {
    number: 'taken',
  });

const toUnit = (row: { id: number; number: string; retiredAt: Date | null }, leases: number) => ({
  id: row.id,
  number: row.number,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  leases,
});

export async function listBuildingUnits(options: TCaller & { propertyId: number }) {
  const property = await managedProperty(options.db, options.session, options.propertyId);
  const rows = await findAllUnitsOfProperty(options.db, property.id);
  const data: TBuildingUnit[] = rows.map((row) => toUnit(row, row.leases));
  return { data, count: data.length };
}

export async function addUnit(
  options: TCaller & { propertyId: number; body: Required<TCreateUnitRequest> },
) {
  const { db, session, propertyId, body } = options;
  await managedProperty(db, session, propertyId);
  const unit = await db.transaction(async (tx) => {
    const row = await insertUnit(tx, { propertyId, number: body.number });
    if (!row) throw numberTaken();
    await recordAudit(tx, session, {
      entity: 'unit',
      entityId: row.id,
      action: 'create',
      propertyId,
      before: null,
      after: { number: row.number },
    });
    return row;
  });
  return toUnit(unit, 0);
}

/** Renames, retires or brings back a unit of a building the caller manages. Audited. */
export async function changeUnit(
  options: TCaller & { unitId: number; body: TUpdateUnitRequest & { number?: string } },
) {
  const { db, session, unitId, body } = options;
  const unit = await findUnit(db, unitId);
  if (!unit) throw notFound('Unit');
  await managedProperty(db, session, unit.propertyId);
  const retiredAt =
    body.retired === undefined ? undefined : body.retired ? (unit.retiredAt ?? new Date()) : null;
  try {
    const after = await db.transaction(async (tx) => {
      const row = await updateUnit(tx, unitId, { number: body.number, retiredAt });
      if (!row) throw notFound('Unit');
      const fields = (u: typeof row) => ({ number: u.number, retiredAt: u.retiredAt });
      await recordAudit(tx, session, {
        entity: 'unit',
        entityId: unitId,
        action: 'update',
        propertyId: unit.propertyId,
        before: fields(unit),
        after: fields(row),
      });
      return row;
    });
    const all = await findAllUnitsOfProperty(db, unit.propertyId);
    return toUnit(after, all.find((row) => row.id === unitId)?.leases ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}
