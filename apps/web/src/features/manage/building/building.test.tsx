import type { TManagedBuilding } from '@habitat/shared';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const building: TManagedBuilding = {
  id: 1,
  name: 'Carré Peel',
  address: { full: '1200 rue Peel, Montréal', city: 'Montréal', state: 'QC', zip: 'H3B 2T6' },
  phone: null,
  email: 'peel@example.com',
  timeZone: 'America/Toronto',
  commercial: true,
  paymentEnabled: false,
  cardPaymentEnabled: false,
  paymentProcessor: null,
  paymentPublicKey: null,
  deploymentProcessor: { name: 'local', publicKey: 'pk_local_habitat' },
};

let unit110 = { id: 4, number: '110', retiredAt: null as string | null, leases: 1 };

function mockConsole(patch?: TMockReply) {
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/properties/1': { status: 200, body: building },
    'PATCH /api/manage/properties/1': ({ body }) =>
      patch ?? { status: 200, body: { ...building, ...(body as object) } },
    'GET /api/manage/properties/1/units': () => ({
      status: 200,
      body: { data: [unit110], count: 1 },
    }),
    'POST /api/manage/properties/1/units': ({ body }) =>
      (body as { number: string }).number === '110'
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: 'taken', fields: { number: 'taken' } } },
          }
        : { status: 200, body: { id: 5, number: '111', retiredAt: null, leases: 0 } },
    'PATCH /api/manage/units/4': ({ body }) => {
      unit110 = {
        ...unit110,
        retiredAt: (body as { retired?: boolean }).retired ? '2026-11-26T19:00:00Z' : null,
      };
      return { status: 200, body: unit110 };
    },
  });
}

describe('/manage/building', () => {
  it('shows the settings and turns card payments on: the body names both switches', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/building', session: managerSession });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Carré Peel');
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveValue(
      'peel@example.com',
    );
    const cards = screen.getByRole('switch', { name: /^Card payments/ });
    expect(cards).toBeDisabled();
    expect(screen.getByText('pk_local_habitat')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /^Paid bookings/ }));
    expect(cards).toBeEnabled();
    await user.click(cards);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The building's settings are saved.")).toBeVisible();
    const sent = api.calls.find((c) => c.method === 'PATCH');
    expect(sent?.body).toMatchObject({
      name: 'Carré Peel',
      paymentEnabled: true,
      cardPaymentEnabled: true,
      timeZone: 'America/Toronto',
    });
  });

  it('checks before sending: an empty name and a bad e-mail stay in the form', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/building', session: managerSession });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    const email = screen.getByRole('textbox', { name: 'E-mail (optional)' });
    await user.clear(email);
    await user.type(email, 'not an e-mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toBeInvalid();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a refusal of the server lands on its field and is said in a dialog', async () => {
    mockConsole({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'This server charges cards with the local processor',
          fields: { timeZone: 'invalid_type', paymentProcessor: 'processor_unavailable' },
        },
      },
    });
    renderApp({ path: '/manage/building', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The settings could not be saved.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Time zone' })).toBeInvalid();
    expect(screen.getByText(/charges cards with another processor/)).toBeVisible();
  });

  it('lists the units and retires one: it is marked, its leases counted still', async () => {
    unit110 = { id: 4, number: '110', retiredAt: null, leases: 1 };
    const api = mockConsole();
    renderApp({ path: '/manage/building', session: managerSession });
    const units = await screen.findByRole('region', { name: 'Units' });
    expect(await within(units).findByText('1 lease')).toBeVisible();
    await userEvent.setup().click(within(units).getByRole('button', { name: 'Retire unit 110' }));
    expect(await within(units).findByText('Retired')).toBeVisible();
    expect(within(units).getByRole('button', { name: 'Bring back unit 110' })).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ retired: true });
  });

  it('adds a unit: a number the building has lands on its field, focused; the next is added', async () => {
    unit110 = { id: 4, number: '110', retiredAt: null, leases: 1 };
    const api = mockConsole();
    renderApp({ path: '/manage/building', session: managerSession });
    const units = await screen.findByRole('region', { name: 'Units' });
    const user = userEvent.setup();
    const number = within(units).getByRole('textbox', { name: 'New unit' });
    expect(within(units).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(number, '110');
    await user.click(within(units).getByRole('button', { name: 'Add' }));
    expect(
      await within(units).findByText('The building already has a unit of this number.'),
    ).toBeVisible();
    expect(number).toHaveFocus();
    await user.clear(number);
    await user.type(number, '111');
    await user.click(within(units).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The unit is added.')).toBeInTheDocument();
    expect(number).toHaveValue('');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { number: '110' },
      { number: '111' },
    ]);
  });
});
