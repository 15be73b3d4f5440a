import type { Db } from '../../db/client.js';
import * as audit from '../../db/queries/auditoria.queries.js';
import { listTagsWithCategoria } from '../../db/queries/catalogo.queries.js';
import { registrarMudanca } from '../../db/queries/mudancas.queries.js';
import * as q from '../../db/queries/vitrine.queries.js';
import type { FornecedorUpdate } from '../../db/schema.js';
import { ordenarPorNome } from '../../shared/ordem-nomes.js';
import type { AppDeps } from '../deps.js';
import { badRequest, type FieldError, forbidden, notFound } from '../errors.js';
import { sanitizeRichText } from '../sanitize.js';
import { normalizarLink } from '../schemas/links-normalizar.js';
import { exclusivaCombinada } from '../schemas/regras-catalogo.js';
import type { FornecedorInput, FornecedorParcialInput } from '../schemas/vitrine.schema.js';
import {
  MSG_CATEGORIA_LINK,
  MSG_PUBLICAR,
  MSG_RESPONSAVEL,
  NOME_PADRAO_ADMIN,
  nomePadraoAnunciante,
  PLACEHOLDER_VITRINE,
  TELEFONE_PADRAO_VITRINE,
} from '../schemas/vitrine.schema.js';
import { slugify, slugSegueNome, slugUnico } from '../slug.js';
import { gerarVariantes, type MidiaPronta, prepararMidia } from '../uploads/images.js';
import {
  chaveDaUrl,
  gravarMidia,
  readByUrl,
  removeByUrl,
  removerPastasDeExcluidos,
  saveVariantes,
} from '../uploads/storage.js';
import { type ArquivoEnviado, COTA_FORNECEDOR_BYTES, verificarCota } from '../uploads/validate.js';
import type { Context } from './contexto.js';
import {
  exigirAdmin,
  exigirAnuncianteOuAdmin,
  podeEditarVitrine,
  podeEscolherResponsavel,
  podeSerResponsavel,
} from './permissoes.js';

/** Files that may come with the multipart forms. */
export interface ArquivosFormulario {
  foto_perfil?: ArquivoEnviado;
  galeria?: ArquivoEnviado[];
}

type Usuario = NonNullable<Context['user']>;

/** The stored address of a link typed under `categoria`, or a 400 with the category's message. */
export function urlDoLink(categoria: string, digitado: string, campo = 'url'): string {
  const r = normalizarLink(categoria, digitado);
  if (!r.ok) throw badRequest(r.mensagem, [{ campo, mensagem: r.mensagem }]);
  return r.url;
}

const agora = () => new Date().toISOString();

/** The supplier, when the caller may write it: admins always, advertisers only their own. */
export async function autorizar(ctx: Context, fornecedorId: number) {
  const user = exigirAnuncianteOuAdmin(ctx.user);
  const f = await q.getFornecedorDono(ctx.deps.db, fornecedorId);
  if (!f) throw notFound('Fornecedor não encontrado.');
  if (!podeEditarVitrine(user, f)) throw forbidden('Você não tem permissão para editar esta vitrine.');
  return f;
}

/**
 * The same check for REST adapters, before they read a (possibly large or malformed) body: a
 * non-owner gets 403, never a parse error. The write services check again.
 */
export async function autorizarEdicao(ctx: Context, fornecedorId: number): Promise<void> {
  await autorizar(ctx, fornecedorId);
}

/**
 * The owner to write: an advertiser is always the owner of what they write and cannot pass
 * another; an admin picks any active advertiser or admin (default: keep, or self on create).
 */
async function resolverDono(
  ctx: Context,
  user: Usuario,
  pedido: number | null | undefined,
  atual: number | null,
): Promise<number> {
  if (!podeEscolherResponsavel(user)) {
    const esperado = atual ?? user.id;
    if (pedido != null && pedido !== esperado)
      throw forbidden('Você não pode alterar o responsável pela vitrine.');
    return esperado;
  }
  if (pedido == null) return atual ?? user.id;
  const dono = await q.getUsuarioAtivo(ctx.deps.db, pedido);
  if (!dono || !podeSerResponsavel(dono))
    throw badRequest(MSG_RESPONSAVEL, [{ campo: 'usuario_id', mensagem: MSG_RESPONSAVEL }]);
  return dono.id;
}

