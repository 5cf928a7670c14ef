import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';

/**
 * SMTP when SMTP_HOST is set; otherwise every message is written as an .eml file under
 * data/mail, where a developer can open it.
 */
export function mailTransport(dataDir: string, env: NodeJS.ProcessEnv = process.env): Transporter {
  if (env.SMTP_HOST) {
    return nodemailer.createTransport({
      // A few connections kept open and reused: a morning's digest is thousands of mails.
      pool: true,
      maxConnections: Number(env.SMTP_MAX_CONNECTIONS ?? 4),
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT ?? 587),
      secure: env.SMTP_SECURE === 'true',
      ignoreTLS: env.SMTP_IGNORE_TLS === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  const dir = path.join(dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const send = stream.sendMail.bind(stream);
  // Write each buffered message to a file, then report it sent.
  stream.sendMail = (async (message: Parameters<typeof send>[0]) => {
    const info = (await send(message)) as { message: Buffer; messageId: string };
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`);
    writeFileSync(file, info.message);
    return info;
  }) as typeof send;
  return stream;
}
