import { BILLBOARD_PAGE_SIZE, type TPost } from '@habitat/shared';
import { tenant } from '@/test/fixtures';
import { mockApi, type TMockReply } from '@/test/mock-api';

/** A post of the demo building (property 2), written by someone else unless overridden. */
export function aPost(overrides: Partial<TPost> = {}): TPost {
  return {
    id: 1,
    title: { fr: 'Chat perdu : Tigrou', en: 'Lost cat: Tigrou' },
    subTitle: { fr: 'Chat roux, collier bleu', en: 'Orange tabby, blue collar' },
    body: { fr: 'Tigrou a disparu mardi soir.', en: 'Tigrou slipped out on Tuesday evening.' },
    organization: 1,
    property: 2,
    // 14:30 in Montréal.
    startAt: '2026-03-05T19:30:00.000Z',
    endAt: '2026-03-20T19:30:00.000Z',
    status: 'published',
    image: { url: '/uploads/tigrou.jpg', mediaType: 'image/jpeg', extension: 'jpg' },
    createdAt: '2026-03-05T18:00:00.000Z',
    decisionNote: null,
    author: { id: 4, firstName: 'Sophie', lastName: 'Lavoie' },
    ...overrides,
  };
}

/** Posts 1…n, titled "Post 1"… so a page's content is easy to tell apart. */
export function numberedPosts(count: number, overrides: Partial<TPost> = {}): TPost[] {
  return Array.from({ length: count }, (_, index) =>
    aPost({
      id: index + 1,
      title: { fr: `Billet ${index + 1}`, en: `Post ${index + 1}` },
      ...overrides,
    }),
  );
}

/** The API's answer to GET /api/posts for `page` of `posts` (BILLBOARD_PAGE_SIZE per page). */
export function pageOf(posts: readonly TPost[], page: number): TMockReply {
  const start = (page - 1) * BILLBOARD_PAGE_SIZE;
  return {
    status: 200,
    body: { data: posts.slice(start, start + BILLBOARD_PAGE_SIZE), count: posts.length },
  };
}

/** The posts list answers by tab and page, like the server. */
export function postsRoute(lists: { published?: readonly TPost[]; own?: readonly TPost[] }) {
  return ({ url }: { url: URL }): TMockReply => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const own = url.searchParams.has('author');
    return pageOf((own ? lists.own : lists.published) ?? [], page);
  };
}

/** A signed-in resident (user 7 of property 2, time zone of Montréal) and these routes. */
export function residentApi(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
    ...routes,
  });
}

/** The query strings the app sent to a path, in order. */
export function queriesTo(api: ReturnType<typeof mockApi>, path: string) {
  return api.fetchMock.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
