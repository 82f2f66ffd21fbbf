import type { TRequestStatus, TUserRequest } from '@habitat/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aRequest, listReply, property, residentRoutes } from './requests.fixtures';

const discussion: TUserRequest['discussion'] = [
  {
    id: 1,
    user: { id: 9, firstName: 'Marc', lastName: 'Bouchard' },
    from: 'manager',
    msg: 'An electrician can come on Thursday.',
    createdAt: '2026-11-16T15:00:00Z',
  },
  {
    id: 2,
    user: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
    from: 'tenant',
    msg: 'Perfect, I will be home.',
    createdAt: '2026-11-16T16:30:00Z',
  },
];

function detailApi(request: TUserRequest, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...residentRoutes(),
    [`GET /api/user_requests/${request.id}`]: { status: 200, body: request },
    'GET /api/user_requests': listReply([request]),
    ...routes,
  });
}

const putCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'PUT');

// The notification store outlives a test: the "canceled" toast would show in the next one.
afterEach(() => notifications.clean());

describe('request detail (docs/product.md: Screens)', () => {
  it('shows date, building, unit, phone, category levels, comments, admin comment and photo', async () => {
    detailApi(
      aRequest({
        status: 'completed',
        decisionNote: 'The tap was replaced.',
        decisionAt: '2026-11-21T14:00:00Z',
        image: { url: '/uploads/tap.jpg' },
      }),
    );
    renderApp({ path: '/requests/5', session: tenantSession });
    const article = await screen.findByRole('article', { name: 'Leaking kitchen tap' });
    const facts = within(article).getByRole('region', { name: 'Details' });
    const value = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(value('Date')).toHaveTextContent('19/11/2026 - 21:40');
    expect(value('Building')).toHaveTextContent(
      'Les Jardins1450 boulevard Saint-Laurent, Montréal',
    );
    expect(value('Unit')).toHaveTextContent('304');
    expect(value('Phone')).toHaveTextContent('514 555-0101');
    expect(value('Category')).toHaveTextContent('Plumbing');
    expect(value('Sub-category')).toHaveTextContent('Kitchen');
    expect(value('Type')).toHaveTextContent('Leaking tap');
    expect(within(article).getByText('The tap drips all day long.')).toBeInTheDocument();
    expect(within(article).getByText('The tap was replaced.')).toBeInTheDocument();
    expect(
      within(article).getByRole('img', {
        name: 'Photo attached to the request “Leaking kitchen tap”',
      }),
    ).toHaveAttribute('src', '/uploads/tap.jpg');
    expect(within(article).getByText('Completed')).toBeInTheDocument();
    expect(within(article).getByText('No. 0000005')).toBeInTheDocument();
  });

  it('shows urgent, access-if-absent and animal for a residential property', async () => {
    detailApi(aRequest({ emergency: true, animal: true, canAccessIfAbsent: false }));
    renderApp({ path: '/requests/5', session: tenantSession });
    const flags = await screen.findByRole('region', { name: 'Particulars' });
    const value = (label: string) => within(flags).getByText(label).nextElementSibling;
    expect(value('Urgent')).toHaveTextContent('Yes');
    expect(await within(flags).findByText('Animal in the unit')).toBeInTheDocument();
    expect(value('Animal in the unit')).toHaveTextContent('Yes');
    expect(value('Access allowed in my absence')).toHaveTextContent('No');
    expect(within(flags).queryByText('Alarm system')).not.toBeInTheDocument();
  });

  it('shows the alarm and its code for a commercial property', async () => {
    detailApi(aRequest({ alarm: true, alarmCode: '4721', animal: false }), {
      'GET /api/properties/2': { status: 200, body: property({ commercial: true }) },
    });
    renderApp({ path: '/requests/5', session: tenantSession });
    const flags = await screen.findByRole('region', { name: 'Particulars' });
    expect(await within(flags).findByText('4721')).toBeInTheDocument();
    expect(within(flags).getByText('Alarm system').nextElementSibling).toHaveTextContent('Yes');
    expect(within(flags).queryByText('Animal in the unit')).not.toBeInTheDocument();
  });

  it.each<[TRequestStatus, boolean]>([
    ['new', false],
    ['pending', false],
    ['in_progress', true],
    ['completed', true],
    ['canceled', false],
  ])('in status %s, the discussion and its reply box are open: %s', async (status, open) => {
    detailApi(aRequest({ status, discussion }));
    renderApp({ path: '/requests/5', session: tenantSession });
    const section = await screen.findByRole('region', { name: 'Discussion' });
    const reply = within(section).queryByRole('textbox', { name: 'Your reply' });
    const notice = within(section).queryByText(
      'The discussion opens once your request is being handled.',
    );
    if (open) {
      expect(reply).toBeInTheDocument();
      expect(notice).not.toBeInTheDocument();
      const messages = within(within(section).getByRole('list')).getAllByRole('listitem');
      expect(messages).toHaveLength(2);
      expect(messages[0]).toHaveTextContent('Marc Bouchard');
      expect(messages[0]).toHaveTextContent('Management');
      expect(within(messages[0] as HTMLElement).getByText('16/11/2026 - 10:00')).toHaveAttribute(
        'datetime',
        '2026-11-16T15:00:00Z',
      );
      expect(messages[1]).toHaveTextContent('Julie TremblayPerfect, I will be home.');
    } else {
      expect(reply).not.toBeInTheDocument();
      expect(notice).toBeInTheDocument();
      expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    }
  });

  it('ignores an empty reply and sends a written one', async () => {
    const request = aRequest({ status: 'in_progress', discussion });
    const answered = {
      ...request,
      discussion: [
        ...discussion,
        { ...discussion[1]!, id: 3, msg: 'See you Thursday.', createdAt: '2026-11-17T12:00:00Z' },
      ],
    };
    const api = detailApi(request, { 'PUT /api/user_requests/5': { status: 200, body: answered } });
    const user = userEvent.setup();
    renderApp({ path: '/requests/5', session: tenantSession });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    const send = screen.getByRole('button', { name: 'Send' });

    await user.click(send);
    await user.type(box, '   ');
    await user.click(send);
    expect(putCalls(api)).toEqual([]);

    await user.clear(box);
    await user.type(box, '  See you Thursday. ');
    await user.click(send);
    await waitFor(() => expect(putCalls(api)).toHaveLength(1));
    expect(putCalls(api)[0]?.body).toEqual({ reply: 'See you Thursday.' });
    expect(await screen.findByText('See you Thursday.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says why a reply could not be sent and keeps the text', async () => {
    detailApi(aRequest({ status: 'in_progress' }), {
      'PUT /api/user_requests/5': apiError(409, 'conflict'),
    });
    const user = userEvent.setup();
    renderApp({ path: '/requests/5', session: tenantSession });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent('This item was changed in the meantime. Please try again.');
    expect(box).toHaveValue('Hello');
  });

  it('says which rule a refused reply broke', async () => {
    detailApi(aRequest({ status: 'completed' }), {
      'PUT /api/user_requests/5': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'x', fields: { reply: 'maxLength' } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/requests/5', session: tenantSession });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Long text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Oops' })).toHaveTextContent(
      'This text is too long.',
    );
    // The field is marked too.
    expect(box).toHaveAccessibleDescription('This text is too long.');
  });

  it.each<TRequestStatus>(['completed', 'canceled', 'done'])(
    'hides the cancel button once the request is %s',
    async (status) => {
      detailApi(aRequest({ status }));
      renderApp({ path: '/requests/5', session: tenantSession });
      expect(await screen.findByRole('article')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel the request' })).not.toBeInTheDocument();
    },
  );

  it('asks before canceling, sends canceled and goes back to the list on a 200', async () => {
    const request = aRequest({ status: 'pending' });
    const api = detailApi(request, {
      'PUT /api/user_requests/5': { status: 200, body: { ...request, status: 'canceled' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/requests/5',
      session: tenantSession,
      width: MOBILE_WIDTH,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));

    let dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('Request No. 0000005 will be canceled.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putCalls(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel the request' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(putCalls(api).map((call) => [call.path, call.body])).toEqual([
      ['/api/user_requests/5', { status: 'canceled' }],
    ]);
  });

  it('stays on the request when the cancel is refused', async () => {
    detailApi(aRequest({ status: 'pending' }), {
      'PUT /api/user_requests/5': 'network-error',
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/requests/5', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    const oops = await screen.findByRole('dialog', { name: 'Oops' });
    expect(oops).toHaveTextContent(
      'An error occured while sending. If the problem persists, please contact us.',
    );
    expect(router.state.location.pathname).toBe('/requests/5');
  });

  it.each([403, 404])('shows a not-found state with a way back on a %s', async (status) => {
    mockApi({
      ...residentRoutes(),
      'GET /api/user_requests/9': apiError(status, status === 403 ? 'forbidden' : 'not_found'),
    });
    renderApp({ path: '/requests/9', session: tenantSession });
    const text = await screen.findByText('This request does not exist or is not yours to see.');
    const alert = text.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to requests' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });
});
