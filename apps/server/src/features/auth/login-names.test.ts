import { ROLE_TENANT } from '@habitat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginNames, organizations, users } from '#server/db/schema';
import { hashPassword } from '#server/lib/passwords';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
let organizationId: number;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } },
  });
  const [organization] = await t.db.select({ id: organizations.id }).from(organizations).limit(1);
  organizationId = organization!.id;
  passwordHash = await hashPassword('password');
});
afterAll(() => t.close());

async function insertUser(username: string, email: string) {
  const [row] = await t.db
    .insert(users)
    .values({
      organizationId,
      username,
      email,
      passwordHash,
      role: ROLE_TENANT,
      firstName: 'Name',
      lastName: 'Space',
    })
    .returning({ id: users.id });
  return row!.id;
}

const namesOf = async (userId: number) =>
  (
    await t.db
      .select({ name: loginNames.name })
      .from(loginNames)
      .where(eq(loginNames.userId, userId))
  )
    .map((r) => r.name)
    .sort();

const loginAs = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password: 'password' },
  });

describe('one case-insensitive namespace for usernames and e-mails', () => {
  it('holds both names of a user, once when the username is the e-mail', async () => {
    const alex = await insertUser('Alex', 'Alex.Martin@example.com');
    expect(await namesOf(alex)).toEqual(['alex', 'alex.martin@example.com']);
    const same = await insertUser('Same@Example.com', 'same@example.com');
    expect(await namesOf(same)).toEqual(['same@example.com']);
  });

  it("refuses, in the database, a user whose e-mail is another user's username in any case", async () => {
    await insertUser('jordan', 'jordan@example.com');
    await expect(insertUser('someone-else', 'JORDAN')).rejects.toThrow();
    await expect(insertUser('JORDAN@example.COM', 'other@example.com')).rejects.toThrow();
    const [row] = await t.db.select().from(users).where(eq(users.username, 'someone-else'));
    expect(row).toBeUndefined();
  });

  it("refuses an update that would give a user another user's name, and keeps both intact", async () => {
    await insertUser('kim', 'kim@example.com');
    const lee = await insertUser('lee', 'lee@example.com');
    await expect(
      t.db.update(users).set({ email: 'Kim' }).where(eq(users.id, lee)),
    ).rejects.toThrow();
    expect(await namesOf(lee)).toEqual(['lee', 'lee@example.com']);
    expect((await loginAs('KIM')).statusCode).toBe(200);
    expect((await loginAs('lee@example.com')).statusCode).toBe(200);
  });

  it('frees the old names when a user renames, and all of them when the user is deleted', async () => {
    const robin = await insertUser('robin', 'robin@example.com');
    await t.db
      .update(users)
      .set({ username: 'robin.b', email: 'robin.b@example.com' })
      .where(eq(users.id, robin));
    expect(await namesOf(robin)).toEqual(['robin.b', 'robin.b@example.com']);
    const taker = await insertUser('taker', 'ROBIN');
    expect(await namesOf(taker)).toEqual(['robin', 'taker']);
    expect((await loginAs('robin')).statusCode).toBe(200);

    await t.db.delete(users).where(eq(users.id, robin));
    expect(await namesOf(robin)).toEqual([]);
    await insertUser('robin.b@example.com', 'robin.b2@example.com');
  });

  it('covers every seeded user', async () => {
    const all = await t.db.select({ id: users.id, username: users.username }).from(users);
    const names = await t.db.select().from(loginNames);
    for (const user of all) {
      expect(names).toContainEqual({ name: user.username.toLowerCase(), userId: user.id });
    }
  });
});

describe('the take-over through the e-mail field is closed', () => {
  it("cannot set another user's login name as one's e-mail, through the API, in any case", async () => {
    // The victim signs in with this username; their e-mail is another address.
    const victim = await insertUser('sam@example.com', 'samantha@example.com');
    const { token } = await t.login('cotenant@example.com');
    const me = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
    const since = t.mails.length;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.json().id}`,
      headers: t.bearer(token),
      payload: { email: 'SAM@Example.com', currentPassword: 'cotenant', locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    await t.settled();
    const mail = t.mails.slice(since).find((m) => m.to === 'SAM@Example.com');
    if (!mail) throw new Error('no mail to SAM@Example.com');
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect(await namesOf(victim)).toEqual(['sam@example.com', 'samantha@example.com']);

    // The victim still signs in with the name; the attacker's e-mail did not change.
    expect((await loginAs('Sam@example.com')).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
    expect(after.json().email).toBe('cotenant@example.com');
  });
});
