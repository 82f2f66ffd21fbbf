import type { TLocale } from '@habitat/shared';
import { welcomeLink } from '#server/features/password-reset/service';

/**
 * Where an invitation's link leads: the password page in its welcome form, which signs the new
 * resident in once the first password is chosen (POST /api/invitations/{token}).
 */
export function invitationLink(publicUrl: string, token: string) {
  return welcomeLink(publicUrl, token, 'resident');
}

/** What made the account: an approved account request, or a manager adding them to a lease. */
export type TInvitationReason =
  | { kind: 'approval' }
  | { kind: 'lease'; inviter: string; unit: string; building: string };

type TInvitation = {
  reason: TInvitationReason;
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
      i.reason.kind === 'lease'
        ? `Bienvenue ! ${i.reason.inviter} vous invite dans ${i.appName} pour le logement ${i.reason.unit} de ${i.reason.building}. Votre compte est prêt.`
        : `Bienvenue ! Votre demande de compte ${i.appName} a été acceptée et votre compte est prêt.`,
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
      i.reason.kind === 'lease'
        ? `Welcome! ${i.reason.inviter} invited you to ${i.appName} for unit ${i.reason.unit} of ${i.reason.building}. Your account is ready.`
        : `Welcome! Your request for a ${i.appName} account was approved and your account is ready.`,
      `All that is left is to choose your password with this link (valid for ${i.days} days, once):`,
      i.link,
      '',
      `You will then be signed in and taken to your home page. You sign in with: ${i.email}`,
    ],
  }),
};

/**
 * The one mail an invitation sends (an approval, a lease): a welcome saying why, with the link
 * to choose a first password. It is in both languages, the person's own first where known (the
 * resident chooses the app's language later).
 */
export function invitationMail(invitation: TInvitation & { locale: TLocale }) {
  const order: TLocale[] = invitation.locale === 'en' ? ['en', 'fr'] : ['fr', 'en'];
  const [first, second] = order.map((locale) => TEXTS[locale](invitation));
  return {
    subject: `${first!.subject} / ${second!.subject}`,
    text: [...first!.lines, '', '---', '', ...second!.lines].join('\n'),
  };
}
