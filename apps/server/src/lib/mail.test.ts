import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail';

const tempDir = () => mkdtempSync(join(tmpdir(), 'habitat-mail-'));

/** Headers (unfolded) and body of a raw message. */
function parseEml(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

const emlFiles = (dataDir: string) => {
  const outbox = join(dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
};

describe('createMailer without SMTP_URL', () => {
  it('writes each mail as a real .eml file into DATA_DIR/outbox', async () => {
    const dataDir = tempDir();
    const logs: string[] = [];
    const mailer = createMailer({ dataDir, log: (m) => logs.push(m) });
    expect(emlFiles(dataDir)).toEqual([]);

    await mailer.send({
      to: 'resident@example.com',
      subject: 'Reset your password',
      text: 'Hello,\n\nOpen this link: https://residents.example.org/reset_password?token=abc123\n',
    });

    const files = emlFiles(dataDir);
    expect(files).toHaveLength(1);
    const path = join(dataDir, 'outbox', files[0]!);
    const { headers, body } = parseEml(readFileSync(path, 'utf8'));
    expect(headers.get('to')).toBe('resident@example.com');
    expect(headers.get('from')).toMatch(/<no-reply@[^>]+>/);
    expect(headers.get('subject')).toBe('Reset your password');
    expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(headers.get('date')).toBeTruthy();
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(decodeBody(headers, body)).toContain(
      'Open this link: https://residents.example.org/reset_password?token=abc123',
    );
    expect(logs).toEqual([expect.stringContaining(path)]);
    expect(logs[0]).toContain('resident@example.com');
  });

  it('keeps accents and long lines intact in the subject and body', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ dataDir, log: () => {} });
    const link = `https://residents.example.org/reset_password?token=${'t'.repeat(80)}`;
    const text = [
      'Bonjour,',
      '',
      'Vous avez demandé à réinitialiser votre mot de passe Habitat.',
      `Ouvrez ce lien pour en choisir un nouveau (valable 60 minutes, une seule fois) : ${link}`,
    ].join('\n');
    await mailer.send({
      to: 'cotenant@example.com',
      subject: 'Habitat — réinitialisation de votre mot de passe',
      text,
    });

    const [file] = emlFiles(dataDir);
    const { headers, body } = parseEml(readFileSync(join(dataDir, 'outbox', file!), 'utf8'));
    expect(headers.get('to')).toBe('cotenant@example.com');
    expect(decodeHeader(headers.get('subject')!)).toBe(
      'Habitat — réinitialisation de votre mot de passe',
    );
    expect(headers.get('content-type')).toMatch(/charset=utf-8/i);
    const decoded = decodeBody(headers, body).replace(/\r\n/g, '\n');
    expect(decoded).toContain('Vous avez demandé à réinitialiser votre mot de passe Habitat.');
    expect(decoded).toContain(link);
  });

  it('writes one file per mail, even for mails sent at the same moment', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ dataDir, log: () => {} });
    const recipients = ['a@example.com', 'b@example.com', 'c@example.com'];
    await Promise.all(
      recipients.map((to) => mailer.send({ to, subject: `For ${to}`, text: `Body for ${to}` })),
    );
    const files = emlFiles(dataDir);
    expect(files).toHaveLength(3);
    const to = files.map((f) =>
      parseEml(readFileSync(join(dataDir, 'outbox', f), 'utf8')).headers.get('to'),
    );
    expect(to.sort()).toEqual(recipients);
  });
});

describe('createMailer: notification e-mails', () => {
  const notification = (text: string) => ({
    to: 'resident@example.com',
    subject: 'Nouvelle réponse à votre demande n° 0000123',
    text,
    html: `<p>${text}</p><p><a href="https://residents.example.org/requests/123">Ouvrir</a></p>`,
    headers: {
      'List-Unsubscribe': '<https://residents.example.org/api/notifications/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: '<delivery-42@residents.example.org>',
  });

  it('writes text and HTML, the extra headers and the given Message-ID', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ dataDir, log: () => {} });
    await mailer.send(notification('Une réponse est arrivée.'));
    const [file] = emlFiles(dataDir);
    const raw = readFileSync(join(dataDir, 'outbox', file!), 'utf8');
    const { headers } = parseEml(raw);
    expect(headers.get('message-id')).toBe('<delivery-42@residents.example.org>');
    expect(headers.get('list-unsubscribe')).toBe(
      '<https://residents.example.org/api/notifications/unsubscribe?token=abc>',
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  });

  it('keeps one file per Message-ID: a resend replaces the earlier copy', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ dataDir, log: () => {} });
    await mailer.send(notification('First attempt.'));
    await mailer.send(notification('Second attempt.'));
    await mailer.send({ ...notification('Another delivery.'), messageId: '<delivery-43@x.org>' });
    const files = emlFiles(dataDir).sort();
    expect(files).toEqual(['delivery-42residents.example.org.eml', 'delivery-43x.org.eml']);
    const raw = readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain('Second attempt.');
    expect(raw).not.toContain('First attempt.');
  });

  it('makes the outbox folder again when it was removed while the mailer runs', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ dataDir, log: () => {} });
    await mailer.send(notification('Before.'));
    rmSync(join(dataDir, 'outbox'), { recursive: true });
    await mailer.send({ ...notification('After.'), messageId: '<delivery-44@x.org>' });
    expect(emlFiles(dataDir)).toEqual(['delivery-44x.org.eml']);
  });
});

/** A real SMTP server on the loopback that keeps each message it accepts, with its envelope. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; data: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createMailer with SMTP_URL', () => {
  it('hands each mail to the SMTP server, built or pre-built (raw, with its envelope), and writes nothing to the outbox', async () => {
    const dataDir = tempDir();
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ dataDir, smtpUrl: smtp.url, log: () => {} });
      await mailer.send({ to: 'resident@example.com', subject: 'Hello', text: 'Body' });
      const raw = Buffer.from(
        'From: Habitat <no-reply@habitat.local>\r\nTo: sophie@example.com\r\n' +
          'Subject: Pre-built\r\nMessage-ID: <delivery-7@habitat.local>\r\n\r\nThe body.\r\n',
      );
      await mailer.send({ to: 'sophie@example.com', subject: 'Pre-built', text: '', raw });

      expect(smtp.received.map(({ from, to }) => ({ from, to }))).toEqual([
        { from: 'no-reply@habitat.local', to: ['resident@example.com'] },
        { from: 'no-reply@habitat.local', to: ['sophie@example.com'] },
      ]);
      const built = parseEml(smtp.received[0]!.data.toString());
      expect(built.headers.get('subject')).toBe('Hello');
      expect(built.body.trim()).toBe('Body');
      // The pre-built message goes as it is, byte for byte (SMTP's dot-stuffing undone).
      expect(smtp.received[1]!.data.equals(raw)).toBe(true);
      expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it('fails the send when the server cannot be reached (the queue retries it)', async () => {
    const dataDir = tempDir();
    // Port 1 on the loopback refuses the connection at once.
    const mailer = createMailer({ dataDir, smtpUrl: 'smtp://127.0.0.1:1', log: () => {} });
    await expect(
      mailer.send({ to: 'resident@example.com', subject: 'Hello', text: 'Body' }),
    ).rejects.toThrow();
    expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
  });
});
