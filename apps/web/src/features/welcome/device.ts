export type TDevice = 'ios' | 'android' | 'unknown';

/** Which store to offer (docs/product.md: Screens /welcome): both when the device is unknown. */
export function detectDevice(userAgent: string, maxTouchPoints = 0): TDevice {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS reports itself as a Mac; only touch tells them apart.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'unknown';
}

export function storesFor(device: TDevice): Array<'ios' | 'android'> {
  switch (device) {
    case 'ios':
      return ['ios'];
    case 'android':
      return ['android'];
    case 'unknown':
      return ['ios', 'android'];
  }
}
