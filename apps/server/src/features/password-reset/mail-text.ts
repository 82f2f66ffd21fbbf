import type { TLocale } from '@habitat/shared';

export function resetMail(options: {
  locale: TLocale;
  link: string;
  appName: string;
  minutes: number;
}) {
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
