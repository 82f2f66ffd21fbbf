import {
  type Icon,
  IconBuildingStore,
  IconCalendarEvent,
  IconClipboardList,
  IconFileText,
  IconHome,
  IconInfoCircle,
  IconLanguage,
  IconLock,
  IconLogin,
  IconNews,
  IconPin,
  IconShieldLock,
  IconToolsKitchen2,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import type { TBrandContent } from '@/brand';
import { paths } from '@/config/paths';
import type { TI18nKey } from '@/i18n/setup';

export type TMenuEntryId =
  | 'home'
  | 'accountRequest'
  | 'news'
  | 'services'
  | 'billboard'
  | 'requests'
  | 'bookings'
  | 'documents'
  | 'food'
  | 'profile'
  | 'about'
  | 'language'
  | 'login'
  | 'terms'
  | 'privacy';

export type TMenuEntry = {
  id: TMenuEntryId;
  labelKey: TI18nKey;
  icon: Icon;
  /** An app route, or an external URL when `external`. */
  to: string;
  external?: boolean;
};

/**
 * Which feature data exists (docs/product.md: Screens): services need services and categories loaded,
 * requests need request categories, bookings need services and categories. A feature
 * not built yet stays false.
 */
export type TMenuFeatures = {
  news: boolean;
  services: boolean;
  billboard: boolean;
  requests: boolean;
  bookings: boolean;
  documents: boolean;
};

export const NO_FEATURES: TMenuFeatures = {
  news: false,
  services: false,
  billboard: false,
  requests: false,
  bookings: false,
  documents: false,
};

export type TMenuContext = {
  loggedIn: boolean;
  brand: Pick<TBrandContent, 'foodLink'>;
  features: TMenuFeatures;
};

/** Menu entries of docs/product.md: Screens "Layout and menu", in menu order. */
export function menuEntries(context: TMenuContext): TMenuEntry[] {
  const { loggedIn, brand, features } = context;
  const anonymous = !loggedIn;
  const entries: Array<TMenuEntry | false> = [
    { id: 'home', labelKey: 'menu.home', icon: IconHome, to: paths.home() },
    anonymous && {
      id: 'accountRequest',
      labelKey: 'menu.account_request',
      icon: IconUserPlus,
      to: paths.accountCreation(),
    },
    loggedIn &&
      features.news && { id: 'news', labelKey: 'menu.news', icon: IconNews, to: paths.news() },
    features.services && {
      id: 'services',
      labelKey: 'menu.services',
      icon: IconBuildingStore,
      to: paths.services(),
    },
    loggedIn &&
      features.billboard && {
        id: 'billboard',
        labelKey: 'menu.billboard',
        icon: IconPin,
        to: paths.billboard(),
      },
    loggedIn &&
      features.requests && {
        id: 'requests',
        labelKey: 'menu.requests',
        icon: IconClipboardList,
        to: paths.requests(),
      },
    loggedIn &&
      features.bookings && {
        id: 'bookings',
        labelKey: 'menu.bookings',
        icon: IconCalendarEvent,
        to: paths.bookings(),
      },
    loggedIn &&
      features.documents && {
        id: 'documents',
        labelKey: 'menu.documents',
        icon: IconFileText,
        to: paths.documents(),
      },
    brand.foodLink !== null && {
      id: 'food',
      labelKey: 'menu.food',
      icon: IconToolsKitchen2,
      to: brand.foodLink,
      external: true,
    },
    loggedIn && { id: 'profile', labelKey: 'menu.profile', icon: IconUser, to: paths.profile() },
    { id: 'about', labelKey: 'menu.about', icon: IconInfoCircle, to: paths.about() },
    { id: 'language', labelKey: 'menu.language', icon: IconLanguage, to: paths.locale() },
    anonymous && { id: 'login', labelKey: 'menu.login', icon: IconLogin, to: paths.login() },
  ];
  return entries.filter((entry): entry is TMenuEntry => entry !== false);
}

/** Terms and privacy: the side navigation (desktop) and the menu footer (mobile). */
export const LEGAL_ENTRIES: readonly TMenuEntry[] = [
  { id: 'terms', labelKey: 'menu.terms', icon: IconLock, to: paths.terms() },
  { id: 'privacy', labelKey: 'menu.privacy', icon: IconShieldLock, to: paths.privacy() },
];

export type TTabId = 'back' | 'billboard' | 'home' | 'services' | 'requests' | 'about' | 'profile';

/**
 * Mobile footer tabs (docs/product.md: Screens): back, billboard, home, services, requests, and about for
 * anonymous users; tabs whose feature does not exist yet are hidden. Logged-in users
 * get their profile in place of about.
 */
export function tabIds(context: Omit<TMenuContext, 'brand'>): TTabId[] {
  const { loggedIn, features } = context;
  const tabs: Array<TTabId | false> = [
    'back',
    // Visitors see the billboard's no-account notice (docs/product.md: Screens), so the tab is not login-only.
    features.billboard && 'billboard',
    'home',
    features.services && 'services',
    loggedIn && features.requests && 'requests',
    loggedIn ? 'profile' : 'about',
  ];
  return tabs.filter((tab): tab is TTabId => tab !== false);
}
