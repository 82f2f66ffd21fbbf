import type { TList, TPost, TPostStatus } from '@habitat/shared';
import { ROLE_TENANT } from '@habitat/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  files,
  leaseSigners,
  leases,
  posts,
  propertyManagers,
  units,
  users,
} from '#server/db/schema';
import { hashPassword } from '#server/lib/passwords';
import type { TTestApp } from '#server/test/harness';

/** Helpers for the posts tests only. */

const HOUR = 3600_000;

export async function userIdOf(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

let userCounter = 0;
/**
 * A user who can log in with the password 'password'; a manager manages `manages`; a tenant
 * with `leaseIn` signs a current lease on a unit of that property.
 */
export async function insertUser(
  db: Db,
  options: { organizationId: number; role?: string; manages?: number[]; leaseIn?: number },
) {
  userCounter += 1;
  const username = `fixture-${userCounter}-${Date.now()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      organizationId: options.organizationId,
      username,
      email: username,
      passwordHash: await hashPassword('password'),
      role: options.role ?? ROLE_TENANT,
      firstName: 'Fixture',
      lastName: `User ${userCounter}`,
    })
    .returning({ id: users.id });
  for (const propertyId of options.manages ?? []) {
    await db.insert(propertyManagers).values({ propertyId, userId: user!.id });
  }
  if (options.leaseIn !== undefined) {
    const [unit] = await db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.propertyId, options.leaseIn))
      .limit(1);
    const [lease] = await db
      .insert(leases)
      .values({ unitId: unit!.id, startAt: '2020-01-01' })
      .returning({ id: leases.id });
    await db.insert(leaseSigners).values({ leaseId: lease!.id, userId: user!.id });
  }
  return { id: user!.id, username };
}

let postCounter = 0;
/** A post written straight to the database; by default published, started an hour ago. */
export async function insertPost(
  db: Db,
  values: {
    organizationId: number;
    propertyId: number;
    authorId: number;
    status?: TPostStatus;
    startAt?: Date;
    endAt?: Date;
    createdAt?: Date;
    decisionNote?: string | null;
    imageFileId?: number | null;
    label?: string;
  },
) {
  postCounter += 1;
  const label = values.label ?? `Fixture post ${postCounter}`;
  const [row] = await db
    .insert(posts)
    .values({
      organizationId: values.organizationId,
      propertyId: values.propertyId,
      authorId: values.authorId,
      title: { fr: `${label} (fr)`, en: label },
      body: { fr: 'Texte', en: 'Text' },
      status: values.status ?? 'published',
      startAt: values.startAt ?? new Date(Date.now() - HOUR),
      endAt: values.endAt ?? new Date(Date.now() + 24 * HOUR),
      createdAt: values.createdAt,
      decisionNote: values.decisionNote ?? null,
      imageFileId: values.imageFileId ?? null,
    })
    .returning({ id: posts.id });
  return row!.id;
}

export async function countRows(db: Db) {
  const [postRow] = await db.select({ n: count() }).from(posts);
  const [fileRow] = await db.select({ n: count() }).from(files);
  return { posts: postRow!.n, files: fileRow!.n };
}

export type TPostList = TList<TPost>;

/** Short request helpers bound to a test app. */
export function postsApi(t: TTestApp) {
  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? t.bearer(token) : {} });
  return {
    get,
    list: async (query: string, token: string) => {
      const response = await get(`/api/posts?${query}`, token);
      if (response.statusCode !== 200) throw new Error(`list ${query}: ${response.body}`);
      return response.json<TPostList>();
    },
    create: (payload: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: token ? t.bearer(token) : {},
        payload: payload as object,
      }),
    update: (id: number | string, payload: unknown, token?: string, query = '') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/${id}${query}`,
        headers: token ? t.bearer(token) : {},
        payload: payload as object,
      }),
  };
}
