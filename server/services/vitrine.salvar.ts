import type { Db } from '../../db/client.js';
import { listTagsWithCategoria } from '../../db/queries/catalogo.queries.js';
import { getUsuarioAtivo } from '../../db/queries/dono.queries.js';
import * as gq from '../../db/queries/vitrine.galeria.queries.js';
import * as lq from '../../db/queries/vitrine.links.queries.js';
import * as q from '../../db/queries/vitrine.queries.js';
import type { FornecedorUpdate } from '../../db/schema.js';
import { badRequest, forbidden } from '../errors.js';
import { sanitizeRichText } from '../sanitize.js';
import { exclusivaCombinada } from '../schemas/regras-catalogo.js';
import type { FornecedorParcialInput } from '../schemas/vitrine.schema.js';
import { MSG_CATEGORIA_LINK, MSG_RESPONSAVEL, PLACEHOLDER_VITRINE } from '../schemas/vitrine.schema.js';
import { slugify, slugSegueNome, slugUnico } from '../slug.js';
import { type MidiaPronta, prepararMidia } from '../uploads/images.js';
import { removerPastasDeExcluidos } from '../uploads/storage.js';
import { type ArquivoEnviado, verificarCota } from '../uploads/validate.js';
import type { Context } from './contexto.js';
import { exigirAnuncianteOuAdmin, podeEscolherResponsavel, podeSerResponsavel } from './permissoes.js';
import { autorizar } from './vitrine.acesso.js';
import { apagarArquivos, gravar, tamanhoDoArquivo } from './vitrine.arquivos.js';
import { urlDoLink } from './vitrine.links.service.js';

// The one save path of a showcase's fields (create, whole form, autosave) and its removal.

/** Files that may come with the multipart forms. */
export interface ArquivosFormulario {
  foto_perfil?: ArquivoEnviado;
  galeria?: ArquivoEnviado[];
}

type Usuario = NonNullable<Context['user']>;

const agora = () => new Date().toISOString();

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
  const dono = await getUsuarioAtivo(ctx.deps.db, pedido);
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

/**
 * A free slug for `nome` (`exceto`'s own earlier slugs count as free), chosen under the slug lock
 * (q.lockSlugs): held until `trx` commits, so no other choice takes the same one meanwhile.
 */
async function escolherSlug(trx: Db, nome: string, exceto?: number): Promise<string> {
  await q.lockSlugs(trx);
  return slugUnico(nome, (s) => q.isSlugOcupado(trx, s, exceto));
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

export type ModoSalvar = 'criar' | 'completo' | 'parcial';

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
export async function salvar(
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
      const categoria = await lq.getCategoriaLink(db, link.categoria_id);
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
      if (repetivel) await q.lockDono(trx, dono);
      const repetido = repetivel
        ? await q.findRascunhoIntocado(trx, dono, input.nome_empresa ?? '', antesDe(REPETICAO_CRIAR_MS))
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
        await gq.insertMidia(trx, {
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
    let ordem = await lq.getNextLinkOrdem(trx, fid);
    for (const link of input.links)
      await lq.insertLink(trx, {
        fornecedor_id: fid,
        categoria_id: link.categoria_id,
        url: link.url,
        texto_tela: link.texto_tela?.trim() || null,
        ordem: ordem++,
        created_at: agoraIso,
      });
  }
  return fid;
}

/** Removes a supplier's rows (one transaction), then its upload folder (see removerPastasDeExcluidos). */
export async function removerFornecedor(ctx: Context, id: number, depois?: (trx: Db) => Promise<unknown>) {
  await ctx.deps.db.transaction().execute(async (trx) => {
    await q.deleteDependentes(trx, id);
    await q.deleteFornecedor(trx, id);
    if (depois) await depois(trx);
  });
  await removerPastasDeExcluidos(ctx.deps.storage, ctx.deps.logger, [id], 'exclusão de vitrine');
}
