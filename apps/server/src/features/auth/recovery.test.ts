import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMail } from '#server/lib/mail';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * Someone who had the password starts an e-mail change (or subscribes to the calendar feed);
 * the owner then resets or changes the password. The owner's recovery must win: the pending
 * link and the feed's address stop working, as the sessions already did.
 */
const PUBLIC_URL = 'https://residents.habitat.test';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL },
    rateLimits: { passwordReset: { max: 1000, timeWindow: '1 minute' } },
  });
});
afterAll(() => t.close());

const linkIn = (mail: TMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';

async function mailTo(to: string, since: number) {
  await t.settled();
  const mail = t.mails.slice(since).find((m) => m.to.toLowerCase() === to.toLowerCase());
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

async function signIn(login: string, password: string) {
  const { token } = await t.login(login, password);
  const me = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
  return { token, id: me.json<{ id: number }>().id };
}

/** The attacker, signed in with the known password, asks to move the account to their address. */
async function attackerAsksEmailChange(login: string, password: string, address: string) {
  const attacker = await signIn(login, password);
  const since = t.mails.length;
  const asked = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${attacker.id}`,
    headers: t.bearer(attacker.token),
    payload: { email: address, currentPassword: password, locale: 'en' },
  });
  expect(asked.statusCode).toBe(200);
  const link = linkIn(await mailTo(address, since));
  return { userId: attacker.id, token: decodeURIComponent(link.split('/confirm-email/')[1] ?? '') };
}

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/confirm_email/${encodeURIComponent(token)}` });

async function ownerResets(email: string, password: string) {
  const since = t.mails.length;
  await t.app.inject({ method: 'POST', url: '/api/forgot_password/', payload: { email } });
  const token = new URL(linkIn(await mailTo(email, since))).searchParams.get('token') ?? '';
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/forgot_password/${encodeURIComponent(token)}`,
    payload: { password },
  });
  expect(reset.statusCode).toBe(200);
}

async function emailOf(userId: number, token: string) {
  const me = await t.app.inject({ url: '/api/me', headers: t.bearer(token) });
  expect(me.json<{ id: number }>().id).toBe(userId);
  return me.json<{ email: string }>().email;
}

describe('a password reset or change outranks what the old password started', () => {
  it("retires the attacker's pending e-mail change link when the owner resets the password", async () => {
    const pending = await attackerAsksEmailChange(
      'resident@example.com',
      'resident',
      'attacker@evil.test',
    );
    await ownerResets('resident@example.com', 'owner-took-it-back');

    const response = await confirm(pending.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('email_change_token_not_found_or_expired');
    const owner = await signIn('resident@example.com', 'owner-took-it-back');
    expect(await emailOf(pending.userId, owner.token)).toBe('resident@example.com');
    expect(await t.loginStatus('attacker@evil.test', 'owner-took-it-back')).toBe(401);
  });

  it('retires it when the owner changes the password while signed in', async () => {
    const pending = await attackerAsksEmailChange(
      'shop@example.com',
      'shop',
      'attacker2@evil.test',
    );
    const owner = await signIn('shop@example.com', 'shop');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: t.bearer(owner.token),
      payload: { currentPassword: 'shop', password: 'shop-owner-again' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await confirm(pending.token)).statusCode).toBe(404);
    const again = await signIn('shop@example.com', 'shop-owner-again');
    expect(await emailOf(pending.userId, again.token)).toBe('shop@example.com');
  });

  it("stops the private calendar feed's address, which a new one replaces", async () => {
    const before = await signIn('cotenant@example.com', 'cotenant');
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/calendar_feed',
      headers: t.bearer(before.token),
    });
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);

    await ownerResets('cotenant@example.com', 'cotenant-recovered');

    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(404);
    const after = await signIn('cotenant@example.com', 'cotenant-recovered');
    const state = await t.app.inject({ url: '/api/calendar_feed', headers: t.bearer(after.token) });
    expect(state.json()).toMatchObject({ active: false, url: null });
  });
});
