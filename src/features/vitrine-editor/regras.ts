/** Pure rules of the showcase form (no React): payloads, tag exclusivity, messages. Tested in node. */
import { TAG_EXCLUSIVA } from '../../../server/schemas/regras-catalogo';
import {
  contarCaracteres,
  LIMITES_VITRINE,
  MSG_CONTEUDO,
  MSG_DESCRICAO_LONGA,
  MSG_RESPONSAVEL,
  msgLimite,
} from '../../../server/schemas/vitrine.schema';
import type { RouterInputs, RouterOutputs } from '../../lib/trpc';

export const AUTOSAVE_ESPERA_MS = 5000;
export const AUTOSAVE_DEBOUNCE_MS = 2000;
export const TIMEOUT_AUTOSAVE_MS = 30_000;
export const TIMEOUT_SALVAR_MS = 120_000;
export const TIMEOUT_FOTO_MS = 60_000;
export const TIMEOUT_GALERIA_MS = 60_000;
export const UPLOAD_RESET_CONCLUIDO_MS = 2000;
export const UPLOAD_RESET_ERRO_MS = 5000;
export const CACHE_EDITOR_MS = 300_000;
export const EDITOR_UNDO_PROFUNDIDADE = 100;
export const EDITOR_UNDO_GRUPO_MS = 500;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_PASSO = 0.1;

export const MSG = {
  criada: 'Vitrine criada com sucesso!',
  cadastrado: 'Fornecedor cadastrado com sucesso!',
  atualizado: 'Fornecedor atualizado com sucesso!',
  // the product's message list names both in one line: 'Fornecedor atualizado/cadastrado com sucesso!'
  fotoAtualizada: 'Foto de perfil atualizada com sucesso!',
  imagemAdicionada: 'Imagem adicionada com sucesso!',
  imagemRemovida: 'Imagem removida com sucesso!',
  videoAdicionado: 'Vídeo adicionado com sucesso!',
  videoRemovido: 'Vídeo removido com sucesso!',
  linkRemovido: 'Link removido com sucesso!',
  linkAdicionado: 'Link adicionado com sucesso!',
  linkAlterado: 'Link alterado.',
  linkLocal: 'Link adicionado. Será salvo quando você salvar o fornecedor.',
  faqRemovidaUltima: 'FAQ removida com sucesso. Uma nova FAQ em branco foi criada.',
  faqRemovida: 'FAQ removida com sucesso.',
  erroCarregar: 'Erro ao carregar dados. Por favor, tente novamente.',
  dadosInvalidos: 'Dados inválidos recebidos',
  rotaSalvar404: 'Rota de salvamento não encontrada',
  sessaoExpiradaCurta: 'Sessão expirada',
  servidorNaoRespondeu: 'Servidor não respondeu',
  erroDesconhecidoSalvar: 'Erro desconhecido ao salvar',
  timeout: 'Timeout - A requisição demorou muito tempo',
  erroEnviarArquivo: 'Erro ao enviar arquivo: ',
  semIdMidia: 'Erro: A resposta do servidor não contém o ID da mídia',
  idMidiaInvalido: 'Erro: O ID da mídia recebido não é válido',
  erroResposta: 'Erro ao processar a resposta do servidor',
  erroImagem: 'Erro ao processar a imagem',
  naoSuportado: 'Arquivo não suportado',
  erroRequisicao: 'Erro ao enviar requisição: ',
  erroDesconhecido: 'Erro desconhecido',
  erroConexao: 'Erro de conexão com o servidor. Verifique sua internet e tente novamente.',
  erroRequisicaoGenerico: 'Erro ao enviar requisição. Por favor, tente novamente mais tarde.',
  erroAutenticacao: 'Erro de autenticação. Faça login novamente.',
  sessaoExpirada: 'Sessão expirada. Faça login novamente.',
  precisaLogin: 'Você precisa estar logado para salvar as alterações',
  semPermissaoCriar: 'Você não tem permissão para criar um fornecedor.',
  erroAdicionarLink: 'Erro ao adicionar link: ',
  erroRemoverLink: 'Erro ao remover link: ',
  erroAlterarLink: 'Erro ao alterar link: ',
  erroOrdemLinks: 'Erro ao salvar a ordem dos links: ',
  erroOrdemGaleria: 'Erro ao salvar a ordem da galeria: ',
  capaDefinida: 'Capa da galeria definida.',
  erroRemoverImagem: 'Erro ao remover imagem: ',
  urlObrigatoria: 'URL do link é obrigatória',
  categoriaObrigatoria: 'Categoria do link é obrigatória',
  nenhumLink: 'Nenhum link adicionado',
  nenhumaImagem: 'Nenhuma imagem adicionada',
  responsavel: MSG_RESPONSAVEL,
  nomeObrigatorio: 'O nome da empresa é obrigatório.',
  descricaoObrigatoria: 'A descrição curta é obrigatória.',
} as const;

