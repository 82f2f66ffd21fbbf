import { MAX_UPLOAD_BYTES, type TPost } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aPost, postsRoute, residentApi } from './billboard.fixtures';

/** jsdom cannot decode pixels: the browser codec answers what each test needs. */
const codec = vi.hoisted(() => ({ encodedBytes: 1000 }));
vi.mock('@/lib/image/browser-codec', () => ({
  browserCodec: {
    measure: async () => ({ width: 3000, height: 2000 }),
    encode: async (_file: Blob, _size: unknown, mediaType: string) =>
      new Blob([new Uint8Array(codec.encodedBytes)], { type: mediaType }),
  },
}));

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

beforeEach(() => {
  codec.encodedBytes = 1000;
  // Only Date is faked: 10 March 2026, 11:00 in Montréal.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
});

const INFO_MISSING = 'Some information is missing or invalid. Please verify.';
const COULD_NOT_SEND =
  'An error occured while sending. If the problem persists, please contact us.';
const COULD_NOT_ADD = 'We could not add your post to the billboard.';

/** The open dropdown of a picker: a modal named after the field (mobile) or a popover. */
async function openPicker(user: UserEvent, label: string) {
  const button = screen.getByRole('button', { name: new RegExp(`^${label}`) });
  await user.click(button);
  return waitFor(() => {
    const popover = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const dropdown = popover ?? screen.queryByRole('dialog', { name: label });
    expect(dropdown).not.toBeNull();
    return dropdown!;
  });
}

/** Opens a date picker, picks a day and a time, and confirms. */
async function pickDateTime(
  user: UserEvent,
  label: string,
  value: { day: string; hours: string; minutes: string },
) {
  const picker = await openPicker(user, label);
  await user.click(within(picker).getByRole('button', { name: value.day }));
  await user.type(within(picker).getByRole('spinbutton', { name: 'Hours' }), value.hours);
  await user.type(within(picker).getByRole('spinbutton', { name: 'Minutes' }), value.minutes);
  await user.click(within(picker).getByRole('button', { name: 'Confirm the date and time' }));
  await waitFor(() => expect(picker).not.toBeInTheDocument());
}

async function fillValidForm(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Vente de garage');
  await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Samedi dans la cour.');
  await pickDateTime(user, 'Publication start', {
    day: '20 March 2026',
    hours: '10',
    minutes: '30',
  });
  await pickDateTime(user, 'Publication end', { day: '22 March 2026', hours: '18', minutes: '00' });
}

/** Filling a form with its pickers takes a few seconds in jsdom, more on a busy machine. */
const SLOW = { timeout: 20_000 };

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const created = (post: Partial<TPost> = {}): TMockReply => ({
  status: 200,
  body: aPost({
    id: 30,
    status: 'pending',
    author: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
    ...post,
  }),
});

describe('new post: validation (docs/product.md: Field rules)', SLOW, () => {
  it('shows an error only once a field was visited', async () => {
    residentApi({});
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.click(title);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'false');
    await user.type(title, 'Vente de garage');
    await waitFor(() =>
      expect(screen.queryByText('This field is required.')).not.toBeInTheDocument(),
    );
  });

  it('on Publish, shows every missing field and the oops dialog, and sends nothing', async () => {
    const api = residentApi({});
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent(INFO_MISSING);
    // Title, text and end; the start is now by default; the subtitle and the photo are optional.
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Subtitle (optional)' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.getByRole('button', { name: /^Publication start/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('starts a new post now unless the author picks another start', async () => {
    residentApi({});
    renderApp({ path: '/new-post', session: tenantSession });
    // 10 March 2026, 11:00 in Montréal.
    expect(await screen.findByRole('button', { name: /^Publication start/ })).toHaveTextContent(
      'March 10, 2026 | 11:00',
    );
  });

  it('refuses an end before the start (mobile pickers are not linked)', async () => {
    const api = residentApi({});
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession, width: MOBILE_WIDTH });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Vente de garage');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Samedi dans la cour.');
    await pickDateTime(user, 'Publication start', {
      day: '20 March 2026',
      hours: '10',
      minutes: '30',
    });
    await pickDateTime(user, 'Publication end', {
      day: '18 March 2026',
      hours: '09',
      minutes: '00',
    });
    expect(await screen.findByText('The end cannot be before the start.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('dialog', { name: 'Oops' })).toHaveTextContent(INFO_MISSING);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('on desktop, lets the end start at the start and the start go up to the end', async () => {
    residentApi({});
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession, width: DESKTOP_WIDTH });
    await screen.findByRole('textbox', { name: 'Title' });
    // Before anything is chosen, only the past is closed.
    let picker = await openPicker(user, 'Publication end');
    expect(within(picker).getByRole('button', { name: '9 March 2026' })).toBeDisabled();
    expect(within(picker).getByRole('button', { name: '18 March 2026' })).toBeEnabled();
    // The focus moves into the picker, where Escape closes it.
    await waitFor(() => expect(picker).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(picker).not.toBeInTheDocument());

    await pickDateTime(user, 'Publication start', {
      day: '20 March 2026',
      hours: '10',
      minutes: '30',
    });
    picker = await openPicker(user, 'Publication end');
    expect(within(picker).getByRole('button', { name: '18 March 2026' })).toBeDisabled();
    expect(within(picker).getByRole('button', { name: '21 March 2026' })).toBeEnabled();
  });
});

