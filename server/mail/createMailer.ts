import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../dataFolder/privateModes.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** links the mail carries (reset and activation), also kept in the outbox file for tests and operators */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** folder of the file outbox, when no SMTP server is configured */
  outboxDir: string | null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** SMTP through nodemailer when `smtpUrl` is set; otherwise each mail is written as JSON to an outbox folder. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const html = (m: MailMessage) =>
    `<p>${escapeHtml(m.text).replace(/\n/g, '<br>')}</p>` +
    m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('');
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: null,
      async send(m) {
        await transport.sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text, html: html(m) });
      },
    };
  }
  return {
    outboxDir: options.outboxDir,
    async send(m) {
      await mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_FOLDER });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const body = { from: options.from, ...m, html: html(m), sent_at: new Date().toISOString() };
      await writeFile(path.join(options.outboxDir, name), `${JSON.stringify(body, null, 2)}\n`, {
        mode: PRIVATE_FILE,
      });
    },
  };
}