/** Known tags, with 'para Todos' alone in Público and 'Brasil' alone in Localidade. */
async function validarTags(db: Db, ids: number[]): Promise<number[]> {
  const unicos = [...new Set(ids)];
  const tags = await listTagsWithCategoria(db, unicos);
  if (tags.length !== unicos.length) throw badRequest('Uma das tags escolhidas não existe.');
  const combinada = exclusivaCombinada(tags.map((t) => ({ nome: t.nome, categoria: t.categoria_nome })));
  if (combinada) {
    const msg = `A tag '${combinada.exclusiva}' não pode ser combinada com outras tags de ${combinada.categoria}.`;
    throw badRequest(msg, [{ campo: 'tags', mensagem: msg }]);
  }
  return unicos;
}

async function validarTipos(db: Db, ids: number[]): Promise<number[]> {
  const unicos = [...new Set(ids)];
  if ((await q.countTiposExistentes(db, unicos)) !== unicos.length)
    throw badRequest('Um dos tipos de fornecedor escolhidos não existe.');
  return unicos;
}

/** The columns a save writes, from what was sent (absent keys are left as they are). */
function colunas(input: FornecedorParcialInput): FornecedorUpdate {
  const out: FornecedorUpdate = {};
  const vazioNulo = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s.trim());
  if (input.nome_empresa !== undefined) out.nome_empresa = input.nome_empresa;
  if (input.descricao_curta !== undefined) out.descricao_curta = input.descricao_curta;
  if (input.frase_slogan !== undefined) out.frase_slogan = vazioNulo(input.frase_slogan);
  if (input.descricao_longa !== undefined) out.descricao_longa = sanitizeRichText(input.descricao_longa);
  if (input.conteudo !== undefined) out.conteudo = sanitizeRichText(input.conteudo);
  if (input.telefone !== undefined) out.telefone = vazioNulo(input.telefone);
  if (input.whatsapp !== undefined) out.whatsapp = vazioNulo(input.whatsapp);
  if (input.site !== undefined) out.site = vazioNulo(input.site);
  return out;
}

/** Only FAQs with both a question and an answer are kept. */
function faqsCompletas(faqs: { pergunta: string; resposta: string }[]) {
  return faqs
    .map((f) => ({ pergunta: f.pergunta.trim(), resposta: f.resposta.trim() }))
    .filter((f) => f.pergunta && f.resposta);
}

async function tamanhoDoArquivo(ctx: Context, fornecedorId: number, url: string | null): Promise<number> {
  if (!url?.startsWith(`/uploads/fornecedores/${fornecedorId}/`)) return 0;
  const key = chaveDaUrl(url);
  return (key && (await ctx.deps.storage.stat(key))?.tamanho) || 0;
}

/** Writes prepared media and its variants; on any later failure the caller removes what was written. */
function gravar(ctx: Context, fornecedorId: number, midia: MidiaPronta, escritos: string[]) {
  return gravarMidia(ctx.deps.storage, fornecedorId, midia, escritos);
}

async function apagarArquivos(ctx: Context, urls: string[]) {
  for (const url of urls) {
    try {
      await removeByUrl(ctx.deps.storage, url);
    } catch (err) {
      ctx.deps.logger.warn({ err, url }, 'não foi possível remover o arquivo');
    }
  }
}

/**
 * A free slug for `nome` (`exceto`'s own earlier slugs count as free), chosen under the slug lock
 * (q.travarSlugs): held until `trx` commits, so no other choice takes the same one meanwhile.
 */
async function escolherSlug(trx: Db, nome: string, exceto?: number): Promise<string> {
  await q.travarSlugs(trx);
  return slugUnico(nome, (s) => q.slugOcupado(trx, s, exceto));
}

/**
 * The slug after a rename, or null when the address stays: it moves when the slugified name
 * changes (or the slug never followed the name); the old slug stays an alias of this supplier.
 */
async function slugAposRenomear(trx: Db, id: number, nome: string, agoraIso: string): Promise<string | null> {
  const atual = await q.getSlugENome(trx, id);
  if (!atual) return null;
  if (slugify(nome) === slugify(atual.nome_empresa) && slugSegueNome(atual.slug, nome)) return null;
  const novo = await escolherSlug(trx, nome, id);
  if (novo === atual.slug) return null;
  await q.insertSlugAntigo(trx, id, atual.slug, novo, agoraIso);
  return novo;
}

