import { z } from 'zod';
import { BRANDS } from '../constants';

/** GET /api/config: the SPA's runtime configuration, so one build serves any deployment. */
export const ZAppConfig = z.object({
  brand: z.enum(BRANDS),
  /** null when the configured organization does not exist (yet): login then refuses everyone. */
  organization: z.number().nullable(),
  property: z.number().nullable(),
  version: z.string(),
  payments: z.object({ processor: z.string().nullable(), publicKey: z.string().nullable() }),
  /** The VAPID public key (base64url) browsers subscribe with; null when Web Push is off. */
  webPush: z.object({ publicKey: z.string().nullable() }),
  /** The mobile app's store pages (IOS_STORE_URL, ANDROID_STORE_URL); null when not published. */
  apps: z.object({ ios: z.string().nullable(), android: z.string().nullable() }),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;
