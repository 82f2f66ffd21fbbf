/**
 * One mobile app per brand (docs/product.md), from the same brand switch as the web app and the
 * server: `BRAND` (default | alternate). Title and colour come from the web app's brand content;
 * the store identity (app id) is the mobile app's own. MOBILE_APP_ID overrides it for a
 * deployment that publishes under its own developer account.
 */
import { alternateBrand } from '../web/src/brand/alternate-brand';
import { defaultBrand } from '../web/src/brand/default-brand';

/** The boot shell's background (apps/web/build/brand-assets.ts): the splash screen matches it. */
export const SPLASH_BACKGROUND = '#f8f9fa';

export type TMobileBrand = {
  id: 'default' | 'alternate';
  /** Android applicationId and iOS bundle id. */
  appId: string;
  appName: string;
  themeColor: string;
  /** The brand's icon in apps/web/public, the source of every launcher icon and splash. */
  iconPath: string;
};

export const MOBILE_BRANDS: Record<TMobileBrand['id'], TMobileBrand> = {
  default: {
    id: 'default',
    appId: 'app.habitat.resident',
    appName: defaultBrand.appTitle,
    themeColor: defaultBrand.themeColor,
    iconPath: defaultBrand.iconPath,
  },
  alternate: {
    id: 'alternate',
    appId: 'ca.laurentia.resident',
    appName: alternateBrand.appTitle,
    themeColor: alternateBrand.themeColor,
    iconPath: alternateBrand.iconPath,
  },
};

const APP_ID = /^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/;

/** The brand of this build: BRAND (default when unset); a wrong value stops the build. */
export function mobileBrand(env: Record<string, string | undefined> = process.env): TMobileBrand {
  const name = env.BRAND?.trim() || 'default';
  if (name !== 'default' && name !== 'alternate') {
    throw new Error(`BRAND must be default or alternate, not "${name}"`);
  }
  const brand = MOBILE_BRANDS[name];
  const appId = env.MOBILE_APP_ID?.trim();
  if (!appId) return brand;
  if (!APP_ID.test(appId)) {
    throw new Error(`MOBILE_APP_ID must be a reverse-domain id such as com.example.habitat`);
  }
  return { ...brand, appId };
}

/**
 * The server the app talks to (HABITAT_API_URL, an https:// origin; http://localhost… too, for an
 * emulator on a developer's machine). Its host is also the host of the app's deep links.
 */
export function apiOrigin(env: Record<string, string | undefined> = process.env): URL {
  const value = env.HABITAT_API_URL?.trim() || 'https://habitat.example.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`HABITAT_API_URL must be a URL such as https://habitat.example.com`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '10.0.2.2';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error('HABITAT_API_URL must be an https:// URL (http:// for localhost only)');
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error('HABITAT_API_URL must be an origin, without a path');
  }
  return url;
}
