import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML (the text stays, for clients that show only text). */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post…). */
  headers?: Record<string, string>;
  /**
   * `<id@host>`: the same id is the same message. A resend after a crash keeps it, so the
   * receiver (and the outbox folder, which names the file by it) holds one copy.
   */
  messageId?: string;
  /**
   * The message already built from the fields above (a fan-out builds thousands,
   * features/notifications/notification-mime.ts): sent as it is, not built again.
   */
  raw?: Buffer;
};
export type TMailer = { send: (mail: TMail) => Promise<void> };

export const MAIL_FROM = 'Habitat <no-reply@habitat.local>';
const FROM_ADDRESS = 'no-reply@habitat.local';

/** SMTP when configured, else each mail is written to `DATA_DIR/outbox/*.eml` so a fresh machine works. */
export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  log: (msg: string) => void;
}): TMailer {
  if (options.smtpUrl) {
    const { smtpUrl } = options;
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      send: async (mail) => {
        const { raw, ...fields } = mail;
        await (await transport()).sendMail(
          raw
            ? { envelope: { from: FROM_ADDRESS, to: mail.to }, raw }
            : { from: MAIL_FROM, ...fields },
        );
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  // Made once (and again if it failed): a fan-out's thousands of mails skip a round trip each.
  let folder: Promise<unknown> | undefined;
  const outboxFolder = () => {
    folder ??= mkdir(outbox, { recursive: true }).catch((error) => {
      folder = undefined;
      throw error;
    });
    return folder;
  };
  const build = async ({ raw: _, ...mail }: TMail) => {
    const info = await (await transport()).sendMail({ from: MAIL_FROM, ...mail });
    return { message: info.message as Buffer, messageId: info.messageId };
  };
  return {
    send: async (mail) => {
      const { message, messageId } = mail.raw
        ? { message: mail.raw, messageId: mail.messageId ?? '' }
        : await build(mail);
      await outboxFolder();
      const name = messageId.replace(/[^\w.-]/g, '');
      // A mail with its own id replaces its earlier copy: one file per message, however often sent.
      const file = join(outbox, mail.messageId ? `${name}.eml` : `${Date.now()}-${name}.eml`);
      await writeFile(file, message).catch(async (error) => {
        // The folder was removed while the server ran (mails cleared by hand): made again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        folder = undefined;
        await outboxFolder();
        await writeFile(file, message);
      });
      options.log(`Mail to ${mail.to} written to ${file}`);
    },
  };
}

/** nodemailer is loaded by the first mail, not at start-up. */
function lazyTransport(
  create: (nodemailer: typeof import('nodemailer')) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer));
    return transport;
  };
}
