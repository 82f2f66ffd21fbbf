import type { TBrandContent } from './types';

/** A Quebec property manager's own tenant app (docs/product.md alternate brand). */
export const alternateBrand: TBrandContent = {
  id: 'alternate',
  appTitle: 'Laurentia',
  company: { fr: 'Gestion immobilière Laurentia', en: 'Laurentia Property Management' },
  iconPath: '/brand/alternate/icon.svg',
  themeColor: '#1b2f4b',
  palette: [
    '#eef3f9',
    '#d6e1ef',
    '#adc3de',
    '#7fa1ca',
    '#5a84b8',
    '#3f6ca6',
    '#2f5d8a',
    '#254a70',
    '#1b2f4b',
    '#111e31',
  ],
  foodLink: null,
};
