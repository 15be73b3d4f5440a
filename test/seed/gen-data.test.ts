import { afterEach, describe, expect, it } from 'vitest';
import { generateFornecedores } from '../../db/seed/gen-data.js';
import { hashPassword } from '../../server/auth/password.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';

let t: TestDb | null = null;
afterEach(async () => {
  await t?.cleanup();
  t = null;
});

async function contar(db: TestDb['deps']['db'], tabela: 'fornecedores' | 'usuarios') {
  const r = await db
    .selectFrom(tabela)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('gen-data', () => {
  it('creates exactly N suppliers with unique slugs and Localidade, Público and Atividade tags, reporting progress', async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const progresso: number[] = [];
    const feitos = await generateFornecedores(t.deps.db, 2500, hashPassword, (n, total) => {
      expect(total).toBe(2500);
      progresso.push(n);
    });
    expect(feitos).toBe(2500);
    expect(progresso).toEqual([1000, 2000, 2500]);
    expect(await contar(t.deps.db, 'fornecedores')).toBe(2500);

    const fornecedores = await t.deps.db
      .selectFrom('fornecedores')
      .select(['id', 'slug', 'nome_empresa', 'usuario_id', 'foto_perfil'])
      .execute();
    expect(new Set(fornecedores.map((f) => f.slug)).size).toBe(2500);
    expect(fornecedores.every((f) => f.usuario_id === dono.id && f.foto_perfil === null)).toBe(true);
    expect(new Set(fornecedores.map((f) => f.nome_empresa)).size).toBeGreaterThan(1000);

    const tags = await t.deps.db
      .selectFrom('fornecedor_tags')
      .innerJoin('tags', 'tags.id', 'fornecedor_tags.tag_id')
      .innerJoin('categorias_tag', 'categorias_tag.id', 'tags.categoria_id')
      .select(['fornecedor_tags.fornecedor_id', 'tags.nome', 'categorias_tag.nome as categoria'])
      .execute();
    const porFornecedor = new Map<number, { categoria: string; nome: string }[]>();
    for (const r of tags)
      porFornecedor.set(r.fornecedor_id, [...(porFornecedor.get(r.fornecedor_id) ?? []), r]);
    const semCategoria = fornecedores.filter((f) => {
      const lista = porFornecedor.get(f.id) ?? [];
      const de = (c: string) => lista.filter((x) => x.categoria === c).map((x) => x.nome);
      const local = de('Localidade');
      const publico = de('Público');
      return (
        local.length === 0 ||
        publico.length === 0 ||
        de('Atividade').length === 0 ||
        (local.includes('Brasil') && local.length > 1) ||
        (publico.includes('para Todos') && publico.length > 1)
      );
    });
    expect(semCategoria).toEqual([]);
  });

  it('adds to existing data without slug clashes, and makes its own owner in a database without advertisers', async () => {
    t = await createTestDb();
    expect(await contar(t.deps.db, 'usuarios')).toBe(0);
    expect(await generateFornecedores(t.deps.db, 30, hashPassword)).toBe(30);
    expect(await generateFornecedores(t.deps.db, 20, hashPassword)).toBe(20);
    expect(await contar(t.deps.db, 'fornecedores')).toBe(50);
    const donos = await t.deps.db.selectFrom('usuarios').select(['email', 'tipo']).execute();
    expect(donos).toEqual([{ email: 'dados-gerados@vitrinedosim.com.br', tipo: 'anunciante' }]);
    expect(await generateFornecedores(t.deps.db, 0, hashPassword)).toBe(0);
  });
});
