import { ROLE_MANAGER, ZNewPassword } from '@habitat/shared';
import { z } from 'zod';
import { addPropertyManager } from '#server/data/managers';
import {
  findOrganizationIdBySlug,
  findPropertyBySlug,
  insertMissingUnits,
  insertOrganization,
  insertProperty,
} from '#server/data/properties';
import { findAccountByEmailOrUsername, insertUser } from '#server/data/users';
import type { Db } from '#server/db/client';
import { hashPassword } from '#server/lib/passwords';

/** Unit numbers as a list: `101,102` or ranges `101-110` (both ends included), at most 2,000. */
export function parseUnitNumbers(text: string): string[] {
  const numbers = new Set<string>();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d+)-(\d+)$/.exec(part);
    if (!range) {
      numbers.add(part);
      continue;
    }
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (to < from || to - from >= 2000) throw new SetupError(`units: bad range "${part}"`);
    for (let n = from; n <= to; n++) numbers.add(String(n));
  }
  if (numbers.size > 2000) throw new SetupError('units: at most 2000 units at once');
  return [...numbers];
}

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export const ZCreateManagerInput = z.object({
  organization: z.object({ slug: z.string().min(1).max(60), name: z.string().min(1).max(200) }),
  manager: z.object({
    email: z.email().max(180),
    password: ZNewPassword,
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().max(40).optional(),
  }),
  /** The building the manager runs; created when no building of the organization has its slug. */
  property: z
    .object({
      name: z.string().trim().min(1).max(200),
      slug: z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/)
        .optional(),
      addressFull: z.string().trim().min(1).max(300),
      city: z.string().trim().min(1).max(100),
      state: z.string().trim().min(1).max(100),
      zip: z.string().trim().min(1).max(20),
      timeZone: z.string().refine(isTimeZone, 'unknown time zone').default('America/Toronto'),
      units: z.array(z.string().trim().min(1).max(20)).max(2000).default([]),
    })
    .optional(),
});
export type TCreateManagerInput = z.input<typeof ZCreateManagerInput>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class SetupError extends Error {}

export type TCreateManagerResult = {
  userId: number;
  organizationId: number;
  property: { id: number; slug: string; created: boolean; unitsAdded: number } | null;
};

/**
 * Creates (or completes) what a new deployment needs before its console can be used: the
 * organization, optionally a building with its units, and a manager who manages it. Run twice
 * with the same e-mail, it adds the building to that manager instead of failing; an e-mail that
 * belongs to a tenant is refused.
 */
export async function createManagerAccount(
  db: Db,
  rawInput: TCreateManagerInput,
): Promise<TCreateManagerResult> {
  const parsed = ZCreateManagerInput.safeParse(rawInput);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new SetupError(lines.join('\n'));
  }
  const input = parsed.data;
  const passwordHash = await hashPassword(input.manager.password);
  return db.transaction(async (tx) => {
    const organizationId = await ensureOrganization(tx as unknown as Db, input.organization);
    const userId = await ensureManager(tx as unknown as Db, organizationId, {
      ...input.manager,
      passwordHash,
    });
    if (!input.property) return { userId, organizationId, property: null };
    const property = await ensureProperty(tx as unknown as Db, organizationId, input.property);
    await addPropertyManager(tx as unknown as Db, { propertyId: property.id, userId });
    return { userId, organizationId, property };
  });
}

async function ensureOrganization(db: Db, organization: { slug: string; name: string }) {
  return (
    (await findOrganizationIdBySlug(db, organization.slug)) ??
    (await insertOrganization(db, organization))
  );
}

async function ensureManager(
  db: Db,
  organizationId: number,
  manager: Omit<z.infer<typeof ZCreateManagerInput>['manager'], 'password'> & {
    passwordHash: string;
  },
) {
  const email = manager.email.toLowerCase();
  const existing = await findAccountByEmailOrUsername(db, email);
  if (existing) {
    if (existing.role !== ROLE_MANAGER || existing.organizationId !== organizationId) {
      throw new SetupError(`${email} already belongs to another account`);
    }
    return existing.id;
  }
  const created = await insertUser(db, {
    organizationId,
    username: email,
    email,
    passwordHash: manager.passwordHash,
    role: ROLE_MANAGER,
    firstName: manager.firstName,
    lastName: manager.lastName,
    phone: manager.phone ?? null,
  });
  return created.id;
}

async function ensureProperty(
  db: Db,
  organizationId: number,
  property: NonNullable<z.infer<typeof ZCreateManagerInput>['property']>,
) {
  const { units: unitNumbers, slug: givenSlug, ...fields } = property;
  const slug = givenSlug ?? slugOf(fields.name);
  if (!slug) throw new SetupError('property: give a --property-slug (a-z, 0-9, -)');
  const existing = await findPropertyBySlug(db, slug);
  if (existing && existing.organizationId !== organizationId) {
    throw new SetupError(`property slug "${slug}" is taken by another organization`);
  }
  const id = existing?.id ?? (await insertProperty(db, { ...fields, slug, organizationId }));
  const unitsAdded = await insertMissingUnits(db, id, unitNumbers);
  return { id, slug, created: !existing, unitsAdded };
}
