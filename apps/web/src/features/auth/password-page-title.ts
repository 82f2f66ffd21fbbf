import { passwordPageWelcome, type TPasswordPageWelcome } from '@habitat/shared';
import type { TI18nKey } from '@/i18n/setup';

/** An invitation welcomes (its card says "Welcome!"); a password-set link asks for a password. */
const WELCOME_TITLES = {
  resident: 'pages.welcome',
  passwordSet: 'pages.reset_password',
  manager: 'pages.welcome',
} as const satisfies Record<TPasswordPageWelcome, TI18nKey>;

/**
 * The password page's title (header, document title) by its query: the welcome form a mail's
 * `invitation` parameter opens, else the plain reset's. Read by the route table: keep it light.
 */
export function passwordPageTitleKey(search: URLSearchParams): TI18nKey {
  const welcome = passwordPageWelcome(search.get('invitation'));
  return welcome ? WELCOME_TITLES[welcome] : 'pages.reset_password';
}
