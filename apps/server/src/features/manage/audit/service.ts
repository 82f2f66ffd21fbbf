import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  auditValueText,
  csvCell,
  instantOfWallClock,
  type TAuditEntity,
  type TAuditListResponse,
  type TAuditLogResponse,
  type TLocale,
  wallClockText,
  type ZManageAuditLogQuery,
  type ZManageAuditQuery,
} from '@habitat/shared';
import type { z } from 'zod';
import {
  countAuditEntries,
  countAuditLog,
  findAuditEntries,
  findAuditLog,
  findAuditLogActors,
  type TAuditLogFilter,
} from '#server/data/audit';
import { findManagedPropertyIds } from '#server/data/managers';
import type { Db } from '#server/db/client';
import { managedProperty } from '#server/features/manage/scope';
import { pageWindow } from '#server/lib/paging';
import type { TSession } from '#server/lib/tokens';

type TFields = Record<string, unknown> | null;

/**
 * An item's history, newest first. Only entries of the caller's organization and managed
 * properties are read, so another building's ids answer an empty history, never its changes.
 */
export async function listAuditEntries(options: {
  db: Db;
  session: TSession;
  query: z.output<typeof ZManageAuditQuery>;
}): Promise<TAuditListResponse> {
  const { db, session, query } = options;
  const scope = {
    entity: query.entity,
    entityId: query.id,
    organizationId: session.organizationId,
    propertyIds: await findManagedPropertyIds(db, session.userId),
  };
  const [rows, count] = await Promise.all([
    findAuditEntries(db, scope, AUDIT_PAGE_SIZE),
    countAuditEntries(db, scope),
  ]);
  return {
    count,
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { id: row.actorId, firstName: row.actorFirstName, lastName: row.actorLastName },
      at: row.createdAt.toISOString(),
      before: row.before as TFields,
      after: row.after as TFields,
    })),
  };
}

type TLogQuery = z.output<typeof ZManageAuditLogQuery>;

const DAY_MS = 24 * 3600_000;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The filters on a building the caller manages (403 another's); days on the building's clock. */
async function logFilter(db: Db, session: TSession, query: TLogQuery) {
  const property = await managedProperty(db, session, query.property);
  const filter: TAuditLogFilter = {
    organizationId: session.organizationId,
    propertyId: property.id,
    actorId: query.actor,
    entity: query.entity,
    entityId: query.id,
    since: query.from
      ? (instantOfWallClock(query.from, property.timeZone) ?? undefined)
      : undefined,
    until: query.to
      ? (instantOfWallClock(nextDay(query.to), property.timeZone) ?? undefined)
      : undefined,
  };
  return { filter, timeZone: property.timeZone };
}

const toLogEntry = (row: Awaited<ReturnType<typeof findAuditLog>>[number]) => ({
  id: row.id,
  // Recorded by recordAudit, which takes only TAuditEntity.
  entity: row.entity as TAuditEntity,
  entityId: row.entityId,
  action: row.action,
  actor: { id: row.actorId, firstName: row.actorFirstName, lastName: row.actorLastName },
  at: row.createdAt.toISOString(),
  before: row.before as TFields,
  after: row.after as TFields,
});

/** A building's history across its items, newest first, paged; with who may be filtered on. */
export async function listAuditLog(options: {
  db: Db;
  session: TSession;
  query: TLogQuery;
}): Promise<TAuditLogResponse> {
  const { db, session, query } = options;
  const { filter } = await logFilter(db, session, query);
  const [rows, count, actors] = await Promise.all([
    findAuditLog(db, filter, pageWindow(query)),
    countAuditLog(db, filter),
    findAuditLogActors(db, filter),
  ]);
  return { count, actors, data: rows.map(toLogEntry) };
}

const CSV_HEADINGS: Record<TLocale, string[]> = {
  fr: ['Date', 'Personne', 'Action', 'Élément', 'N° de l’élément', 'Champ', 'Avant', 'Après'],
  en: ['Date', 'Person', 'Action', 'Item', 'Item id', 'Field', 'Before', 'After'],
};

/**
 * The same history as CSV for a spreadsheet: UTF-8 with a byte-order mark (Excel reads the
 * accents), one line per changed field, dates on the building's clock, values in words. Every
 * cell is quoted and one that starts like a formula is defused (csvCell).
 */
export async function auditLogCsv(options: { db: Db; session: TSession; query: TLogQuery }) {
  const { db, session, query } = options;
  const { filter, timeZone } = await logFilter(db, session, query);
  const rows = await findAuditLog(db, filter, { limit: AUDIT_CSV_MAX_ROWS, offset: 0 });
  const { locale } = query;
  const lines = [CSV_HEADINGS[locale]];
  for (const entry of rows.map(toLogEntry)) {
    const at = wallClockText(new Date(entry.at), timeZone, { seconds: false });
    const who = `${entry.actor.firstName} ${entry.actor.lastName}`.trim();
    const start = [at, who, entry.action, entry.entity, String(entry.entityId)];
    const fields = [
      ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
    ];
    if (fields.length === 0) lines.push([...start, '', '', '']);
    for (const field of fields) {
      const text = (side: TFields) =>
        auditValueText(entry.entity, field, side?.[field], locale, timeZone);
      lines.push([...start, field, text(entry.before), text(entry.after)]);
    }
  }
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