export const DICAS_CATEGORIA_TAG: Record<string, string> = {
  Público: 'Selecione o tipo de fornecedor que sua solução atende',
  Atividade: 'Selecione o tipo de produto ou serviço que você oferece',
  Localidade: 'Selecione onde o seu produto ou serviço atende',
  Serviços: 'Selecione serviços específicos dentro da atividade principal (se houver)',
};
export const ORDEM_CATEGORIAS_TAG = ['Público', 'Atividade', 'Serviços', 'Localidade', 'Geral'];

/** A tag of the catalogue (`fornecedores.tags`), as far as the editor's rules read it. */
export type TagInfo = Pick<RouterOutputs['fornecedores']['tags'][number], 'id' | 'nome' | 'CategoriaTag'>;

/**
 * Clicking a tag: a selected one is unselected; the exclusive tag of its category drops the
 * others of that category; another tag of that category drops the exclusive one.
 */
export function alternarTag(selecionadas: number[], tag: TagInfo, todas: TagInfo[]): number[] {
  if (selecionadas.includes(tag.id)) return selecionadas.filter((id) => id !== tag.id);
  const categoria = tag.CategoriaTag.nome;
  const exclusiva = TAG_EXCLUSIVA[categoria];
  const daCategoria = new Set(todas.filter((t) => t.CategoriaTag.nome === categoria).map((t) => t.id));
  if (exclusiva && tag.nome === exclusiva)
    return [...selecionadas.filter((id) => !daCategoria.has(id)), tag.id];
  if (exclusiva) {
    const idExclusiva = todas.find((t) => t.CategoriaTag.nome === categoria && t.nome === exclusiva)?.id;
    return [...selecionadas.filter((id) => id !== idExclusiva), tag.id];
  }
  return [...selecionadas, tag.id];
}

/**
 * What choosing `tag` unchecked in its category (an exclusive tag and the others drop each other:
 * 'Brasil' and the states, 'para Todos' and the audiences), said next to the tags; null when
 * nothing else changed.
 */
export function avisoDaTroca(
  antes: number[],
  depois: number[],
  tag: TagInfo,
  todas: TagInfo[],
): string | null {
  const saiu = todas.filter((t) => antes.includes(t.id) && !depois.includes(t.id) && t.id !== tag.id);
  if (saiu.length === 0 || !depois.includes(tag.id)) return null;
  const nomes = listaPtBr(saiu.map((t) => t.nome));
  const exclusiva = TAG_EXCLUSIVA[tag.CategoriaTag.nome];
  const desmarcadas = saiu.length === 1 ? `${nomes} foi desmarcada` : `${nomes} foram desmarcadas`;
  if (tag.nome === exclusiva)
    return `${desmarcadas}: “${tag.nome}” já inclui ${tag.nome === 'Brasil' ? 'todos os estados' : 'todos os públicos'} e não se combina com outras tags de ${tag.CategoriaTag.nome}.`;
  return `${desmarcadas}: “${exclusiva}” não se combina com outras tags de ${tag.CategoriaTag.nome}.`;
}

