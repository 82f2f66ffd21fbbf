import type { APIRequestContext } from '@playwright/test';
import { bookingDay, pickBookingDate, startBooking } from './booking-steps';
import { DEMO, expect, isDesktop, mailsTo, test } from './fixtures';
import { signIn } from './session';

/**
 * Issue 26's proof: a resident joins a full event's waitlist, the one holding the seat cancels,
 * the first in line gets the offer (a notification of its own) and books it. Each viewport makes
 * its own one-seat event in a group of its own, so no other spec's data is touched.
 */
async function tokenOf(request: APIRequestContext, credentials: typeof DEMO.manager) {
  const login = await request.post('/api/login_check', { data: credentials });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

async function fullEvent(request: APIRequestContext, groupName: string, days: number) {
  const resident = await tokenOf(request, DEMO.resident);
  const groups = await request.get('/api/booking_event_groups?perPage=-1', { headers: resident });
  const yoga = (await groups.json()).data.find(
    (group: { name: { fr: string } }) => group.name.fr === 'Yoga du samedi',
  );
  const manager = await tokenOf(request, DEMO.manager);
  const group = await request.post(`/api/manage/services/${yoga.service}/event-groups`, {
    headers: manager,
    data: { name: { fr: groupName, en: groupName }, price: 0 },
  });
  expect(group.status()).toBe(200);
  const start = new Date(Date.now() + days * 24 * 3600_000);
  start.setUTCHours(22, 0, 0, 0);
  const event = await request.post(`/api/manage/event-groups/${(await group.json()).id}/events`, {
    headers: manager,
    data: {
      name: { fr: 'Atelier de poterie', en: 'Pottery workshop' },
      maxAvailable: 1,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    },
  });
  expect(event.status()).toBe(200);
  const eventId = (await event.json()).id as number;
  // The co-tenant takes the only seat.
  const cotenant = await tokenOf(request, DEMO.cotenant);
  const seat = await request.post('/api/reservations', {
    headers: cotenant,
    data: { event: eventId, total: 0, currency: 'CAD', payments: [] },
  });
  expect(seat.status()).toBe(200);
  return { cotenant, seatId: (await seat.json()).id as number };
}

test('a resident joins a full event’s waitlist, another cancels, the first gets the offer and books', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const groupName = `Poterie (${info.project.name})`;
  const { cotenant, seatId } = await fullEvent(page.request, groupName, isDesktop(page) ? 24 : 23);

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, 'Activités communautaires');
  await page
    .getByRole('combobox', { name: 'Horaire ou événement', exact: true })
    .selectOption({ label: groupName });
  const events = page.getByRole('list', { name: 'Événements' });
  await expect(
    events.getByRole('button', { name: /^Atelier de poterie, .*Complet$/ }),
  ).toBeVisible();
  await events
    .getByRole('button', { name: /^Rejoindre la liste d'attente : Atelier de poterie/ })
    .click();
  await expect(page.getByText("Vous êtes sur la liste d'attente.", { exact: false })).toBeVisible();
  await expect(events.getByText("Sur la liste d'attente : 1er")).toBeVisible();
  await page.screenshot({ path: info.outputPath(`waitlist-joined-${info.project.name}.png`) });

  // The co-tenant gives the seat back: it is held for the first in line.
  const cancel = await page.request.put(`/api/reservations/${seatId}/cancel`, {
    headers: cotenant,
  });
  expect(cancel.status()).toBe(200);

  await page.goto('/bookings');
  const waitlist = page.getByRole('region', { name: "Mes listes d'attente" });
  await expect(waitlist.getByText('Une place vous est réservée')).toBeVisible();
  await expect(
    waitlist.getByText(/^Place réservée pour vous jusqu'au \d\d\/\d\d\/\d{4} - \d\d:\d\d$/),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath(`waitlist-offer-${info.project.name}.png`) });
  // The offer is a notification of its own: its e-mail reaches the resident.
  await expect
    .poll(
      async () =>
        (await mailsTo(DEMO.resident.username)).some((m) => m.includes("Une place s'est libérée")),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);

  await waitlist.getByRole('button', { name: 'Réserver cette place' }).click();
  await expect(page.getByText('Place réservée.')).toBeVisible();
  await expect(waitlist).toHaveCount(0);
  await expect(
    page.getByRole('tabpanel').getByText('Activités communautaires').first(),
  ).toBeVisible();

  // The seat is the resident's: cancel it so a rerun starts clean.
  const resident = await tokenOf(page.request, DEMO.resident);
  const mine = await page.request.get('/api/reservations?perPage=-1', { headers: resident });
  const booked = (await mine.json()).data.find(
    (b: { event: { name: { fr: string } } | null; canceledAt: string | null }) =>
      b.event?.name.fr === 'Atelier de poterie' && !b.canceledAt,
  );
  expect(booked).toBeTruthy();
  await page.request.put(`/api/reservations/${booked.id}/cancel`, { headers: resident });
});

test('a full time slot offers its waitlist from the grid', async ({ page }, info) => {
  const name = `Vélo (${info.project.name})`;
  const days = isDesktop(page) ? 12 : 11;
  const date = bookingDay(days);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );
  // A one-place schedule of its own; the co-tenant takes 10:00–11:00.
  const resident = await tokenOf(page.request, DEMO.resident);
  const groups = await page.request.get('/api/booking_event_groups?perPage=-1', {
    headers: resident,
  });
  const { service } = (await groups.json()).data.find(
    (group: { name: { fr: string } }) => group.name.fr === 'Yoga du samedi',
  );
  const manager = await tokenOf(page.request, DEMO.manager);
  const hours = [{ from: '09:00', to: '12:00' }];
  const week = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      hours,
    ]),
  );
  const created = await page.request.post(`/api/manage/services/${service}/schedules`, {
    headers: manager,
    data: {
      name: { fr: name, en: name },
      price: 0,
      step: null,
      minimumDuration: 60,
      maximumDuration: 60,
      bufferDuration: 0,
      maximumConcurrentBooking: 1,
      ranges: week,
      dates: {},
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const schedule = (await created.json()).id as number;
  const cotenant = await tokenOf(page.request, DEMO.cotenant);
  const taken = await page.request.post('/api/reservations', {
    headers: cotenant,
    data: {
      entity: schedule,
      start: `${iso} 10:00:00`,
      end: `${iso} 11:00:00`,
      total: 0,
      currency: 'CAD',
      payments: [],
    },
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, 'Activités communautaires');
  await page
    .getByRole('combobox', { name: 'Horaire ou événement', exact: true })
    .selectOption({ label: name });
  await pickBookingDate(page, date);
  const grid = page.getByRole('group', { name: 'Plages horaires' });
  // The slot is aria-disabled (a click books nothing): reached as by the keyboard.
  await grid.getByRole('button', { name: /^10:00 à 11:00, Complet/ }).focus();
  await page.getByRole('button', { name: /^Rejoindre la liste d'attente : Vélo/ }).click();
  await expect(page.getByText("Sur la liste d'attente : 1er")).toBeVisible();
  await page.screenshot({ path: info.outputPath(`waitlist-slot-${info.project.name}.png`) });

  // Clean: leave the line, give the slot back, retire the schedule.
  const mine = await page.request.get('/api/waitlist_entries', { headers: resident });
  for (const entry of (await mine.json()).data as { id: number; status: string }[]) {
    if (entry.status === 'waiting') {
      await page.request.delete(`/api/waitlist_entries/${entry.id}`, { headers: resident });
    }
  }
  const seat = (await taken.json()).id as number;
  await page.request.put(`/api/reservations/${seat}/cancel`, { headers: cotenant });
  await page.request.delete(`/api/manage/schedules/${schedule}`, { headers: manager });
});
