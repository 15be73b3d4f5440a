// The e-mail queue (issue 28 §3): claims, retries, give-up, the admin panel and retention.
import { afterEach, describe, expect, it } from 'vitest';
import { abrirBanco } from '../../db/client.js';
import { type AppDeps, createDeps } from '../../server/deps.js';
import { createLogger } from '../../server/logger.js';
import { criarFilaEmails, esperaAposFalha } from '../../server/mail/fila.js';
import type { MailMessage } from '../../server/mail/mailer.js';
import { executarRotinaDiaria } from '../../server/services/rotina-diaria.service.js';
import { readOutbox } from '../auth/outbox.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

let t: TestDb;
const depois: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of depois.splice(0)) await f();
  await t?.cleanup();
});

const msg = (i: number): MailMessage => ({
  to: `pessoa${i}@exemplo.com.br`,
  subject: `Assunto ${i}`,
  text: `Olá ${i}`,
  html: `<p>Olá ${i}</p>`,
});
const fila = () => t.deps.db.selectFrom('emails').selectAll().orderBy('id').execute();
const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A second "process": its own connection (pool) to the same database, its own sender. */
function outroProcesso(): AppDeps {
  const banco = abrirBanco(t.env);
  const deps = createDeps({ ...banco, env: t.env, logger: createLogger('silent') });
  depois.push(async () => {
    await deps.emails.parar();
    await banco.db.destroy();
  });
  return deps;
}

