/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Habitat server the mobile app talks to (docs/decisions/029-mobile-app.md); unset on the web. */
  readonly VITE_API_ORIGIN?: string;
  /** '1' in the mobile app's build. */
  readonly VITE_NATIVE?: string;
}
