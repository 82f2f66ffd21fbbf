import type { TBrand, TTranslatable } from '@habitat/shared';

/** The /welcome page's line and store links, per brand (also the web app manifest's description). */
export const brandWelcome: Record<
  TBrand,
  { description: TTranslatable; stores: { ios: string; android: string } }
> = {
  default: {
    description: {
      fr: "L'application des résidents : nouvelles, demandes, réservations et documents de votre immeuble, dans votre poche.",
      en: 'The residents’ app: news, requests, bookings and documents of your building, in your pocket.',
    },
    stores: {
      ios: 'https://apps.apple.com/ca/app/habitat-residents/id6450000001',
      android: 'https://play.google.com/store/apps/details?id=com.habitat.residents',
    },
  },
  alternate: {
    description: {
      fr: "L'espace résidents de Gestion immobilière Laurentia : avis, demandes d'entretien et réservations, où que vous soyez.",
      en: 'The resident portal of Laurentia Property Management: notices, maintenance requests and bookings, wherever you are.',
    },
    stores: {
      ios: 'https://apps.apple.com/ca/app/laurentia-residents/id6450000002',
      android: 'https://play.google.com/store/apps/details?id=ca.laurentia.residents',
    },
  },
};
