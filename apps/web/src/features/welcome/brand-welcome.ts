import type { TBrand, TTranslatable } from '@habitat/shared';

/**
 * The /welcome page's line, per brand (also the web app manifest's description). The store links
 * are the deployment's, from GET /api/config (`apps`).
 */
export const brandWelcome: Record<TBrand, { description: TTranslatable }> = {
  default: {
    description: {
      fr: "L'application des résidents : nouvelles, demandes, réservations et documents de votre immeuble, dans votre poche.",
      en: 'The residents’ app: news, requests, bookings and documents of your building, in your pocket.',
    },
  },
  alternate: {
    description: {
      fr: "L'espace résidents de Gestion immobilière Laurentia : avis, demandes d'entretien et réservations, où que vous soyez.",
      en: 'The resident portal of Laurentia Property Management: notices, maintenance requests and bookings, wherever you are.',
    },
  },
};
