import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password.js';
import { validateSessionToken } from '../../server/auth/session.js';
import type { MailMessage } from '../../server/mail/mailer.js';
import { mascararTelefone, perfilFormSchema } from '../../server/schemas/perfil.schema.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs, type TestUser } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

const dados = (u: TestUser, extra: Record<string, unknown> = {}) => ({
  nome: u.nome,
  email: u.email,
  telefone: u.telefone,
  tipo: u.tipo,
  ...extra,
});

async function linhaUsuario(t: TestDb, id: number) {
  return t.deps.db
    .selectFrom('usuarios')
    .select(['nome', 'email', 'telefone', 'tipo', 'senha_hash', 'email_verificado_em'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('personal data (GET/PUT /api/usuarios/:id, auth.perfil, auth.atualizarPerfil)', () => {
  let t: TestDb;
  let http: ReturnType<typeof httpClient>;
  let enviados: MailMessage[];
  let cliente: TestUser;
  let anunciante: TestUser;
  let admin: TestUser;

  beforeEach(async () => {
    t = await createTestDb();
    enviados = [];
    t.deps.mail = {
      send: async (m) => {
        enviados.push(m);
      },
    };
    http = httpClient(t.deps);
    cliente = await createUsuario(t.deps, { tipo: 'cliente', nome: 'Carla Cliente' });
    anunciante = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Antônio Anunciante' });
    admin = await createUsuario(t.deps, { tipo: 'admin', nome: 'Ana Admin' });
  });
  afterEach(() => t.cleanup());

  it('reads one’s own data, with the phone only when include_telefone=true, never the hash', async () => {
    const { token } = await loginAs(t.deps, cliente);
    const com = await http.request('GET', `/api/usuarios/${cliente.id}?include_telefone=true`, { token });
    expect(com.status).toBe(200);
    expect(com.json).toMatchObject({
      id: cliente.id,
      nome: 'Carla Cliente',
      tipo: 'cliente',
      telefone: cliente.telefone,
    });
    expect(com.text).not.toContain('senha');
    const sem = await http.request('GET', `/api/usuarios/${cliente.id}`, { token });
    expect(sem.json).not.toHaveProperty('telefone');
  });

  it('should not return the data of another user, except to an admin', async () => {
    const { token } = await loginAs(t.deps, anunciante);
    const res = await http.request('GET', `/api/usuarios/${cliente.id}?include_telefone=true`, { token });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain(cliente.email);
    const caller = await callerFor(t.deps, anunciante);
    await expect(caller.auth.perfil({ id: cliente.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const adminToken = (await loginAs(t.deps, admin)).token;
    const ok = await http.request('GET', `/api/usuarios/${cliente.id}?include_telefone=true`, {
      token: adminToken,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe(cliente.email);
    const nenhum = await http.request('GET', '/api/usuarios/999999', { token: adminToken });
    expect(nenhum.status).toBe(404);
    // only numeric ids reach this route
    expect((await http.request('GET', '/api/usuarios/abc', { token: adminToken })).status).toBe(404);
    expect((await http.request('GET', `/api/usuarios/${cliente.id}`)).status).toBe(401);
  });

  it('updates one’s own name and phone (masked) and answers the spec’s usuario', async () => {
    const { token } = await loginAs(t.deps, cliente);
    const res = await http.request('PUT', `/api/usuarios/${cliente.id}`, {
      token,
      body: dados(cliente, { nome: '  Carla de Souza ', telefone: '21912345678' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Perfil atualizado com sucesso!');
    expect(res.json.usuario).toEqual({
      id: cliente.id,
      nome: 'Carla de Souza',
      email: cliente.email,
      tipo: 'cliente',
      telefone: '(21) 91234-5678',
    });
    expect(res.json.email_alterado).toBe(false);
    const row = await linhaUsuario(t, cliente.id);
    expect(row.nome).toBe('Carla de Souza');
    expect(row.telefone).toBe('(21) 91234-5678');
    expect(enviados).toHaveLength(0);
  });

  it('should not change another user’s data', async () => {
    const { token } = await loginAs(t.deps, anunciante);
    const res = await http.request('PUT', `/api/usuarios/${cliente.id}`, {
      token,
      body: dados(cliente, { nome: 'Invasor', senha: 'outra-senha' }),
    });
    expect(res.status).toBe(403);
    const row = await linhaUsuario(t, cliente.id);
    expect(row.nome).toBe('Carla Cliente');
    expect(await verifyPassword(row.senha_hash, cliente.senha)).toBe(true);
    const caller = await callerFor(t.deps, anunciante);
    await expect(
      caller.auth.atualizarPerfil({ id: cliente.id, dados: { ...dados(cliente), nome: 'Invasor' } as never }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await linhaUsuario(t, cliente.id)).nome).toBe('Carla Cliente');
  });

  it('should not let a cliente promote themselves; an unchanged tipo is ignored', async () => {
    const caller = await callerFor(t.deps, cliente);
    for (const tipo of ['admin', 'anunciante'] as const) {
      await expect(
        caller.auth.atualizarPerfil({ dados: { ...dados(cliente), tipo } as never }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Você não tem permissão para alterar o tipo de usuário.',
      });
    }
    const { token } = await loginAs(t.deps, cliente);
    const rest = await http.request('PUT', `/api/usuarios/${cliente.id}`, { token, body: { tipo: 'admin' } });
    expect(rest.status).toBe(403);
    expect((await linhaUsuario(t, cliente.id)).tipo).toBe('cliente');
    const igual = await caller.auth.atualizarPerfil({
      dados: { ...dados(cliente), nome: 'Carla Silva' } as never,
    });
    expect(igual.usuario).toMatchObject({ tipo: 'cliente', nome: 'Carla Silva' });
  });

  it('lets an admin change a user’s type through the admin rules (audited)', async () => {
    const { token } = await loginAs(t.deps, admin);
    const res = await http.request('PUT', `/api/usuarios/${cliente.id}`, {
      token,
      body: { tipo: 'anunciante' },
    });
    expect(res.status).toBe(200);
    expect(res.json.usuario.tipo).toBe('anunciante');
    expect((await linhaUsuario(t, cliente.id)).nome).toBe('Carla Cliente');
    const audit = await t.deps.db
      .selectFrom('auditoria')
      .select(['admin_id', 'acao', 'entidade_id'])
      .where('entidade', '=', 'usuario')
      .execute();
    expect(audit).toContainEqual({
      admin_id: admin.id,
      acao: 'alterar_tipo',
      entidade_id: String(cliente.id),
    });
  });

  it('refuses an e-mail already used by another account with EMAIL_ALREADY_EXISTS', async () => {
    const { token } = await loginAs(t.deps, cliente);
    const res = await http.request('PUT', `/api/usuarios/${cliente.id}`, {
      token,
      body: dados(cliente, { email: anunciante.email.toUpperCase() }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
      message: 'Este e-mail já está sendo usado por outro usuário',
    });
    expect((await linhaUsuario(t, cliente.id)).email).toBe(cliente.email);
  });

  it('a new e-mail must be verified again, gets a message and ends the other sessions', async () => {
    const outraSessao = await loginAs(t.deps, cliente);
    const atual = await loginAs(t.deps, cliente);
    const res = await http.request('PUT', `/api/usuarios/${cliente.id}`, {
      token: atual.token,
      body: dados(cliente, { email: 'Novo.Email@Exemplo.com.br' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.email_alterado).toBe(true);
    const row = await linhaUsuario(t, cliente.id);
    expect(row.email).toBe('novo.email@exemplo.com.br');
    expect(row.email_verificado_em).toBeNull();
    expect(enviados).toHaveLength(1);
    expect(enviados[0].to).toBe('novo.email@exemplo.com.br');
    expect(await validateSessionToken(t.deps.db, outraSessao.token)).toBeNull();
    expect(await validateSessionToken(t.deps.db, atual.token)).not.toBeNull();
  });

  it('a new password is hashed and ends the other sessions; an empty one keeps the old', async () => {
    const outraSessao = await loginAs(t.deps, anunciante);
    const caller = await callerFor(t.deps, anunciante);
    await caller.auth.atualizarPerfil({ dados: { ...dados(anunciante), senha: '' } as never });
    expect(await validateSessionToken(t.deps.db, outraSessao.token)).not.toBeNull();
    await caller.auth.atualizarPerfil({
      dados: { ...dados(anunciante), senha: 'nova-senha-forte' } as never,
    });
    const row = await linhaUsuario(t, anunciante.id);
    expect(row.senha_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row.senha_hash, 'nova-senha-forte')).toBe(true);
    expect(await validateSessionToken(t.deps.db, outraSessao.token)).toBeNull();
    expect(enviados).toHaveLength(0);
  });

  it('validates with the spec’s messages', async () => {
    const { token } = await loginAs(t.deps, cliente);
    const casos: [Record<string, unknown>, string, string][] = [
      [{ nome: '' }, 'nome', 'O nome é obrigatório'],
      [{ nome: 'Al' }, 'nome', 'O nome deve ter pelo menos 3 caracteres'],
      [{ email: '' }, 'email', 'O e-mail é obrigatório'],
      [{ email: 'carla@' }, 'email', 'Digite um e-mail válido'],
      [{ telefone: '' }, 'telefone', 'O telefone é obrigatório'],
      [{ telefone: '(11) 1234-567' }, 'telefone', 'Digite um número de telefone válido com DDD'],
      [{ telefone: '119876543210' }, 'telefone', 'Digite um número de telefone válido com DDD'],
      [{ senha: '12345' }, 'senha', 'A senha deve ter pelo menos 6 caracteres'],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const res = await http.request('PUT', `/api/usuarios/${cliente.id}`, {
        token,
        body: dados(cliente, extra),
      });
      expect(res.status, mensagem).toBe(400);
      expect(res.json.errors, mensagem).toContainEqual({ campo, mensagem });
    }
    expect((await linhaUsuario(t, cliente.id)).nome).toBe('Carla Cliente');
  });
});

describe('the personal-data form rules (shared schema)', () => {
  it('masks the phone as (DD) NNNNN-NNNN with at most 11 digits', () => {
    expect(mascararTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascararTelefone('1198765432199')).toBe('(11) 98765-4321');
    expect(mascararTelefone('1134567890')).toBe('(11) 3456-7890');
    expect(mascararTelefone('11')).toBe('(11');
    expect(mascararTelefone('119')).toBe('(11) 9');
    expect(mascararTelefone('')).toBe('');
  });

  it('requires the confirmation to match only when a password is typed', () => {
    const base = { nome: 'Carla', email: 'carla@exemplo.com.br', telefone: '(11) 98765-4321' };
    expect(v.safeParse(perfilFormSchema, { ...base, senha: '', confirmacaoSenha: '' }).success).toBe(true);
    const r = v.safeParse(perfilFormSchema, { ...base, senha: 'segredo1', confirmacaoSenha: 'segredo2' });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]).toMatchObject({ message: 'As senhas não coincidem' });
    expect(r.issues?.[0].path?.[0].key).toBe('confirmacaoSenha');
  });
});
