import type { CapacitorConfig } from '@capacitor/cli';
import { apiOrigin, mobileBrand, SPLASH_BACKGROUND } from './brands';

const brand = mobileBrand();
const api = apiOrigin();

/**
 * The app loads the web build bundled in the app (webDir) from capacitor://localhost (iOS) and
 * https://localhost (Android), the two origins the server's CORS allows, and calls the API at
 * HABITAT_API_URL (built into the web code as VITE_API_ORIGIN). The native projects read the app
 * id, name and link host from the copy of this file that `cap sync` writes into them.
 */
const config: CapacitorConfig = {
  appId: brand.appId,
  appName: brand.appName,
  webDir: 'www',
  backgroundColor: SPLASH_BACKGROUND,
  server: { androidScheme: 'https', iosScheme: 'capacitor', hostname: 'localhost' },
  android: { allowMixedContent: false },
  ios: { contentInset: 'never', limitsNavigationsToAppBoundDomains: false },
  plugins: {
    SplashScreen: {
      launchAutoHide: true,
      launchShowDuration: 300,
      backgroundColor: SPLASH_BACKGROUND,
      showSpinner: false,
    },
    StatusBar: { backgroundColor: brand.themeColor, style: 'DARK', overlaysWebView: false },
    // A notification received in the foreground is shown by the app (a toast and the bell).
    PushNotifications: { presentationOptions: ['badge'] },
    /** Not a plugin: what the native projects read at build time (brand, link host, API). */
    HabitatApp: { brand: brand.id, linkHost: api.host, apiOrigin: api.origin },
  },
};

export default config;
