// Issue 28 §3: two app processes on one PostgreSQL, one SMTP server: every queued e-mail is
// delivered exactly once (each process's sender claims rows with FOR UPDATE SKIP LOCKED).
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../server/mail/mailer.js';
import { type RunningServer, startServer } from '../e2e/server.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import { freePort } from '../helpers/servidor.js';

let banco: TestDb;
let servidores: RunningServer[] = [];
let smtp: SMTPServer | null = null;
afterAll(async () => {
  await Promise.all(servidores.map((s) => s.stop()));
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  await banco?.cleanup();
});

const TOTAL = 30;

describe('two app processes, one e-mail queue', () => {
  it(`delivers each of ${TOTAL} queued e-mails once, the two senders sharing the work`, async () => {
    const porta = await freePort();
    const recebidas: string[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        // a slow server: the two processes' senders overlap for seconds
        stream.on('end', () =>
          setTimeout(() => {
            recebidas.push(session.envelope.rcptTo[0].address);
            callback();
          }, 200),
        );
      },
    });
    await new Promise<void>((r) => smtp?.listen(porta, '127.0.0.1', r));

    banco = await createPostgresTestDb();
    const mensagens: MailMessage[] = Array.from({ length: TOTAL }, (_, i) => ({
      to: `pessoa${i}@exemplo.com.br`,
      subject: `Aviso ${i}`,
      text: `Olá ${i}`,
      html: `<p>Olá ${i}</p>`,
    }));
    // queued before either process starts (nothing woken here): both senders find them at boot
    await banco.deps.db.transaction().execute((trx) => banco.deps.emails.enfileirar(trx, mensagens));

    const ambiente = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://vitrine.teste',
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: '4',
      DATABASE_URL: banco.env.databaseUrl as string,
      SMTP_URL: `smtp://127.0.0.1:${porta}`,
    };
    servidores = await Promise.all([startServer(ambiente), startServer(ambiente)]);

    const linhas = () => banco.deps.db.selectFrom('emails').select(['estado', 'tentativas']).execute();
    await expect
      .poll(async () => (await linhas()).filter((l) => l.estado === 'enviado').length, { timeout: 30_000 })
      .toBe(TOTAL);
    expect(recebidas).toHaveLength(TOTAL);
    expect(new Set(recebidas).size).toBe(TOTAL);
    expect((await linhas()).every((l) => l.tentativas === 1)).toBe(true);
    const porProcesso = servidores.map((s) => (s.output().match(/"msg":"e-mail enviado"/g) ?? []).length);
    expect(porProcesso[0] + porProcesso[1]).toBe(TOTAL);
    expect(Math.min(...porProcesso)).toBeGreaterThan(0);
    process.stdout.write(
      `[dois processos] ${TOTAL} e-mails, entregues ${porProcesso.join(' + ')}, 0 repetidos\n`,
    );
  }, 90_000);
});
