import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.js';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Links worth logging when the message goes to the outbox (development). */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP_URL set: nodemailer sends it. Unset: the message is written to DATA_DIR/outbox as an .eml
 * file (nodemailer's stream transport builds the same MIME message) and its links are logged.
 */
export function createMailer(env: Env, logger: Logger): Mailer {
  const from = `"${env.siteName}" <nao-responda@${new URL(env.publicUrl).hostname || 'localhost'}>`;
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...withoutLinks(message) });
        logger.info({ to: message.to, subject: message.subject }, 'e-mail enviado');
      },
    };
  }
  const outbox = path.join(env.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...withoutLinks(message) });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file, links: message.links },
        'e-mail gravado na caixa de saída',
      );
    },
  };
}

function withoutLinks({ links: _links, ...rest }: MailMessage) {
  return rest;
}
