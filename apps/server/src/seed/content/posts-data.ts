import type { TPostStatus, TTranslatable } from '@habitat/shared';
import type { TIconName } from './icons';
import type { TPalette } from './photos';

const JSL = 'jardins-saint-laurent';
const CP = 'carre-peel';
const RESIDENT = 'resident@example.com';
const SOPHIE = 'sophie.lavoie@example.com';
const MATHIEU = 'mathieu.bergeron@example.com';
const AMIRA = 'amira.haddad@example.com';
const MANAGER = 'manager@example.com';
const SHOP = 'shop@example.com';

/**
 * A billboard notice. Days are counted from the seed day: `start` and `end` from now
 * (negative: already started), `created` back from now. `photo`: a generated illustration.
 */
export type TSeedPost = {
  property: string;
  author: string;
  status: TPostStatus;
  title: TTranslatable;
  subTitle: TTranslatable;
  body: TTranslatable;
  start: number;
  end: number;
  created: number;
  photo?: { subcaption: string; icon: TIconName; palette: TPalette };
  decisionNote?: string;
};

const fr = (text: string): TTranslatable => ({ fr: text, en: '' });

/** Nine on the billboard of Les Jardins (three desktop pages), hidden ones around them. */
export const DEMO_POSTS: TSeedPost[] = [
  {
    property: JSL,
    author: SOPHIE,
    status: 'published',
    start: -0.2,
    end: 14,
    created: 0.3,
    title: { fr: 'Chat perdu : Tigrou', en: 'Lost cat: Tigrou' },
    subTitle: { fr: 'Chat roux, collier bleu', en: 'Orange tabby, blue collar' },
    body: {
      fr: "Notre chat Tigrou s'est échappé mardi soir par la porte du garage. Il est roux, porte un collier bleu et a peur des inconnus. Merci de jeter un œil dans vos balcons et vos casiers du sous-sol. Appelez-moi au (514) 555-0131, unité 101. Une récompense est offerte.",
      en: 'Our cat Tigrou slipped out through the garage door on Tuesday evening. He is orange, wears a blue collar and is shy with strangers. Please check your balconies and basement lockers. Call me at (514) 555-0131, unit 101. A reward is offered.',
    },
    photo: { subcaption: 'Vu pour la dernière fois au garage', icon: 'cat', palette: 'sunset' },
  },
  {
    property: JSL,
    author: MATHIEU,
    status: 'published',
    start: -1,
    end: 9,
    created: 2,
    title: { fr: 'Vente de garage samedi', en: 'Garage sale on Saturday' },
    subTitle: { fr: 'Cour arrière, de 9 h à 14 h', en: 'Back courtyard, 9 a.m. to 2 p.m.' },
    body: {
      fr: "Nous déménageons bientôt et vendons vaisselle, livres, jouets, un vélo d'enfant et une petite bibliothèque. Tout est à petit prix. Beau temps, mauvais temps : sous l'abri de la cour. Paiement comptant ou virement Interac.",
      en: "We are moving soon and are selling dishes, books, toys, a child's bike and a small bookcase. Everything is cheap. Rain or shine: under the courtyard shelter. Cash or Interac transfer.",
    },
    photo: { subcaption: 'Cour arrière · samedi', icon: 'parcel', palette: 'ember' },
  },
  {
    property: JSL,
    author: AMIRA,
    status: 'published',
    start: -2,
    end: 30,
    created: 3,
    title: {
      fr: 'Covoiturage au Marché Jean-Talon',
      en: 'Carpool to the Jean-Talon Market',
    },
    subTitle: { fr: 'Le samedi matin, 3 places', en: 'Saturday mornings, 3 seats' },
    body: {
      fr: "Je vais au Marché Jean-Talon chaque samedi vers 8 h 30 et je reviens vers 11 h. J'ai trois places libres et de la place dans le coffre pour vos paniers. On partage l'essence et le stationnement. Écrivez-moi, unité 412.",
      en: 'I drive to the Jean-Talon Market every Saturday around 8:30 a.m. and come back around 11. I have three free seats and trunk space for your baskets. We share gas and parking. Write to me, unit 412.',
    },
    photo: { subcaption: 'Départ devant le hall', icon: 'car', palette: 'forest' },
  },
  {
    property: JSL,
    author: SOPHIE,
    status: 'published',
    start: -3,
    end: 45,
    created: 4,
    title: { fr: 'Cours de piano pour enfants', en: 'Piano lessons for children' },
    subTitle: { fr: 'Débutants, 6 à 12 ans', en: 'Beginners, ages 6 to 12' },
    body: {
      fr: "Pianiste diplômée de l'École de musique Vincent-d'Indy, j'offre des cours de 30 minutes dans mon logement, le mercredi après l'école et le samedi matin. Premier cours d'essai gratuit. Unité 101.",
      en: "A graduate of the Vincent-d'Indy music school, I teach 30-minute lessons in my apartment, Wednesdays after school and Saturday mornings. First trial lesson free. Unit 101.",
    },
    photo: { subcaption: 'Mercredi et samedi', icon: 'music', palette: 'plum' },
  },
  {
    property: JSL,
    author: MATHIEU,
    status: 'published',
    start: -4,
    end: 10,
    created: 5,
    title: { fr: 'Meubles à donner', en: 'Furniture to give away' },
    subTitle: {
      fr: 'Sofa trois places et table de cuisine',
      en: 'Three-seat sofa and kitchen table',
    },
    body: {
      fr: "Sofa gris en bon état (aucun animal, non-fumeur) et table de cuisine en bois avec quatre chaises. C'est gratuit, il faut seulement venir les chercher au 3e étage. L'ascenseur de service est réservé jeudi soir.",
      en: 'Grey sofa in good condition (no pets, non-smoking) and a wooden kitchen table with four chairs. Free, you only need to pick them up on the 3rd floor. The service elevator is booked Thursday evening.',
    },
    photo: { subcaption: 'À prendre au 3e étage', icon: 'sofa', palette: 'slate' },
  },
  {
    property: JSL,
    author: AMIRA,
    status: 'published',
    start: -6,
    end: 20,
    created: 7,
    title: { fr: 'Échange de plantes', en: 'Plant swap' },
    subTitle: { fr: 'Salle commune, dimanche 14 h', en: 'Common room, Sunday 2 p.m.' },
    body: {
      fr: "Apportez vos boutures, pousses et plantes d'intérieur dont vous voulez vous séparer, et repartez avec celles des voisins. Il y aura aussi du terreau et des petits pots. Thé et biscuits offerts.",
      en: "Bring cuttings, seedlings and house plants you want to part with, and leave with your neighbours'. Potting soil and small pots will be there too. Tea and cookies provided.",
    },
    photo: { subcaption: 'Salle commune · dimanche', icon: 'leaf', palette: 'mint' },
  },
  {
    property: JSL,
    author: MANAGER,
    status: 'published',
    start: -8,
    end: 21,
    created: 8,
    title: { fr: 'Vélo trouvé dans le stationnement', en: 'Bike found in the garage' },
    subTitle: { fr: 'Vélo de ville vert, sans cadenas', en: 'Green city bike, no lock' },
    body: {
      fr: 'Un vélo de ville vert a été laissé sans cadenas près de la place P-14. Il est rangé au bureau de la gestion. Son propriétaire peut le récupérer en le décrivant, du lundi au vendredi de 9 h à 17 h.',
      en: 'A green city bike was left unlocked near spot P-14. It is kept at the management office. Its owner can collect it by describing it, Monday to Friday, 9 a.m. to 5 p.m.',
    },
    photo: { subcaption: 'Au bureau de la gestion', icon: 'bike', palette: 'lake' },
  },
  {
    property: JSL,
    author: MATHIEU,
    status: 'published',
    start: -10,
    end: 60,
    created: 11,
    title: {
      fr: 'Gardiennage le soir et la fin de semaine',
      en: 'Evening and weekend babysitting',
    },
    subTitle: { fr: 'Gardienne avertie, 15 ans', en: 'Certified babysitter, 15 years old' },
    body: {
      fr: "Ma fille Léa a suivi le cours Gardiens avertis de la Croix-Rouge et cherche des familles de l'immeuble. Disponible les soirs de semaine jusqu'à 22 h et la fin de semaine. Références sur demande, unité 305.",
      en: 'My daughter Léa took the Red Cross babysitting course and is looking for families in the building. Available weeknights until 10 p.m. and weekends. References on request, unit 305.',
    },
  },
  {
    property: JSL,
    author: AMIRA,
    status: 'published',
    start: -13,
    end: 40,
    created: 14,
    title: { fr: 'Club de lecture des Jardins', en: 'Les Jardins book club' },
    subTitle: { fr: 'Un jeudi par mois', en: 'One Thursday a month' },
    body: {
      fr: 'Ce mois-ci, nous lisons « Kukum » de Michel Jean. Rencontre dans la salle commune, en français et en anglais, à 19 h. Tout le monde est bienvenu, même sans avoir fini le livre!',
      en: "This month we are reading 'Kukum' by Michel Jean. We meet in the common room, in French and English, at 7 p.m. Everyone is welcome, even if you did not finish the book!",
    },
  },
  // Not on the billboard today: over, not started yet, waiting, removed.
  {
    property: JSL,
    author: MATHIEU,
    status: 'published',
    start: -20,
    end: -1,
    created: 21,
    title: { fr: 'Entraide pour le déneigement', en: 'Snow shovelling help' },
    subTitle: { fr: 'Les balcons du 3e', en: 'Third-floor balconies' },
    body: {
      fr: 'Qui voudrait partager une pelle et un bac de sel pour les balcons du 3e étage? On se relaie après chaque bordée.',
      en: 'Who wants to share a shovel and a salt bin for the third-floor balconies? We take turns after each snowfall.',
    },
  },
  {
    property: JSL,
    author: SOPHIE,
    status: 'published',
    start: 5,
    end: 12,
    created: 1,
    title: { fr: 'Fête des voisins', en: 'Neighbours day' },
    subTitle: { fr: 'Dans la cour, apportez un plat', en: 'In the courtyard, bring a dish' },
    body: {
      fr: 'Un repas-partage dans la cour pour faire connaissance. Tables et chaises fournies.',
      en: 'A potluck in the courtyard to get to know each other. Tables and chairs provided.',
    },
  },
  {
    property: JSL,
    author: AMIRA,
    status: 'pending',
    start: 2,
    end: 30,
    created: 0.5,
    title: { fr: 'Yoga sur le toit', en: 'Rooftop yoga' },
    subTitle: { fr: 'Le dimanche matin', en: 'Sunday mornings' },
    body: {
      fr: 'Séance de yoga douce sur la terrasse du toit, apportez votre tapis.',
      en: 'Gentle yoga session on the roof terrace, bring your mat.',
    },
  },
  {
    property: JSL,
    author: SOPHIE,
    status: 'finished',
    start: -30,
    end: 10,
    created: 31,
    title: { fr: 'Cherche place de stationnement', en: 'Looking for a parking spot' },
    subTitle: { fr: "Pour l'hiver", en: 'For the winter' },
    body: { fr: 'Trouvée, merci à tous!', en: 'Found, thanks everyone!' },
  },
  // The demo resident's own posts: the billboard's second tab. Written in the app: French only.
  {
    property: JSL,
    author: RESIDENT,
    status: 'pending',
    start: 1,
    end: 21,
    created: 0.1,
    title: fr('Cherche partenaire de course'),
    subTitle: fr('Parc Jeanne-Mance, 6 h 30'),
    body: fr(
      "Je cours 5 km trois matins par semaine autour du parc Jeanne-Mance et j'aimerais avoir de la compagnie. Rythme tranquille, tous les niveaux sont bienvenus. Unité 204.",
    ),
  },
  {
    property: JSL,
    author: RESIDENT,
    status: 'accepted',
    start: 3,
    end: 17,
    created: 2,
    title: fr('Atelier de réparation de vélos'),
    subTitle: fr('Garage, place P-3'),
    body: fr(
      "J'ai des outils et un support à vélo : venez ajuster vos freins et vos dérailleurs avant la belle saison. C'est gratuit, apportez seulement vos chambres à air de rechange.",
    ),
    photo: { subcaption: 'Garage · place P-3', icon: 'bike', palette: 'dusk' },
    decisionNote: 'Merci! Publication prévue au début de l’atelier.',
  },
  {
    property: JSL,
    author: RESIDENT,
    status: 'rejected',
    start: 1,
    end: 7,
    created: 4,
    title: fr('Billets de hockey à vendre'),
    subTitle: fr('Deux billets pour samedi'),
    body: fr('Deux billets pour le match de samedi au Centre Bell, 150 $ chacun.'),
    decisionNote:
      'Le babillard est réservé aux échanges entre voisins : la revente de billets n’y est pas permise.',
  },
  // Carré Peel
  {
    property: CP,
    author: SHOP,
    status: 'published',
    start: -1,
    end: 14,
    created: 2,
    title: { fr: 'Dégustation de cafés au 110', en: 'Coffee tasting at suite 110' },
    subTitle: { fr: 'Jeudi, de 15 h à 17 h', en: 'Thursday, 3 to 5 p.m.' },
    body: {
      fr: "Nous recevons un torréfacteur du Mile End pour une dégustation offerte aux occupants de l'édifice. Passez nous voir entre deux réunions!",
      en: 'A Mile End roaster is visiting for a free tasting for everyone working in the building. Drop by between meetings!',
    },
  },
  {
    property: CP,
    author: MANAGER,
    status: 'published',
    start: -5,
    end: 25,
    created: 5,
    title: { fr: 'Objets trouvés au hall', en: 'Lost and found in the lobby' },
    subTitle: { fr: 'Parapluies, clés, un manteau', en: 'Umbrellas, keys, a coat' },
    body: {
      fr: 'Plusieurs objets attendent leur propriétaire au comptoir de sécurité du hall : parapluies, un trousseau de clés et un manteau noir. Ils seront donnés à un organisme à la fin du mois.',
      en: 'Several items are waiting for their owners at the lobby security desk: umbrellas, a set of keys and a black coat. They will be donated to a charity at the end of the month.',
    },
  },
];
