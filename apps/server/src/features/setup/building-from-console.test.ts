import {
  type TManagedPropertyListResponse,
  type TManagedServiceCategory,
  type TManageScheduleInput,
  WEEKDAYS,
} from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '#server/features/booking/test-fixtures';
import { createTestApp, type TTestApp } from '#server/test/harness';
import { createManagerAccount } from './create-manager';

/**
 * The "done": from an empty database (SEED=none) and the one manager the documented
 * command creates, a building is set up through the console's API alone, and its first
 * resident, invited from an account request, finds and uses all of it.
 */
describe('a building set up from the console, starting from SEED=none', () => {
  let t: TTestApp;
  let manager = '';
  let resident = '';
  const ids = { property: 0, category: 0, service: 0, schedule: 0, requestType: 0, unit: 0 };
  const email = 'lea.fortin@example.com';

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await createManagerAccount(t.db, {
      // The deployment's organization (ORGANIZATION in the test config).
      organization: { slug: 'demo', name: 'Gestion Cèdres' },
      manager: {
        email: 'ana@example.com',
        password: 'a long password',
        firstName: 'Ana',
        lastName: 'Roy',
      },
      property: {
        name: 'Les Cèdres',
        addressFull: '12 rue des Cèdres, Laval, QC H7N 1A1',
        city: 'Laval',
        state: 'QC',
        zip: 'H7N 1A1',
        timeZone: 'America/Toronto',
        units: ['101', '102'],
      },
    });
    manager = (await t.login('ana@example.com', 'a long password')).token;
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: token ? t.bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  it('the manager sets up services, a bookable schedule, request categories and news', async () => {
    const properties: TManagedPropertyListResponse = await call(
      'GET',
      '/api/manage/properties',
      manager,
    );
    expect(properties.data.map((p) => p.name)).toEqual(['Les Cèdres']);
    ids.property = properties.data[0]!.id;
    const q = `?property=${ids.property}`;

    const category: TManagedServiceCategory = await call(
      'POST',
      `/api/manage/service-categories${q}`,
      manager,
      {
        name: { fr: 'Espaces communs', en: 'Common areas' },
      },
    );
    ids.category = category.id;
    ids.service = (
      await call('POST', '/api/manage/services', manager, {
        categoryId: ids.category,
        name: { fr: 'Salle de fête', en: 'Party room' },
        hours: { saturday: [{ from: '10:00', to: '22:00' }] },
      })
    ).id;
    const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [{ from: '09:00', to: '21:00' }]]));
    const schedule: TManageScheduleInput = {
      name: { fr: 'Salle de fête', en: 'Party room' },
      price: 0,
      step: 30,
      minimumDuration: 60,
      maximumDuration: 180,
      bufferDuration: 0,
      maximumConcurrentBooking: 1,
      ranges: week as TManageScheduleInput['ranges'],
      dates: {},
    };
    ids.schedule = (
      await call('POST', `/api/manage/services/${ids.service}/schedules`, manager, schedule)
    ).id;

    const plumbing = await call('POST', `/api/manage/request-categories${q}`, manager, {
      name: { fr: 'Plomberie', en: 'Plumbing' },
    });
    const sink = await call('POST', `/api/manage/request-categories${q}`, manager, {
      name: { fr: 'Cuisine', en: 'Kitchen' },
      parent: plumbing.id,
    });
    ids.requestType = (
      await call('POST', `/api/manage/request-categories${q}`, manager, {
        name: { fr: 'Évier bouché', en: 'Blocked sink' },
        parent: sink.id,
      })
    ).id;

    await call('POST', `/api/manage/news${q}`, manager, {
      title: { fr: 'Bienvenue', en: 'Welcome' },
      body: { fr: 'La salle de fête est ouverte.', en: 'The party room is open.' },
      status: 'in_progress',
    });
  });

  it('a visitor asks for an account; approved, they set a password through the invitation', async () => {
    const request = await call('POST', '/api/account_requests', undefined, {
      name: 'Léa Fortin',
      address: '12 rue des Cèdres',
      unit: '102',
      phone: '(450) 555-0199',
      email,
      property: ids.property,
    });
    const units = await call('GET', `/api/manage/units?property=${ids.property}`, manager);
    ids.unit = units.data.find((u: { number: string }) => u.number === '102').id;
    await call('POST', `/api/manage/account-requests/${request.id}/approve`, manager, {
      unit: ids.unit,
      leaseStart: dayFromToday(-1),
      signer: true,
      firstName: 'Léa',
      lastName: 'Fortin',
    });
    await t.settled();
    const invitation = t.mails.find((mail) => mail.to === email);
    const link = new URL(/https?:\/\/\S+/.exec(invitation?.text ?? '')?.[0] ?? 'http://none');
    await call(
      'POST',
      `/api/forgot_password/${encodeURIComponent(link.searchParams.get('token') ?? '')}`,
      undefined,
      {
        password: 'my own password',
      },
    );
    resident = (await t.login(email, 'my own password')).token;
  });

  it('the resident finds the service, books the schedule, files a request and reads the news', async () => {
    const services = await call('GET', '/api/services', resident);
    expect(services.data.map((s: { id: number }) => s.id)).toContain(ids.service);
    const schedules = await call('GET', `/api/booking_entities?service=${ids.service}`, resident);
    expect(schedules.data.map((s: { id: number }) => s.id)).toEqual([ids.schedule]);
    const day = dayFromToday(3);
    const booking = await call('POST', '/api/reservations', resident, {
      entity: ids.schedule,
      start: `${day} 18:00:00`,
      end: `${day} 20:00:00`,
      total: 0,
      currency: 'CAD',
      payments: [],
    });
    expect(booking.id).toEqual(expect.any(Number));
    const calendar = await call(
      'GET',
      `/api/manage/services/${ids.service}/reservations?from=${day}&to=${day}`,
      manager,
    );
    expect(calendar.data.map((r: { id: number }) => r.id)).toEqual([booking.id]);

    const filed = await call('POST', '/api/user_requests', resident, {
      title: 'Évier bouché',
      body: 'L’eau ne s’écoule plus.',
      phoneNumber: '(450) 555-0199',
      category: ids.requestType,
    });
    const queue = await call('GET', `/api/manage/requests?property=${ids.property}`, manager);
    expect(queue.data.map((r: { id: number }) => r.id)).toContain(filed.id);

    const news = await call('GET', '/api/news', resident);
    expect(news.data.map((n: { title: { en: string } }) => n.title.en)).toContain('Welcome');
  });
});
