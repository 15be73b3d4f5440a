import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateSessionToken } from '../../server/auth/session.js';
import { AppError } from '../../server/errors.js';
import { alterarTipoUsuario } from '../../server/services/admin.usuarios.service.js';
import { createContextInner } from '../../server/services/contexto.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs } from '../helpers/factories.js';

type Caller = Awaited<ReturnType<typeof callerFor>>;

async function codigo(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (err) {
    // A procedure answers tRPC's error; a service called directly throws the domain's AppError.
    return err instanceof TRPCError || err instanceof AppError ? err.code : String(err);
  }
}

/** Every admin-only procedure with a valid input. */
const chamadas: [string, (c: Caller) => Promise<unknown>][] = [
  ['resumo', (c) => c.admin.resumo()],
  ['usuarios', (c) => c.admin.usuarios({})],
  ['fornecedores', (c) => c.admin.fornecedores({ q: 'x' })],
  ['fornecedorTags', (c) => c.admin.fornecedorTags()],
  ['memoria', (c) => c.admin.memoria()],
  ['pageViewStats', (c) => c.admin.pageViewStats({ page_type: 'home' })],
  ['auditoria', (c) => c.admin.auditoria({})],
  ['alterarTipo', (c) => c.admin.alterarTipo({ id: 1, tipo: 'admin' })],
  ['alterarSenha', (c) => c.admin.alterarSenha({ id: 1, senha: 'senha-nova-123' })],
  ['desativarUsuario', (c) => c.admin.desativarUsuario({ id: 1 })],
  ['restaurarUsuario', (c) => c.admin.restaurarUsuario({ id: 1 })],
  ['desativarFornecedor', (c) => c.admin.desativarFornecedor({ id: 1, motivo: 'Teste' })],
  ['restaurarFornecedor', (c) => c.admin.restaurarFornecedor({ id: 1 })],
  ['definirSelos', (c) => c.admin.definirSelos({ id: 1, verificado: true })],
  ['criarTag', (c) => c.admin.criarTag({ nome: 'Nova', categoria_id: 1 })],
  ['atualizarTag', (c) => c.admin.atualizarTag({ id: 1, nome: 'Nova' })],
  ['excluirTag', (c) => c.admin.excluirTag({ id: 1 })],
  ['criarTipoTag', (c) => c.admin.criarTipoTag({ nome: 'Novo' })],
  ['atualizarTipoTag', (c) => c.admin.atualizarTipoTag({ id: 1, nome: 'Novo' })],
  ['excluirTipoTag', (c) => c.admin.excluirTipoTag({ id: 1 })],
  ['criarCategoriaLink', (c) => c.admin.criarCategoriaLink({ nome: 'Nova', icone: 'fa fa-link' })],
  [
    'atualizarCategoriaLink',
    (c) => c.admin.atualizarCategoriaLink({ id: 1, nome: 'Nova', icone: 'fa fa-link' }),
  ],
  ['excluirCategoriaLink', (c) => c.admin.excluirCategoriaLink({ id: 1 })],
];

