/**
 * What the boot script (build/boot-script.ts, run before the app) and the app share: the
 * storage keys both read and the global through which the boot script hands over the responses
 * it requested early. Imported by the build too, so it imports nothing.
 */
export const BOOT_STORAGE_KEYS = {
  token: 'habitat.token',
  locale: 'habitat.locale',
  /** The API reads each page made when it was the first page of a visit (lib/early-data.ts). */
  firstPageReads: 'habitat.firstPageReads',
} as const;

/** `window[EARLY_RESPONSES_GLOBAL]`: the reads the boot script started, for the app to take. */
export const EARLY_RESPONSES_GLOBAL = '__habitatEarlyResponses';

/** At most this many reads per page, and pages remembered. */
export const FIRST_PAGE_READS_LIMITS = { perPage: 6, pages: 20 } as const;

export type TEarlyResponses = { token: string; responses: Record<string, Promise<Response>> };
