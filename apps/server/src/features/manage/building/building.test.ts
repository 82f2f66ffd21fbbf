import {
  LOCAL_PROCESSOR_PUBLIC_KEY,
  TEST_CARDS,
  type TManagedBuilding,
  type TProperty,
} from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProperty } from '#server/data/properties';
import {
  cardToken,
  dayFromToday,
  insertEntity,
  insertService,
} from '#server/features/booking/test-fixtures';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { createTestApp, type TTestApp } from '#server/test/harness';

/**
 * A building's settings from the console: any of them changed by a manager of the building,
 * nobody else; bad input changes nothing; payments turned on here let a resident book a paid
 * slot (Carré Peel takes no cards in the demo).
 */

let t: TTestApp;
let actors: Awaited<ReturnType<typeof consoleActors>>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await consoleActors(t);
});
afterAll(() => t.close());

const patch = (token: string, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/manage/properties/${id}`,
    headers: t.bearer(token),
    payload: payload as object,
  });

describe('PATCH /api/manage/properties/{id}', () => {
  it('changes the settings sent, keeps the others, answers the building and audits it', async () => {
    const { peel } = actors.ids;
    const before = (await findProperty(t.db, peel))!;
    const response = await patch(actors.tokens.peelManager, peel, {
      name: '  Carré Peel — Tour A ',
      phone: '514 555-0110',
      email: 'peel@example.com',
      timeZone: 'America/Vancouver',
      commercial: !before.commercial,
    });
    expect(response.statusCode, response.body).toBe(200);
    const building = response.json<TManagedBuilding>();
    expect(building).toMatchObject({
      id: peel,
      name: 'Carré Peel — Tour A',
      phone: '514 555-0110',
      email: 'peel@example.com',
      timeZone: 'America/Vancouver',
      commercial: !before.commercial,
      address: { full: before.addressFull, city: before.city },
      paymentEnabled: false,
    });
    const audit = await auditRowsOf(t.db, 'property', peel);
    expect(audit.at(-1)).toMatchObject({
      actorId: actors.ids.peelManager,
      propertyId: peel,
      action: 'update',
      before: { name: before.name, timeZone: before.timeZone, commercial: before.commercial },
      after: {
        name: 'Carré Peel — Tour A',
        timeZone: 'America/Vancouver',
        commercial: !before.commercial,
      },
    });
    // An empty phone or e-mail is cleared.
    const cleared = await patch(actors.tokens.peelManager, peel, { phone: '', email: null });
    expect(cleared.json<TManagedBuilding>()).toMatchObject({ phone: null, email: null });
  });

  it('refuses a tenant and another building’s manager (403), an unknown building (404)', async () => {
    const { jardins, peel } = actors.ids;
    expectError(await patch(actors.tokens.resident, jardins, { name: 'X' }), 403, 'forbidden');
    expectError(await patch(actors.tokens.peelManager, jardins, { name: 'X' }), 403, 'forbidden');
    expectError(await patch(actors.tokens.manager, 999_999, { name: 'X' }), 404, 'not_found');
    expect((await findProperty(t.db, jardins))!.name).not.toBe('X');
    expect((await findProperty(t.db, peel))!.name).not.toBe('X');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { peel } = actors.ids;
    const before = await findProperty(t.db, peel);
    const audited = (await auditRowsOf(t.db, 'property', peel)).length;
    const refused: [unknown, string, string?][] = [
      [{}, ''],
      [{ name: '   ' }, 'name'],
      // The name reaches the subject of a manager's invitation: a line break would add headers.
      [{ name: 'Les Tours\r\nBcc: victim@example.org' }, 'name', 'singleLine'],
      [{ name: 'Les Tours\u2028B' }, 'name', 'singleLine'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ timeZone: '+05:00' }, 'timeZone'],
      [{ email: 'not an e-mail' }, 'email'],
      [{ commercial: 'yes' }, 'commercial'],
      [{ address: { full: '1 rue X' } }, 'address.city'],
      [{ slug: 'hijacked' }, ''],
      [{ name: 'Ok', cardPaymentEnabled: true }, 'cardPaymentEnabled', 'cards_need_payments'],
      [
        { paymentEnabled: true, cardPaymentEnabled: true, paymentProcessor: 'stripe' },
        'paymentProcessor',
      ],
      [{ paymentEnabled: true, paymentPublicKey: 'sk_live_secretsecret' }, 'paymentPublicKey'],
    ];
    for (const [payload, field, code] of refused) {
      const response = await patch(actors.tokens.manager, peel, payload);
      expectError(response, 400, 'validation_failed');
      const fields = response.json().error.fields ?? {};
      if (field) expect(Object.keys(fields), field).toContain(field);
      if (code) expect(fields[field]).toBe(code);
    }
    expect(await findProperty(t.db, peel)).toEqual(before);
    expect(await auditRowsOf(t.db, 'property', peel)).toHaveLength(audited);
  });

  it('reads the building with the processor this server charges with', async () => {
    const response = await t.app.inject({
      url: `/api/manage/properties/${actors.ids.peel}`,
      headers: t.bearer(actors.tokens.manager),
    });
    expect(response.json<TManagedBuilding>().deploymentProcessor).toEqual({
      name: 'local',
      publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
    });
    expectError(
      await t.app.inject({
        url: `/api/manage/properties/${actors.ids.jardins}`,
        headers: t.bearer(actors.tokens.peelManager),
      }),
      403,
      'forbidden',
    );
  });
});

describe('payments turned on from the console', () => {
  it('lets a resident of the building book a paid slot, refused before', async () => {
    const shop = t.bearer((await t.login('shop@example.com')).token);
    const entity = await insertEntity(t.db, await insertService(t.db, { property: 'carre-peel' }), {
      price: 2500,
    });
    const day = dayFromToday(3);
    const book = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: shop,
        payload: {
          entity,
          start: `${day} 10:00:00`,
          end: `${day} 11:00:00`,
          total: 2500,
          currency: 'CAD',
          payments: [
            {
              from: await cardToken(t, TEST_CARDS.succeeds),
              processor: 'local',
              amount: 2500,
              currency: 'CAD',
            },
          ],
        },
      });
    const refused = await book();
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      400,
      'payment_not_configured',
    ]);

    const on = await patch(actors.tokens.peelManager, actors.ids.peel, {
      paymentEnabled: true,
      cardPaymentEnabled: true,
    });
    expect(on.json<TManagedBuilding>()).toMatchObject({
      paymentEnabled: true,
      cardPaymentEnabled: true,
      paymentProcessor: 'local',
      paymentPublicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
    });
    const property = await t.app.inject({
      url: `/api/properties/${actors.ids.peel}`,
      headers: shop,
    });
    expect(property.json<TProperty>().payments).toMatchObject({
      processor: 'local',
      publicKey: LOCAL_PROCESSOR_PUBLIC_KEY,
    });
    const booked = await book();
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ total: 2500 });
  });
});

describe('a server that charges cards with Stripe', () => {
  const publishableKey = 'pk_test_51HabitatThisServer';
  let stripe: TTestApp;
  let manager: string;

  beforeAll(async () => {
    stripe = await createTestApp({
      env: {
        PAYMENT_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_51HabitatSecret',
        STRIPE_PUBLISHABLE_KEY: publishableKey,
      },
    });
    manager = (await stripe.login('manager@example.com')).token;
  });
  afterAll(() => stripe.close());

  it('takes its publishable key, refuses a secret key, another account’s key, the local one', async () => {
    const peel = (await consoleActors(stripe)).ids.peel;
    const send = (payload: object) =>
      stripe.app.inject({
        method: 'PATCH',
        url: `/api/manage/properties/${peel}`,
        headers: stripe.bearer(manager),
        payload,
      });
    const cards = { paymentEnabled: true, cardPaymentEnabled: true, paymentProcessor: 'stripe' };
    const refused: [object, string, string][] = [
      [
        { ...cards, paymentPublicKey: 'sk_test_51HabitatSecret' },
        'paymentPublicKey',
        'not_public_key',
      ],
      [
        { ...cards, paymentPublicKey: 'pk_test_51OtherAccount' },
        'paymentPublicKey',
        'key_of_other_account',
      ],
      [{ ...cards, paymentProcessor: 'local' }, 'paymentProcessor', 'processor_unavailable'],
    ];
    for (const [payload, field, code] of refused) {
      const response = await send(payload);
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields).toEqual({ [field]: code });
    }
    expect((await findProperty(stripe.db, peel))!.cardPaymentEnabled).toBe(false);

    const on = await send({ ...cards, paymentPublicKey: publishableKey });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<TManagedBuilding>()).toMatchObject({
      cardPaymentEnabled: true,
      paymentProcessor: 'stripe',
      paymentPublicKey: publishableKey,
      deploymentProcessor: { name: 'stripe', publicKey: publishableKey },
    });
  });
});