describe('admin tRPC procedures', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  it('refuses every admin-only procedure to anonymous, cliente and anunciante', async () => {
    const anon = await callerFor(t.deps);
    const cliente = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'cliente' }));
    const anunciante = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'anunciante' }));
    for (const [nome, chamar] of chamadas) {
      expect(await codigo(chamar(anon)), `${nome} anônimo`).toBe('UNAUTHORIZED');
      expect(await codigo(chamar(cliente)), `${nome} cliente`).toBe('FORBIDDEN');
      expect(await codigo(chamar(anunciante)), `${nome} anunciante`).toBe('FORBIDDEN');
    }
    expect(await codigo(anon.admin.diagnostico.checkUploads()), 'diagnóstico anônimo').toBe('UNAUTHORIZED');
    expect(await codigo(cliente.admin.diagnostico.checkUploads()), 'diagnóstico cliente').toBe('FORBIDDEN');
    // The upload folders' health names server paths: admin only, like the REST path.
    expect(await codigo(anunciante.admin.diagnostico.checkUploads()), 'diagnóstico anunciante').toBe(
      'FORBIDDEN',
    );
  });

  it('alterarTipoUsuario refuses a non-admin caller even when called directly (the profile path delegates)', async () => {
    const anunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    const { session } = await loginAs(t.deps, anunciante);
    const ctx = createContextInner(t.deps, { user: anunciante, session }) as Parameters<
      typeof alterarTipoUsuario
    >[0];
    expect(await codigo(alterarTipoUsuario(ctx, anunciante.id, 'admin'))).toBe('FORBIDDEN');
    const row = await t.deps.db
      .selectFrom('usuarios')
      .select('tipo')
      .where('id', '=', anunciante.id)
      .executeTakeFirstOrThrow();
    expect(row.tipo).toBe('anunciante');
  });

  it('changes a user type with an audit row; a demoted admin loses admin access at once', async () => {
    const a1 = await createUsuario(t.deps, { tipo: 'admin' });
    const a2 = await createUsuario(t.deps, { tipo: 'admin' });
    const c1 = await callerFor(t.deps, a1);
    const { token } = await loginAs(t.deps, a2);
    const res = await c1.admin.alterarTipo({ id: a2.id, tipo: 'anunciante' });
    expect(res).toMatchObject({ id: a2.id, tipo: 'anunciante' });
    const sessao = await validateSessionToken(t.deps.db, token);
    expect(sessao?.user.tipo).toBe('anunciante');
    // a1 is now the last active admin: cannot demote or deactivate themselves
    expect(await codigo(c1.admin.alterarTipo({ id: a1.id, tipo: 'cliente' }))).toBe('FORBIDDEN');
    expect(await codigo(c1.admin.desativarUsuario({ id: a1.id }))).toBe('FORBIDDEN');
    const log = await c1.admin.auditoria({});
    expect(log.rows[0]).toMatchObject({
      admin_id: a1.id,
      admin_nome: a1.nome,
      acao: 'alterar_tipo',
      entidade: 'usuario',
      entidade_id: String(a2.id),
      detalhes: { de: 'admin', para: 'anunciante' },
    });
  });

  it('the last active admin cannot be demoted or deactivated through any path', async () => {
    // Two admins; the second is deactivated: the first is the only active one.
    const a1 = await createUsuario(t.deps, { tipo: 'admin' });
    const a2 = await createUsuario(t.deps, { tipo: 'admin' });
    const c1 = await callerFor(t.deps, a1);
    await c1.admin.desativarUsuario({ id: a2.id });
    // a2 (inactive) acting through a stale context must not strip the last active admin
    const { session } = await loginAs(t.deps, a2);
    const ctx2 = createContextInner(t.deps, { user: a2, session }) as Parameters<
      typeof alterarTipoUsuario
    >[0];
    expect(await codigo(alterarTipoUsuario(ctx2, a1.id, 'cliente'))).toBe('CONFLICT');
    const ativos = await t.deps.db
      .selectFrom('usuarios')
      .select('id')
      .where('tipo', '=', 'admin')
      .where('deleted_at', 'is', null)
      .execute();
    expect(ativos).toEqual([{ id: a1.id }]);
  });

  it('general summary counts users, suppliers and tags per type', async () => {
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    await createFornecedor(t.deps, dono.id);
    await createFornecedor(t.deps, dono.id, { deleted_at: new Date().toISOString(), verificado: 1 });
    const r = await (await callerFor(t.deps, admin)).admin.resumo();
    expect(r.fornecedores).toEqual({ total: 2, ativos: 1, verificados: 1, premium: 0 });
    expect(r.usuarios).toEqual(
      expect.arrayContaining([
        { tipo: 'admin', total: 1, ativos: 1 },
        { tipo: 'anunciante', total: 1, ativos: 1 },
      ]),
    );
    expect(r.tagsPorTipo.find((x) => x.nome === 'Localidade')?.quantidade).toBeGreaterThan(20);
  });

  it('refuses a tag, tag type or link category whose name already exists, in another case, accents kept', async () => {
    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    const tipo = await admin.admin.criarTipoTag({ nome: 'Cerimônia' });
    expect(await codigo(admin.admin.criarTipoTag({ nome: 'cerimônia' }))).toBe('CONFLICT');
    await admin.admin.criarTag({ nome: 'Decoração Clássica', categoria_id: tipo.id });
    expect(await codigo(admin.admin.criarTag({ nome: 'decoração clássica', categoria_id: tipo.id }))).toBe(
      'CONFLICT',
    );
    await admin.admin.criarCategoriaLink({ nome: 'Catálogo', icone: 'fa fa-link' });
    expect(await codigo(admin.admin.criarCategoriaLink({ nome: 'catálogo', icone: 'fa fa-link' }))).toBe(
      'CONFLICT',
    );
  });
});
