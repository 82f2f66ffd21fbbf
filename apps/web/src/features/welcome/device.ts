export type TDevice = 'ios' | 'android' | 'unknown';

/** Which store to offer (docs/product.md: Screens /welcome): both when the device is unknown. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): TDevice {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS reports itself as a Mac; only touch tells them apart.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'unknown';
}

export type TStore = 'ios' | 'android';

function storesOf(device: TDevice): TStore[] {
  switch (device) {
    case 'ios':
      return ['ios'];
    case 'android':
      return ['android'];
    case 'unknown':
      return ['ios', 'android'];
  }
}

/**
 * The store buttons to show: the device's store (both when unknown), only those the deployment
 * publishes the app in (GET /api/config `apps`), and none inside the app itself.
 */
export function storesFor(
  device: TDevice,
  published: Record<TStore, string | null>,
  insideApp = false,
): Array<{ store: TStore; url: string }> {
  if (insideApp) return [];
  return storesOf(device).flatMap((store) => {
    const url = published[store];
    return url ? [{ store, url }] : [];
  });
}