type ModoSalvar = 'criar' | 'completo' | 'parcial';

/** How long a repeated empty create answers the same draft (docs/decisions/criar-duas-vezes.md). */
export const REPETICAO_CRIAR_MS = 60_000;
const antesDe = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A create with nothing but the placeholders "Criar nova vitrine" sends (no files either). */
function criacaoVazia(input: FornecedorParcialInput): boolean {
  const vazio = (s: string | null | undefined) => !s?.trim() || s.trim() === PLACEHOLDER_VITRINE;
  return (
    vazio(input.descricao_curta) &&
    !input.tags?.length &&
    !input.tipos?.length &&
    !input.links?.length &&
    !faqsCompletas(input.faqs ?? []).length
  );
}

/** One save path for create, whole-form update and partial update. */
async function salvar(
  ctx: Context,
  modo: ModoSalvar,
  fornecedorId: number | null,
  input: FornecedorParcialInput,
  arquivos: ArquivosFormulario = {},
): Promise<number> {
  const user = exigirAnuncianteOuAdmin(ctx.user);
  const { db } = ctx.deps;
  const existente = fornecedorId == null ? null : await autorizar(ctx, fornecedorId);
  const dono =
    input.usuario_id !== undefined || !existente
      ? await resolverDono(ctx, user, input.usuario_id, existente?.usuario_id ?? null)
      : existente.usuario_id;
  const tags = input.tags ? await validarTags(db, input.tags) : undefined;
  const tipos = input.tipos ? await validarTipos(db, input.tipos) : undefined;
  if (input.links?.length) {
    const links = [];
    for (const link of input.links) {
      const categoria = await q.getCategoriaLink(db, link.categoria_id);
      if (!categoria)
        throw badRequest(MSG_CATEGORIA_LINK, [{ campo: 'links', mensagem: MSG_CATEGORIA_LINK }]);
      links.push({ ...link, url: urlDoLink(categoria.nome, link.url, 'links') });
    }
    input = { ...input, links };
  }

  // Files are checked and re-encoded before anything is written.
  const foto = arquivos.foto_perfil ? await prepararMidia(arquivos.foto_perfil, ['imagem']) : null;
  const galeria: MidiaPronta[] = [];
  for (const a of arquivos.galeria ?? []) galeria.push(await prepararMidia(a, ['imagem', 'video']));
  const fotoAntiga = foto && existente ? existente.foto_perfil : null;
  const liberado = fotoAntiga ? await tamanhoDoArquivo(ctx, existente!.id, fotoAntiga) : 0;
  const novos = (foto?.dados.length ?? 0) + galeria.reduce((s, m) => s + m.dados.length, 0);
  if (novos)
    verificarCota(existente?.midia_bytes ?? 0, novos, Math.min(liberado, existente?.midia_bytes ?? 0));

  // No awaits on storage inside a transaction (it would hold the connection and let other
  // requests run meanwhile): files go to their final random names before it and are removed if
  // it rolls back. A new supplier's folder needs its id: its row is committed first, its media
  // attached in a second transaction, and the whole supplier removed if that part fails.
  const escritos: string[] = [];
  const criadoAgora = !existente && (foto || galeria.length) ? { id: 0 } : null;
  // A repeated "Criar nova vitrine" (double click, retry) answers the draft it just created.
  const repetivel = !existente && !criadoAgora && criacaoVazia(input);
  try {
    let fid = existente?.id ?? null;
    if (criadoAgora) {
      fid = await db.transaction().execute((trx) => gravarCampos(trx, modo, null, input, dono, tags, tipos));
      criadoAgora.id = fid;
    }
    let fotoGravada: Awaited<ReturnType<typeof gravar>> | null = null;
    const galeriaGravada: Awaited<ReturnType<typeof gravar>>[] = [];
    if (fid != null) {
      const pasta = fid; // null only for a new supplier without files
      if (foto) fotoGravada = await gravar(ctx, pasta, foto, escritos);
      for (const m of galeria) galeriaGravada.push(await gravar(ctx, pasta, m, escritos));
    }
    const id = await db.transaction().execute(async (trx) => {
      if (repetivel) await q.travarDono(trx, dono);
      const repetido = repetivel
        ? await q.rascunhoIntocado(trx, dono, input.nome_empresa ?? '', antesDe(REPETICAO_CRIAR_MS))
        : undefined;
      if (repetido) return repetido.id;
      const alvo = criadoAgora
        ? criadoAgora.id
        : await gravarCampos(trx, modo, fid, input, dono, tags, tipos);
      const agoraIso = agora();
      let delta = 0;
      if (foto && fotoGravada) {
        await q.updateFornecedor(trx, alvo, {
          foto_perfil: fotoGravada.url,
          foto_perfil_larguras: fotoGravada.larguras,
        });
        delta += foto.dados.length - Math.min(liberado, existente?.midia_bytes ?? 0);
      }
      for (const [i, m] of galeria.entries()) {
        await q.insertMidia(trx, {
          fornecedor_id: alvo,
          midia_url: galeriaGravada[i].url,
          larguras: galeriaGravada[i].larguras,
          tipo: m.tipo,
          tamanho_bytes: m.dados.length,
          created_at: agoraIso,
        });
        delta += m.dados.length;
      }
      if (delta) await q.addMidiaBytes(trx, alvo, delta, agoraIso);
      if (criadoAgora) await registrarMudanca(trx, { fornecedorIds: [alvo] }); // else gravarCampos did
      return alvo;
    });
    if (fotoAntiga) await apagarArquivos(ctx, [fotoAntiga]);
    return id;
  } catch (err) {
    await apagarArquivos(ctx, escritos);
    if (criadoAgora?.id) await removerFornecedor(ctx, criadoAgora.id);
    throw err;
  }
}

