import type { TLocale } from '@habitat/shared';

/**
 * Where an invitation's link leads: the password page in its welcome form, which signs the new
 * resident in once the first password is chosen (POST /api/invitations/{token}).
 */
export function invitationLink(publicUrl: string, token: string) {
  return `${publicUrl}/reset_password?token=${encodeURIComponent(token)}&invitation=1`;
}

type TInvitation = {
  link: string;
  appName: string;
  days: number;
  firstName: string;
  /** The address the resident signs in with. */
  email: string;
};

const TEXTS: Record<TLocale, (i: TInvitation) => { subject: string; lines: string[] }> = {
  fr: (i) => ({
    subject: `Bienvenue dans ${i.appName} — choisissez votre mot de passe`,
    lines: [
      `Bonjour ${i.firstName},`,
      '',
      `Bienvenue ! Votre demande de compte ${i.appName} a été acceptée et votre compte est prêt.`,
      `Il ne reste qu'à choisir votre mot de passe avec ce lien (valable ${i.days} jours, une seule fois) :`,
      i.link,
      '',
      `Vous serez ensuite connecté et arriverez sur votre accueil. Votre identifiant : ${i.email}`,
    ],
  }),
  en: (i) => ({
    subject: `Welcome to ${i.appName} — choose your password`,
    lines: [
      `Hello ${i.firstName},`,
      '',
      `Welcome! Your request for a ${i.appName} account was approved and your account is ready.`,
      `All that is left is to choose your password with this link (valid for ${i.days} days, once):`,
      i.link,
      '',
      `You will then be signed in and taken to your home page. You sign in with: ${i.email}`,
    ],
  }),
};

/**
 * The one mail an approval sends: a welcome with the link to choose a first password. It is in
 * both languages, the request's own first (the resident chooses the app's language later).
 */
export function invitationMail(invitation: TInvitation & { locale: TLocale }) {
  const order: TLocale[] = invitation.locale === 'en' ? ['en', 'fr'] : ['fr', 'en'];
  const [first, second] = order.map((locale) => TEXTS[locale](invitation));
  return {
    subject: `${first!.subject} / ${second!.subject}`,
    text: [...first!.lines, '', '---', '', ...second!.lines].join('\n'),
  };
}
