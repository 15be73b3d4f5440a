import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { needsRehash } from '../../server/auth/password.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';
import { readOutbox, waitForLink } from './outbox.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

describe('account e-mails', () => {
  it('are Portuguese HTML + text with the configured name, and links come from PUBLIC_URL only (never the Host header)', async () => {
    t = await createTestDb({
      PUBLIC_URL: 'https://vitrine.exemplo.com.br',
      SITE_NAME: 'Casa dos Fornecedores',
    });
    const app = createApp(t.deps);
    const u = await createUsuario(t.deps, { nome: 'Joana Buffet', verificado: false });
    const res = await app.request('http://atacante.example/api/usuarios/reenviar-verificacao', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Host: 'atacante.example',
        'X-Forwarded-Host': 'atacante.example',
      },
      body: JSON.stringify({ email: u.email }),
    });
    expect(res.status).toBe(200);
    const link = await waitForLink(t.dataDir, u.email, '/verificar-email');
    expect(link.startsWith('https://vitrine.exemplo.com.br/verificar-email?token=')).toBe(true);
    const [msg] = readOutbox(t.dataDir);
    expect(msg.subject).toBe('Confirme seu e-mail na Casa dos Fornecedores');
    expect(msg.body).toContain('Content-Type: text/plain');
    expect(msg.body).toContain('Content-Type: text/html');
    expect(msg.body).toContain('Olá, Joana.');
    expect(msg.body).toContain('O link vale por 48 horas.');
    expect(msg.body).not.toContain('atacante.example');
    // the token in the link is not what the database keeps
    const token = new URL(link).searchParams.get('token') ?? '';
    const rows = await t.deps.db.selectFrom('tokens_email').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    await (await callerFor(t.deps)).auth.esqueciSenha({ email: u.email });
    await waitForLink(t.dataDir, u.email, '/redefinir-senha');
    const reset = readOutbox(t.dataDir).find((m) => m.subject.startsWith('Redefinição de senha'));
    expect(reset?.body).toContain('O link vale por 1 hora');
  });
});

describe('passwords', () => {
  it('a hash made with older parameters is redone with argon2id m=19456,t=2,p=1 at login', async () => {
    t = await createTestDb();
    const u = await createUsuario(t.deps);
    const antigo = await hash(u.senha, { algorithm: 2, memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(needsRehash(antigo)).toBe(true);
    await t.deps.db.updateTable('usuarios').set({ senha_hash: antigo }).where('id', '=', u.id).execute();
    await (await callerFor(t.deps)).auth.login({ email: u.email, senha: u.senha });
    const row = await t.deps.db
      .selectFrom('usuarios')
      .select('senha_hash')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.senha_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(needsRehash(row.senha_hash)).toBe(false);
  });
});
