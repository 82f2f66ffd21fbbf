import type { Db } from '#server/db/client';
import { files, requestCategories, requestMessages, userRequests } from '#server/db/schema';
import { storeFile } from '#server/lib/files';
import type { TStorage } from '#server/lib/storage/index';
import { DEMO_LEASES, DEMO_USERS } from '../demo-data';
import { renderPhoto } from './photos';
import { REQUEST_CATEGORY_TREES, type TSeedRequestCategory } from './request-categories-data';
import { DEMO_REQUESTS, REQUEST_MANAGER } from './requests-data';

const HOUR_MS = 3600 * 1000;

/** Starts making the requests' photos (on the thread pool, while the rest of the seed runs). */
export function prepareDemoRequests(options: { storage: TStorage; now: Date }) {
  const { storage, now } = options;
  const items = DEMO_REQUESTS.map((request) => ({
    ...request,
    createdAt: new Date(now.getTime() - request.daysAgo * 24 * HOUR_MS),
    photoFile: request.photo
      ? renderPhoto({ caption: request.title, ...request.photo }).then((bytes) =>
          storeFile({ storage, bytes, extension: 'jpg', mediaType: 'image/jpeg' }),
        )
      : null,
  }));
  return { items, ready: Promise.all(items.map((item) => item.photoFile)) };
}

export type TDemoRequests = ReturnType<typeof prepareDemoRequests>;

type TOwner = {
  organizationId: number;
  propertyIds: ReadonlyMap<string, number>;
  unitIds: ReadonlyMap<string, number>;
  userIds: ReadonlyMap<string, number>;
};

/**
 * The category trees, one insert per level; answers the id of each node by
 * "slug|French name/French name/…".
 */
async function insertCategoryTrees(db: Db, owner: TOwner) {
  type TPending = {
    key: string;
    slug: string;
    parentKey: string | null;
    node: TSeedRequestCategory;
  };
  const ids = new Map<string, number>();
  let level: TPending[] = Object.entries(REQUEST_CATEGORY_TREES).flatMap(([slug, roots]) =>
    roots.map((node) => ({ key: `${slug}|${node.name.fr}`, slug, parentKey: null, node })),
  );
  while (level.length > 0) {
    const rows = await db
      .insert(requestCategories)
      .values(
        level.map((pending, position) => ({
          organizationId: owner.organizationId,
          propertyId: owner.propertyIds.get(pending.slug)!,
          parentId: pending.parentKey === null ? null : ids.get(pending.parentKey)!,
          name: pending.node.name,
          // Unique within the level, so each returned row is matched to its node.
          position,
          deleted: pending.node.deleted ?? false,
        })),
      )
      .returning({ id: requestCategories.id, position: requestCategories.position });
    for (const row of rows) ids.set(level[row.position]!.key, row.id);
    level = level.flatMap((parent) =>
      (parent.node.children ?? []).map((node) => ({
        key: `${parent.key}/${node.name.fr}`,
        slug: parent.slug,
        parentKey: parent.key,
        node,
      })),
    );
  }
  return ids;
}

/** Categories, then the requests (oldest first, so numbers grow with time) and discussions. */
export async function insertDemoRequests(db: Db, prepared: TDemoRequests, owner: TOwner) {
  const categoryIds = await insertCategoryTrees(db, owner);
  const photos = await prepared.ready;
  const userId = (username: string) => owner.userIds.get(username)!;
  const unitOf = (username: string) => {
    const lease = DEMO_LEASES.find((l) => l.signers.some((s) => s.username === username));
    return lease ? (owner.unitIds.get(lease.unit) ?? null) : null;
  };
  const phoneOf = (username: string) => DEMO_USERS.find((u) => u.username === username)!.phone;
  const categoryOf = (item: { property: string; category: string[] }) => {
    const id = categoryIds.get(`${item.property}|${item.category.join('/')}`);
    if (id === undefined) throw new Error(`no request category ${item.category.join(' / ')}`);
    return id;
  };

  const stored = photos.flatMap((photo, i) => (photo ? [{ photo, item: prepared.items[i]! }] : []));
  const fileRows =
    stored.length === 0
      ? []
      : await db
          .insert(files)
          .values(
            stored.map(({ photo, item }) => ({
              ...photo,
              organizationId: owner.organizationId,
              propertyId: owner.propertyIds.get(item.property)!,
              kind: 'image' as const,
              name: null,
              mediaType: 'image/jpeg',
              createdAt: item.createdAt,
            })),
          )
          .returning({ id: files.id, storedName: files.storedName });
  const fileIds = new Map(fileRows.map((row) => [row.storedName, row.id]));

  const items = [...prepared.items]
    .map((item, i) => ({ item, photo: photos[i] }))
    .sort((a, b) => a.item.createdAt.getTime() - b.item.createdAt.getTime());
  const rows = await db
    .insert(userRequests)
    .values(
      items.map(({ item, photo }) => {
        const last = item.messages?.at(-1);
        const updatedAt = new Date(item.createdAt.getTime() + (last?.hoursAfter ?? 0) * HOUR_MS);
        return {
          organizationId: owner.organizationId,
          propertyId: owner.propertyIds.get(item.property)!,
          unitId: unitOf(item.author),
          authorId: userId(item.author),
          title: item.title,
          body: item.body,
          phoneNumber: phoneOf(item.author),
          emergency: item.emergency ?? false,
          animal: item.animal ?? false,
          canAccessIfAbsent: item.canAccessIfAbsent ?? false,
          alarm: item.alarm ?? false,
          alarmCode: item.alarmCode ?? null,
          categoryId: categoryOf(item),
          imageFileId: photo ? fileIds.get(photo.storedName)! : null,
          status: item.status,
          decisionNote: item.decisionNote ?? null,
          decisionAt: item.decisionNote ? updatedAt : null,
          createdAt: item.createdAt,
          updatedAt,
        };
      }),
    )
    .returning({ id: userRequests.id, title: userRequests.title });
  const requestIds = new Map(rows.map((row) => [row.title, row.id]));

  const messages = items.flatMap(({ item }) =>
    (item.messages ?? []).map((message) => ({
      requestId: requestIds.get(item.title)!,
      userId: userId(message.from === 'author' ? item.author : REQUEST_MANAGER),
      from: message.from === 'author' ? ('tenant' as const) : ('manager' as const),
      msg: message.msg,
      createdAt: new Date(item.createdAt.getTime() + message.hoursAfter * HOUR_MS),
    })),
  );
  if (messages.length > 0) await db.insert(requestMessages).values(messages);
}
