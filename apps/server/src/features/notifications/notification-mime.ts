/**
 * A notification e-mail's raw message, made as nodemailer makes it (its own encoders, the same
 * headers in the same order, the same transfer encodings) without its stream machinery, which
 * cost about 1 ms of CPU a mail: a fan-out to a building sends thousands. What is the same for
 * every reader of an event in one language (From, Subject, the boundary) is encoded once by
 * `mimeTemplate`; each mail then only adds its reader's To, Message-ID, Date, List-Unsubscribe
 * and encodes its two bodies (they hold the reader's own unsubscribe link).
 */
import { randomBytes } from 'node:crypto';
import type * as Base64 from 'nodemailer/lib/base64';
import type * as MimeFuncs from 'nodemailer/lib/mime-funcs';
import type * as Qp from 'nodemailer/lib/qp';
import { MAIL_FROM, type TMail } from '#server/lib/mail';

type TEncoders = { qp: typeof Qp; base64: typeof Base64; mime: typeof MimeFuncs };

let encoders: Promise<TEncoders> | undefined;
/**
 * nodemailer's encoders, loaded by the first mail (as the mailer loads nodemailer); named by their
 * files, as Node's own ESM loader (the built server) wants them.
 */
export function loadMimeEncoders() {
  encoders ??= Promise.all([
    import('nodemailer/lib/qp/index.js'),
    import('nodemailer/lib/base64/index.js'),
    import('nodemailer/lib/mime-funcs/index.js'),
  ]).then(([qp, base64, mime]) => ({
    qp: qp.default ?? qp,
    base64: base64.default ?? base64,
    mime: mime.default ?? mime,
  }));
  return encoders;
}

/** An address nodemailer writes as it is (its domain lowercased); anything else it builds itself. */
const PLAIN_ADDRESS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9.-]+$/;

/** nodemailer's Q/B choice for a text: Q unless it has fewer Latin letters than other symbols. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: nodemailer counts control characters
const NON_LATIN = /[\x00-\x08\x0B\x0C\x0E-\x1F\u0080-\uFFFF]/g;
const textEncoding = (value: string): 'Q' | 'B' =>
  (value.match(NON_LATIN) ?? []).length < (value.match(/[a-z]/gi) ?? []).length ? 'Q' : 'B';

/**
 * A header value on one line: CR, LF (a CRLF as one), the other C0 controls, DEL and the Unicode
 * line and paragraph separators become a space, as nodemailer does for CR and LF. The console
 * refuses them in every text that reaches a header; this keeps text stored before from adding
 * header lines to a resident's mail.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
const LINE_BREAKING = /\r?\n|[\x00-\x1F\x7F\u2028\u2029]/g;
export const oneLineHeaderValue = (value: string) => value.replace(LINE_BREAKING, ' ');

export type TMimeTemplate = (mail: TMail) => Buffer | undefined;

/**
 * The raw builder for the mails of one event in one language (one subject). Answers undefined
 * for a mail it does not make as nodemailer would (an address with a name or non-ASCII, another
 * subject): the mailer then builds that one itself.
 */
export function mimeTemplate({ qp, base64, mime }: TEncoders, subject: string): TMimeTemplate {
  const header = (key: string, value: string) =>
    mime.foldLines(`${key}: ${oneLineHeaderValue(value)}`, 76);
  const encodeWords = (text: string) => {
    const value = oneLineHeaderValue(text);
    return (mime.encodeWords as (v: string, e: 'Q' | 'B', max: number, all: boolean) => string)(
      value,
      textEncoding(value),
      52,
      true,
    );
  };
  const boundary = `--_NmP-${randomBytes(8).toString('hex')}-Part_1`;
  const shared = {
    from: header('From', MAIL_FROM),
    subject: header('Subject', encodeWords(subject)),
    tail: [
      'MIME-Version: 1.0',
      header('Content-Type', `multipart/alternative; boundary="${boundary}"`),
    ],
  };
  const part = (contentType: string, content: string) => {
    const plain = mime.isPlainText(content) && !mime.hasLongerLines(content, 76);
    const encoding = plain ? '7bit' : textEncoding(content) === 'Q' ? 'quoted-printable' : 'base64';
    const body =
      encoding === '7bit'
        ? content
        : encoding === 'quoted-printable'
          ? qp.wrap(qp.encode(content), 76)
          : base64.wrap(Buffer.from(content).toString('base64'), 76);
    return [
      `--${boundary}`,
      `Content-Type: ${contentType}; charset=utf-8`,
      `Content-Transfer-Encoding: ${encoding}`,
      '',
      body,
    ].join('\r\n');
  };
  return (mail) => {
    if (mail.subject !== subject || !PLAIN_ADDRESS.test(mail.to) || mail.html === undefined)
      return undefined;
    const at = mail.to.lastIndexOf('@');
    const to = `${mail.to.slice(0, at)}@${mail.to.slice(at + 1).toLowerCase()}`;
    const messageId = (mail.messageId ?? '').replace(/\r?\n|\r/g, ' ');
    if (!/^<[^<>]+>$/.test(messageId)) return undefined;
    const head = [
      ...Object.entries(mail.headers ?? {}).map(([key, value]) => header(key, encodeWords(value))),
      shared.from,
      header('To', to),
      shared.subject,
      header('Message-ID', messageId),
      header('Date', new Date().toUTCString().replace(/GMT/, '+0000')),
      ...shared.tail,
    ];
    return Buffer.from(
      [
        head.join('\r\n'),
        '',
        part('text/plain', mail.text),
        part('text/html', mail.html),
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
  };
}
