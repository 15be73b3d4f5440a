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

/**
 * The transport behind the e-mail queue (server/mail/fila.ts): it delivers one message or throws.
 * Services never call it: they queue (`deps.emails`), and the queue's sender calls this.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Each SMTP phase gives up after this (nodemailer's defaults are 2 min, 30 s and 10 min). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP_URL set: nodemailer sends it (connection, greeting and socket inactivity limited to
 * SMTP_TIMEOUT_MS, so a server that accepts and never answers fails the attempt in 10 s). Unset: the
 * message is written to DATA_DIR/outbox as an .eml file (nodemailer's stream transport builds the
 * same MIME message) and its links are logged.
 */
export function createMailer(env: Env, logger: Logger): Mailer {
  const from = `"${env.siteName}" <nao-responda@${new URL(env.publicUrl).hostname || 'localhost'}>`;
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: env.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
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
