import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';
import { arquivo, multipart, type Pessoas, pessoas, png } from './setup.js';

type Papel = 'anonimo' | 'cliente' | 'dono' | 'outro' | 'admin';
const PAPEIS: Papel[] = ['anonimo', 'cliente', 'dono', 'outro', 'admin'];

describe('permission matrix of the showcase editor calls', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  const token = (papel: Papel) => (papel === 'anonimo' ? undefined : p.tokens[papel]);
  const usuario = (papel: Papel) => (papel === 'anonimo' ? null : p[papel]);

  async function categoriaId() {
    const row = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'site')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function novoLink() {
    const caller = await callerFor(t.deps, p.dono);
    return caller.fornecedores.adicionarLink({
      fornecedor_id: p.fornecedorId,
      url: 'https://exemplo.com.br',
      categoria_id: await categoriaId(),
    });
  }
  async function novaMidia() {
    const form = new FormData();
    form.append('midia', arquivo(await png(), 'foto.png', 'image/png'));
    const res = await multipart(client, 'PUT', `/api/galerias/${p.fornecedorId}`, form, p.tokens.dono);
    expect(res.status).toBe(200);
    return res.json.midia.id as number;
  }

  /** Runs `call` once per role and compares the statuses with `esperado`. */
  async function matriz(call: (papel: Papel) => Promise<number>, esperado: Record<Papel, number>) {
    const obtido: Record<string, number> = {};
    for (const papel of PAPEIS) obtido[papel] = await call(papel);
    expect(obtido).toEqual(esperado);
  }

  it('GET /api/fornecedores/editar/:id: owner and admin only', async () => {
    await matriz(
      async (papel) =>
        (await client.request('GET', `/api/fornecedores/editar/${p.fornecedorId}`, { token: token(papel) }))
          .status,
      { anonimo: 401, cliente: 403, dono: 200, outro: 403, admin: 200 },
    );
  });

  it('POST /api/fornecedores: advertisers and admins create', async () => {
    await matriz(
      async (papel) =>
        (
          await client.request('POST', '/api/fornecedores', {
            token: token(papel),
            body: { nome_empresa: 'Nova Empresa', descricao_curta: '.', descricao_longa: '.', conteudo: '.' },
          })
        ).status,
      { anonimo: 401, cliente: 403, dono: 201, outro: 201, admin: 201 },
    );
  });

  it('PUT /api/fornecedores/:id and /partial: owner and admin only', async () => {
    for (const sufixo of ['', '/partial']) {
      await matriz(
        async (papel) =>
          (
            await client.request('PUT', `/api/fornecedores/${p.fornecedorId}${sufixo}`, {
              token: token(papel),
              body: { nome_empresa: 'Nome Alterado', descricao_curta: 'Curta' },
            })
          ).status,
        { anonimo: 401, cliente: 403, dono: 200, outro: 403, admin: 200 },
      );
    }
  });

  it('DELETE /api/fornecedores/:id: admins only', async () => {
    await matriz(
      async (papel) => {
        const f = await createFornecedor(t.deps, p.dono.id);
        return (await client.request('DELETE', `/api/fornecedores/${f.id}`, { token: token(papel) })).status;
      },
      { anonimo: 401, cliente: 403, dono: 403, outro: 403, admin: 200 },
    );
  });

  it('POST /api/fornecedor-links and DELETE /api/fornecedor-links/:id: owner and admin only', async () => {
    const cat = await categoriaId();
    await matriz(
      async (papel) =>
        (
          await client.request('POST', '/api/fornecedor-links', {
            token: token(papel),
            body: { fornecedor_id: p.fornecedorId, url: 'https://exemplo.com.br', categoria_id: cat },
          })
        ).status,
      { anonimo: 401, cliente: 403, dono: 201, outro: 403, admin: 201 },
    );
    await matriz(
      async (papel) => {
        const link = await novoLink();
        return (await client.request('DELETE', `/api/fornecedor-links/${link.id}`, { token: token(papel) }))
          .status;
      },
      { anonimo: 401, cliente: 403, dono: 200, outro: 403, admin: 200 },
    );
  });

  it('PUT /api/galerias/:id (supplier) and DELETE /api/galerias/:id: owner and admin only', async () => {
    const imagem = await png();
    await matriz(
      async (papel) => {
        const form = new FormData();
        form.append('midia', arquivo(imagem, 'foto.png', 'image/png'));
        return (await multipart(client, 'PUT', `/api/galerias/${p.fornecedorId}`, form, token(papel))).status;
      },
      { anonimo: 401, cliente: 403, dono: 200, outro: 403, admin: 200 },
    );
    await matriz(
      async (papel) => {
        const id = await novaMidia();
        return (await client.request('DELETE', `/api/galerias/${id}`, { token: token(papel) })).status;
      },
      { anonimo: 401, cliente: 403, dono: 200, outro: 403, admin: 200 },
    );
  });

  it('POST /api/fornecedores/:id/imagens (editor images): owner and admin only', async () => {
    const imagem = await png();
    await matriz(
      async (papel) => {
        const form = new FormData();
        form.append('imagem', arquivo(imagem, 'foto.png', 'image/png'));
        return (
          await multipart(client, 'POST', `/api/fornecedores/${p.fornecedorId}/imagens`, form, token(papel))
        ).status;
      },
      { anonimo: 401, cliente: 403, dono: 201, outro: 403, admin: 201 },
    );
  });

  it('GET /api/usuarios/anunciantes-e-admin: admins only, lists advertisers and admins', async () => {
    await matriz(
      async (papel) =>
        (await client.request('GET', '/api/usuarios/anunciantes-e-admin', { token: token(papel) })).status,
      { anonimo: 401, cliente: 403, dono: 403, outro: 403, admin: 200 },
    );
    const res = await client.request('GET', '/api/usuarios/anunciantes-e-admin', { token: p.tokens.admin });
    const ids = res.json.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([p.dono.id, p.outro.id, p.admin.id]));
    expect(ids).not.toContain(p.cliente.id);
    expect(JSON.stringify(res.json)).not.toContain('senha');
  });

  it('tRPC procedures follow the same matrix', async () => {
    const codigo = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'OK';
      } catch (err) {
        return (err as { code?: string }).code ?? 'ERRO';
      }
    };
    const cat = await categoriaId();
    const esperado = (dono: string, outro: string, admin: string) => ({
      anonimo: 'UNAUTHORIZED',
      cliente: 'FORBIDDEN',
      dono,
      outro,
      admin,
    });
    const casos: [
      string,
      (c: Awaited<ReturnType<typeof callerFor>>) => Promise<unknown>,
      Record<Papel, string>,
    ][] = [
      ['editar', (c) => c.fornecedores.editar({ id: p.fornecedorId }), esperado('OK', 'FORBIDDEN', 'OK')],
      [
        'criar',
        (c) => c.fornecedores.criar({ nome_empresa: 'Empresa', descricao_curta: '.' }),
        esperado('OK', 'OK', 'OK'),
      ],
      [
        'atualizar',
        (c) =>
          c.fornecedores.atualizar({
            id: p.fornecedorId,
            dados: { nome_empresa: 'X', descricao_curta: 'Y' },
          }),
        esperado('OK', 'FORBIDDEN', 'OK'),
      ],
      [
        'atualizarParcial',
        (c) => c.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { frase_slogan: 'Novo' } }),
        esperado('OK', 'FORBIDDEN', 'OK'),
      ],
      [
        'adicionarLink',
        (c) =>
          c.fornecedores.adicionarLink({
            fornecedor_id: p.fornecedorId,
            url: 'https://a.com',
            categoria_id: cat,
          }),
        esperado('OK', 'FORBIDDEN', 'OK'),
      ],
      ['responsaveis', (c) => c.fornecedores.responsaveis(), esperado('FORBIDDEN', 'FORBIDDEN', 'OK')],
    ];
    for (const [nome, fn, esperadoCaso] of casos) {
      const obtido: Record<string, string> = {};
      for (const papel of PAPEIS)
        obtido[papel] = await codigo(async () => fn(await callerFor(t.deps, usuario(papel))));
      expect({ nome, obtido }).toEqual({ nome, obtido: esperadoCaso });
    }
    const porPapel = async (
      fn: (c: Awaited<ReturnType<typeof callerFor>>) => Promise<unknown>,
      criar: () => Promise<number>,
    ) => {
      const obtido: Record<string, string> = {};
      for (const papel of PAPEIS) {
        const id = await criar();
        obtido[papel] = await codigo(async () =>
          (fn as (c: unknown, id: number) => Promise<unknown>)(await callerFor(t.deps, usuario(papel)), id),
        );
      }
      return obtido;
    };
    expect(
      await porPapel(
        ((c: Awaited<ReturnType<typeof callerFor>>, id: number) =>
          c.fornecedores.removerLink({ id })) as never,
        async () => (await novoLink()).id,
      ),
    ).toEqual(esperado('OK', 'FORBIDDEN', 'OK'));
    expect(
      await porPapel(
        ((c: Awaited<ReturnType<typeof callerFor>>, id: number) =>
          c.fornecedores.removerMidia({ id })) as never,
        novaMidia,
      ),
    ).toEqual(esperado('OK', 'FORBIDDEN', 'OK'));
    expect(
      await porPapel(
        ((c: Awaited<ReturnType<typeof callerFor>>, id: number) => c.fornecedores.excluir({ id })) as never,
        async () => (await createFornecedor(t.deps, p.dono.id)).id,
      ),
    ).toEqual(esperado('FORBIDDEN', 'FORBIDDEN', 'OK'));
  });

  it('an advertiser cannot change the owner; an admin picks an advertiser or admin, never a cliente', async () => {
    const dono = await callerFor(t.deps, p.dono);
    await expect(
      dono.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { usuario_id: p.outro.id } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      dono.fornecedores.criar({ nome_empresa: 'Minha', descricao_curta: '.', usuario_id: p.outro.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const admin = await callerFor(t.deps, p.admin);
    await expect(
      admin.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { usuario_id: p.cliente.id } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Por favor, selecione um usuário responsável pelo fornecedor',
    });
    const res = await admin.fornecedores.atualizarParcial({
      id: p.fornecedorId,
      dados: { usuario_id: p.outro.id },
    });
    expect(res.fornecedor.usuario_id).toBe(p.outro.id);
    // the former owner lost access; the new one has it
    await expect(dono.fornecedores.editar({ id: p.fornecedorId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const outro = await callerFor(t.deps, p.outro);
    expect((await outro.fornecedores.editar({ id: p.fornecedorId })).id).toBe(p.fornecedorId);
    // an admin creating for an advertiser
    const criado = await admin.fornecedores.criar({
      nome_empresa: 'Para o dono',
      descricao_curta: '.',
      usuario_id: p.dono.id,
    });
    expect((await dono.fornecedores.editar({ id: criado.id })).usuario_id).toBe(p.dono.id);
  });

  it('deleting removes the supplier rows and its upload folder', async () => {
    await novaMidia();
    await novoLink();
    const res = await client.request('DELETE', `/api/fornecedores/${p.fornecedorId}`, {
      token: p.tokens.admin,
    });
    expect(res.json.message).toBe('Fornecedor excluído com sucesso!');
    const { arquivosDe } = await import('./setup.js');
    expect(arquivosDe(t, p.fornecedorId)).toEqual([]);
    for (const tabela of ['fornecedor_links', 'galeria_midias', 'faqs', 'fornecedor_tags'] as const) {
      const rows = await t.deps.db
        .selectFrom(tabela)
        .selectAll()
        .where('fornecedor_id', '=', p.fornecedorId)
        .execute();
      expect(rows).toEqual([]);
    }
    const f = await t.deps.db
      .selectFrom('fornecedores')
      .select('id')
      .where('id', '=', p.fornecedorId)
      .executeTakeFirst();
    expect(f).toBeUndefined();
    expect(
      (await client.request('DELETE', `/api/fornecedores/${p.fornecedorId}`, { token: p.tokens.admin }))
        .status,
    ).toBe(404);
  });
});