/** The supplier's own columns and child rows (tags, types, FAQs, first links), in `trx`. */
async function gravarCampos(
  trx: Db,
  modo: ModoSalvar,
  existenteId: number | null,
  input: FornecedorParcialInput,
  dono: number,
  tags: number[] | undefined,
  tipos: number[] | undefined,
): Promise<number> {
  const agoraIso = agora();
  const valores = { ...colunas(input), usuario_id: dono, updated_at: agoraIso };
  let fid: number;
  if (existenteId == null) {
    const nome = input.nome_empresa ?? '';
    fid = await q.insertFornecedor(trx, {
      slug: await escolherSlug(trx, nome),
      nome_empresa: nome,
      descricao_curta: input.descricao_curta ?? '',
      // Every new showcase starts as a draft: public only after "Publicar".
      publicado: 0,
      created_at: agoraIso,
      ...valores,
    });
  } else {
    fid = existenteId;
    const slug =
      input.nome_empresa !== undefined
        ? await slugAposRenomear(trx, fid, input.nome_empresa, agoraIso)
        : null;
    await q.updateFornecedor(trx, fid, slug ? { ...valores, slug } : valores);
  }
  if (tags) await q.replaceTags(trx, fid, tags);
  if (tipos) await q.replaceTipos(trx, fid, tipos);
  if (input.faqs) await q.replaceFaqs(trx, fid, faqsCompletas(input.faqs));
  // Links come with the form only while the supplier is new; later they are saved one by one.
  if (input.links?.length && modo !== 'parcial') {
    let ordem = await q.nextLinkOrdem(trx, fid);
    for (const link of input.links)
      await q.insertLink(trx, {
        fornecedor_id: fid,
        categoria_id: link.categoria_id,
        url: link.url,
        texto_tela: link.texto_tela?.trim() || null,
        ordem: ordem++,
        created_at: agoraIso,
      });
  }
  await registrarMudanca(trx, { fornecedorIds: [fid] });
  return fid;
}

/** Removes a supplier's rows (one transaction), then its upload folder (see removerPastasDeExcluidos). */
async function removerFornecedor(ctx: Context, id: number, depois?: (trx: Db) => Promise<unknown>) {
  await ctx.deps.db.transaction().execute(async (trx) => {
    await q.deleteDependentes(trx, id);
    await q.deleteFornecedor(trx, id);
    await registrarMudanca(trx, { fornecedorIds: [id] });
    if (depois) await depois(trx);
  });
  await removerPastasDeExcluidos(ctx.deps.storage, ctx.deps.logger, [id], 'exclusão de vitrine');
}

