// Bulk supplier generator for benchmarks: varied names from word lists, tags, no images.

import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../client.js';
import { recordMudanca } from '../queries/mudancas.queries.js';
import type { FornecedoresTable } from '../schema.js';
import { criarAleatorio } from './aleatorio.js';
import * as q from './demo-queries.js';
import { slugify } from './slugify.js';
import { ESTADOS, TAG_BRASIL, TAG_ONLINE, TAG_PARA_TODOS } from './taxonomy.js';

const LOTE = 1000;

const PREFIXOS = [
  'Ateliê',
  'Studio',
  'Grupo',
  'Casa',
  'Oficina',
  'Instituto',
  'Escritório',
  'Laboratório',
  'Academia',
  'Estúdio',
  'Agência',
  'Rede',
];
const NUCLEOS = [
  'Aurora',
  'Lumiar',
  'Alvorada',
  'Jasmim',
  'Horizonte',
  'Essência',
  'Aliança',
  'Ouro Velho',
  'Sempre Viva',
  'Lírio',
  'Magnólia',
  'Girassol',
  'Véu de Noiva',
  'Bem Casado',
  'Laço de Fita',
  'Flor de Sal',
  'Porto Seguro',
  'Maré Alta',
  'Serra Azul',
  'Terra Boa',
  'Primavera',
  'Solar',
  'Vila Rica',
  'Marfim',
  'Champanhe',
  'Cristal',
  'Bordado',
  'Linho',
  'Pérola',
  'Orvalho',
];

interface Ramo {
  sufixos: string[];
  atividade: string[];
  servicos: string[];
  slogans: string[];
  curtas: string[];
}

