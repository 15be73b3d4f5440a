import type { Db } from '../../db/client.js';
import { recordMudanca } from '../../db/queries/mudancas.queries.js';

/**
 * Benchmark data: `n` active suppliers with realistic tag mixes (Público, Atividade, Serviços,
 * Localidade, sometimes Geral), half with a photo. Used when db/seed/gen-data.ts is not available.
 * Deterministic (seeded PRNG) so runs are comparable.
 */
export async function gerarFornecedoresBench(db: Db, n: number, semente = 42): Promise<void> {
  let s = semente >>> 0;
  const rnd = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(arr: T[]) => arr[Math.floor(rnd() * arr.length)];
  const tags = await db
    .selectFrom('tags as t')
    .innerJoin('categorias_tag as c', 'c.id', 't.categoria_id')
    .select(['t.id', 't.nome', 'c.nome as cat'])
    .execute();
  const porCat = (cat: string) => tags.filter((t) => t.cat === cat);
  const publico = porCat('Público');
  const paraTodos = publico.find((t) => t.nome === 'para Todos');
  const outrosPublico = publico.filter((t) => t.nome !== 'para Todos');
  const atividade = porCat('Atividade');
  const servicos = porCat('Serviços');
  const geral = porCat('Geral');
  const local = porCat('Localidade');
  const brasil = local.find((t) => t.nome === 'Brasil');
  const online = local.find((t) => t.nome === 'Online');
  // Acre (AC) stays without a specific supplier, like the demo data.
  const estados = local.filter((t) => t.nome.length === 2 && t.nome !== 'AC');

  const now = new Date().toISOString();
  const donos = Math.max(1, Math.ceil(n / 20));
  const primeiroDono = await db.transaction().execute(async (trx) => {
    let first = 0;
    for (let i = 0; i < donos; i += 500) {
      const rows = [];
      for (let j = i; j < Math.min(donos, i + 500); j++) {
        rows.push({
          nome: `Anunciante Bench ${j}`,
          email: `bench${j}-${semente}@exemplo.com.br`,
          telefone: '(11) 98765-4321',
          ramo_atividade: 'Marketing',
          tipo: 'anunciante' as const,
          senha_hash: 'x',
          email_verificado_em: now,
          created_at: now,
          updated_at: now,
        });
      }
      const ids = await trx.insertInto('usuarios').values(rows).returning('id').execute();
      if (!first) first = ids[0].id;
    }
    return first;
  });

  const palavras = [
    'Soluções',
    'Estúdio',
    'Consultoria',
    'Digital',
    'Gestão',
    'Criativa',
    'Eventos',
    'Prime',
    'Casa',
    'Norte',
    'Sul',
    'Arte',
  ];
  const LOTE = 400;
  for (let i = 0; i < n; i += LOTE) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let j = i; j < Math.min(n, i + LOTE); j++) {
        const descLen = 60 + Math.floor(rnd() * 160);
        rows.push({
          slug: `bench-${semente}-${j}`,
          usuario_id: primeiroDono + (j % donos),
          nome_empresa: `${pick(palavras)} ${pick(palavras)} ${j}`,
          frase_slogan: 'Soluções para quem faz o casamento acontecer',
          descricao_curta:
            'Atendemos profissionais de casamentos com serviços sob medida e atendimento próximo. '
              .repeat(3)
              .slice(0, descLen),
          descricao_longa: '<p>Descrição longa do fornecedor.</p>',
          conteudo: '<p>Conteúdo do fornecedor.</p>',
          foto_perfil: rnd() < 0.5 ? '/images/placeholder.jpg' : null,
          verificado: rnd() < 0.3 ? 1 : 0,
          premium: rnd() < 0.1 ? 1 : 0,
          created_at: now,
          updated_at: now,
        });
      }
      const ids = await trx.insertInto('fornecedores').values(rows).returning('id').execute();
      const ft: { fornecedor_id: number; tag_id: number }[] = [];
      for (const { id } of ids) {
        const escolhidas = new Set<number>();
        if (rnd() < 0.2 && paraTodos) escolhidas.add(paraTodos.id);
        else for (let k = 0; k < 1 + Math.floor(rnd() * 2); k++) escolhidas.add(pick(outrosPublico).id);
        for (let k = 0; k < 1 + Math.floor(rnd() * 2); k++) escolhidas.add(pick(atividade).id);
        for (let k = 0; k < Math.floor(rnd() * 3); k++) escolhidas.add(pick(servicos).id);
        if (rnd() < 0.3) escolhidas.add(pick(geral).id);
        const r = rnd();
        if (r < 0.3 && brasil) escolhidas.add(brasil.id);
        else if (r < 0.45 && online) escolhidas.add(online.id);
        else escolhidas.add(pick(estados).id);
        for (const tag_id of escolhidas) ft.push({ fornecedor_id: id, tag_id });
      }
      for (let k = 0; k < ft.length; k += 3000) {
        await trx
          .insertInto('fornecedor_tags')
          .values(ft.slice(k, k + 3000))
          .execute();
      }
      await recordMudanca(trx, { fornecedorIds: ids.map((r) => r.id) });
    });
  }
}
