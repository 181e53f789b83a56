import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  /** Where a reply goes when it is not the sender (a customer's message to customer service). */
  replyTo?: { name: string; address: string };
  text: string;
  html?: string;
  /** Read from disk as the mail is written, never held whole; `attachment` so a mail program does not open it inline. */
  attachments?: { filename: string; path: string; contentType?: string; contentDisposition?: 'attachment' }[];
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
  // Each message is streamed into a file beside the outbox and moved in whole: a reader of the outbox
  // never sees half a message, and a big one is never held in memory.
  const writing = path.join(config.dataDir, 'outbox-writing');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: false, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = (await transport.sendMail({ from: config.mailFrom, ...message })) as { message: Readable };
      // Time, then a sequence number: names sort in sending order even within one millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${crypto.randomBytes(3).toString('hex')}.eml`;
      const partial = path.join(writing, name);
      try {
        await fs.promises.mkdir(writing, { recursive: true });
        await fs.promises.mkdir(outbox, { recursive: true });
        await pipeline(info.message, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, path.join(outbox, name));
      } catch (error) {
        info.message.destroy();
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
  };
}
