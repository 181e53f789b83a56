import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  /** Where a reply goes when it is not the sender (a customer's message to customer service). */
  replyTo?: { name: string; address: string };
  text: string;
  html?: string;
  attachments?: { filename: string; path: string; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in `<dataDir>/outbox`. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom'>): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return { send: async (message) => void (await transport.sendMail({ from: config.mailFrom, ...message })) };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = (await transport.sendMail({ from: config.mailFrom, ...message })) as { message: Buffer };
      await fs.promises.mkdir(outbox, { recursive: true });
      // Time, then a sequence number: names sort in sending order even within one millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${crypto.randomBytes(3).toString('hex')}.eml`;
      await fs.promises.writeFile(path.join(outbox, name), info.message);
    },
  };
}
