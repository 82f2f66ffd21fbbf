import { SPINNER_CLOSE_AFTER_MS } from '@habitat/shared';
import { CloseButton, Loader, Overlay, Stack, VisuallyHidden } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

export type TSpinner = {
  /** Shows the spinner until the returned function is called (idempotent). */
  start: () => () => void;
  /** Shows the spinner while the promise runs. */
  track: <T>(promise: Promise<T>) => Promise<T>;
};

const SpinnerContext = createContext<TSpinner | null>(null);

/**
 * The counter-based spinner of docs/product.md: Screens: visible while at least one task runs; after
 * SPINNER_CLOSE_AFTER_MS a close button lets the user dismiss a task that hangs.
 */
export function SpinnerProvider(props: { children: ReactNode }) {
  const [tasks, setTasks] = useState<ReadonlySet<symbol>>(() => new Set());
  const [closable, setClosable] = useState(false);
  const visible = tasks.size > 0;

  useEffect(() => {
    setClosable(false);
    if (!visible) return;
    const timer = setTimeout(() => setClosable(true), SPINNER_CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  const api = useMemo<TSpinner>(() => {
    const start = () => {
      const task = Symbol('task');
      setTasks((current) => new Set(current).add(task));
      // Tasks dismissed by the close button are gone; stopping them later changes nothing.
      return () =>
        setTasks((current) => {
          if (!current.has(task)) return current;
          const next = new Set(current);
          next.delete(task);
          return next;
        });
    };
    const track = async <T,>(promise: Promise<T>) => {
      const stop = start();
      try {
        return await promise;
      } finally {
        stop();
      }
    };
    return { start, track };
  }, []);

  return (
    <SpinnerContext.Provider value={api}>
      {props.children}
      {visible && <SpinnerOverlay closable={closable} onClose={() => setTasks(new Set())} />}
    </SpinnerContext.Provider>
  );
}

function SpinnerOverlay(props: { closable: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Overlay fixed center zIndex={400} backgroundOpacity={0.35} blur={1}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader color="white" size="lg" />
        <VisuallyHidden>{t('spinner.loading')}</VisuallyHidden>
        {props.closable && (
          <CloseButton
            size="lg"
            variant="filled"
            aria-label={t('spinner.close')}
            onClick={props.onClose}
          />
        )}
      </Stack>
    </Overlay>
  );
}

export function useSpinner(): TSpinner {
  const spinner = useContext(SpinnerContext);
  if (!spinner) throw new Error('useSpinner outside SpinnerProvider');
  return spinner;
}
