import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NETWORK_QUIET_MAX_WAIT_MS,
  NETWORK_QUIET_MS,
  whenNetworkQuiet,
} from './when-network-quiet';

/** The browser's resource timing: each download the page finishes is one entry. */
class FakePerformanceObserver {
  static observers: FakePerformanceObserver[] = [];
  observing = false;
  constructor(private callback: () => void) {
    FakePerformanceObserver.observers.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  static downloadEnds() {
    for (const observer of FakePerformanceObserver.observers) {
      if (observer.observing) observer.callback();
    }
  }
}

describe('work that waits for the page to settle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePerformanceObserver.observers = [];
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once nothing has downloaded for the quiet time, counted from the last download', () => {
    const work = vi.fn();
    whenNetworkQuiet(work);
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    FakePerformanceObserver.downloadEnds();
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledOnce();
    expect(FakePerformanceObserver.observers[0]?.observing).toBe(false);
  });

  it('runs at the latest after the longest wait on a page that keeps downloading', () => {
    const work = vi.fn();
    whenNetworkQuiet(work);
    for (let waited = 0; waited < NETWORK_QUIET_MAX_WAIT_MS - 1000; waited += 1000) {
      vi.advanceTimersByTime(1000);
      FakePerformanceObserver.downloadEnds();
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(NETWORK_QUIET_MAX_WAIT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at once when asked, and never a second time', () => {
    const work = vi.fn();
    const runNow = whenNetworkQuiet(work);
    runNow();
    expect(work).toHaveBeenCalledOnce();
    runNow();
    vi.advanceTimersByTime(NETWORK_QUIET_MAX_WAIT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('still runs in a browser without resource timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const work = vi.fn();
    whenNetworkQuiet(work);
    vi.advanceTimersByTime(NETWORK_QUIET_MS);
    expect(work).toHaveBeenCalledOnce();
  });
});
