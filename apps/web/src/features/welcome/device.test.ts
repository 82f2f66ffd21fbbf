import { describe, expect, it } from 'vitest';
import { detectDevice, storesFor } from './device';

describe('welcome store buttons by device', () => {
  it('offers only the App Store on iOS (iPadOS included)', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15';
    expect(storesFor(detectDevice(iphone))).toEqual(['ios']);
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';
    expect(detectDevice(ipad, 5)).toBe('ios');
  });

  it('offers only Google Play on Android', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124';
    expect(storesFor(detectDevice(android))).toEqual(['android']);
  });

  it('offers both when the device is unknown', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124';
    expect(storesFor(detectDevice(desktop))).toEqual(['ios', 'android']);
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('unknown');
  });
});
