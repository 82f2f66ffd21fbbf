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
  home: {
    title: {
      fr: 'Bienvenue dans votre communauté Laurentia',
      en: 'Welcome to your Laurentia community',
    },
    text: {
      fr: "Depuis 1987, Gestion immobilière Laurentia prend soin d'immeubles résidentiels et commerciaux partout au Québec. Dans cette application, suivez les avis de votre gestionnaire, soumettez vos demandes d'entretien, réservez la salle commune ou la borne de recharge et retrouvez les documents de votre immeuble.",
      en: 'Since 1987, Laurentia Property Management has taken care of residential and commercial buildings across Quebec. In this app, follow the notices from your property manager, submit maintenance requests, book the common room or the charging station and find the documents of your building.',
    },
  },
  welcome: {
    description: {
      fr: "L'espace résidents de Gestion immobilière Laurentia : avis, demandes d'entretien et réservations, où que vous soyez.",
      en: 'The resident portal of Laurentia Property Management: notices, maintenance requests and bookings, wherever you are.',
    },
  },
  about: {
    title: { fr: 'Gestion immobilière Laurentia', en: 'Laurentia Property Management' },
    description: {
      fr: "Entreprise familiale québécoise fondée en 1987, Gestion immobilière Laurentia gère plus de 4 000 logements et locaux commerciaux à Montréal, Laval et Québec. Nos gestionnaires, concierges et techniciens veillent chaque jour à la qualité de vie de nos locataires et à l'entretien de nos immeubles.",
      en: 'A Quebec family business founded in 1987, Laurentia Property Management manages more than 4,000 apartments and commercial spaces in Montreal, Laval and Quebec City. Every day, our property managers, janitors and technicians look after the comfort of our tenants and the upkeep of our buildings.',
    },
    contact: {
      address: '1250, boulevard René-Lévesque Ouest, bureau 2200, Montréal (Québec) H3B 4W8',
      phone: '514 555-0142',
      email: 'residents@laurentia.example.com',
      website: 'www.laurentia.example.com',
    },
  },
  foodLink: null,
  stores: {
    ios: 'https://apps.apple.com/ca/app/laurentia-residents/id6450000002',
    android: 'https://play.google.com/store/apps/details?id=ca.laurentia.residents',
  },
  supportContact: {
    fr: "Besoin d'aide ? Joignez le service aux résidents au 514 555-0142 ou à residents@laurentia.example.com.",
    en: 'Need help? Reach resident services at 514 555-0142 or residents@laurentia.example.com.',
  },
};
