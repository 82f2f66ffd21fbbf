import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, properties } from '../../db/schema';

export async function findOrganizationIdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  return row?.id ?? null;
}

export async function findPropertyIdBySlug(db: Db, organizationId: number, slug: string) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.organizationId, organizationId), eq(properties.slug, slug)));
  return row?.id ?? null;
}
