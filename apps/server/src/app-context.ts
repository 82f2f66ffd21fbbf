import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { Db } from './db/client';
import type { TDeploymentResolver } from './features/deployment/service';
import type { TNotificationEngine } from './features/notifications/engine';
import type { TPush } from './features/notifications/push';
import type { TPaymentProcessor } from './features/payments/processor';
import type { TFileSigner } from './features/uploads/private-files';
import type { TBackgroundWork } from './lib/background';
import type { TListVersions } from './lib/list-cache';
import type { TMailer } from './lib/mail';
import type { TQuotas } from './lib/quota';
import type { THitCounters } from './lib/rate-limit-store/counters';
import type { TStorage } from './lib/storage';

export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Rate limits per route family; tests lower them to reach 429 quickly. */
export type TRateLimits = {
  login: { max: number; timeWindow: string };
  passwordReset: { max: number; timeWindow: string };
  accountRequest: { max: number; timeWindow: string };
  /** POST /api/payments/tokens, per address (no sign-in there). */
  cardToken: { max: number; timeWindow: string };
  /** Password reset mails one account receives, whatever the number of addresses asking. */
  resetMailsPerAccount: { max: number; windowMs: number };
};

export type TAppContext = {
  config: TConfig;
  db: Db;
  mailer: TMailer;
  deployment: TDeploymentResolver;
  rateLimits: TRateLimits;
  /** The deployment's card processor (PAYMENT_PROCESSOR). */
  payments: TPaymentProcessor;
  /** Creates per user and day (tests raise them to create freely). */
  quotas: TQuotas;
  /** Signs the short-lived links of private files (request photos, documents). */
  fileSigner: TFileSigner;
  /** Mails sent after the answer; shutdown waits for them. */
  background: TBackgroundWork;
  /** Rate limits and sign-in failures, counted in the database for every instance. */
  hits: THitCounters;
  /** Uploaded and seeded files (STORAGE), shared by every instance. */
  storage: TStorage;
  /** The content versions lists kept in memory are checked against (lib/list-cache.ts). */
  listVersions: TListVersions;
  /** The outbox relay and the delivery jobs (features/notifications/engine.ts, run by lib/jobs). */
  notifications: TNotificationEngine;
  /** Web Push, FCM and APNs (or their local stand-ins), for the notifications' deliveries. */
  push: TPush;
};
