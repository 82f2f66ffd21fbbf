/**
 * The invitation a manager sends a new manager: who invited them, to which buildings, and the
 * link to choose a password, which then signs them in to the console (the password page's
 * welcome form, like a new resident's invitation). The inviter's language is not the new
 * manager's, so the mail is in both, French first.
 */
export function managerInvitationMail(options: {
  link: string;
  /** Where the console's sign-in page is, for the next times. */
  consoleUrl: string;
  appName: string;
  days: number;
  inviter: string;
  buildings: readonly string[];
}) {
  const { link, consoleUrl, appName, days, inviter } = options;
  const buildings = options.buildings.join(', ');
  return {
    subject: `${appName} — invitation à gérer ${buildings} / invitation to manage ${buildings}`,
    text: [
      'Bonjour,',
      '',
      `${inviter} vous invite à gérer ${buildings} dans la console ${appName}.`,
      `Ouvrez ce lien pour choisir votre mot de passe (valable ${days} jours, une seule fois) :`,
      link,
      'Vous serez ensuite connecté à la console.',
      `Pour vous y connecter plus tard : ${consoleUrl}`,
      '',
      '---',
      '',
      'Hello,',
      '',
      `${inviter} invites you to manage ${buildings} in the ${appName} console.`,
      `Open the link above to choose your password (valid for ${days} days, once):`,
      'you will then be signed in to the console.',
      `To sign in to it later: ${consoleUrl}`,
    ].join('\n'),
  };
}