describe('new post: sending (docs/product.md: States, API, Errors)', SLOW, () => {
  it('publishes in UTC, then shows the pending tab with the list refreshed', async () => {
    let posted = false;
    const api = residentApi({
      'GET /api/posts': (request) =>
        postsRoute({
          own: posted
            ? [aPost({ id: 30, title: { fr: 'Vente de garage', en: '' }, status: 'pending' })]
            : [],
        })(request),
      'POST /api/posts': () => {
        posted = true;
        return created();
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp({ path: '/billboard?tab=pending', session: tenantSession });
    expect(await screen.findByText('You have no pending posts.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'New post' })[0]!);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/billboard'));
    expect(router.state.location.search).toBe('?tab=pending');
    expect(await screen.findByRole('link', { name: 'Vente de garage' })).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/posts');
    expect(post?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    // 10:30 and 18:00 in Montréal (UTC−4 after 8 March); only the French text is filled.
    expect(post?.body).toEqual({
      title: { fr: 'Vente de garage', en: '' },
      subTitle: { fr: '', en: '' },
      body: { fr: 'Samedi dans la cour.', en: '' },
      startAt: '2026-03-20T14:30:00.000Z',
      endAt: '2026-03-22T22:00:00.000Z',
    });
  });

  it('says the post could not be sent when the network fails', async () => {
    residentApi({ 'POST /api/posts': 'network-error' });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp({ path: '/new-post', session: tenantSession });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent(COULD_NOT_SEND);
    expect(router.state.location.pathname).toBe('/new-post');
  });

  it('says the post could not be added when the answer is not 200', async () => {
    residentApi({ 'POST /api/posts': apiError(500, 'internal_error') });
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops' });
    expect(dialog).toHaveTextContent(COULD_NOT_ADD);
    expect(dialog).not.toHaveTextContent(COULD_NOT_SEND);
  });

  it('writes the French failure text of docs/product.md: Errors, and marks the field the server refused', async () => {
    residentApi({
      'POST /api/posts': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { startAt: 'start_in_past' },
          },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    await fillValidForm(user);
    await setLocale('fr');
    await user.click(await screen.findByRole('button', { name: 'Publier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oups' });
    expect(dialog).toHaveTextContent("Nous n'avons pas pu ajouter votre billet au babillard.");
    expect(await screen.findByText('Le début ne peut pas être dans le passé.')).toBeInTheDocument();
  });
});

describe('new post: photo (docs/product.md: Field rules Images)', SLOW, () => {
  it('refuses a file that only claims to be an image', async () => {
    residentApi({});
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    await screen.findByRole('textbox', { name: 'Title' });
    await user.upload(
      fileInput(),
      new File(['<html>not a picture</html>'], 'cat.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Only PNG, JPEG and GIF images are accepted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview of the photo/ })).not.toBeInTheDocument();
  });

  it('refuses a photo that stays over 2 MB once resized', async () => {
    codec.encodedBytes = MAX_UPLOAD_BYTES + 1;
    residentApi({});
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    await screen.findByRole('textbox', { name: 'Title' });
    const heavy = new Uint8Array(MAX_UPLOAD_BYTES + 10);
    heavy.set(PNG_HEAD);
    await user.upload(fileInput(), new File([heavy], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too large (2 MB maximum).')).toBeInTheDocument();
  });

  it('sends the resized photo as base64 imageData', async () => {
    const api = residentApi({ 'POST /api/posts': created(), 'GET /api/posts': postsRoute({}) });
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/new-post', session: tenantSession });
    await fillValidForm(user);
    const photo = new Uint8Array(5000);
    photo.set(PNG_HEAD);
    await user.upload(fileInput(), new File([photo], 'cat.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: /Preview of the photo/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const body = api.calls.find((call) => call.method === 'POST')?.body as { imageData?: string };
    // 3000 × 2000 redrawn at 1000 × 667: the codec's 1000-byte PNG, in base64.
    expect(body.imageData).toMatch(/^data:image\/png;base64,A+=*$/);
  });
});

describe('a refused post edited and sent again (issue 26)', SLOW, () => {
  const refused = aPost({
    id: 16,
    title: { fr: 'Billets de hockey', en: 'Hockey tickets' },
    subTitle: { fr: '', en: '' },
    body: { fr: 'Deux billets à vendre.', en: '' },
    status: 'rejected',
    image: null,
    decisionNote: 'Pas de revente de billets.',
    author: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
  });

  it('opens the form filled in from the detail, then sends it again for approval', async () => {
    const api = residentApi({
      'GET /api/posts/16': { status: 200, body: refused },
      'PUT /api/posts/16/resubmit': created({ id: 16 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp({ path: '/billboard/16', session: tenantSession });
    await user.click(await screen.findByRole('link', { name: 'Edit and send again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?edit=16'));

    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Billets de hockey');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Deux billets à vendre.');
    await user.clear(title);
    await user.type(title, 'Billets de hockey à donner');
    await user.click(screen.getByRole('button', { name: 'Send again' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/posts/16/resubmit');
    // Its start was past: it starts now (10 March, 15:00 UTC); its end is kept.
    expect(put?.body).toMatchObject({
      title: { fr: 'Billets de hockey à donner', en: '' },
      body: { fr: 'Deux billets à vendre.', en: '' },
      startAt: '2026-03-10T15:00:00.000Z',
      endAt: '2026-03-20T19:30:00.000Z',
    });
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers no edit for a post that is not refused', async () => {
    residentApi({ 'GET /api/posts/16': { status: 200, body: { ...refused, status: 'pending' } } });
    renderApp({ path: '/billboard/16', session: tenantSession });
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit and send again' })).toBeNull();
  });
});
