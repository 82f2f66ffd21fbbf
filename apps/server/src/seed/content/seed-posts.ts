import type { Db } from '#server/db/client';
import { files, posts } from '#server/db/schema';
import { storeFile } from '#server/lib/files';
import type { TStorage } from '#server/lib/storage/index';
import { renderPhoto } from './photos';
import { DEMO_POSTS } from './posts-data';

const DAY_MS = 24 * 3600 * 1000;
const DECIDER = 'manager@example.com';

/** Starts making the posts' photos (on the thread pool, while the rest of the seed runs). */
export function prepareDemoPosts(options: { storage: TStorage; now: Date }) {
  const { storage, now } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const items = DEMO_POSTS.map((post) => ({
    ...post,
    startAt: at(post.start),
    endAt: at(post.end),
    createdAt: at(-post.created),
    photoFile: post.photo
      ? renderPhoto({ caption: post.title.fr, ...post.photo }).then(async (bytes) =>
          storeFile({ storage, bytes, extension: 'jpg', mediaType: 'image/jpeg' }),
        )
      : null,
  }));
  return { items, ready: Promise.all(items.map((item) => item.photoFile)) };
}

export type TDemoPosts = ReturnType<typeof prepareDemoPosts>;

/** One insert for the photos, one for the posts; decisions are the manager's. */
export async function insertDemoPosts(
  db: Db,
  prepared: TDemoPosts,
  owner: {
    organizationId: number;
    propertyIds: ReadonlyMap<string, number>;
    userIds: ReadonlyMap<string, number>;
  },
) {
  const propertyId = (slug: string) => owner.propertyIds.get(slug)!;
  const userId = (username: string) => owner.userIds.get(username)!;
  const photos = await prepared.ready;

  const withPhoto = prepared.items.flatMap((item, i) => {
    const stored = photos[i];
    return stored ? [{ item, stored }] : [];
  });
  const fileRows =
    withPhoto.length === 0
      ? []
      : await db
          .insert(files)
          .values(
            withPhoto.map(({ item, stored }) => ({
              ...stored,
              organizationId: owner.organizationId,
              propertyId: propertyId(item.property),
              kind: 'image' as const,
              name: null,
              mediaType: 'image/jpeg',
              createdAt: item.createdAt,
            })),
          )
          .returning({ id: files.id, storedName: files.storedName });
  const fileIds = new Map(fileRows.map((row) => [row.storedName, row.id]));

  await db.insert(posts).values(
    prepared.items.map((item, i) => {
      const decided = item.status !== 'pending' && item.status !== 'finished';
      const stored = photos[i];
      return {
        organizationId: owner.organizationId,
        propertyId: propertyId(item.property),
        authorId: userId(item.author),
        title: item.title,
        subTitle: item.subTitle,
        body: item.body,
        startAt: item.startAt,
        endAt: item.endAt,
        status: item.status,
        imageFileId: stored ? fileIds.get(stored.storedName)! : null,
        decisionNote: item.decisionNote ?? null,
        decidedBy: decided ? userId(DECIDER) : null,
        decidedAt: decided ? new Date(item.createdAt.getTime() + 0.2 * DAY_MS) : null,
        createdAt: item.createdAt,
      };
    }),
  );
}