/** The editor's view of a supplier: fields, owner, tag and type ids, links, FAQs and gallery. */
export async function carregarEdicao(ctx: Context, id: number) {
  await autorizar(ctx, id);
  const { db } = ctx.deps;
  const f = await q.getFornecedorParaEdicao(db, id);
  if (!f) throw notFound('Fornecedor não encontrado.');
  const [tags, tipos, links, faqs, galeria] = await Promise.all([
    q.listTagIds(db, id),
    q.listTipoIds(db, id),
    q.listLinks(db, id),
    q.listFaqs(db, id),
    q.listGaleria(db, id),
  ]);
  const { usuario_nome, ...campos } = f;
  return {
    ...campos,
    publicado: f.publicado === 1,
    usuario: { id: f.usuario_id, nome: usuario_nome },
    cota_bytes: COTA_FORNECEDOR_BYTES,
    tags: tags.map((t) => t.tag_id),
    tipos: tipos.map((t) => t.tipo_id),
    links: links.map(formatarLink),
    faqs: faqs.map(({ id: faqId, pergunta, resposta }) => ({ id: faqId, pergunta, resposta })),
    galeria: galeria.map((m) => ({ id: m.id, midia_url: m.midia_url, tipo: m.tipo })),
  };
}

export function formatarLink(l: Awaited<ReturnType<typeof q.listLinks>>[number]) {
  return {
    id: l.id,
    fornecedor_id: l.fornecedor_id,
    url: l.url,
    texto_tela: l.texto_tela,
    categoria_id: l.categoria_id,
    categoria: { id: l.categoria_id, nome: l.categoria_nome, icone: l.categoria_icone },
  };
}

/** Creates a showcase (JSON from the profile page, or the whole multipart form). */
export async function criar(ctx: Context, input: FornecedorInput, arquivos?: ArquivosFormulario) {
  const id = await salvar(ctx, 'criar', null, input, arquivos);
  return { id, fornecedor: { id }, message: 'Fornecedor cadastrado com sucesso!' };
}

/**
 * "Criar nova vitrine": an empty draft (no name, no description: the editor shows placeholders
 * and publishing asks for both). A repeated click within a minute answers the same draft.
 */
export async function criarRascunho(
  ctx: Context,
  input: { usuario_id?: number | null; telefone?: string | null },
) {
  const id = await salvar(ctx, 'criar', null, {
    nome_empresa: '',
    descricao_curta: '',
    usuario_id: input.usuario_id,
    telefone: input.telefone,
  });
  return { id, fornecedor: { id }, message: 'Fornecedor cadastrado com sucesso!' };
}

/** Whole-form update: name and short description required; other absent fields are kept. */
export async function atualizar(
  ctx: Context,
  id: number,
  input: FornecedorInput,
  arquivos?: ArquivosFormulario,
) {
  await salvar(ctx, 'completo', id, input, arquivos);
  return { id, fornecedor: await carregarEdicao(ctx, id), message: 'Fornecedor atualizado com sucesso!' };
}

/** Autosave and photo updates: writes only what was sent, never clears the rest. */
export async function atualizarParcial(
  ctx: Context,
  id: number,
  input: FornecedorParcialInput,
  arquivos?: ArquivosFormulario,
) {
  await salvar(ctx, 'parcial', id, input, arquivos);
  return { id, fornecedor: await carregarEdicao(ctx, id), message: 'Fornecedor atualizado com sucesso!' };
}

/**
 * What still keeps a showcase from being published, as field errors: a real company name (not
 * the placeholder "Criar nova vitrine" puts), a short description, and a way to be contacted.
 */
function pendenciasPublicacao(f: NonNullable<Awaited<ReturnType<typeof q.getParaPublicar>>>): FieldError[] {
  const erros: FieldError[] = [];
  const nome = f.nome_empresa.trim();
  if (!nome) erros.push({ campo: 'nome_empresa', mensagem: MSG_PUBLICAR.nomeVazio });
  // Names earlier versions of "Criar nova vitrine" filled in.
  else if (nome === nomePadraoAnunciante(f.usuario_nome) || NOME_PADRAO_ADMIN.test(nome))
    erros.push({ campo: 'nome_empresa', mensagem: MSG_PUBLICAR.nome });
  const descricao = f.descricao_curta.trim();
  if (!descricao || descricao === PLACEHOLDER_VITRINE)
    erros.push({ campo: 'descricao_curta', mensagem: MSG_PUBLICAR.descricao });
  const telefone = f.telefone?.trim();
  const temContato =
    !!f.whatsapp?.trim() ||
    (!!telefone && telefone !== TELEFONE_PADRAO_VITRINE) ||
    !!f.site?.trim() ||
    Number(f.links) > 0;
  if (!temContato) erros.push({ campo: 'contato', mensagem: MSG_PUBLICAR.contato });
  return erros;
}

