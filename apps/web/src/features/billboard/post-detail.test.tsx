import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, type TMockReply } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { aPost, postsRoute, residentApi } from './billboard.fixtures';

const mine = { id: 7, firstName: 'Julie', lastName: 'Tremblay' };
const rejected = aPost({
  id: 16,
  title: { fr: 'Billets de hockey', en: 'Hockey tickets' },
  status: 'rejected',
  image: null,
  decisionNote: 'The billboard is for neighbours: no ticket resale.',
  author: mine,
});

describe('post detail (docs/product.md: Screens)', () => {
  it('shows the photo, title, subtitle, start date, body and status', async () => {
    residentApi({ 'GET /api/posts/1': { status: 200, body: aPost() } });
    renderApp({ path: '/billboard/1', session: tenantSession });
    const article = await screen.findByRole('article', { name: 'Lost cat: Tigrou' });
    expect(within(article).getByRole('img', { name: 'Photo: Lost cat: Tigrou' })).toHaveAttribute(
      'src',
      '/uploads/tigrou.jpg',
    );
    expect(within(article).getByText('Orange tabby, blue collar')).toBeInTheDocument();
    expect(within(article).getByText('March 05, 2026 | 14:30')).toBeInTheDocument();
    expect(within(article).getByText('Tigrou slipped out on Tuesday evening.')).toBeInTheDocument();
    // A published post shows as accepted (shared displayedStatus).
    expect(within(article).getByText('Accepted')).toBeInTheDocument();
    expect(within(article).queryByText('Reason for rejection')).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the rejection reason of a rejected post', async () => {
    residentApi({ 'GET /api/posts/16': { status: 200, body: rejected } });
    renderApp({ path: '/billboard/16', session: tenantSession });
    const article = await screen.findByRole('article', { name: 'Hockey tickets' });
    expect(within(article).getByText('Rejected')).toBeInTheDocument();
    expect(within(article).getByText('Reason for rejection')).toBeInTheDocument();
    expect(
      within(article).getByText('The billboard is for neighbours: no ticket resale.'),
    ).toBeInTheDocument();
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
  });

  it('writes the date in French, falling back to the French text', async () => {
    const frenchOnly = aPost({ body: { fr: 'Merci de jeter un œil.', en: '' } });
    residentApi({ 'GET /api/posts/1': { status: 200, body: frenchOnly } });
    renderApp({ path: '/billboard/1', session: tenantSession });
    expect(await screen.findByText('Merci de jeter un œil.')).toBeInTheDocument();
    await setLocale('fr');
    expect(await screen.findByText('05 mars 2026 | 14:30')).toBeInTheDocument();
    expect(screen.getByText('Accepté')).toBeInTheDocument();
  });

  it('explains an unknown post and leads back to the billboard', async () => {
    residentApi({ 'GET /api/posts/99': apiError(404, 'not_found', 'Post not found') });
    renderApp({ path: '/billboard/99', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This item does not exist or is no longer available.');
    expect(within(alert).getByRole('link', { name: 'Back to the billboard' })).toHaveAttribute(
      'href',
      '/billboard',
    );
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('removing a post (docs/product.md: States: the author sets it to finished)', () => {
  it('offers no remove button on somebody else’s post', async () => {
    residentApi({ 'GET /api/posts/1': { status: 200, body: aPost() } });
    renderApp({ path: '/billboard/1', session: tenantSession });
    await screen.findByRole('article', { name: 'Lost cat: Tigrou' });
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('asks first, and sends nothing when the author says no', async () => {
    const api = residentApi({ 'GET /api/posts/16': { status: 200, body: rejected } });
    const user = userEvent.setup();
    renderApp({ path: '/billboard/16', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sets the post to finished after a yes, then returns to the billboard', async () => {
    let removed = false;
    const api = residentApi({
      'GET /api/posts/16': { status: 200, body: rejected },
      'PUT /api/posts/16': ({ url, body }): TMockReply => {
        removed =
          url.searchParams.get('property') === '2' &&
          JSON.stringify(body) === '{"status":"finished"}';
        return { status: 200, body: { ...rejected, status: 'finished' } };
      },
      'GET /api/posts': postsRoute({ own: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/billboard/16', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/billboard'));
    expect(router.state.location.search).toBe('?tab=pending');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ status: 'finished' });
    expect(put?.headers.get('Authorization')).toBe('Bearer jwt-tenant');
    expect(removed).toBe(true);
    expect(await screen.findByText('You have no pending posts.')).toBeInTheDocument();
  });

  it('explains a refusal and stays on the post', async () => {
    residentApi({
      'GET /api/posts/16': { status: 200, body: rejected },
      'PUT /api/posts/16': apiError(409, 'conflict', 'A finished post cannot become finished'),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/billboard/16', session: tenantSession });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this post?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    const oops = await screen.findByRole('dialog', { name: 'Oops' });
    expect(oops).toHaveTextContent('This item was changed in the meantime. Please try again.');
    expect(router.state.location.pathname).toBe('/billboard/16');
  });

  it('offers no remove button on a post already removed', async () => {
    residentApi({
      'GET /api/posts/16': { status: 200, body: { ...rejected, status: 'finished' } },
    });
    renderApp({ path: '/billboard/16', session: tenantSession });
    await screen.findByRole('article', { name: 'Hockey tickets' });
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
