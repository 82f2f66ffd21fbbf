import { formatPrice, type TLocale, type TTranslatable } from '@habitat/shared';

/** The few words a calendar shows, in both languages (the app's catalogs live in the web app). */
const TEXTS = {
  fr: {
    calendarName: (app: string) => `${app} — Mes réservations`,
    booking: (id: number) => `Réservation n° ${id}`,
    total: (cents: number) => `Total : ${formatPrice(cents, 'fr')}`,
  },
  en: {
    calendarName: (app: string) => `${app} — My bookings`,
    booking: (id: number) => `Booking #${id}`,
    total: (cents: number) => `Total: ${formatPrice(cents, 'en')}`,
  },
} satisfies Record<TLocale, unknown>;

export const calendarTexts = (locale: TLocale) => TEXTS[locale];

/** The locale's text, else the other one (as the app shows translatable text). */
export function translated(text: TTranslatable | null, locale: TLocale): string {
  if (!text) return '';
  return (locale === 'fr' ? text.fr || text.en : text.en || text.fr).trim();
}