/**
 * Publishes (after the checks above) or unpublishes a showcase: owner or admin. A directory
 * change, recorded in the same transaction so the index, lists and caches follow.
 */
async function mudarPublicacao(ctx: Context, id: number, publicar: boolean) {
  await autorizar(ctx, id);
  await ctx.deps.db.transaction().execute(async (trx) => {
    if (publicar) {
      const f = await q.getParaPublicar(trx, id);
      if (!f) throw notFound('Fornecedor não encontrado.');
      const erros = pendenciasPublicacao(f);
      if (erros.length) throw badRequest(MSG_PUBLICAR.recusada, erros);
    }
    await q.setPublicado(trx, id, publicar, agora());
    await registrarMudanca(trx, { fornecedorIds: [id] });
  });
}

export async function publicar(ctx: Context, id: number) {
  await mudarPublicacao(ctx, id, true);
  return { id, publicado: true, message: 'Vitrine publicada com sucesso!' };
}

export async function despublicar(ctx: Context, id: number) {
  await mudarPublicacao(ctx, id, false);
  return { id, publicado: false, message: 'Vitrine despublicada: agora ela é um rascunho.' };
}

/** Admins only: removes the supplier, its own rows and its upload folder. */
export async function excluir(ctx: Context, id: number) {
  const admin = exigirAdmin(ctx.user);
  const { db } = ctx.deps;
  const f = await q.getFornecedorDono(db, id);
  if (!f) throw notFound('Fornecedor não encontrado.');
  await removerFornecedor(ctx, id, (trx) =>
    audit.insertAuditoria(trx, {
      admin_id: admin.id,
      acao: 'excluir_fornecedor',
      entidade: 'fornecedor',
      entidade_id: String(id),
      detalhes: null,
    }),
  );
  return { message: 'Fornecedor excluído com sucesso!' };
}

/** Adds an image or an mp4 to the gallery. A refused or failed upload leaves no file and no row. */
export async function adicionarMidia(
  ctx: Context,
  fornecedorId: number,
  arquivo: ArquivoEnviado | undefined,
) {
  const f = await autorizar(ctx, fornecedorId);
  if (!arquivo) throw badRequest('Por favor, selecione um arquivo');
  const midia = await prepararMidia(arquivo, ['imagem', 'video']);
  verificarCota(f.midia_bytes, midia.dados.length);
  const escritos: string[] = [];
  try {
    const { url, larguras } = await gravar(ctx, fornecedorId, midia, escritos);
    const id = await ctx.deps.db.transaction().execute(async (trx) => {
      const agoraIso = agora();
      const midiaId = await q.insertMidia(trx, {
        fornecedor_id: fornecedorId,
        midia_url: url,
        larguras,
        tipo: midia.tipo,
        tamanho_bytes: midia.dados.length,
        created_at: agoraIso,
      });
      await q.addMidiaBytes(trx, fornecedorId, midia.dados.length, agoraIso);
      await registrarMudanca(trx, { fornecedorIds: [fornecedorId] });
      return midiaId;
    });
    const message =
      midia.tipo === 'video' ? 'Vídeo adicionado com sucesso!' : 'Imagem adicionada com sucesso!';
    return { midia: { id, midia_url: url, tipo: midia.tipo }, message };
  } catch (err) {
    await apagarArquivos(ctx, escritos);
    throw err;
  }
}

