import type { TFailedRefund } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const refund: TFailedRefund = {
  id: 41,
  resident: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
  amount: 4500,
  currency: 'CAD',
  processor: 'local',
  chargeId: 'ch_0123456789abcdef',
  paidAt: '2026-05-01T18:30:00Z',
};

function mockConsole(options: { list?: TFailedRefund[]; retry?: TMockReply } = {}) {
  let list = options.list ?? [refund];
  const settled = (settledBy: string): TMockReply => {
    list = [];
    return { status: 200, body: { id: 41, settledBy, refundedAt: '2026-05-02T12:00:00Z' } };
  };
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/refunds': () => ({ status: 200, body: { data: list, count: list.length } }),
    'POST /api/manage/refunds/41/retry': () => options.retry ?? settled('processor'),
    'POST /api/manage/refunds/41/settle': () => settled('by_hand'),
  });
}

const card = () => screen.findByRole('listitem', { name: '$45.00 to give back to Julie Tremblay' });

describe('/manage/refunds', () => {
  it('lists who is owed what, and retries the refund: it leaves the list', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/refunds', session: managerSession });
    const item = await card();
    expect(within(item).getByText('Paid on 01/05/2026 - 14:30')).toBeVisible();
    expect(within(item).getByText('Charge ch_0123456789abcdef (local)')).toBeVisible();
    expect(screen.getByText('1 refund to settle')).toBeVisible();

    await userEvent
      .setup()
      .click(
        within(item).getByRole('button', { name: 'Retry the refund of $45.00 to Julie Tremblay' }),
      );
    expect(await screen.findByText('The card was refunded.')).toBeVisible();
    expect(await screen.findByText(/No refund is waiting/)).toBeVisible();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/manage/refunds/41/retry',
    );
  });

  it('a refused retry says so and keeps the refund listed', async () => {
    mockConsole({ retry: apiError(502, 'payment_failed') });
    renderApp({ path: '/manage/refunds', session: managerSession });
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole('button', { name: /^Retry the refund/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The refund was refused again.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await card()).toBeVisible();
  });

  it('"Settled by hand" asks first (No is focused), then marks it settled', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/refunds', session: managerSession });
    const user = userEvent.setup();
    const settle = within(await card()).getByRole('button', { name: /^Mark the refund/ });
    await user.click(settle);
    let dialog = await screen.findByRole('dialog', { name: 'Settled by hand' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.some((c) => c.path.endsWith('/settle'))).toBe(false);

    await user.click(settle);
    dialog = await screen.findByRole('dialog', { name: 'Settled by hand' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it is settled' }));
    expect(await screen.findByText('Marked as settled by hand.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/41/settle'))).toBe(true);
  });

  it('says when nothing is owed', async () => {
    mockConsole({ list: [] });
    renderApp({ path: '/manage/refunds', session: managerSession });
    expect(await screen.findByText(/No refund is waiting/)).toBeVisible();
  });
});
