import type { TBrand, TTranslatable } from '@habitat/shared';

/** An extra line under the login 401 message: one brand only (docs/product.md: Errors). */
export const brandSupportContact: Record<TBrand, TTranslatable | null> = {
  default: null,
  alternate: {
    fr: "Besoin d'aide ? Joignez le service aux résidents au 514 555-0142 ou à residents@laurentia.example.com.",
    en: 'Need help? Reach resident services at 514 555-0142 or residents@laurentia.example.com.',
  },
};
