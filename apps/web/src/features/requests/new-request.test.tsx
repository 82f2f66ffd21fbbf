import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aRequest, categoriesReply, listReply, residentRoutes } from './requests.fixtures';

// jsdom decodes no image: the photo's pixels come from a stand-in codec.
vi.mock('@/lib/image/browser-codec', () => ({
  browserCodec: {
    measure: async () => ({ width: 800, height: 600 }),
    encode: async () =>
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
  },
}));

afterEach(() => notifications.clean());

function formApi(options: { commercial?: boolean; post?: TMockReply } = {}) {
  return mockApi({
    ...residentRoutes({ commercial: options.commercial }),
    'GET /api/user_requests': listReply([]),
    'POST /api/user_requests': options.post ?? { status: 200, body: aRequest({ id: 12 }) },
  });
}

const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'POST');
const select = (name: string) => screen.queryByRole('combobox', { name });

async function openForm(options: Parameters<typeof formApi>[0] = {}) {
  const api = formApi(options);
  const user = userEvent.setup();
  const view = renderApp({ path: '/new-request', session: tenantSession });
  await screen.findByRole('textbox', { name: 'Title' });
  return { api, user, ...view };
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Leaking tap');
  await user.selectOptions(select('Category')!, 'Plumbing');
  await user.selectOptions(select('Sub-category')!, 'Kitchen');
  await user.selectOptions(select('Type')!, 'Leaking tap');
  await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'It drips all day.');
}

const missingInfo = 'Some information is missing or invalid. Please verify.';

