import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';

const valida = {
  nome: 'Marina Albuquerque',
  email: 'marina@fotografiaflor.com.br',
  assunto: 'Parceria para o meu estúdio',
  mensagem: 'Olá! Gostaria de saber como anunciar a minha assessoria.\nObrigada.',
};

/** The .eml files, once the queue's sender has delivered everything due. */
async function outbox(t: TestDb): Promise<string[]> {
  await t.deps.emails.esvaziar();
  const dir = path.join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

async function mensagens(t: TestDb) {
  return t.deps.db.selectFrom('mensagens_contato').selectAll().execute();
}

describe('contact form (POST /api/contato and contato.enviar)', () => {
  let t: TestDb;
  afterEach(() => t?.cleanup());

  it('answers each empty required field with its own Portuguese message and stores nothing', async () => {
    t = await createTestDb({ CONTACT_EMAIL: 'equipe@vitrinedosim.com.br' });
    const { request } = httpClient(t.deps);
    const res = await request('POST', '/api/contato', {
      body: { nome: '  ', email: '', assunto: '', mensagem: '' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    expect(res.json.errors).toEqual([
      { campo: 'nome', mensagem: 'O nome é obrigatório' },
      { campo: 'email', mensagem: 'O e-mail é obrigatório' },
      { campo: 'assunto', mensagem: 'O assunto é obrigatório' },
      { campo: 'mensagem', mensagem: 'A mensagem é obrigatória' },
    ]);
    expect(await mensagens(t)).toHaveLength(0);
    expect(await outbox(t)).toHaveLength(0);
  });

  it('treats missing fields as required too and rejects a malformed e-mail', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const vazio = await request('POST', '/api/contato', { body: {} });
    expect(vazio.status).toBe(400);
    expect(vazio.json.errors.map((e: { mensagem: string }) => e.mensagem)).toEqual([
      'O nome é obrigatório',
      'O e-mail é obrigatório',
      'O assunto é obrigatório',
      'A mensagem é obrigatória',
    ]);
    const email = await request('POST', '/api/contato', { body: { ...valida, email: 'marina@' } });
    expect(email.status).toBe(400);
    expect(email.json.errors).toEqual([{ campo: 'email', mensagem: 'Digite um e-mail válido' }]);
  });

  it('rejects the same empty fields through tRPC with the same messages', async () => {
    t = await createTestDb();
    const caller = await callerFor(t.deps);
    await expect(caller.contato.enviar({ ...valida, assunto: '' })).rejects.toMatchObject({
      message: 'O assunto é obrigatório',
    });
    await expect(caller.contato.enviar({ ...valida, mensagem: '   ' })).rejects.toMatchObject({
      message: 'A mensagem é obrigatória',
    });
  });

  it('stores the message and delivers it to CONTACT_EMAIL in the outbox, replying to the sender', async () => {
    t = await createTestDb({ CONTACT_EMAIL: 'equipe@vitrinedosim.com.br' });
    const { request } = httpClient(t.deps);
    const res = await request('POST', '/api/contato', { body: valida });
    expect(res.status).toBe(201);
    expect(res.json.message).toContain('Mensagem enviada com sucesso');

    // enviado_em is set once the queue has delivered the e-mail
    const mails = await outbox(t);
    const rows = await mensagens(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nome: valida.nome, email: valida.email, assunto: valida.assunto });
    expect(rows[0].enviado_em).not.toBeNull();

    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: equipe@vitrinedosim.com.br');
    expect(mails[0]).toContain('Reply-To: marina@fotografiaflor.com.br');
    expect(mails[0]).toMatch(/Subject: .*Contato/);
    expect(mails[0]).toContain('Marina Albuquerque');
  });

  it('escapes HTML typed into the form in the e-mail body', async () => {
    t = await createTestDb({ CONTACT_EMAIL: 'equipe@vitrinedosim.com.br' });
    const caller = await callerFor(t.deps);
    await caller.contato.enviar({ ...valida, mensagem: '<script>alert(1)</script> tudo bem?' });
    const [mail] = await outbox(t);
    // The HTML part (quoted-printable: soft line breaks removed) carries the escaped text.
    const html = mail.slice(mail.indexOf('Content-Type: text/html')).replace(/=\n/g, '');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; tudo bem?');
  });

  it('only stores (no e-mail) when CONTACT_EMAIL is not set', async () => {
    t = await createTestDb();
    const caller = await callerFor(t.deps);
    const res = await caller.contato.enviar(valida);
    expect(res.message).toContain('Mensagem enviada com sucesso');
    const rows = await mensagens(t);
    expect(rows).toHaveLength(1);
    expect(rows[0].enviado_em).toBeNull();
    expect(await outbox(t)).toHaveLength(0);
  });

  it('keeps the message when the mail transport fails (nothing acknowledged is lost)', async () => {
    t = await createTestDb({ CONTACT_EMAIL: 'equipe@vitrinedosim.com.br' });
    t.deps.mail = {
      send: async () => {
        throw new Error('SMTP fora do ar');
      },
    };
    const caller = await callerFor(t.deps);
    await expect(caller.contato.enviar(valida)).resolves.toMatchObject({});
    await t.deps.emails.esvaziar();
    const rows = await mensagens(t);
    expect(rows).toHaveLength(1);
    expect(rows[0].enviado_em).toBeNull();
    // the e-mail stays queued for a later attempt, with the error for the admin panel
    const fila = await t.deps.db.selectFrom('emails').selectAll().execute();
    expect(fila).toMatchObject([{ estado: 'pendente', tentativas: 1, ultimo_erro: 'SMTP fora do ar' }]);
  });

  it('limits messages per IP with a 429 and Retry-After (RATE_LIMIT_CONTACT)', async () => {
    t = await createTestDb({ RATE_LIMIT_CONTACT: '2/3600' });
    const { request } = httpClient(t.deps);
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    expect((await request('POST', '/api/contato', { body: valida, headers })).status).toBe(201);
    expect((await request('POST', '/api/contato', { body: valida, headers })).status).toBe(201);
    const bloqueada = await request('POST', '/api/contato', { body: valida, headers });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.json.message).toMatch(/^Muitas tentativas em pouco tempo/);
    expect(Number(bloqueada.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mensagens(t)).toHaveLength(2);
  });

  it('requires the captcha when it is enabled', async () => {
    t = await createTestDb({ CAPTCHA_DISABLED: 'false', CONTACT_EMAIL: 'equipe@vitrinedosim.com.br' });
    const { request } = httpClient(t.deps);
    const sem = await request('POST', '/api/contato', { body: valida });
    expect(sem.status).toBe(400);
    expect(sem.json).toMatchObject({
      code: 'RECAPTCHA_MISSING',
      message: 'Por favor, complete a verificação de segurança',
    });
    const falso = await request('POST', '/api/contato', { body: { ...valida, recaptchaToken: 'abc' } });
    expect(falso.status).toBe(400);
    expect(falso.json.code).toBe('RECAPTCHA_VALIDATION_FAILED');
    expect(await mensagens(t)).toHaveLength(0);
    expect(await outbox(t)).toHaveLength(0);
  });
});
