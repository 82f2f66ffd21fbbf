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
  home: {
    title: { fr: 'Votre immeuble, connecté', en: 'Your building, connected' },
    text: {
      fr: "Habitat réunit en une seule application tout ce qui fait la vie de votre immeuble : les nouvelles de la gestion, le babillard des résidents, vos demandes d'entretien, la réservation des espaces communs et les documents importants. Consultez-les où que vous soyez, à toute heure.",
      en: 'Habitat brings everything about life in your building into one app: news from management, the residents’ billboard, maintenance requests, booking of shared spaces and important documents. Check them wherever you are, at any time.',
    },
  },
  welcome: {
    description: {
      fr: "L'application des résidents : nouvelles, demandes, réservations et documents de votre immeuble, dans votre poche.",
      en: 'The residents’ app: news, requests, bookings and documents of your building, in your pocket.',
    },
  },
  about: {
    title: { fr: 'À propos de Habitat', en: 'About Habitat' },
    description: {
      fr: "Habitat est l'application des résidents d'immeubles gérés. Elle simplifie la communication entre les résidents et leur équipe de gestion et met les services de l'immeuble à portée de main : une demande d'entretien se fait en quelques secondes, une réservation de salle en quelques touches.",
      en: 'Habitat is the app for residents of managed buildings. It makes communication between residents and their management team simple and puts the services of the building at hand: a maintenance request takes seconds, booking a room a few taps.',
    },
    contact: {
      address: '400, rue Saint-Jacques, bureau 300, Montréal (Québec) H2Y 1S1',
      phone: '1 855 555-0123',
      email: 'support@habitat.example.com',
      website: 'www.habitat.example.com',
    },
  },
  foodLink: 'https://food.habitat.example.com',
  stores: {
    ios: 'https://apps.apple.com/ca/app/habitat-residents/id6450000001',
    android: 'https://play.google.com/store/apps/details?id=com.habitat.residents',
  },
  supportContact: null,
};
