import { type TTranslatable, type TWeekday, type TWeeklyHours, WEEKDAYS } from '@habitat/shared';
import type { TIconName } from './icons';
import type { TPalette } from './photos';

/** A PDF written at seed time: bilingual markup (see parseBlocks), French page(s) first. */
export type TSeedPdf = { name: string | null; fr: string; en: string };

export type TSeedService = {
  name: TTranslatable;
  description: TTranslatable;
  icon: TIconName;
  palette: TPalette;
  active?: boolean;
  hours?: TWeeklyHours;
  link?: string;
  externalLinks?: { name: string | null; url: string }[];
  phoneNumber?: string;
  email?: string;
  maxPerUser?: number;
  maxPerUnit?: number;
  showAvailableSchedulesForDate?: boolean;
  availableOnlyForUserSignedOnLease?: boolean;
  /** One photo per entry, captioned with the service's name and this line. */
  photos?: string[];
  documents?: TSeedPdf[];
};

export type TSeedCategory = {
  /** Property slug, or null for the whole organization. */
  property: string | null;
  name: TTranslatable;
  position: number;
  deleted?: boolean;
  services: TSeedService[];
};

export type TSeedNews = {
  property: string | null;
  title: TTranslatable;
  subTitle: TTranslatable;
  body: TTranslatable;
  status: 'draft' | 'in_progress' | 'archived';
  daysAgo: number;
  /** Main photo (caption line), or none: the app then shows the brand icon. */
  photo?: { subcaption: string; icon: TIconName; palette: TPalette };
  /** More photos for the slider. */
  morePhotos?: { subcaption: string; icon: TIconName; palette: TPalette }[];
  documents?: TSeedPdf[];
};

export type TSeedPropertyDocument = TSeedPdf & { property: string | null; daysAgo: number };

/**
 * Opening hours from a compact form: keys are days or spans ('monday-friday'), values are
 * space-separated 'HH:mm-HH:mm' ranges ('' closes the day). Unnamed days are closed.
 */
export function week(spec: Record<string, string>): TWeeklyHours {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as TWeeklyHours;
  for (const [key, value] of Object.entries(spec)) {
    const [first, last = first] = key.split('-') as [TWeekday, TWeekday?];
    const days = WEEKDAYS.slice(WEEKDAYS.indexOf(first), WEEKDAYS.indexOf(last!) + 1);
    if (days.length === 0) throw new Error(`bad day span ${key}`);
    const ranges = value
      .split(' ')
      .filter(Boolean)
      .map((range) => {
        const [from, to] = range.split('-');
        if (!from || !to) throw new Error(`bad range ${range}`);
        return { from, to };
      });
    for (const day of days) hours[day] = ranges;
  }
  return hours;
}

export const EVERY_DAY_ALL_DAY = week({ 'monday-sunday': '00:00-24:00' });
