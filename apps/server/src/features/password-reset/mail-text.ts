import type { TLocale } from '@habitat/shared';

/** `reset`: the resident asked for the link; `set`: their building's manager sent it. */
export type TPasswordLinkPurpose = 'reset' | 'set';

export function resetMail(options: {
  locale: TLocale;
  purpose?: TPasswordLinkPurpose;
  link: string;
  appName: string;
  minutes: number;
}) {
  if (options.purpose === 'set') return passwordSetMail(options);
  const { locale, link, appName, minutes } = options;
  switch (locale) {
    case 'fr':
      return {
        subject: `${appName} — réinitialisation de votre mot de passe`,
        text: [
          'Bonjour,',
          '',
          `Vous avez demandé à réinitialiser votre mot de passe ${appName}.`,
          `Ouvrez ce lien pour en choisir un nouveau (valable ${minutes} minutes, une seule fois) :`,
          link,
          '',
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.",
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${appName} — reset your password`,
        text: [
          'Hello,',
          '',
          `You asked to reset your ${appName} password.`,
          `Open this link to choose a new one (valid for ${minutes} minutes, once):`,
          link,
          '',
          'If you did not ask for this, ignore this message: your password stays the same.',
        ].join('\n'),
      };
  }
}

function passwordSetMail(options: {
  locale: TLocale;
  link: string;
  appName: string;
  minutes: number;
}) {
  const { locale, link, appName, minutes } = options;
  switch (locale) {
    case 'fr':
      return {
        subject: `${appName} — choisissez votre mot de passe`,
        text: [
          'Bonjour,',
          '',
          `La gestion de votre immeuble vous envoie ce lien pour choisir votre mot de passe ${appName}.`,
          `Ouvrez-le pour le choisir (valable ${minutes} minutes, une seule fois) :`,
          link,
          '',
          'Vous serez ensuite connecté et arriverez sur votre accueil.',
          "Si le lien a expiré, demandez-en un autre à la gestion ou utilisez « Mot de passe oublié » à l'écran de connexion.",
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${appName} — choose your password`,
        text: [
          'Hello,',
          '',
          `Your building's management sent you this link to choose your ${appName} password.`,
          `Open it to choose one (valid for ${minutes} minutes, once):`,
          link,
          '',
          'You will then be signed in and taken to your home page.',
          "If the link has expired, ask the management for another one or use 'Forgot password' on the sign-in screen.",
        ].join('\n'),
      };
  }
}
