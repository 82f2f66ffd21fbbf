/** The notification engine's settings (app.ts fills them from the configuration; tests lower them). */
export type TNotificationEngineOptions = {
  /** How often the relay looks for new events (ms). */
  relayIntervalMs: number;
  /** How often an idle worker asks the queue for jobs (seconds, at least 0.5; the jobs module's). */
  pollSeconds: number;
  /** Retries of a failed delivery before it is dead, and the delay before the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with jitter). */
  retryBackoff: boolean;
  /** Deliveries sent together: the fan-out queues one job per range of this many. */
  deliverBatchSize: number;
  /** Tests play a crash between a send and its acknowledgement. */
  afterSend?: (deliveryId: number) => Promise<void> | void;
  /** How long the jobs module's stop() lets running jobs finish before failing them back. */
  stopTimeoutMs: number;
};

export const defaultEngineOptions: TNotificationEngineOptions = {
  relayIntervalMs: 1000,
  pollSeconds: 1,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  deliverBatchSize: 100,
  stopTimeoutMs: 10_000,
};
