import { act, render, screen } from '@testing-library/preact';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { localStore } from '../lib/local-store';
import { setLocale } from './setup';
import { i18n, type TFunction, type TI18nKey } from './translator';
import { useTranslation } from './use-translation';

const missing = (key: string) => key as TI18nKey;

describe('translator', () => {
  it('fills {{placeholders}} with the values given', () => {
    expect(i18n.t('home.greeting', { name: 'Ada' })).toBe('Hello Ada!');
    expect(
      i18n.getFixedT('fr')('about.copyright', { year: 2025, company: 'Habitat', version: '1.2' }),
    ).toBe('© 2025 Habitat. Tous droits réservés. Version 1.2');
  });

  it('leaves a placeholder without a value as written, and empties one given as undefined', () => {
    expect(i18n.t('home.greeting')).toBe('Hello {{name}}!');
    expect(i18n.t('home.greeting', { other: 'x' })).toBe('Hello {{name}}!');
    expect(i18n.t('home.greeting', { name: undefined })).toBe('Hello !');
  });

  it('picks the plural form of the language from count', () => {
    const en = i18n.getFixedT('en');
    const fr = i18n.getFixedT('fr');
    expect(en('booking.places_left', { count: 1 })).toBe('1 place left');
    expect(en('booking.places_left', { count: 0 })).toBe('0 places left');
    expect(en('booking.places_left', { count: 3 })).toBe('3 places left');
    // French counts 0 and 1 as singular.
    expect(fr('booking.places_left', { count: 0 })).toBe('0 place restante');
    expect(fr('booking.places_left', { count: 2 })).toBe('2 places restantes');
  });

  it('logs a missing key with the language and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.getFixedT('fr')(missing('home.nowhere'))).toBe('home.nowhere');
    expect(warn).toHaveBeenCalledWith('[i18n] missing translation "home.nowhere" (fr)');
    // A branch of the catalog is not a text.
    expect(i18n.t(missing('home'))).toBe('home');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('knows which keys the current language has', () => {
    expect(i18n.exists('home.greeting')).toBe(true);
    expect(i18n.exists('home')).toBe(false);
    expect(i18n.exists('home.greeting.more')).toBe(false);
    expect(i18n.exists('booking.places_left')).toBe(false);
  });

  it('types keys from the French catalog', () => {
    const t: TFunction = (key) => key;
    // @ts-expect-error: not a key of fr.json
    t('nope');
    // @ts-expect-error: a branch, not a text
    t('home');
    expect(t('booking.places_left')).toBe('booking.places_left');
  });

  it('sets the document language when switching', () => {
    i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('app.retry')).toBe('Réessayer');
    i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('useTranslation', () => {
  it('re-renders in the new language and gives a new t to effects', async () => {
    const effectRuns: string[] = [];
    function Retry() {
      const { t, i18n: current } = useTranslation();
      useEffect(() => {
        effectRuns.push(t('app.retry'));
      }, [t]);
      return (
        <button type="button" lang={current.language}>
          {t('app.retry')}
        </button>
      );
    }
    render(<Retry />);
    expect(screen.getByRole('button')).toHaveTextContent('Try again');

    await act(() => setLocale('fr'));
    expect(screen.getByRole('button')).toHaveTextContent('Réessayer');
    expect(screen.getByRole('button')).toHaveAttribute('lang', 'fr');
    expect(effectRuns).toEqual(['Try again', 'Réessayer']);
    expect(localStore.getLocale()).toBe('fr');
  });

  it('stops listening once unmounted', () => {
    const listening = vi.spyOn(i18n, 'subscribe');
    function Label() {
      return <span>{useTranslation().t('app.retry')}</span>;
    }
    const { unmount } = render(<Label />);
    const unsubscribe = listening.mock.results[0]?.value as () => boolean;
    act(() => {
      unmount();
    });
    expect(unsubscribe()).toBe(false);
  });
});
