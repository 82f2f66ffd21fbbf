import {
  isPublicKeyOf,
  paymentSwitchesAgree,
  type TBuildingPaymentError,
  type TBuildingSettingsRequest,
  type TManagedBuilding,
} from '@habitat/shared';
import {
  findProperty,
  findPropertyForUpdate,
  type TPropertyRow,
  updateProperty,
} from '#server/data/properties';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import type { TProcessorInfo } from '#server/features/properties/service';
import { AppError, notFound } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TCaller = { db: Db; session: TSession; processor: TProcessorInfo };

/** A refused payment setting: its field's code says why (the console words each). */
const invalid = (field: string, code: TBuildingPaymentError, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: code });

const processorName = (value: string | null) =>
  value === 'local' || value === 'stripe' ? value : null;

function toBuilding(row: TPropertyRow, processor: TProcessorInfo): TManagedBuilding {
  return {
    id: row.id,
    name: row.name,
    address: { full: row.addressFull, city: row.city, state: row.state, zip: row.zip },
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone,
    commercial: row.commercial,
    paymentEnabled: row.paymentEnabled,
    cardPaymentEnabled: row.cardPaymentEnabled,
    paymentProcessor: processorName(row.paymentProcessor),
    paymentPublicKey: row.paymentPublicKey,
    deploymentProcessor: { name: processor.name, publicKey: processor.publicKey },
  };
}

/** The columns a settings request writes (address as its four columns). */
function toColumns(body: TBuildingSettingsRequest) {
  const { address, ...rest } = body;
  return {
    ...rest,
    ...(address && {
      addressFull: address.full,
      city: address.city,
      state: address.state,
      zip: address.zip,
    }),
  };
}

/**
 * The payment settings as they would be, checked: cards only where payments are on, and a
 * building that takes cards names this server's processor and its public key (cards are
 * charged with the deployment's keys; another key would tokenize cards nobody can charge).
 * A building turning cards on without naming them gets the deployment's.
 */
function checkedPayments(
  row: TPropertyRow,
  columns: ReturnType<typeof toColumns>,
  processor: TProcessorInfo,
) {
  const next = { ...row, ...columns };
  if (!paymentSwitchesAgree(next)) {
    throw invalid(
      'cardPaymentEnabled',
      'cards_need_payments',
      'Card payments need payments turned on',
    );
  }
  if (columns.paymentProcessor && columns.paymentProcessor !== processor.name) {
    throw invalid(
      'paymentProcessor',
      'processor_unavailable',
      `This server charges cards with the ${processor.name} processor, not ${columns.paymentProcessor}`,
    );
  }
  const named = next.paymentProcessor ?? (next.cardPaymentEnabled ? processor.name : null);
  const key = next.paymentPublicKey ?? (named ? processor.publicKey : null);
  if (columns.paymentPublicKey) {
    const name = processorName(named) ?? processor.name;
    if (!isPublicKeyOf(name, columns.paymentPublicKey)) {
      throw invalid(
        'paymentPublicKey',
        'not_public_key',
        `Not a public key of the ${name} processor`,
      );
    }
    if (columns.paymentPublicKey !== processor.publicKey) {
      throw invalid(
        'paymentPublicKey',
        'key_of_other_account',
        'This is not the public key this server charges cards with',
      );
    }
  }
  if (next.cardPaymentEnabled && named !== processor.name) {
    throw invalid(
      'paymentProcessor',
      'processor_unavailable',
      `This server charges cards with the ${processor.name} processor`,
    );
  }
  return { ...columns, paymentProcessor: named, paymentPublicKey: key };
}

const auditedFields = (row: TPropertyRow) => {
  const { id: _id, organizationId: _org, slug: _slug, createdAt: _created, ...fields } = row;
  return fields;
};

export async function getManagedBuilding(options: TCaller & { propertyId: number }) {
  const { db, session, propertyId, processor } = options;
  await managedProperty(db, session, propertyId);
  const row = await findProperty(db, propertyId);
  if (!row) throw notFound('Property');
  return toBuilding(row, processor);
}

/** Applies the settings sent, the others kept; bad input changes nothing. Audited. */
export async function updateBuildingSettings(
  options: TCaller & { propertyId: number; body: TBuildingSettingsRequest },
) {
  const { db, session, propertyId, processor, body } = options;
  await managedProperty(db, session, propertyId);
  const row = await db.transaction(async (tx) => {
    const before = await findPropertyForUpdate(tx, propertyId);
    if (!before) throw notFound('Property');
    const columns = checkedPayments(before, toColumns(body), processor);
    const after = await updateProperty(tx, propertyId, columns);
    if (!after) throw notFound('Property');
    await recordAudit(tx, session, {
      entity: 'property',
      entityId: propertyId,
      action: 'update',
      propertyId,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return after;
  });
  return toBuilding(row, processor);
}
