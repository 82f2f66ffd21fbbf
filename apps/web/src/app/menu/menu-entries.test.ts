import { describe, expect, it } from 'vitest';
import { menuEntries, NO_FEATURES, type TMenuFeatures, tabIds } from './menu-entries';

const defaultBrand = { foodLink: 'https://food.example.com' };
const alternateBrand = { foodLink: null };
const ALL: TMenuFeatures = {
  news: true,
  services: true,
  billboard: true,
  requests: true,
  bookings: true,
  documents: true,
};

const ids = (...args: Parameters<typeof menuEntries>) => menuEntries(...args).map((e) => e.id);

describe('menu entries (docs/product.md: Screens)', () => {
  it('shows an anonymous visitor home, account request, about, language and login', () => {
    expect(ids({ loggedIn: false, brand: alternateBrand, features: NO_FEATURES })).toEqual([
      'home',
      'accountRequest',
      'about',
      'language',
      'login',
    ]);
  });

  it('shows a logged-in user the profile, never account request or login', () => {
    expect(ids({ loggedIn: true, brand: alternateBrand, features: NO_FEATURES })).toEqual([
      'home',
      'profile',
      'about',
      'language',
    ]);
  });

  it('adds the food-ordering link under the default brand only, as an external link', () => {
    const entries = menuEntries({ loggedIn: true, brand: defaultBrand, features: NO_FEATURES });
    const food = entries.find((entry) => entry.id === 'food');
    expect(food).toMatchObject({ external: true, to: 'https://food.example.com' });
    expect(ids({ loggedIn: false, brand: defaultBrand, features: NO_FEATURES })).toContain('food');
    expect(ids({ loggedIn: true, brand: alternateBrand, features: NO_FEATURES })).not.toContain(
      'food',
    );
  });

  it('hides the services entry until services and categories exist', () => {
    expect(ids({ loggedIn: false, brand: alternateBrand, features: NO_FEATURES })).not.toContain(
      'services',
    );
    const withServices = { ...NO_FEATURES, services: true };
    expect(ids({ loggedIn: false, brand: alternateBrand, features: withServices })).toContain(
      'services',
    );
  });

  it('keeps news, billboard, requests, bookings and documents for logged-in users', () => {
    expect(ids({ loggedIn: false, brand: alternateBrand, features: ALL })).toEqual([
      'home',
      'accountRequest',
      'services',
      'about',
      'language',
      'login',
    ]);
    expect(ids({ loggedIn: true, brand: defaultBrand, features: ALL })).toEqual([
      'home',
      'news',
      'services',
      'billboard',
      'requests',
      'bookings',
      'documents',
      'food',
      'profile',
      'about',
      'language',
    ]);
  });
});

describe('mobile footer tabs (docs/product.md: Screens)', () => {
  it('keeps back and home, with about for visitors and the profile for users', () => {
    expect(tabIds({ loggedIn: false, features: NO_FEATURES })).toEqual(['back', 'home', 'about']);
    expect(tabIds({ loggedIn: true, features: NO_FEATURES })).toEqual(['back', 'home', 'profile']);
  });

  it('adds billboard, services and requests once those features exist', () => {
    expect(tabIds({ loggedIn: true, features: ALL })).toEqual([
      'back',
      'billboard',
      'home',
      'services',
      'requests',
      'profile',
    ]);
  });
});
