import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Decodes quoted-printable bodies (nodemailer's choice for long lines). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  body: string;
}

/** Every .eml in DATA_DIR/outbox, oldest first, with headers and decoded body. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      const to = raw.match(/^To: (.+)$/m)?.[1]?.trim() ?? '';
      const subjectRaw = raw.match(/^Subject: (.+(?:\n\s+.+)*)$/m)?.[1] ?? '';
      const subject = subjectRaw.replace(/=\?UTF-8\?Q\?(.+?)\?=/gi, (_m, q: string) =>
        decodeQuotedPrintable(q.replace(/_/g, ' ')),
      );
      return { file: f, to, subject: subject.replace(/\s*\n\s*/g, ' '), body: decodeQuotedPrintable(raw) };
    });
}

/** The outbox once the e-mail queue of `t` has delivered everything due (the sender runs after the commit). */
export async function entregues(t: { dataDir: string; deps: { emails: { esvaziar(): Promise<number> } } }) {
  await t.deps.emails.esvaziar();
  return readOutbox(t.dataDir);
}

/** The first link to `caminho` in the newest message to `email`. */
export function linkFromOutbox(dataDir: string, email: string, caminho: string): string | null {
  const msgs = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
  for (const m of msgs.reverse()) {
    const re = new RegExp(`https?://[^\\s"<>]+${caminho.replace('/', '\\/')}\\?[^\\s"<>]+`);
    const found = m.body.match(re)?.[0];
    if (found) return found.replace(/&#38;/g, '&');
  }
  return null;
}

/** Waits for a message with a link (e-mails of recovery and resend go out after the answer). */
export async function waitForLink(
  dataDir: string,
  email: string,
  caminho: string,
  timeoutMs = 5000,
): Promise<string> {
  const start = Date.now();
  for (;;) {
    const link = linkFromOutbox(dataDir, email, caminho);
    if (link) return link;
    if (Date.now() - start > timeoutMs) throw new Error(`nenhum e-mail com ${caminho} para ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
