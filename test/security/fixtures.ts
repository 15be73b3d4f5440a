import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../server/deps.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import {
  createFornecedor,
  createUsuario,
  loginAs,
  SENHA_PADRAO,
  type TestUser,
} from '../helpers/factories.js';
import type { Fixtures, Role } from './access-expectations.js';

export interface World {
  db: TestDb;
  deps: AppDeps;
  fx: Fixtures;
  users: Record<Exclude<Role, 'anonimo'>, TestUser>;
  tokens: Record<Exclude<Role, 'anonimo'>, string>;
}

/**
 * A fresh database with the five callers (cliente C, anunciante A owner of supplier F,
 * anunciante B, admin, and a victim user for admin actions) and one of each object F owns.
 */
export async function createWorld(envOverrides: Record<string, string> = {}): Promise<World> {
  const db = await createTestDb(envOverrides);
  const { deps } = db;
  const users = {
    cliente: await createUsuario(deps, { tipo: 'cliente' }),
    anuncianteOutro: await createUsuario(deps, { tipo: 'anunciante' }),
    anuncianteDono: await createUsuario(deps, { tipo: 'anunciante' }),
    admin: await createUsuario(deps, { tipo: 'admin' }),
  };
  const vitima = await createUsuario(deps, { tipo: 'cliente' });
  const f = await createFornecedor(deps, users.anuncianteDono.id);
  const now = new Date().toISOString();
  // 'site': the link fixtures use a web address, which that category's normalizer accepts.
  const categoriaLink = await deps.db
    .selectFrom('categorias_link')
    .select('id')
    .where('nome', '=', 'site')
    .executeTakeFirstOrThrow();
  const categoriaTag = await deps.db
    .selectFrom('categorias_tag')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const tag = await deps.db.selectFrom('tags').select('id').orderBy('id').executeTakeFirstOrThrow();
  const link = await deps.db
    .insertInto('fornecedor_links')
    .values({
      fornecedor_id: f.id,
      categoria_id: categoriaLink.id,
      url: 'https://exemplo.com.br',
      texto_tela: 'Site',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const midia = await deps.db
    .insertInto('galeria_midias')
    .values({
      fornecedor_id: f.id,
      midia_url: `/uploads/fornecedores/${f.id}/x.jpg`,
      tipo: 'imagem',
      tamanho_bytes: 10,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const depoimento = await deps.db
    .insertInto('depoimentos')
    .values({
      fornecedor_id: f.id,
      usuario_id: users.cliente.id,
      nota: 5,
      comentario: 'Muito bom.',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orcamento = await deps.db
    .insertInto('orcamentos')
    .values({
      fornecedor_id: f.id,
      usuario_id: null,
      nome: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      telefone: null,
      ramo: null,
      cidade: null,
      uf: null,
      mensagem: 'Gostaria de um orçamento para um evento de 120 pessoas.',
      contato_preferido: 'email',
      consentimento_em: now,
      lida_em: null,
      token_hash: 'f'.repeat(64),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokens = {} as World['tokens'];
  for (const role of Object.keys(users) as (keyof typeof users)[]) {
    tokens[role] = (await loginAs(deps, users[role])).token;
  }
  return {
    db,
    deps,
    users,
    tokens,
    fx: {
      fornecedorId: f.id,
      fornecedorSlug: f.slug,
      linkId: Number(link.id),
      midiaId: Number(midia.id),
      depoimentoId: Number(depoimento.id),
      clienteId: users.cliente.id,
      clienteEmail: users.cliente.email,
      clienteSenha: SENHA_PADRAO,
      vitimaId: vitima.id,
      tagId: tag.id,
      categoriaTagId: categoriaTag.id,
      tipoTagId: categoriaTag.id,
      categoriaLinkId: categoriaLink.id,
      orcamentoId: Number(orcamento.id),
    },
  };
}

/** A minimal client build: the SPA shell and one hashed asset. */
export function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-sec-build-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets/index-abc.js'), 'console.log("vitrine");');
  return dir;
}
