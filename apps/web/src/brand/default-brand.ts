import type { TBrandContent } from './types';

export const defaultBrand: TBrandContent = {
  id: 'default',
  appTitle: 'Habitat',
  company: { fr: 'Habitat', en: 'Habitat' },
  iconPath: '/brand/default/icon.svg',
  themeColor: '#0f766e',
  palette: [
    '#e6fcf8',
    '#c3f4ea',
    '#99e9da',
    '#66dac6',
    '#3bcab3',
    '#1fb5a0',
    '#14998a',
    '#0f766e',
    '#0c5f59',
    '#084844',
  ],
  foodLink: 'https://food.habitat.example.com',
};
