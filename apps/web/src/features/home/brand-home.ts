import type { TBrand, TTranslatable } from '@habitat/shared';

/** The brand's title and text of /home (docs/product.md: brand flag): only the home page downloads them. */
export const brandHome: Record<TBrand, { title: TTranslatable; text: TTranslatable }> = {
  default: {
    title: { fr: 'Votre immeuble, connecté', en: 'Your building, connected' },
    text: {
      fr: "Habitat réunit en une seule application tout ce qui fait la vie de votre immeuble : les nouvelles de la gestion, le babillard des résidents, vos demandes d'entretien, la réservation des espaces communs et les documents importants. Consultez-les où que vous soyez, à toute heure.",
      en: 'Habitat brings everything about life in your building into one app: news from management, the residents’ billboard, maintenance requests, booking of shared spaces and important documents. Check them wherever you are, at any time.',
    },
  },
  alternate: {
    title: {
      fr: 'Bienvenue dans votre communauté Laurentia',
      en: 'Welcome to your Laurentia community',
    },
    text: {
      fr: "Depuis 1987, Gestion immobilière Laurentia prend soin d'immeubles résidentiels et commerciaux partout au Québec. Dans cette application, suivez les avis de votre gestionnaire, soumettez vos demandes d'entretien, réservez la salle commune ou la borne de recharge et retrouvez les documents de votre immeuble.",
      en: 'Since 1987, Laurentia Property Management has taken care of residential and commercial buildings across Quebec. In this app, follow the notices from your property manager, submit maintenance requests, book the common room or the charging station and find the documents of your building.',
    },
  },
};
