import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { apiError, mockApi } from '@/test/mock-api';
import { MOBILE_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aPost, numberedPosts, postsRoute, queriesTo, residentApi } from './billboard.fixtures';

const params = (search: URLSearchParams) => ({
  ...Object.fromEntries(search),
  'status[]': search.getAll('status[]'),
});

const ownPosts = [
  aPost({
    id: 14,
    title: { fr: 'Cours de yoga', en: '' },
    status: 'pending',
    author: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
  }),
  aPost({
    id: 15,
    title: { fr: 'Atelier vélo', en: 'Bike workshop' },
    status: 'accepted',
    author: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
  }),
  aPost({
    id: 16,
    title: { fr: 'Billets de hockey', en: 'Hockey tickets' },
    status: 'rejected',
    decisionNote: 'Pas de revente.',
    author: { id: 7, firstName: 'Julie', lastName: 'Tremblay' },
  }),
];

describe('billboard for visitors (docs/product.md: Screens)', () => {
  it.each(['/billboard', '/billboard/3'])(
    'shows the no-account notice on %s and asks nothing',
    async (path) => {
      const api = mockApi({});
      const { router } = renderApp({ path });
      expect(await screen.findByRole('heading', { name: 'An account is needed' })).toBeVisible();
      expect(
        within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }),
      ).toHaveAttribute('href', '/login');
      expect(router.state.location.pathname).toBe(path);
      expect(api.calls).toEqual([]);
    },
  );

  it('sends visitors from /new-post to the login page', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/new-post' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('billboard tabs (docs/product.md: Screens, States)', () => {
  it('lists the published posts of the building, without statuses', async () => {
    const api = residentApi({
      'GET /api/posts': postsRoute({ published: [aPost()], own: ownPosts }),
    });
    renderApp({ path: '/billboard', session: tenantSession });

    const panel = await screen.findByRole('tabpanel', { name: 'Published' });
    const card = await within(panel).findByRole('article');
    expect(within(card).getByRole('link', { name: 'Lost cat: Tigrou' })).toHaveAttribute(
      'href',
      '/billboard/1',
    );
    expect(within(card).getByText('March 05, 2026 | 14:30')).toBeInTheDocument();
    expect(within(card).getByText('Orange tabby, blue collar')).toBeInTheDocument();
    expect(within(card).queryByText('Accepted')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/new-post');

    const [query] = queriesTo(api, '/api/posts');
    expect(params(query!)).toEqual({
      'status[]': ['published'],
      property: '2',
      perPage: '3',
      page: '1',
    });
    expect(api.calls.find((c) => c.path === '/api/posts')?.headers.get('Authorization')).toBe(
      'Bearer jwt-tenant',
    );
  });

  it("lists the user's own pending, accepted and rejected posts with their status", async () => {
    const api = residentApi({
      'GET /api/posts': postsRoute({ published: [aPost()], own: ownPosts }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/billboard', session: tenantSession });
    await screen.findByRole('link', { name: 'Lost cat: Tigrou' });

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Pending' });
    const cards = await within(panel).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      // No English title: the French one shows.
      'Cours de yoga',
      'Bike workshop',
      'Hockey tickets',
    ]);
    expect(within(cards[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Accepted')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lost cat: Tigrou' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=pending');

    const own = queriesTo(api, '/api/posts').find((query) => query.has('author'));
    expect(params(own!)).toEqual({
      author: '7',
      'status[]': ['pending', 'accepted', 'rejected'],
      perPage: '3',
      page: '1',
    });
  });

  it('says when a tab is empty, and offers to write a post', async () => {
    residentApi({ 'GET /api/posts': postsRoute({ published: [], own: [] }) });
    const user = userEvent.setup();
    renderApp({ path: '/billboard', session: tenantSession });
    expect(await screen.findByText('There are no posts on the billboard yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Pending' });
    expect(await within(panel).findByText('You have no pending posts.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/new-post',
    );
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    residentApi({
      'GET /api/posts': (request) =>
        fail ? 'network-error' : postsRoute({ published: [aPost()] })(request),
    });
    const user = userEvent.setup();
    renderApp({ path: '/billboard', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We were unable to connect to our system. Please try again later.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lost cat: Tigrou' })).toBeInTheDocument();
  });

  it('writes dates in French in French', async () => {
    residentApi({ 'GET /api/posts': postsRoute({ published: [aPost()] }) });
    await setLocale('fr');
    renderApp({ path: '/billboard', session: tenantSession });
    expect(await screen.findByText('05 mars 2026 | 14:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat perdu : Tigrou' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Publiés' })).toBeInTheDocument();
  });
});

describe('desktop pagination (docs/product.md: Screens, Limits)', () => {
  it('numbers the pages and asks the server for the chosen one', async () => {
    const api = residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(9) }) });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/billboard', session: tenantSession });
    await screen.findByRole('link', { name: 'Post 1' });
    const pagination = screen.getByRole('navigation', { name: 'Billboard pages' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pagination).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(screen.getByText('1–3 of 9')).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Post 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post 6' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post 1' })).not.toBeInTheDocument();
    expect(queriesTo(api, '/api/posts').map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Post 9' })).toBeInTheDocument();
    expect(queriesTo(api, '/api/posts').at(-1)?.get('page')).toBe('3');
  });

  it('opens the page of the address', async () => {
    const api = residentApi({
      'GET /api/posts': postsRoute({ own: numberedPosts(5, { status: 'pending' }) }),
    });
    renderApp({ path: '/billboard?tab=pending&page=2', session: tenantSession });
    expect(await screen.findByRole('link', { name: 'Post 4' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesTo(api, '/api/posts').map((query) => query.get('page'))).toEqual(['2']);
  });
});

describe('desktop billboard in the history', () => {
  it('walks back and forward through the pages and tabs seen, without leaving', async () => {
    residentApi({
      'GET /api/posts': postsRoute({
        published: numberedPosts(9),
        own: numberedPosts(2, { status: 'pending' }),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/home', session: tenantSession });
    await act(() => router.navigate('/billboard'));
    await screen.findByRole('link', { name: 'Post 1' });
    const pagination = screen.getByRole('navigation', { name: 'Billboard pages' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Post 9' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/billboard');
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('link', { name: 'Post 9' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('navigation', { name: 'Billboard pages' })).getByRole('button', {
        name: 'Page 3',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();

    await act(() => router.navigate(1));
    expect(await screen.findByRole('link', { name: 'Post 9' })).toBeInTheDocument();
  });

  it('replaces a page beyond the end by the last one, without an entry of its own', async () => {
    residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(4) }) });
    const { router } = renderApp({ path: '/home', session: tenantSession });
    await act(() => router.navigate('/billboard?page=7'));
    expect(await screen.findByRole('link', { name: 'Post 4' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('mobile infinite scroll (docs/product.md: Screens, Limits)', () => {
  type TObserver = {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    target?: Element;
  };
  let observers: TObserver[];

  beforeEach(() => {
    observers = [];
    class FakeIntersectionObserver {
      readonly entry: TObserver;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers = observers.filter((observer) => observer !== this.entry);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    observers = [];
  });

  /** The sentinel at the end of the list comes into view (within the threshold). */
  const scrollToEnd = () =>
    act(() => {
      const observer = observers.at(-1)!;
      const entry = { isIntersecting: true, target: observer.target! } as IntersectionObserverEntry;
      observer.callback([entry], {} as IntersectionObserver);
    });

  it('loads the next page when the end of the list comes within 100 px of the bottom', async () => {
    const api = residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(7) }) });
    renderApp({ path: '/billboard', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByRole('link', { name: 'Post 3' });
    expect(screen.queryByRole('navigation', { name: 'Billboard pages' })).not.toBeInTheDocument();
    expect(queriesTo(api, '/api/posts').map((query) => query.get('page'))).toEqual(['1']);
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px 0px 100px 0px');
    expect(observers.at(-1)?.target).toBe(screen.getByTestId('billboard-sentinel'));

    scrollToEnd();
    expect(await screen.findByRole('link', { name: 'Post 6' })).toBeInTheDocument();
    // Appended, not replaced.
    expect(screen.getByRole('link', { name: 'Post 1' })).toBeInTheDocument();
    expect(queriesTo(api, '/api/posts').map((query) => query.get('page'))).toEqual(['1', '2']);

    scrollToEnd();
    expect(await screen.findByRole('link', { name: 'Post 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByText('You have seen all the posts.')).toBeInTheDocument();
    expect(screen.queryByTestId('billboard-sentinel')).not.toBeInTheDocument();
    expect(queriesTo(api, '/api/posts').map((query) => query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('offers a button to load more for keyboard users', async () => {
    const api = residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(4) }) });
    const user = userEvent.setup();
    renderApp({ path: '/billboard', session: tenantSession, width: MOBILE_WIDTH });
    await user.click(await screen.findByRole('button', { name: 'Show more posts' }));
    expect(await screen.findByRole('link', { name: 'Post 4' })).toBeInTheDocument();
    expect(queriesTo(api, '/api/posts').map((query) => query.get('page'))).toEqual(['1', '2']);
  });

  it('asks for nothing more when everything fits on one page', async () => {
    const api = residentApi({ 'GET /api/posts': postsRoute({ published: numberedPosts(3) }) });
    renderApp({ path: '/billboard', session: tenantSession, width: MOBILE_WIDTH });
    await screen.findByRole('link', { name: 'Post 3' });
    expect(screen.queryByTestId('billboard-sentinel')).not.toBeInTheDocument();
    expect(observers).toEqual([]);
    expect(queriesTo(api, '/api/posts')).toHaveLength(1);
  });
});

it('fails the request for another error code with its own text', async () => {
  residentApi({ 'GET /api/posts': apiError(403, 'forbidden') });
  renderApp({ path: '/billboard', session: tenantSession });
  expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
});
