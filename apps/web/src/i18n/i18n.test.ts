import { describe, expect, it, vi } from 'vitest';
import { allTexts } from '../test/all-texts';
import type frCore from './fr.json';
import type accountCreationFr from './sections/account-creation-fr.json';
import type loginFr from './sections/login-fr.json';
import { i18n, type TI18nKey } from './setup';

// The core catalogs, the pages' sections, the console's, the notification pages' and the mobile app's, checked together.
type TTexts = typeof frCore & typeof loginFr & typeof accountCreationFr;
const fr = allTexts('fr') as TTexts;
const en = allTexts('en') as TTexts;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n catalogs', () => {
  it('fr.json and en.json have exactly the same keys', () => {
    const frKeys = keysOf(fr).sort();
    const enKeys = keysOf(en).sort();
    expect(enKeys.filter((key) => !frKeys.includes(key))).toEqual([]);
    expect(frKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = (catalog: unknown) =>
      keysOf(catalog).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        return typeof text !== 'string' || text.trim() === '';
      });
    expect(empty(fr)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('keeps the exact English wording of docs/product.md: Errors', () => {
    expect(en.login.error_401).toBe('We could not connect you with the given credentials.');
    expect(en.login.error_rest).toBe('We were not able to connect you. Please try again later.');
    expect(en.errors.connection).toBe(
      'We were unable to connect to our system. Please try again later.',
    );
    expect(en.errors.platform_error).toBe(
      'Something probably went wrong on our side. Please restart the app or try again later.',
    );
    expect(en.account_creation.received).toBe('Your account request was successfully sent!');
    expect(fr.account_creation.error.incomplete).toBe('Veuillez compléter le formulaire.');
    expect(fr.account_creation.error.incomplete_title).toBe('Erreur');
    expect(en.app.our_application).toBe('Our application');
  });

  it('logs a missing key and shows the key itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const text = i18n.t('nowhere.to_be_found' as string as TI18nKey);
    expect(text).toBe('nowhere.to_be_found');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nowhere.to_be_found'));
    warn.mockRestore();
  });
});
