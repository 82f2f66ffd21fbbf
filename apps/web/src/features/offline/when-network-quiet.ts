/** How long the page must have downloaded nothing before it counts as settled. */
export const NETWORK_QUIET_MS = 2_000;
/** A page that keeps downloading (a resident browsing on) still gets the work this long after. */
export const NETWORK_QUIET_MAX_WAIT_MS = 15_000;

/**
 * Runs `work` once the page has finished its own downloads: when no request of this page (script,
 * stylesheet, API read, image) has ended for NETWORK_QUIET_MS, or at the latest
 * NETWORK_QUIET_MAX_WAIT_MS from now. Answers a function that runs it at once instead, for when
 * something needs it before (it never runs twice).
 */
export function whenNetworkQuiet(work: () => void): () => void {
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(quietTimer);
    clearTimeout(latest);
    observer?.disconnect();
    work();
  };
  const restartQuietTimer = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(run, NETWORK_QUIET_MS);
  };
  const latest = setTimeout(run, NETWORK_QUIET_MAX_WAIT_MS);
  if (typeof PerformanceObserver !== 'undefined') {
    observer = new PerformanceObserver(restartQuietTimer);
    try {
      observer.observe({ type: 'resource' });
    } catch {
      // A browser without resource timing: the quiet timer below still runs.
    }
  }
  restartQuietTimer();
  return run;
}
