import type { TLocale } from '@habitat/shared';

type TMailText = { subject: string; text: string };

/** To the new address: the link that applies the change. */
export function confirmEmailMail(options: {
  locale: TLocale;
  link: string;
  appName: string;
  hours: number;
}): TMailText {
  const { locale, link, appName, hours } = options;
  switch (locale) {
    case 'fr':
      return {
        subject: `${appName} — confirmez votre nouvelle adresse courriel`,
        text: [
          'Bonjour,',
          '',
          `Vous avez demandé que cette adresse devienne celle de votre compte ${appName}.`,
          `Ouvrez ce lien pour confirmer (valable ${hours} heures, une seule fois) :`,
          link,
          '',
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.",
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${appName} — confirm your new e-mail address`,
        text: [
          'Hello,',
          '',
          `You asked for this address to become the one of your ${appName} account.`,
          `Open this link to confirm (valid for ${hours} hours, once):`,
          link,
          '',
          'If you did not ask for this, ignore this message: nothing changes.',
        ].join('\n'),
      };
  }
}

/** To the current address: someone signed in with the password asked to move the account. */
export function emailChangeNoticeMail(options: {
  locale: TLocale;
  newEmail: string;
  appName: string;
}): TMailText {
  const { locale, newEmail, appName } = options;
  switch (locale) {
    case 'fr':
      return {
        subject: `${appName} — demande de changement d'adresse courriel`,
        text: [
          'Bonjour,',
          '',
          `Une demande a été faite pour que votre compte ${appName} utilise l'adresse ${newEmail}.`,
          'Le changement ne se fera que si le lien envoyé à cette adresse est ouvert.',
          '',
          "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe dans votre profil : quelqu'un le connaît.",
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${appName} — e-mail address change requested`,
        text: [
          'Hello,',
          '',
          `Someone asked for your ${appName} account to use the address ${newEmail}.`,
          'The change happens only if the link sent to that address is opened.',
          '',
          'If this was not you, change your password on your profile: someone knows it.',
        ].join('\n'),
      };
  }
}

/** To an address another account already uses: no link, and the asker is not told. */
export function emailTakenMail(options: { locale: TLocale; appName: string }): TMailText {
  const { locale, appName } = options;
  switch (locale) {
    case 'fr':
      return {
        subject: `${appName} — adresse courriel déjà utilisée`,
        text: [
          'Bonjour,',
          '',
          `Quelqu'un a demandé que cette adresse devienne celle d'un compte ${appName}, mais elle est déjà celle d'un autre compte. Rien n'a changé.`,
          '',
          "Si c'était vous, utilisez une autre adresse ou connectez-vous au compte qui l'utilise déjà.",
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${appName} — e-mail address already in use`,
        text: [
          'Hello,',
          '',
          `Someone asked for this address to become the one of a ${appName} account, but another account already uses it. Nothing changed.`,
          '',
          'If this was you, use another address or sign in to the account that already uses it.',
        ].join('\n'),
      };
  }
}
