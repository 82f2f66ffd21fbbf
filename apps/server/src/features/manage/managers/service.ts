import {
  BRAND_APP_TITLES,
  INVITATION_TOKEN_TTL_DAYS,
  ROLE_MANAGER,
  type TBrand,
  type TInviteManagerResponse,
  type TManagedManager,
  type ZInviteManagerRequest,
} from '@habitat/shared';
import type { z } from 'zod';
import {
  addPropertyManager,
  countManagersOfProperty,
  findManagersOfProperty,
  removePropertyManager,
} from '#server/data/managers';
import { findPropertyForUpdate } from '#server/data/properties';
import { isUniqueViolation } from '#server/data/unique-violation';
import {
  findAccountByEmailOrUsername,
  findUserById,
  insertPasswordToken,
  insertUser,
} from '#server/data/users';
import type { Db, TDbOrTx } from '#server/db/client';
import { recordAudit } from '#server/features/manage/audit/record';
import { managedProperty } from '#server/features/manage/scope';
import { welcomeLink } from '#server/features/password-reset/service';
import type { TBackgroundWork } from '#server/lib/background';
import { AppError, notFound } from '#server/lib/errors';
import type { TMailer } from '#server/lib/mail';
import { hashPassword } from '#server/lib/passwords';
import { randomToken, sha256, type TSession } from '#server/lib/tokens';
import { managerInvitationMail } from './invitation-mail';

type TCaller = { db: Db; session: TSession };
type TManagerRow = Awaited<ReturnType<typeof findManagersOfProperty>>[number];

const DAY_MS = 24 * 3600_000;

const toManager = (row: TManagerRow, session: TSession): TManagedManager => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  you: row.id === session.userId,
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
});

/** The managers of a building the caller manages, by name. */
export async function listManagers(options: TCaller & { propertyId: number }) {
  const { db, session } = options;
  const property = await managedProperty(db, session, options.propertyId);
  const data = (await findManagersOfProperty(db, property.id)).map((row) =>
    toManager(row, session),
  );
  return { data, count: data.length };
}

const emailTaken = () =>
  new AppError(
    409,
    'email_already_used',
    "This e-mail belongs to a resident's account or another organization's",
  );

const nameRequired = (input: { firstName?: string; lastName?: string }) => {
  const fields: Record<string, string> = {};
  if (!input.firstName) fields.firstName = 'required';
  if (!input.lastName) fields.lastName = 'required';
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'validation_failed', 'A new manager needs a name', fields);
  }
};

/** Adds the user to the buildings they do not manage yet, one audit row each; answers those. */
async function addToBuildings(
  tx: TDbOrTx,
  session: TSession,
  manager: { id: number; email: string },
  propertyIds: readonly number[],
  action: 'add_manager' | 'invite_manager',
) {
  const added: number[] = [];
  for (const propertyId of propertyIds) {
    if (!(await addPropertyManager(tx, { propertyId, userId: manager.id }))) continue;
    added.push(propertyId);
    await recordAudit(tx, session, {
      entity: 'user',
      entityId: manager.id,
      action,
      propertyId,
      before: { manager: false },
      after: { manager: true, email: manager.email },
    });
  }
  return added;
}

/**
 * Makes the person of this e-mail a manager of the buildings named, each one the caller
 * manages (403 otherwise, nothing changed). A manager of the organization is added; an unknown
 * e-mail gets a manager account with a password nobody knows and, after the commit, an
 * invitation to choose one (the password page's welcome form, which signs them in to the
 * console; 7 days). An e-mail of a
 * resident or of another organization: 409.
 */
export async function inviteManager(
  options: TCaller & {
    input: z.output<typeof ZInviteManagerRequest>;
    mailer: TMailer;
    background: TBackgroundWork;
    publicUrl: string;
    brand: TBrand;
    now?: Date;
  },
): Promise<TInviteManagerResponse> {
  const { db, session, input, now = new Date() } = options;
  const buildings = [];
  for (const id of input.properties) buildings.push(await managedProperty(db, session, id));
  const propertyIds = buildings.map((building) => building.id);
  const existing = await findAccountByEmailOrUsername(db, input.email);
  if (existing) {
    if (existing.role !== ROLE_MANAGER || existing.organizationId !== session.organizationId) {
      throw emailTaken();
    }
    const user = (await findUserById(db, existing.id))!;
    const added = await db.transaction((tx) =>
      addToBuildings(tx, session, user, propertyIds, 'add_manager'),
    );
    return { manager: toManager(user, session), invited: false, added };
  }

  nameRequired(input);
  const token = randomToken();
  const passwordHash = await hashPassword(randomToken());
  const created = await db
    .transaction(async (tx) => {
      const user = await insertUser(tx as unknown as Db, {
        organizationId: session.organizationId,
        username: input.email,
        email: input.email,
        passwordHash,
        role: ROLE_MANAGER,
        firstName: input.firstName!,
        lastName: input.lastName!,
      });
      await insertPasswordToken(tx as unknown as Db, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + INVITATION_TOKEN_TTL_DAYS * DAY_MS),
      });
      const added = await addToBuildings(
        tx,
        session,
        { id: user.id, email: input.email },
        propertyIds,
        'invite_manager',
      );
      return { id: user.id, added };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken() : error;
    });

  const inviter = await findUserById(db, session.userId);
  const mail = managerInvitationMail({
    link: welcomeLink(options.publicUrl, token, 'manager'),
    consoleUrl: `${options.publicUrl}/manage/login`,
    appName: BRAND_APP_TITLES[options.brand],
    days: INVITATION_TOKEN_TTL_DAYS,
    inviter: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '',
    buildings: buildings.map((building) => building.name),
  });
  options.background.run('manager invitation mail', () =>
    options.mailer.send({ to: input.email, ...mail }),
  );
  const manager = {
    id: created.id,
    email: input.email,
    firstName: input.firstName!,
    lastName: input.lastName!,
    deactivatedAt: null,
  };
  return { manager: toManager(manager, session), invited: true, added: created.added };
}

/**
 * Takes a manager off a building the caller manages (themselves too), never its last manager
 * (409 last_manager): the count is read under the building's row lock, so two removals at the
 * same moment cannot both pass it (the removal is rolled back). Not a manager of it: 404.
 */
export async function removeManager(options: TCaller & { propertyId: number; userId: number }) {
  const { db, session, userId } = options;
  await db.transaction(async (tx) => {
    // The caller's own access is read under the lock too: a manager taken off the building by a
    // removal that just committed can no longer remove anyone (403).
    await findPropertyForUpdate(tx, options.propertyId);
    const property = await managedProperty(tx, session, options.propertyId);
    if (!(await removePropertyManager(tx, { propertyId: property.id, userId }))) {
      throw notFound('Manager');
    }
    if ((await countManagersOfProperty(tx, property.id)) === 0) {
      throw new AppError(409, 'last_manager', 'A building keeps one manager at least');
    }
    await recordAudit(tx, session, {
      entity: 'user',
      entityId: userId,
      action: 'remove_manager',
      propertyId: property.id,
      before: { manager: true },
      after: { manager: false },
    });
  });
}
