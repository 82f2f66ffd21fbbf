import { SPINNER_CLOSE_AFTER_MS } from '@habitat/shared';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SpinnerProvider, type TSpinner, useSpinner } from './spinner';

let spinner: TSpinner;

function Capture() {
  spinner = useSpinner();
  return null;
}

function renderSpinner() {
  render(
    <MantineProvider env="test">
      <SpinnerProvider>
        <Capture />
      </SpinnerProvider>
    </MantineProvider>,
  );
}

const status = () => screen.queryByRole('status');
const closeButton = () => screen.queryByRole('button', { name: 'Hide the loading indicator' });

describe('Spinner (counter-based, close button after 20 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('stays visible until every started task has stopped', () => {
    renderSpinner();
    expect(status()).not.toBeInTheDocument();
    let stopFirst = () => {};
    let stopSecond = () => {};
    act(() => {
      stopFirst = spinner.start();
      stopSecond = spinner.start();
    });
    expect(status()).toBeInTheDocument();
    act(() => stopFirst());
    expect(status()).toBeInTheDocument();
    // Stopping the same task twice does not count twice.
    act(() => stopFirst());
    expect(status()).toBeInTheDocument();
    act(() => stopSecond());
    expect(status()).not.toBeInTheDocument();
  });

  it('tracks a promise', async () => {
    renderSpinner();
    let resolve: (value: string) => void = () => {};
    let result: Promise<string> = Promise.resolve('');
    act(() => {
      result = spinner.track(new Promise<string>((r) => (resolve = r)));
    });
    expect(status()).toBeInTheDocument();
    await act(async () => {
      resolve('done');
      await result;
    });
    await expect(result).resolves.toBe('done');
    expect(status()).not.toBeInTheDocument();
  });

  it('shows a close button only after SPINNER_CLOSE_AFTER_MS, which hides the spinner', () => {
    expect(SPINNER_CLOSE_AFTER_MS).toBe(20_000);
    renderSpinner();
    let stop = () => {};
    act(() => {
      stop = spinner.start();
    });
    act(() => {
      vi.advanceTimersByTime(SPINNER_CLOSE_AFTER_MS - 1);
    });
    expect(closeButton()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const button = closeButton();
    expect(button).toBeInTheDocument();
    fireEvent.click(button as HTMLElement);
    expect(status()).not.toBeInTheDocument();

    // A task dismissed by the close button does not cut a later one short.
    let later = () => {};
    act(() => {
      later = spinner.start();
    });
    act(() => stop());
    expect(status()).toBeInTheDocument();
    expect(closeButton()).not.toBeInTheDocument();
    act(() => later());
    expect(status()).not.toBeInTheDocument();
  });
});