describe('new request (docs/product.md: Screens, Field rules)', () => {
  it('cascades the category levels: a level shows once the one above is chosen, and clears below', async () => {
    const { user } = await openForm();
    expect(select('Category')).toHaveValue('');
    expect(select('Sub-category')).not.toBeInTheDocument();
    expect(select('Type')).not.toBeInTheDocument();

    await user.selectOptions(select('Category')!, 'Plumbing');
    const level2 = within(select('Sub-category')!).getAllByRole('option');
    expect(level2.map((option) => option.textContent)).toEqual(['Choose…', 'Kitchen', 'Bathroom']);
    expect(select('Type')).not.toBeInTheDocument();
    await user.selectOptions(select('Sub-category')!, 'Kitchen');
    await user.selectOptions(select('Type')!, 'Clogged sink');
    expect(select('Type')).toHaveValue('101');

    // Changing level 2 clears level 3: back on Kitchen, the type must be chosen again.
    await user.selectOptions(select('Sub-category')!, 'Bathroom');
    expect(select('Type')).toHaveValue('');
    expect(
      within(select('Type')!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Running toilet']);
    await user.selectOptions(select('Sub-category')!, 'Kitchen');
    expect(select('Type')).toHaveValue('');

    // Changing level 1 clears levels 2 and 3: back on Plumbing, nothing below is kept.
    await user.selectOptions(select('Type')!, 'Leaking tap');
    await user.selectOptions(select('Category')!, 'Noise');
    expect(select('Sub-category')).toHaveValue('');
    expect(select('Type')).not.toBeInTheDocument();
    await user.selectOptions(select('Category')!, 'Plumbing');
    expect(select('Sub-category')).toHaveValue('');
    expect(select('Type')).not.toBeInTheDocument();

    // A two-level branch shows no third select.
    await user.selectOptions(select('Category')!, 'Noise');
    await user.selectOptions(select('Sub-category')!, 'Neighbours');
    expect(select('Type')).not.toBeInTheDocument();
  });

  it('sends the most specific category, the phone from the profile, status pending, then lists', async () => {
    const { api, user, router } = await openForm();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('514 555-0101');
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /Urgent/ }));
    await user.click(screen.getByRole('checkbox', { name: 'I have an animal' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(posts(api).map((call) => call.body)).toEqual([
      {
        title: 'Leaking tap',
        body: 'It drips all day.',
        phoneNumber: '514 555-0101',
        category: 100,
        emergency: true,
        canAccessIfAbsent: false,
        animal: true,
        status: 'pending',
      },
    ]);
  });

  it('files a request under a one-level category', async () => {
    const { api, user, router } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Parking question');
    await user.selectOptions(select('Category')!, 'Other request');
    expect(select('Sub-category')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Where do visitors park?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(posts(api)[0]?.body).toMatchObject({ category: 3 });
  });

  it('shows errors only once validated, and "Oops" with the missing-info text when incomplete', async () => {
    const { api, user } = await openForm();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();

    await user.selectOptions(select('Category')!, 'Plumbing');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent(missingInfo);
    expect(posts(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(title).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(select('Sub-category')).toHaveAccessibleDescription('This field is required.');
    // Choosing the level fixes its error and shows the next required one.
    await user.selectOptions(select('Sub-category')!, 'Kitchen');
    expect(select('Sub-category')).not.toHaveAccessibleDescription('This field is required.');
    expect(select('Type')).toHaveAccessibleDescription('This field is required.');
  });

  it('offers access-if-absent and animal to a residential property; the animal shows a warning', async () => {
    const { user } = await openForm();
    expect(
      screen.getByRole('checkbox', { name: 'You may enter in my absence' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Alarm system' })).not.toBeInTheDocument();
    const warning = 'Please keep your animal away or supervised during the visit.';
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I have an animal' }));
    expect(screen.getByText(warning)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I have an animal' }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('offers the alarm to a commercial property and requires its code once checked', async () => {
    const { api, user, router } = await openForm({ commercial: true });
    expect(screen.queryByRole('checkbox', { name: 'I have an animal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /absence/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Alarm code' })).not.toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Alarm system' }));
    const code = screen.getByRole('textbox', { name: 'Alarm code' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Oops' })).toHaveTextContent(missingInfo);
    expect(code).toHaveAccessibleDescription(/This field is required\./);
    expect(posts(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.type(code, '4721');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    const body = posts(api)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ alarm: true, alarmCode: '4721', category: 100 });
    expect(body).not.toHaveProperty('animal');
    expect(body).not.toHaveProperty('canAccessIfAbsent');
  });

  it('says "Oops" and could-not-send when the network fails, and stays on the form', async () => {
    const { user, router } = await openForm({ post: 'network-error' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent(
      'An error occured while sending. If the problem persists, please contact us.',
    );
    expect(router.state.location.pathname).toBe('/new-request');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Leaking tap');
  });

  it('shows the fields the API refused, with the missing-info text', async () => {
    const refusal: TMockReply = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are missing or invalid',
          fields: { phoneNumber: 'phone' },
        },
      },
    };
    const { user } = await openForm({ post: refusal });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Oops' })).toHaveTextContent(missingInfo);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      /Enter a valid phone number/,
    );
  });

  it('asks to choose the category again, from fresh categories, when the API no longer knows it', async () => {
    const refusal: TMockReply = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are missing or invalid',
          fields: { category: 'category_unknown' },
        },
      },
    };
    const { api, user } = await openForm({ post: refusal });
    await fillRequired(user);
    const before = api.allCalls.filter((c) => c.path === '/api/request_categories').length;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Oops' })).toHaveTextContent(missingInfo);
    expect(select('Type')).toHaveAccessibleDescription('This field is required.');
    expect(select('Sub-category')).not.toHaveAccessibleDescription('This field is required.');
    await waitFor(() =>
      expect(api.allCalls.filter((c) => c.path === '/api/request_categories').length).toBe(
        before + 1,
      ),
    );
  });

  it('refuses a file that is not an image by its content, and sends a photo as base64', async () => {
    const { api, user, router } = await openForm();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const fake = new File(['not really a png'], 'tap.png', { type: 'image/png' });
    await user.upload(input, fake);
    expect(
      await screen.findByText('Only PNG, JPEG and GIF images are accepted.'),
    ).toBeInTheDocument();

    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])],
      'tap.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(input, png);
    expect(await screen.findByRole('img', { name: 'Preview of the photo tap.png' })).toBeVisible();
    expect(
      screen.queryByText('Only PNG, JPEG and GIF images are accepted.'),
    ).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
    expect(posts(api)[0]?.body).toMatchObject({
      imageData: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    });
  });

  it('shows the size error when the API refuses the photo as too large', async () => {
    const { user } = await openForm({ post: apiError(413, 'file_size') });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'cat.gif', {
      type: 'image/gif',
    });
    await user.upload(input, gif);
    await screen.findByRole('img', { name: 'Preview of the photo cat.gif' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    const tooLarge = 'The image is too large (2 MB maximum).';
    expect(dialog).toHaveTextContent(tooLarge);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText(tooLarge)).toBeInTheDocument();
  });

  it('goes home when the property has no request categories', async () => {
    mockApi({ ...residentRoutes(), 'GET /api/request_categories': categoriesReply([]) });
    const { router } = renderApp({
      path: '/new-request',
      session: tenantSession,
      width: MOBILE_WIDTH,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes back to the list with Back', async () => {
    const { user, router } = await openForm();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requests'));
  });
});
