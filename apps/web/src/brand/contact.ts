import type { TBrand } from '@habitat/shared';

export type TBrandContact = { address: string; phone: string; email: string; website: string };

/** The operator's contact details, per brand: /about's contact block and the legal pages. */
export const brandContact: Record<TBrand, TBrandContact> = {
  default: {
    address: '400, rue Saint-Jacques, bureau 300, Montréal (Québec) H2Y 1S1',
    phone: '1 855 555-0123',
    email: 'support@habitat.example.com',
    website: 'www.habitat.example.com',
  },
  alternate: {
    address: '1250, boulevard René-Lévesque Ouest, bureau 2200, Montréal (Québec) H3B 4W8',
    phone: '514 555-0142',
    email: 'residents@laurentia.example.com',
    website: 'www.laurentia.example.com',
  },
};