const RAMOS: Ramo[] = [
  {
    sufixos: ['Advocacia', 'Jurídico', 'Advogados Associados'],
    atividade: ['Advogado'],
    servicos: ['Contratos', 'Abertura de Empresa'],
    slogans: ['Contratos claros, eventos tranquilos.', 'Segurança jurídica para o seu negócio de eventos.'],
    curtas: [
      'Contratos, distratos e direito de imagem para profissionais de casamento.',
      'Assessoria jurídica para buffets, fotógrafos e cerimonialistas, com atendimento online.',
    ],
  },
  {
    sufixos: ['Contabilidade', 'Contábil', 'Gestão Fiscal'],
    atividade: ['Contador'],
    servicos: ['Abertura de Empresa', 'Imposto de Renda', 'Financeiro'],
    slogans: ['Suas contas em dia o ano inteiro.', 'Impostos certos, negócio tranquilo.'],
    curtas: [
      'Contabilidade para MEIs e pequenas empresas do setor de eventos.',
      'Abertura de empresa, notas fiscais e planejamento tributário para fornecedores de casamento.',
    ],
  },
  {
    sufixos: ['Tráfego', 'Performance', 'Anúncios'],
    atividade: ['Tráfego Pago', 'Marketing Digital'],
    servicos: ['Anúncios no Meta', 'Anúncios no Google'],
    slogans: ['Anúncios que trazem casais.', 'Mais orçamentos, menos curtidas vazias.'],
    curtas: [
      'Gestão de anúncios no Instagram e no Google para fornecedores de casamento.',
      'Campanhas com foco em conversas no WhatsApp e contratos fechados.',
    ],
  },
  {
    sufixos: ['Web Design', 'Sites', 'Digital'],
    atividade: ['WebDesigner'],
    servicos: ['Site Profissional'],
    slogans: ['Seu portfólio merece um bom site.', 'Sites rápidos que vendem por você.'],
    curtas: [
      'Sites elegantes e rápidos para fotógrafos, decoradores e buffets.',
      'Criação de sites com galeria, blog e pedido de orçamento integrado ao WhatsApp.',
    ],
  },
  {
    sufixos: ['Sistemas', 'Software', 'App'],
    atividade: ['Sistema'],
    servicos: ['CRM', 'Financeiro', 'Vendas e Atendimento'],
    slogans: ['Seu negócio organizado em uma tela.', 'Menos planilhas, mais eventos.'],
    curtas: [
      'Sistema de gestão com funil de orçamentos, contratos e parcelas.',
      'Agenda, contratos e financeiro para profissionais de casamento.',
    ],
  },
  {
    sufixos: ['Cursos', 'Escola', 'Educação'],
    atividade: ['Curso'],
    servicos: ['Precificação', 'Vendas e Atendimento'],
    slogans: ['Aprenda com quem vive de casamento.', 'Técnica e negócio no mesmo curso.'],
    curtas: [
      'Cursos online para profissionais de casamento que querem crescer.',
      'Aulas práticas de precificação, atendimento e gestão.',
    ],
  },
  {
    sufixos: ['Mentoria', 'Mentoria de Negócios', 'Consultoria'],
    atividade: ['Mentoria', 'Consultoria'],
    servicos: ['Precificação', 'Vendas e Atendimento', 'Financeiro'],
    slogans: ['Cresça com método.', 'Menos improviso, mais lucro.'],
    curtas: [
      'Mentoria individual e em grupo para donos de negócios de eventos.',
      'Acompanhamento para organizar processos, preços e equipe.',
    ],
  },
  {
    sufixos: ['Stories', 'Storymaker', 'Bastidores'],
    atividade: ['Storymaker', 'Redes Sociais'],
    servicos: ['Vídeos para Reels'],
    slogans: ['Bastidores que viram contratos.', 'Seu evento contado em tempo real.'],
    curtas: [
      'Cobertura de bastidores em stories e reels no dia do evento.',
      'Storymaker para decoradoras, maquiadoras e assessorias.',
    ],
  },
  {
    sufixos: ['Design', 'Branding', 'Criativo'],
    atividade: ['Designer'],
    servicos: ['Identidade Visual'],
    slogans: ['Uma marca à altura do seu trabalho.', 'Design com alma de ateliê.'],
    curtas: [
      'Identidade visual e papelaria para marcas de casamento.',
      'Logotipos, paletas e artes para redes sociais.',
    ],
  },
  {
    sufixos: ['Álbuns', 'Encadernações', 'Gráfica'],
    atividade: ['Fornecedor de Produtos'],
    servicos: ['Álbuns e Impressos'],
    slogans: ['Memórias impressas com cuidado.', 'Acabamento que emociona.'],
    curtas: [
      'Álbuns, caixas e impressos fine art para fotógrafos.',
      'Impressos personalizados com envio para todo o Brasil.',
    ],
  },
  {
    sufixos: ['Conteúdo', 'Blog', 'Redação'],
    atividade: ['Blog', 'Marketing Digital'],
    servicos: ['Site Profissional'],
    slogans: ['Textos que colocam você no Google.', 'Palavras que vendem.'],
    curtas: [
      'Artigos de blog e textos otimizados para buscas.',
      'Redação para sites, blogs e propostas comerciais.',
    ],
  },
  {
    sufixos: ['Social Media', 'Marketing', 'Comunicação'],
    atividade: ['Redes Sociais', 'Marketing Digital'],
    servicos: ['Gestão de Instagram', 'Vídeos para Reels'],
    slogans: ['Seu Instagram sempre ativo.', 'Presença digital sem esforço.'],
    curtas: [
      'Gestão de Instagram para fornecedores de casamento.',
      'Planejamento, artes, legendas e relatórios mensais.',
    ],
  },
];

const PUBLICOS = [
  'Fotografia',
  'Decoração',
  'Assessoria',
  'Buffet',
  'Cerimonial',
  'Filmagem',
  'Confeitaria',
  'Música e DJ',
  'Espaço de Eventos',
  'Floricultura',
  'Vestidos e Trajes',
  'Beleza e Maquiagem',
];
const UFS = ESTADOS.map((e) => e.uf);

