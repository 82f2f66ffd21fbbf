import 'i18next';
import type fr from './fr.json';

// Keys are typed from the French catalog (the default locale); i18n.test.ts keeps en.json in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}
