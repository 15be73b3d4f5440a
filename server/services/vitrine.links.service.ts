import * as lq from '../../db/queries/vitrine.links.queries.js';
import * as q from '../../db/queries/vitrine.queries.js';
import { badRequest, notFound } from '../errors.js';
import { normalizarLink } from '../schemas/links-normalizar.js';
import type { EditarLinkInput, NovoLinkInput } from '../schemas/vitrine.schema.js';
import { MSG_CATEGORIA_LINK } from '../schemas/vitrine.schema.js';
import type { Context } from './contexto.js';
import { exigirAnuncianteOuAdmin } from './permissoes.js';
import { exigirMesmosItens } from './permutacao.js';
import { autorizar } from './vitrine.acesso.js';

// A showcase's link buttons: add, edit, reorder and remove, one call each (the editor saves
// them as they change). Every address is stored as its category's normalizer writes it.

const agora = () => new Date().toISOString();

/** The stored address of a link typed under `categoria`, or a 400 with the category's message. */
export function urlDoLink(categoria: string, digitado: string, campo = 'url'): string {
  const r = normalizarLink(categoria, digitado);
  if (!r.ok) throw badRequest(r.mensagem, [{ campo, mensagem: r.mensagem }]);
  return r.url;
}

export function formatarLink(l: Awaited<ReturnType<typeof lq.listLinks>>[number]) {
  return {
    id: l.id,
    fornecedor_id: l.fornecedor_id,
    url: l.url,
    texto_tela: l.texto_tela,
    categoria_id: l.categoria_id,
    categoria: { id: l.categoria_id, nome: l.categoria_nome, icone: l.categoria_icone },
  };
}

async function categoriaOu400(ctx: Context, categoriaId: number) {
  const categoria = await lq.getCategoriaLink(ctx.deps.db, categoriaId);
  if (!categoria)
    throw badRequest(MSG_CATEGORIA_LINK, [{ campo: 'categoria_id', mensagem: MSG_CATEGORIA_LINK }]);
  return categoria;
}

async function linkOu404(ctx: Context, id: number) {
  exigirAnuncianteOuAdmin(ctx.user);
  const link = await lq.getLink(ctx.deps.db, id);
  if (!link) throw notFound('Link não encontrado.');
  await autorizar(ctx, link.fornecedor_id);
  return link;
}

/** Adds a link button to an existing supplier; answers the link with its category. */
export async function adicionarLink(ctx: Context, input: NovoLinkInput) {
  await autorizar(ctx, input.fornecedor_id);
  const { db } = ctx.deps;
  const categoria = await categoriaOu400(ctx, input.categoria_id);
  const url = urlDoLink(categoria.nome, input.url);
  const id = await db.transaction().execute(async (trx) => {
    const agoraIso = agora();
    const linkId = await lq.insertLink(trx, {
      fornecedor_id: input.fornecedor_id,
      categoria_id: input.categoria_id,
      url,
      texto_tela: input.texto_tela?.trim() || null,
      ordem: await lq.getNextLinkOrdem(trx, input.fornecedor_id),
      created_at: agoraIso,
    });
    await q.updateFornecedor(trx, input.fornecedor_id, { updated_at: agoraIso });
    return linkId;
  });
  const link = await lq.getLink(db, id);
  return formatarLink(link!);
}

/** Changes a saved link's category, address and text (the address normalized for the category). */
export async function editarLink(ctx: Context, input: EditarLinkInput) {
  const link = await linkOu404(ctx, input.id);
  const categoria = await categoriaOu400(ctx, input.categoria_id);
  const url = urlDoLink(categoria.nome, input.url);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await lq.updateLink(trx, input.id, {
      categoria_id: input.categoria_id,
      url,
      texto_tela: input.texto_tela?.trim() || null,
    });
    await q.updateFornecedor(trx, link.fornecedor_id, { updated_at: agora() });
  });
  return formatarLink((await lq.getLink(ctx.deps.db, input.id))!);
}

/** Puts the showcase's links in the given order: every link of it, each once. */
export async function reordenarLinks(ctx: Context, input: { fornecedor_id: number; ids: number[] }) {
  await autorizar(ctx, input.fornecedor_id);
  const { db } = ctx.deps;
  await db.transaction().execute(async (trx) => {
    const atuais = (await lq.listLinks(trx, input.fornecedor_id)).map((l) => l.id);
    exigirMesmosItens(
      atuais,
      input.ids,
      'A nova ordem precisa trazer cada link da vitrine uma vez. Recarregue a página e tente de novo.',
    );
    for (const [ordem, id] of input.ids.entries()) await lq.setLinkOrdem(trx, id, ordem);
    await q.updateFornecedor(trx, input.fornecedor_id, { updated_at: agora() });
  });
  return {
    links: (await lq.listLinks(db, input.fornecedor_id)).map(formatarLink),
    message: 'Ordem dos links salva.',
  };
}

export async function removerLink(ctx: Context, id: number) {
  const link = await linkOu404(ctx, id);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await lq.deleteLink(trx, id);
    await q.updateFornecedor(trx, link.fornecedor_id, { updated_at: agora() });
  });
  return { message: 'Link removido com sucesso!' };
}
