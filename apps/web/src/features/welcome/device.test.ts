import { describe, expect, it } from 'vitest';
import { detectDevice, storesFor } from './device';

const published = {
  ios: 'https://apps.apple.com/ca/app/habitat/id123',
  android: 'https://play.google.com/store/apps/details?id=com.example.habitat',
};
const storesOf = (buttons: ReturnType<typeof storesFor>) => buttons.map((button) => button.store);

describe('welcome store buttons by device', () => {
  it('offers only the App Store on iOS (iPadOS included)', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15';
    expect(storesFor(detectDevice(iphone), published)).toEqual([
      { store: 'ios', url: published.ios },
    ]);
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';
    expect(detectDevice(ipad, 5)).toBe('ios');
  });

  it('offers only Google Play on Android', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124';
    expect(storesOf(storesFor(detectDevice(android), published))).toEqual(['android']);
  });

  it('offers both when the device is unknown', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124';
    expect(storesOf(storesFor(detectDevice(desktop), published))).toEqual(['ios', 'android']);
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('unknown');
  });

  it('hides a store the app is not published in, and every store inside the app', () => {
    expect(storesFor('unknown', { ios: null, android: published.android })).toEqual([
      { store: 'android', url: published.android },
    ]);
    expect(storesFor('ios', { ios: null, android: published.android })).toEqual([]);
    expect(storesFor('unknown', published, true)).toEqual([]);
  });
});
