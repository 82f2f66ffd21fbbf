import { ROLE_TENANT } from '@habitat/shared';
import { count } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  leaseSigners,
  leases,
  organizations,
  properties,
  propertyManagers,
  units,
  users,
} from '#server/db/schema';
import { hashPassword } from '#server/lib/passwords';
import type { TStorage } from '#server/lib/storage/index';
import { insertDemoBookings } from './content/seed-bookings';
import { insertDemoContent, prepareDemoContent } from './content/seed-content';
import { insertDemoPosts, prepareDemoPosts } from './content/seed-posts';
import { insertDemoRequests, prepareDemoRequests } from './content/seed-requests';
import {
  DEMO_LEASES,
  DEMO_ORGANIZATION,
  DEMO_PROPERTIES,
  DEMO_USERS,
  demoLeaseDate,
} from './demo-data';

/** Seeds the demo on an empty database only; answers whether it did. */
export async function seedIfEmpty(options: { db: Db; storage: TStorage }): Promise<boolean> {
  const [row] = await options.db.select({ n: count() }).from(organizations);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(options);
  return true;
}

/** The demo organization, buildings, people and content; files go to the storage. */
export async function seedDemo(options: { db: Db; storage: TStorage; now?: Date }) {
  const { db, storage, now = new Date() } = options;
  // Photos and PDFs are made while passwords hash: both run on the thread pool.
  const content = prepareDemoContent({ storage, now });
  const billboard = prepareDemoPosts({ storage, now });
  const requests = prepareDemoRequests({ storage, now });
  const passwordHashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(DEMO_ORGANIZATION).returning();
    if (!org) throw new Error('organization not created');

    const propertyIds = new Map<string, number>();
    const unitIds = new Map<string, number>();
    for (const { units: unitNumbers, ...property } of DEMO_PROPERTIES) {
      const [created] = await tx
        .insert(properties)
        .values({ ...property, organizationId: org.id })
        .returning({ id: properties.id });
      if (!created) throw new Error('property not created');
      propertyIds.set(property.slug, created.id);
      const rows = await tx
        .insert(units)
        .values(unitNumbers.map((number) => ({ propertyId: created.id, number })))
        .returning({ id: units.id, number: units.number });
      for (const unit of rows) unitIds.set(`${property.slug}/${unit.number}`, unit.id);
    }

    const userIds = new Map<string, number>();
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ password: _password, manages: _manages, ...user }, i) => ({
          ...user,
          organizationId: org.id,
          passwordHash: passwordHashes[i]!,
        })),
      )
      .returning({ id: users.id, username: users.username });
    for (const user of userRows) userIds.set(user.username, user.id);

    for (const { unit, signers, ...lease } of DEMO_LEASES) {
      const dates = { startAt: demoLeaseDate(lease.startAt), endAt: demoLeaseDate(lease.endAt) };
      const [created] = await tx
        .insert(leases)
        .values({ ...lease, ...dates, unitId: unitIds.get(unit)! })
        .returning({ id: leases.id });
      await tx.insert(leaseSigners).values(
        signers.map((s) => ({
          leaseId: created!.id,
          userId: userIds.get(s.username)!,
          signed: s.signed,
        })),
      );
    }

    for (const user of DEMO_USERS.filter((u) => u.role !== ROLE_TENANT)) {
      await tx.insert(propertyManagers).values(
        user.manages.map((slug) => ({
          userId: userIds.get(user.username)!,
          propertyId: propertyIds.get(slug)!,
        })),
      );
    }

    await insertDemoContent(tx, content, { organizationId: org.id, propertyIds });
    await insertDemoBookings(tx, { organizationId: org.id, propertyIds, unitIds, userIds }, now);
    await insertDemoPosts(tx, billboard, { organizationId: org.id, propertyIds, userIds });
    await insertDemoRequests(tx, requests, {
      organizationId: org.id,
      propertyIds,
      unitIds,
      userIds,
    });
  });
}
