import type { TBrand, TTranslatable } from '@habitat/shared';

/** The operator's presentation on /about, per brand: only /about downloads it. */
export const brandAbout: Record<
  TBrand,
  {
    title: TTranslatable;
    description: TTranslatable;
  }
> = {
  default: {
    title: { fr: 'À propos de Habitat', en: 'About Habitat' },
    description: {
      fr: "Habitat est l'application des résidents d'immeubles gérés. Elle simplifie la communication entre les résidents et leur équipe de gestion et met les services de l'immeuble à portée de main : une demande d'entretien se fait en quelques secondes, une réservation de salle en quelques touches.",
      en: 'Habitat is the app for residents of managed buildings. It makes communication between residents and their management team simple and puts the services of the building at hand: a maintenance request takes seconds, booking a room a few taps.',
    },
  },
  alternate: {
    title: { fr: 'Gestion immobilière Laurentia', en: 'Laurentia Property Management' },
    description: {
      fr: "Entreprise familiale québécoise fondée en 1987, Gestion immobilière Laurentia gère plus de 4 000 logements et locaux commerciaux à Montréal, Laval et Québec. Nos gestionnaires, concierges et techniciens veillent chaque jour à la qualité de vie de nos locataires et à l'entretien de nos immeubles.",
      en: 'A Quebec family business founded in 1987, Laurentia Property Management manages more than 4,000 apartments and commercial spaces in Montreal, Laval and Quebec City. Every day, our property managers, janitors and technicians look after the comfort of our tenants and the upkeep of our buildings.',
    },
  },
};
