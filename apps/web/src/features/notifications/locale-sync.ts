import { useEffect } from 'react';
import { authFetch, useSession } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';

const SYNCED_KEY = 'habitat.notificationLocale';

function readSynced(): string | null {
  try {
    return window.localStorage.getItem(SYNCED_KEY);
  } catch {
    return null;
  }
}

function writeSynced(value: string): void {
  try {
    window.localStorage.setItem(SYNCED_KEY, value);
  } catch {
    // Storage refused (private mode): the language is simply sent again next time.
  }
}

/**
 * Notifications are written in the reader's language: the server learns it once after each
 * sign-in (a new token) and on each change of language, not on every page load.
 */
export function useLocaleSync(): void {
  const session = useSession();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const token = session?.token ?? null;

  useEffect(() => {
    if (!token) return;
    // The token's tail tells one sign-in from the next without keeping the token twice.
    const mark = `${token.slice(-24)}|${locale}`;
    if (readSynced() === mark) return;
    authFetch('/api/me/notification-settings', { method: 'PUT', body: { locale } }).then(
      () => writeSynced(mark),
      (error: unknown) => console.warn('[notifications] could not send the language', error),
    );
  }, [token, locale]);
}
