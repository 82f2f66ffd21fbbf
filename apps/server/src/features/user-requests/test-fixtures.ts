import { categoryPath, type TRequestStatus } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/db/client';
import { propertyManagers, requestCategories, userRequests, users } from '#server/db/schema';
import { signSession, type TSession } from '#server/lib/tokens';
import {
  insertOtherOrganization,
  organizationIdOf,
  propertyIdOf,
} from '#server/test/content-fixtures';
import { TEST_SECRET, type TTestApp } from '#server/test/harness';

/** The id of a seeded category by its French names from level 1 down. */
export async function categoryIdOf(db: Db, propertyId: number, path: string[]) {
  const rows = await db
    .select({
      id: requestCategories.id,
      parent: requestCategories.parentId,
      name: requestCategories.name,
    })
    .from(requestCategories)
    .where(eq(requestCategories.propertyId, propertyId));
  const found = rows.find(
    (row) =>
      categoryPath(rows, row.id)
        .map((n) => n.name.fr)
        .join('/') === path.join('/'),
  );
  if (!found) throw new Error(`no category ${path.join(' / ')}`);
  return found.id;
}

let counter = 0;
/** A user row and a token for them (no password login needed). */
export async function userWithToken(
  db: Db,
  session: Omit<TSession, 'userId' | 'version' | 'tokenId'> & { manages?: number[] },
) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      organizationId: session.organizationId,
      username: `fixture${counter}@example.com`,
      email: `fixture${counter}@example.com`,
      passwordHash: 'x',
      role: session.role,
      firstName: 'Fixture',
      lastName: String(counter),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  for (const propertyId of session.manages ?? []) {
    await db.insert(propertyManagers).values({ userId, propertyId });
  }
  const token = signSession({ ...session, userId }, TEST_SECRET, 3600);
  return { userId, token };
}

/**
 * The people of the request tests: the demo logins, a neighbour of Camille's building, a manager
 * of Carré Peel only, and a tenant of another organization.
 */
export async function requestActors(t: TTestApp) {
  const org = await organizationIdOf(t.db, 'demo');
  const jardins = await propertyIdOf(t.db, 'jardins-saint-laurent');
  const peel = await propertyIdOf(t.db, 'carre-peel');
  const other = await insertOtherOrganization(t.db);
  const login = async (username: string) => (await t.login(username)).token;
  return {
    ids: { org, jardins, peel, other },
    resident: await login('resident@example.com'),
    cotenant: await login('cotenant@example.com'),
    shop: await login('shop@example.com'),
    manager: await login('manager@example.com'),
    neighbour: await userWithToken(t.db, {
      role: 'ROLE_TENANT',
      organizationId: org,
      propertyId: jardins,
    }),
    peelManager: await userWithToken(t.db, {
      role: 'ROLE_MANAGER',
      organizationId: org,
      propertyId: null,
      manages: [peel],
    }),
    outsider: await userWithToken(t.db, {
      role: 'ROLE_TENANT',
      organizationId: other.organizationId,
      propertyId: other.propertyId,
    }),
  };
}

export const validRequest = (category: number) => ({
  title: 'Robinet qui fuit',
  body: 'Le robinet de la salle de bain goutte.',
  phoneNumber: '(514) 555-0123',
  category,
});

/** Sets a request's status directly, to start a test from any state. */
export async function setStatus(db: Db, requestId: number, status: TRequestStatus) {
  await db.update(userRequests).set({ status }).where(eq(userRequests.id, requestId));
}

export const pngData = async (width = 40, height = 30) =>
  (
    await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
  ).toString('base64');
