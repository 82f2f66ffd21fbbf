import {
  isUnmutable,
  MANAGER_NOTIFICATION_TYPES,
  quietHoursValid,
  RESIDENT_NOTIFICATION_TYPES,
  ROLE_MANAGER,
  type TNotificationChoices,
  type TNotificationSettings,
  type TNotificationType,
  type TRole,
  type ZNotificationSettingsUpdate,
} from '@habitat/shared';
import type { z } from 'zod';
import {
  findNotificationSettings,
  type TNotificationSettingsRow,
  updateNotificationSettings,
} from '#server/data/notification-settings';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import type { TSession } from '#server/lib/tokens';

type TDeps = { db: Db; session: TSession };
type TSettingsUpdate = z.output<typeof ZNotificationSettingsUpdate>;

export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  locale: 'fr',
  choices: {},
  quietHours: null,
  dailyDigest: false,
};

const toSettings = (row: TNotificationSettingsRow | null): TNotificationSettings =>
  row
    ? {
        locale: row.locale,
        choices: row.choices,
        quietHours:
          row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
        dailyDigest: row.dailyDigest,
      }
    : DEFAULT_NOTIFICATION_SETTINGS;

/** The types a person of this role hears about, and so may choose channels for. */
const typesOf = (role: TRole): readonly TNotificationType[] =>
  role === ROLE_MANAGER ? MANAGER_NOTIFICATION_TYPES : RESIDENT_NOTIFICATION_TYPES;

/**
 * Field errors of a change, by the rules the schema cannot see: a type the caller never
 * receives, an unmutable type turned off (urgent news, emergency messages: refused rather than
 * ignored, so that no form can show a choice that has no effect), quiet hours that start when
 * they end (no quiet hours is null), a daily digest for someone who is not a manager.
 */
function invalidFields(role: TRole, change: TSettingsUpdate) {
  const fields: Record<string, string> = {};
  const allowed = typesOf(role);
  for (const [type, choice] of Object.entries(change.choices ?? {}) as [
    TNotificationType,
    TNotificationChoices[TNotificationType],
  ][]) {
    if (!allowed.includes(type)) fields[`choices.${type}`] = 'invalid_value';
    else if (isUnmutable(type) && Object.values(choice ?? {}).includes(false)) {
      fields[`choices.${type}`] = 'unmutable';
    }
  }
  // The schema checked each time's form: what is left of the rule is the times being equal.
  if (change.quietHours && !quietHoursValid(change.quietHours)) {
    fields['quietHours.end'] = 'same_as_start';
  }
  if (change.dailyDigest && role !== ROLE_MANAGER) fields.dailyDigest = 'managers_only';
  return fields;
}

/** Each type's channels merged: a change names only the types and channels it changes. */
function mergeChoices(current: TNotificationChoices, change: TNotificationChoices | undefined) {
  const merged: TNotificationChoices = { ...current };
  for (const [type, choice] of Object.entries(change ?? {}) as [
    TNotificationType,
    TNotificationChoices[TNotificationType],
  ][]) {
    merged[type] = { ...current[type], ...choice };
  }
  return merged;
}

export async function getNotificationSettings(deps: TDeps): Promise<TNotificationSettings> {
  return toSettings(await findNotificationSettings(deps.db, deps.session.userId));
}

/** A partial change: the fields sent replace theirs, `choices` merge type by type. */
export async function changeNotificationSettings(
  deps: TDeps,
  change: TSettingsUpdate,
): Promise<TNotificationSettings> {
  const { db, session } = deps;
  const fields = invalidFields(session.role, change);
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'validation_failed', 'Some settings cannot be chosen', fields);
  }
  const row = await updateNotificationSettings(db, session.userId, (current) => {
    const quiet = change.quietHours;
    return {
      locale: change.locale ?? current.locale,
      choices: mergeChoices(current.choices, change.choices),
      quietStart: quiet === undefined ? current.quietStart : (quiet?.start ?? null),
      quietEnd: quiet === undefined ? current.quietEnd : (quiet?.end ?? null),
      dailyDigest: change.dailyDigest ?? current.dailyDigest,
    };
  });
  return toSettings(row);
}