/** Creates `n` suppliers in transactions of 1000; returns how many were made. */
export async function generateFornecedores(
  db: Db,
  n: number,
  /** The app's password hashing (db imports nothing from server), for the generated owner. */
  hashPassword: (senha: string) => Promise<string>,
  onProgress?: (feitos: number, total: number) => void,
): Promise<number> {
  if (!Number.isInteger(n) || n <= 0) return 0;
  const tags = await q.mapaTags(db);
  const tag = (nome: string) => {
    const id = tags.get(nome);
    if (id === undefined) throw new Error(`Tag inexistente: ${nome} (rode a semeadura da taxonomia antes)`);
    return id;
  };
  const tipos = [...(await q.mapaTiposFornecedor(db)).values()];
  let donos = await q.donosPossiveis(db);
  if (donos.length === 0) donos = [await criarDonoGerado(db, hashPassword)];

  const inicio = (await q.maiorIdFornecedor(db)) + 1;
  const rnd = criarAleatorio(inicio * 7919 + n);
  const agora = Date.now();
  let feitos = 0;

  while (feitos < n) {
    const tamanho = Math.min(LOTE, n - feitos);
    await db.transaction().execute(async (trx) => {
      const linhas: Insertable<FornecedoresTable>[] = [];
      const ramos: Ramo[] = [];
      for (let k = 0; k < tamanho; k++) {
        const numero = inicio + feitos + k;
        const ramo = rnd.pick(RAMOS);
        const nome = `${rnd.pick(PREFIXOS)} ${rnd.pick(NUCLEOS)} ${rnd.pick(ramo.sufixos)}`;
        const quando = new Date(agora - rnd.int(365 * 86_400_000)).toISOString();
        const ddd = String(11 + rnd.int(89)).padStart(2, '0');
        const fone = String(rnd.int(100_000_000)).padStart(8, '0');
        ramos.push(ramo);
        linhas.push({
          slug: `${slugify(nome)}-${numero}`,
          usuario_id: donos[numero % donos.length]!,
          nome_empresa: nome,
          frase_slogan: rnd.pick(ramo.slogans),
          descricao_curta: rnd.pick(ramo.curtas),
          descricao_longa: `<p>${rnd.pick(ramo.curtas)}</p>`,
          conteudo: `<p>${rnd.pick(ramo.slogans)}</p>`,
          telefone: `(${ddd}) 9${fone.slice(0, 4)}-${fone.slice(4)}`,
          whatsapp: null,
          site: null,
          verificado: rnd.next() < 0.4 ? 1 : 0,
          premium: rnd.next() < 0.05 ? 1 : 0,
          created_at: quando,
          updated_at: quando,
        });
      }
      const ids = await q.inserirFornecedores(trx, linhas);
      const tagRows: { fornecedor_id: number; tag_id: number }[] = [];
      const tipoRows: { fornecedor_id: number; tipo_id: number }[] = [];
      for (const [k, id] of ids.entries()) {
        const ramo = ramos[k]!;
        const escolhidas = new Set<number>();
        // Localidade: 'Brasil' alone, 'Online', or one to three states (sometimes plus 'Online').
        const sorteLocal = rnd.next();
        if (sorteLocal < 0.12) escolhidas.add(tag(TAG_BRASIL));
        else {
          if (sorteLocal < 0.35) escolhidas.add(tag(TAG_ONLINE));
          if (sorteLocal >= 0.25) for (let s = 0; s < 1 + rnd.int(3); s++) escolhidas.add(tag(rnd.pick(UFS)));
        }
        // Público: 'para Todos' alone, or one to three audiences.
        if (rnd.next() < 0.3) escolhidas.add(tag(TAG_PARA_TODOS));
        else for (let s = 0; s < 1 + rnd.int(3); s++) escolhidas.add(tag(rnd.pick(PUBLICOS)));
        for (const a of ramo.atividade) escolhidas.add(tag(a));
        for (let s = 0; s < 1 + rnd.int(2); s++) escolhidas.add(tag(rnd.pick(ramo.servicos)));
        for (const tagId of escolhidas) tagRows.push({ fornecedor_id: id, tag_id: tagId });
        if (tipos.length > 0) tipoRows.push({ fornecedor_id: id, tipo_id: rnd.pick(tipos) });
      }
      await q.inserirFornecedorTags(trx, tagRows);
      await q.inserirFornecedorTipos(trx, tipoRows);
      await recordMudanca(trx, { fornecedorIds: ids });
    });
    feitos += tamanho;
    onProgress?.(feitos, n);
  }
  return feitos;
}

/** An advertiser that owns generated suppliers when the database has none; it cannot log in. */
async function criarDonoGerado(db: Db, hashPassword: (senha: string) => Promise<string>): Promise<number> {
  const email = 'dados-gerados@vitrinedosim.com.br';
  const existente = await q.emailExiste(db, email);
  if (existente) return existente;
  const agora = new Date().toISOString();
  return q.inserirUsuario(db, {
    nome: 'Dados Gerados',
    email,
    telefone: null,
    ramo_atividade: null,
    tipo: 'anunciante',
    senha_hash: await hashPassword(randomBytes(32).toString('hex')),
    email_verificado_em: agora,
    created_at: agora,
    updated_at: agora,
  });
}