export async function removerMidia(ctx: Context, id: number) {
  exigirAnuncianteOuAdmin(ctx.user);
  const midia = await q.getMidia(ctx.deps.db, id);
  if (!midia) throw notFound('Mídia não encontrada.');
  await autorizar(ctx, midia.fornecedor_id);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await q.deleteMidia(trx, id);
    await q.addMidiaBytes(trx, midia.fornecedor_id, -midia.tamanho_bytes, agora());
    await registrarMudanca(trx, { fornecedorIds: [midia.fornecedor_id] });
  });
  await apagarArquivos(ctx, [midia.midia_url]);
  return { message: midia.tipo === 'video' ? 'Vídeo removido com sucesso!' : 'Imagem removida com sucesso!' };
}

/** An image for the rich-text editor: stored like gallery media (quota counted), no gallery row. */
export async function enviarImagemConteudo(
  ctx: Context,
  fornecedorId: number,
  arquivo: ArquivoEnviado | undefined,
) {
  const f = await autorizar(ctx, fornecedorId);
  if (!arquivo) throw badRequest('Por favor, selecione um arquivo');
  // Images inside rich text are shown at their own size: no variants.
  const midia = await prepararMidia(arquivo, ['imagem'], false);
  verificarCota(f.midia_bytes, midia.dados.length);
  const escritos: string[] = [];
  try {
    const { url } = await gravar(ctx, fornecedorId, midia, escritos);
    await ctx.deps.db.transaction().execute(async (trx) => {
      await q.addMidiaBytes(trx, fornecedorId, midia.dados.length, agora());
      await registrarMudanca(trx, { fornecedorIds: [fornecedorId] });
    });
    return { url };
  } catch (err) {
    await apagarArquivos(ctx, escritos);
    throw err;
  }
}

/** The owner picker: active advertisers and admins (admins only). */
export async function listarResponsaveis(ctx: Context) {
  exigirAdmin(ctx.user);
  return ordenarPorNome(await q.listAnunciantesEAdmins(ctx.deps.db), (u) => u.nome);
}

export interface ResultadoVariantes {
  fotos: number;
  galeria: number;
  falhas: number;
}

/**
 * Writes the missing responsive variants of photos uploaded before migration 017 (idempotent:
 * only rows whose widths are null). Per photo: read and encode outside any transaction, write
 * the files, then record the widths in a short transaction; a photo replaced or removed
 * meanwhile gets its new files removed. An animation is recorded with no widths ("[]").
 */
export async function gerarVariantesFaltantes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
): Promise<ResultadoVariantes> {
  const resultado: ResultadoVariantes = { fotos: 0, galeria: 0, falhas: 0 };
  const LOTE = 100;

  async function processar(url: string, registrar: (larguras: string) => Promise<boolean>) {
    try {
      const dados = await readByUrl(deps.storage, url);
      if (!dados) throw new Error('arquivo não encontrado');
      const variantes = await gerarVariantes(dados);
      const escritos = await saveVariantes(deps.storage, url, variantes);
      if (await registrar(JSON.stringify(variantes.map((v) => v.largura)))) return true;
      for (const u of escritos) await removeByUrl(deps.storage, u);
    } catch (err) {
      resultado.falhas++;
      deps.logger.warn({ err, url }, 'variantes não geradas');
    }
    return false;
  }

  // Failed rows stay null (tried again next run); the cursor moves past them.
  for (let depois = 0; ; ) {
    const fotos = await q.fotosSemVariantes(deps.db, depois, LOTE);
    if (!fotos.length) break;
    for (const f of fotos) {
      depois = f.id;
      const url = f.foto_perfil!;
      const ok = await processar(url, (larguras) =>
        deps.db.transaction().execute(async (trx) => {
          const feito = await q.setLargurasFoto(trx, f.id, url, larguras);
          if (feito) await registrarMudanca(trx, { fornecedorIds: [f.id] });
          return feito;
        }),
      );
      if (ok) resultado.fotos++;
    }
  }
  for (let depois = 0; ; ) {
    const midias = await q.midiasSemVariantes(deps.db, depois, LOTE);
    if (!midias.length) break;
    for (const m of midias) {
      depois = m.id;
      const ok = await processar(m.midia_url, (larguras) =>
        deps.db.transaction().execute(async (trx) => {
          const feito = await q.setLargurasMidia(trx, m.id, larguras);
          if (feito) await registrarMudanca(trx, { paginaIds: [m.fornecedor_id] });
          return feito;
        }),
      );
      if (ok) resultado.galeria++;
    }
  }
  return resultado;
}
