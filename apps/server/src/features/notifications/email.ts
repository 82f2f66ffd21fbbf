/**
 * The e-mail of a notification: the inbox title as subject, a short text and HTML body with a
 * link to the thing it is about, and (for a person's own types) the one-click unsubscribe of
 * RFC 8058 in the headers and as a visible link.
 */
import {
  formatPrice,
  isUnmutable,
  notificationTitle,
  type TLocale,
  type TNotificationParams,
  type TNotificationType,
} from '@habitat/shared';
import type { TMail } from '#server/lib/mail';

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    open: 'Ouvrir',
    reason: 'Motif',
    note: 'Mot de la gestion',
    refund: 'Remboursement',
    why: (app: string) => `Vous recevez ce message parce que vous utilisez ${app}.`,
    whyUrgent: (app: string) =>
      `Vous recevez ce message parce qu’il s’agit d’un avis urgent de votre immeuble sur ${app} : ces avis ne peuvent pas être désactivés.`,
    whyAccount: (app: string) =>
      `Vous recevez ce message parce que cette adresse a été donnée dans une demande de compte sur ${app}.`,
    unsubscribe: 'Ne plus recevoir ces messages par courriel',
  },
  en: {
    hello: 'Hello,',
    open: 'Open',
    reason: 'Reason',
    note: "The management's note",
    refund: 'Refund',
    why: (app: string) => `You receive this message because you use ${app}.`,
    whyUrgent: (app: string) =>
      `You receive this message because it is an urgent notice for your building on ${app}: such notices cannot be turned off.`,
    whyAccount: (app: string) =>
      `You receive this message because this address was given in an account request on ${app}.`,
    unsubscribe: 'Stop receiving these messages by e-mail',
  },
} as const;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** "Label : value" in French, "Label: value" in English. */
const labelled = (locale: TLocale, label: string, value: string) =>
  `${label}${locale === 'fr' ? ' : ' : ': '}${value}`;

/** The reader's own details the e-mail may carry (never someone else's). */
function details(params: TNotificationParams, locale: TLocale): string[] {
  const t = TEXTS[locale];
  const lines = [
    params.reason ? labelled(locale, t.reason, params.reason) : null,
    params.note ? labelled(locale, t.note, params.note) : null,
    params.refundCents ? labelled(locale, t.refund, formatPrice(params.refundCents, locale)) : null,
  ];
  return lines.filter((line): line is string => line !== null);
}

/** Why the reader gets this mail: a mail without an unsubscribe link says why it has none. */
function whyText(type: TNotificationType, locale: TLocale, appName: string) {
  const t = TEXTS[locale];
  if (isUnmutable(type)) return t.whyUrgent(appName);
  if (type === 'account_declined' || type === 'account_approved') return t.whyAccount(appName);
  return t.why(appName);
}

export function notificationMail(options: {
  to: string;
  type: TNotificationType;
  params: TNotificationParams;
  locale: TLocale;
  appName: string;
  /** The absolute address of the thing it is about. */
  url: string;
  /** The one-click address (POST) and the web page (GET) that stop this type by e-mail. */
  unsubscribe?: { oneClickUrl: string; pageUrl: string };
  messageId: string;
}): TMail {
  const { locale, appName, url, unsubscribe } = options;
  const t = TEXTS[locale];
  const title = notificationTitle(options.type, options.params, locale);
  const lines = details(options.params, locale);
  const why = whyText(options.type, locale, appName);
  const text = [
    t.hello,
    '',
    title,
    ...lines,
    '',
    labelled(locale, t.open, url),
    '',
    '-- ',
    why,
    ...(unsubscribe ? [labelled(locale, t.unsubscribe, unsubscribe.pageUrl)] : []),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(t.hello)}</p>`,
    `<p><strong>${escapeHtml(title)}</strong></p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#1c7ed6;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(t.open)}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(why)}`,
    unsubscribe
      ? ` <a href="${escapeHtml(unsubscribe.pageUrl)}">${escapeHtml(t.unsubscribe)}</a>`
      : '',
    '</p></body></html>',
  ].join('\n');
  return {
    to: options.to,
    subject: title,
    text,
    html,
    messageId: options.messageId,
    headers: unsubscribe
      ? {
          'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}