describe('e-mail queue', () => {
  it('two senders on two connections to one database deliver each of 40 e-mails exactly once', async () => {
    t = await createTestDb();
    const outro = outroProcesso();
    // queued in one transaction (nothing woken), then both senders drain at the same time
    await t.deps.db.transaction().execute(async (trx) => {
      await t.deps.emails.enfileirar(
        trx,
        Array.from({ length: 40 }, (_, i) => msg(i)),
      );
    });
    const entregas: { por: string; para: string }[] = [];
    const transporte = (por: string) => ({
      async send(m: MailMessage) {
        // a delivery takes a little while, so the two senders overlap
        await espera(2 + Math.random() * 5);
        entregas.push({ por, para: m.to });
      },
    });
    t.deps.mail = transporte('a');
    outro.mail = transporte('b');
    const a = criarFilaEmails(t.deps, { dono: 'processo-a' });
    const b = criarFilaEmails(outro, { dono: 'processo-b' });
    await Promise.all([a.esvaziar(), b.esvaziar(), a.esvaziar(), b.esvaziar()]);

    expect(entregas).toHaveLength(40);
    expect(new Set(entregas.map((e) => e.para)).size).toBe(40);
    // both took part (the claim lets them share the work, not wait on each other)
    expect(entregas.some((e) => e.por === 'a')).toBe(true);
    expect(entregas.some((e) => e.por === 'b')).toBe(true);
    const linhas = await fila();
    expect(
      linhas.every((l) => l.estado === 'enviado' && l.tentativas === 1 && l.reservado_por === null),
    ).toBe(true);
  });

  it('a row leased to another sender is not taken until its lease ends', async () => {
    t = await createTestDb();
    const outro = outroProcesso();
    await t.deps.db.transaction().execute((trx) => t.deps.emails.enfileirar(trx, msg(1)));
    let liberar = () => {};
    const entregas: string[] = [];
    t.deps.mail = {
      send: (m) =>
        new Promise<void>((r) => {
          liberar = () => {
            entregas.push(`a:${m.to}`);
            r();
          };
        }),
    };
    outro.mail = { send: async (m) => void entregas.push(`b:${m.to}`) };
    const a = criarFilaEmails(t.deps, { dono: 'a' });
    const b = criarFilaEmails(outro, { dono: 'b' });
    const emA = a.esvaziar();
    // A holds the row (its SMTP is slow): B finds nothing to do
    await expect.poll(async () => (await fila())[0].reservado_por).toBe('a');
    expect(await b.esvaziar()).toBe(0);
    liberar();
    expect(await emA).toBe(1);
    expect(entregas).toEqual(['a:pessoa1@exemplo.com.br']);
  });

  it('retries with a growing wait, then gives up after 24 h (falhou, with the last error)', async () => {
    expect([1, 2, 3, 4].map((n) => esperaAposFalha(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(esperaAposFalha(20)).toBe(60 * 60 * 1000);

    t = await createTestDb();
    let n = 0;
    t.deps.mail = {
      send: async () => {
        n++;
        throw new Error(`Connection timeout (${n})`);
      },
    };
    await t.deps.emails.enfileirar(t.deps.db, msg(1));
    await expect.poll(async () => (await fila())[0].tentativas).toBe(1);
    const [uma] = await fila();
    expect(uma.estado).toBe('pendente');
    expect(uma.ultimo_erro).toBe('Connection timeout (1)');
    // not due again before its backoff: nothing is attempted now
    expect(await t.deps.emails.esvaziar()).toBe(0);
    expect(n).toBe(1);

    // due again, but its 24 h are over: this failure gives it up
    await t.deps.db
      .updateTable('emails')
      .set({
        proxima_em: new Date(Date.now() - 1000).toISOString(),
        desiste_em: new Date(Date.now() - 1).toISOString(),
      })
      .execute();
    await t.deps.emails.esvaziar();
    const [falhou] = await fila();
    expect(falhou).toMatchObject({ estado: 'falhou', tentativas: 2, ultimo_erro: 'Connection timeout (2)' });
    // a given-up e-mail is never attempted again by itself
    await t.deps.db
      .updateTable('emails')
      .set({ proxima_em: new Date(0).toISOString() })
      .execute();
    await t.deps.emails.esvaziar();
    expect(n).toBe(2);
  });

  it('once a delivery succeeds after failures, the e-mails waiting for their backoff go at once', async () => {
    t = await createTestDb();
    const entregues: string[] = [];
    let fora = true;
    t.deps.mail = {
      send: async (m) => {
        if (fora) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        entregues.push(m.to);
      },
    };
    await t.deps.emails.enfileirar(t.deps.db, msg(1));
    await expect.poll(async () => (await fila())[0].tentativas).toBe(1);
    await t.deps.emails.enfileirar(t.deps.db, msg(2));
    await expect.poll(async () => (await fila())[1].tentativas).toBe(1);
    // both wait 30 s for their next attempt; the server comes back and a new e-mail is queued
    expect(await t.deps.emails.esvaziar()).toBe(0);
    fora = false;
    await t.deps.emails.enfileirar(t.deps.db, msg(3));
    await expect.poll(() => entregues.length).toBe(3);
    expect(entregues).toEqual(['pessoa3@exemplo.com.br', 'pessoa1@exemplo.com.br', 'pessoa2@exemplo.com.br']);
  });

  it('admin panel: counts, the failed ones with their error, and Reenviar delivers (tRPC and REST)', async () => {
    t = await createTestDb();
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const caller = await callerFor(t.deps, admin);
    const transporteOutbox = t.deps.mail;
    // one sent, one given up, one pending being retried
    await t.deps.emails.enfileirar(t.deps.db, msg(1));
    await t.deps.emails.esvaziar();
    t.deps.mail = {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    await t.deps.db.transaction().execute((trx) => t.deps.emails.enfileirar(trx, [msg(2), msg(3)]));
    await t.deps.db
      .updateTable('emails')
      .set({ desiste_em: new Date(Date.now() - 1).toISOString() })
      .where('destinatario', '=', 'pessoa2@exemplo.com.br')
      .execute();
    await t.deps.emails.esvaziar(); // pessoa2: gives up (a failure ends the round)
    await t.deps.emails.esvaziar(); // pessoa3: first failure, retried later

    const painel = await caller.admin.emails({});
    expect(painel).toMatchObject({ pendentes: 1, enviados: 1, falhas: 1, tentando: 1, total: 2 });
    expect(painel.rows.map((r) => [r.destinatario, r.estado, r.tentativas, r.ultimo_erro])).toEqual([
      ['pessoa2@exemplo.com.br', 'falhou', 1, 'connect ECONNREFUSED 127.0.0.1:25'],
      ['pessoa3@exemplo.com.br', 'pendente', 1, 'connect ECONNREFUSED 127.0.0.1:25'],
    ]);
    // never the body (it may hold a sign-in link)
    expect(JSON.stringify(painel)).not.toContain('Olá');

    // SMTP is back: Reenviar over REST puts it back in the queue and the sender delivers it
    t.deps.mail = transporteOutbox;
    const { request } = httpClient(t.deps);
    const { token } = await loginAs(t.deps, admin);
    const id = painel.rows[0].id;
    const res = await request('POST', `/api/admin/emails/${id}/reenviar`, { token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('E-mail de volta à fila: será enviado em instantes.');
    expect(res.json.email).toMatchObject({ id, estado: 'pendente', tentativas: 0 });
    await expect
      .poll(() => readOutbox(t.dataDir).filter((m) => m.to.includes('pessoa2@exemplo.com.br')).length)
      .toBe(1);
    await expect.poll(async () => (await caller.admin.emails({})).falhas).toBe(0);
    await expect.poll(async () => (await caller.admin.emails({})).pendentes).toBe(0);
    const auditoria = await t.deps.db
      .selectFrom('auditoria')
      .selectAll()
      .where('acao', '=', 'reenviar')
      .execute();
    expect(auditoria).toMatchObject([{ admin_id: admin.id, entidade: 'email', entidade_id: String(id) }]);

    // a sent one has nothing to resend; an unknown id is a 404
    const enviado = (await fila()).find((l) => l.destinatario === 'pessoa1@exemplo.com.br');
    const repetido = await request('POST', `/api/admin/emails/${enviado?.id}/reenviar`, { token });
    expect(repetido.status).toBe(409);
    expect(repetido.json.message).toBe('Este e-mail já foi entregue; não há o que reenviar.');
    expect((await request('POST', '/api/admin/emails/99999/reenviar', { token })).status).toBe(404);
    const lista = await request('GET', '/api/admin/emails', { token });
    expect(lista.status).toBe(200);
    // the delivery after failures says the transport is back: pessoa3 stopped waiting for its backoff
    expect(lista.json).toMatchObject({ enviados: 3, falhas: 0, pendentes: 0 });
  });

  it('the daily job deletes sent e-mails past EMAIL_RETENTION_DAYS and given-up ones past 30 days', async () => {
    t = await createTestDb({ EMAIL_RETENTION_DAYS: '7' });
    await t.deps.db
      .transaction()
      .execute((trx) => t.deps.emails.enfileirar(trx, [msg(1), msg(2), msg(3), msg(4), msg(5)]));
    const dias = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString();
    const marcar = (i: number, v: Record<string, string>) =>
      t.deps.db
        .updateTable('emails')
        .set(v)
        .where('destinatario', '=', `pessoa${i}@exemplo.com.br`)
        .execute();
    await marcar(1, { estado: 'enviado', enviado_em: dias(8), updated_at: dias(8) });
    await marcar(2, { estado: 'enviado', enviado_em: dias(6), updated_at: dias(6) });
    await marcar(3, { estado: 'falhou', updated_at: dias(31) });
    await marcar(4, { estado: 'falhou', updated_at: dias(8) });
    await marcar(5, { created_at: dias(40), updated_at: dias(40) }); // pending: never deleted
    const r = await executarRotinaDiaria(t.deps);
    expect(r.emails).toBe(2);
    expect((await fila()).map((l) => l.destinatario)).toEqual([
      'pessoa2@exemplo.com.br',
      'pessoa4@exemplo.com.br',
      'pessoa5@exemplo.com.br',
    ]);
  });
});
