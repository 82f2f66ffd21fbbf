import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

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
};
export type TMailer = { send: (mail: TMail) => Promise<void> };

const FROM = 'Habitat <no-reply@habitat.local>';

/** SMTP when configured, else each mail is written to `DATA_DIR/outbox/*.eml` so a fresh machine works. */
export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  log: (msg: string) => void;
}): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      const name = info.messageId.replace(/[^\w.-]/g, '');
      // A mail with its own id replaces its earlier copy: one file per message, however often sent.
      const file = join(outbox, mail.messageId ? `${name}.eml` : `${Date.now()}-${name}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`Mail to ${mail.to} written to ${file}`);
    },
  };
}