function listaPtBr(nomes: string[]): string {
  const q = nomes.map((n) => `“${n}”`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} e ${q[q.length - 1]}`;
}

export interface FaqItem {
  chave: string;
  pergunta: string;
  resposta: string;
}

export interface LinkItem {
  id: number | string;
  url: string;
  texto_tela: string | null;
  categoria_id: number;
  categoria?: { id: number; nome: string; icone: string } | null;
}

export interface MidiaItem {
  id: number | string;
  midia_url: string;
  tipo?: string;
  /** Set on a new supplier: the file waits for the first save. */
  arquivo?: File;
}

/** The form's values (what the server stores). */
export interface ValoresVitrine {
  usuario_id: number | null;
  nome_empresa: string;
  frase_slogan: string;
  descricao_curta: string;
  descricao_longa: string;
  conteudo: string;
  tags: number[];
  tipos: number[];
  faqs: FaqItem[];
}

export type CampoVitrine = keyof ValoresVitrine;

/** Empty editor content (only empty tags or line breaks) counts as empty. */
export function editorVazio(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

export function faqsCompletas(faqs: FaqItem[]) {
  return faqs
    .map((f) => ({ pergunta: f.pergunta.trim(), resposta: f.resposta.trim() }))
    .filter((f) => f.pergunta && f.resposta);
}

/** Input past a plain field's limit is ignored (the value is cut at the limit). */
export function limitarTexto(valor: string, max: number): string {
  const chars = [...valor];
  return chars.length <= max ? valor : chars.slice(0, max).join('');
}

const SEMPRE_NO_AUTOSAVE = ['descricao_longa', 'conteudo', 'faqs', 'tags', 'tipos', 'usuario_id'] as const;

/** What the autosave sends (the partial update's `dados`, as the procedure infers it). */
export type DadosVitrine = RouterInputs['fornecedores']['atualizarParcial']['dados'];

function valorParaEnvio(campo: CampoVitrine, v: ValoresVitrine): DadosVitrine[keyof DadosVitrine] {
  switch (campo) {
    case 'faqs':
      return faqsCompletas(v.faqs);
    case 'descricao_longa':
    case 'conteudo':
      return editorVazio(v[campo]) ? '' : v[campo];
    default:
      return v[campo];
  }
}

function dadosDe(v: ValoresVitrine, campos: Iterable<CampoVitrine>): DadosVitrine {
  const out: Record<string, unknown> = {};
  for (const campo of campos) out[campo] = valorParaEnvio(campo, v);
  if (out.usuario_id == null) delete out.usuario_id;
  return out as DadosVitrine;
}

/**
 * The autosave's fields: only the modified ones, plus descricao_longa, conteudo, faqs, tags,
 * tipos and usuario_id as the spec documents for the partial update.
 */
export function dadosAutosave(v: ValoresVitrine, modificados: ReadonlySet<CampoVitrine>): DadosVitrine {
  return dadosDe(v, [...modificados, ...SEMPRE_NO_AUTOSAVE]);
}

/** Every field of the whole form (create or full update). */
export function dadosCompletos(v: ValoresVitrine) {
  const { nome_empresa, descricao_curta } = v;
  return { ...dadosDe(v, Object.keys(v) as CampoVitrine[]), nome_empresa, descricao_curta };
}

/** The multipart form of the create call: lists as JSON, as the server's form reader expects. */
export function formularioDe(dados: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, valor] of Object.entries(dados)) {
    if (valor === undefined || valor === null) continue;
    form.append(k, typeof valor === 'object' ? JSON.stringify(valor) : String(valor));
  }
  return form;
}

/** Links sent with a new supplier: url and text filled. */
export function linksParaEnvio(links: LinkItem[]) {
  return links
    .filter((l) => l.url.trim() && (l.texto_tela ?? '').trim())
    .map((l) => ({ url: l.url.trim(), texto_tela: l.texto_tela, categoria_id: l.categoria_id }));
}

/** Submit-time checks, in the spec's order and words; null when valid. */
export function validarEnvio(v: ValoresVitrine, exigeResponsavel: boolean): string | null {
  if (exigeResponsavel && !v.usuario_id) return MSG_RESPONSAVEL;
  if (!v.nome_empresa.trim()) return MSG.nomeObrigatorio;
  if (!v.descricao_curta.trim()) return MSG.descricaoObrigatoria;
  if (contarCaracteres(v.descricao_longa) > LIMITES_VITRINE.descricao_longa) return MSG_DESCRICAO_LONGA;
  if (contarCaracteres(v.conteudo) > LIMITES_VITRINE.conteudo) return MSG_CONTEUDO;
  for (const campo of ['nome_empresa', 'frase_slogan', 'descricao_curta'] as const) {
    if ([...v[campo]].length > LIMITES_VITRINE[campo]) return msgLimite(campo, LIMITES_VITRINE[campo]);
  }
  return null;
}

/** The autosave's error text for an HTTP status (null status: no answer). */
export function mensagemErroAutosave(status: number | null, mensagemServidor: string | null): string {
  if (status === null) return MSG.servidorNaoRespondeu;
  if (status === 404) return MSG.rotaSalvar404;
  if (status === 401) return MSG.sessaoExpiradaCurta;
  if (status > 0) return mensagemServidor ?? `Erro ${status}: falha ao salvar`;
  return MSG.erroDesconhecidoSalvar;
}

/** The whole save's error text. */
export function mensagemErroSalvar(status: number | null, mensagemServidor: string | null): string {
  if (status === null) return MSG.erroConexao;
  if (status === 401) return MSG.sessaoExpirada;
  if (status >= 400) return MSG.erroRequisicao + (mensagemServidor ?? MSG.erroDesconhecido);
  return MSG.erroRequisicaoGenerico;
}

/** Gallery item kind from its address: video (.mp4), image (jpg, jpeg, png, gif, webp) or unsupported. */
export function tipoMidia(url: string): 'video' | 'imagem' | null {
  const ext =
    url
      .toLowerCase()
      .split('?')[0]!
      .match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (ext === 'mp4') return 'video';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'imagem';
  return null;
}

/** A gallery answer must hold midia with a valid numeric id. */
export function validarRespostaMidia(res: unknown): { id: number; midia_url: string; tipo?: string } {
  const midia = (res as { midia?: { id?: unknown; midia_url?: unknown; tipo?: string } } | null)?.midia;
  if (!midia || midia.id === undefined || midia.id === null) throw new Error(MSG.semIdMidia);
  const id = Number(midia.id);
  if (!Number.isInteger(id) || id <= 0) throw new Error(MSG.idMidiaInvalido);
  if (typeof midia.midia_url !== 'string') throw new Error(MSG.erroResposta);
  return { id, midia_url: midia.midia_url, tipo: midia.tipo };
}

/** '1,2 MB', '350 KB'. */
export function formatarBytes(n: number): string {
  if (n >= 1024 * 1024)
    return `${(n / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(n / 1024)).toLocaleString('pt-BR')} KB`;
}

export function reducaoPercentual(original: number, comprimido: number): number {
  if (!original || comprimido >= original) return 0;
  return Math.round((1 - comprimido / original) * 100);
}
