/**
 * The invitation sent when a manager approves an account request. The request does not say
 * which language its author reads, so the mail is in both, French first.
 */
export function invitationMail(options: { link: string; appName: string; days: number }) {
  const { link, appName, days } = options;
  return {
    subject: `${appName} — votre compte est prêt / your account is ready`,
    text: [
      'Bonjour,',
      '',
      `Votre demande de compte ${appName} a été acceptée.`,
      `Ouvrez ce lien pour choisir votre mot de passe (valable ${days} jours, une seule fois) :`,
      link,
      '',
      '---',
      '',
      'Hello,',
      '',
      `Your request for a ${appName} account was approved.`,
      `Open the link above to choose your password (valid for ${days} days, once).`,
    ].join('\n'),
  };
}
