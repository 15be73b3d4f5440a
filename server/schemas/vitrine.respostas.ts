import * as v from 'valibot';
import { tipoUsuario } from './auth.respostas.js';
import { categoriaLinkResposta } from './catalogo.respostas.js';
import { id, instante, instanteOuNulo, inteiro, texto, textoOuNulo } from './respostas-comuns.js';

export const linkResposta = v.strictObject({
  id,
  fornecedor_id: id,
  url: texto,
  texto_tela: textoOuNulo,
  categoria_id: id,
  categoria: categoriaLinkResposta,
});

const midia = v.strictObject({ id, midia_url: texto, tipo: texto });

/** The showcase as the editor loads it (drafts included). */
export const edicaoFornecedorResposta = v.strictObject({
  id,
  slug: texto,
  usuario_id: id,
  nome_empresa: texto,
  frase_slogan: textoOuNulo,
  descricao_curta: texto,
  descricao_longa: textoOuNulo,
  conteudo: textoOuNulo,
  foto_perfil: textoOuNulo,
  telefone: textoOuNulo,
  site: textoOuNulo,
  whatsapp: textoOuNulo,
  midia_bytes: inteiro,
  publicado: v.boolean(),
  created_at: instante,
  updated_at: instante,
  deleted_at: instanteOuNulo,
  /** The admin's reason when the showcase was deactivated (null when active). */
  desativacao_motivo: textoOuNulo,
  usuario: v.strictObject({ id, nome: texto }),
  cota_bytes: inteiro,
  tags: v.array(id),
  tipos: v.array(id),
  links: v.array(linkResposta),
  faqs: v.array(v.strictObject({ id, pergunta: texto, resposta: texto })),
  galeria: v.array(midia),
});

export const criarFornecedorResposta = v.strictObject({
  id,
  fornecedor: v.strictObject({ id }),
  message: texto,
});
export const salvarFornecedorResposta = v.strictObject({
  id,
  fornecedor: edicaoFornecedorResposta,
  message: texto,
});
export const publicacaoResposta = v.strictObject({ id, publicado: v.boolean(), message: texto });
export const imagemConteudoResposta = v.strictObject({ url: texto });
export const ordemLinksResposta = v.strictObject({ links: v.array(linkResposta), message: texto });
export const ordemGaleriaResposta = v.strictObject({ galeria: v.array(midia), message: texto });
export const midiaResposta = v.strictObject({ midia, message: texto });
export const responsaveisResposta = v.array(
  v.strictObject({ id, nome: texto, email: texto, tipo: tipoUsuario }),
);
