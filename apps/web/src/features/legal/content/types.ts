export type TLegalSection = { heading: string; paragraphs: readonly string[] };
export type TLegalDocument = { intro: string; sections: readonly TLegalSection[] };

/** What the texts name: the operator of this deployment and how to reach it. */
export type TLegalContext = {
  appTitle: string;
  company: string;
  email: string;
  address: string;
  phone: string;
};

export const LEGAL_UPDATED = { fr: '1er novembre 2026', en: 'November 1, 2026' } as const;
