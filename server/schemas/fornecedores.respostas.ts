import * as v from 'valibot';
import { tagResposta } from './catalogo.respostas.js';
import { depoimentoResposta } from './depoimentos.respostas.js';
import { id, instante, inteiro, texto, textoOuNulo } from './respostas-comuns.js';

const larguras = v.pipe(
  v.array(inteiro),
  v.description('Larguras das variantes WebP (vazio: só o original).'),
);
export const avaliacaoResposta = v.strictObject({ media: v.nullable(v.number()), total: inteiro });

/** A supplier card of the directory. */
export const cartaoFornecedor = v.strictObject({
  id,
  slug: texto,
  usuario_id: id,
  nome_empresa: texto,
  frase_slogan: textoOuNulo,
  descricao_curta: texto,
  foto_perfil: textoOuNulo,
  foto_perfil_larguras: larguras,
  verificado: v.boolean(),
  premium: v.boolean(),
  tags: v.array(tagResposta),
  avaliacao: avaliacaoResposta,
});

export const listaFornecedoresResposta = v.array(cartaoFornecedor);

export const buscaFornecedoresResposta = v.strictObject({
  rows: v.array(cartaoFornecedor),
  total: inteiro,
  page: inteiro,
  per_page: inteiro,
});

/** The page shows visible testimonials only: no `oculto` flag. */
export const depoimentoDoDetalhe = v.omit(depoimentoResposta, ['oculto']);

/** A supplier's public page. */
export const detalheFornecedorResposta = v.strictObject({
  ...cartaoFornecedor.entries,
  publicado: v.boolean(),
  descricao_longa: textoOuNulo,
  conteudo: textoOuNulo,
  telefone: textoOuNulo,
  site: textoOuNulo,
  whatsapp: textoOuNulo,
  created_at: instante,
  updated_at: instante,
  usuario: v.strictObject({ nome: texto }),
  links: v.array(
    v.strictObject({
      id,
      url: texto,
      texto_tela: textoOuNulo,
      categoria_id: id,
      categoria: v.strictObject({ nome: texto, icone: texto }),
    }),
  ),
  galeria: v.array(v.strictObject({ id, midia_url: texto, tipo: texto, larguras })),
  faqs: v.array(v.strictObject({ id, pergunta: texto, resposta: texto })),
  depoimentos: v.array(depoimentoDoDetalhe),
});
