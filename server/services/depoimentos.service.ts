import type * as v from 'valibot';
import type { Db } from '../../db/client.js';
import * as dq from '../../db/queries/depoimentos.queries.js';
import { findFornecedorOwner } from '../../db/queries/dono.queries.js';
import { AppError, forbidden, notFound } from '../errors.js';
import type { MailMessage } from '../mail/mailer.js';
import { emailDepoimentoOculto, emailNovoDepoimento } from '../mail/templates.js';
import {
  type createDepoimentoSchema,
  type denunciaSchema,
  MOTIVOS_DENUNCIA,
  type MotivoDenuncia,
  type updateDepoimentoSchema,
} from '../schemas/depoimentos.schema.js';
import { registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext } from './contexto.js';
import {
  ehAdmin,
  exigirAdmin,
  exigirGerirFornecedor,
  podeAvaliarFornecedor,
  podeDenunciarDepoimento,
  podeEditarDepoimento,
  podeExcluirDepoimento,
} from './permissoes.js';

export interface DepoimentoPublico {
  id: number;
  fornecedor_id: number;
  usuario_id: number;
  usuario: { nome: string | null };
  nota: number;
  comentario: string;
  /** Hidden by moderation: only its author (and admins) still see it. */
  oculto: boolean;
  resposta: string | null;
  resposta_em: string | null;
  /** The reply was written by an admin, not the showcase's owner: shown as "Resposta da equipe". */
  resposta_da_equipe: boolean;
  created_at: string;
  updated_at: string;
}

type LinhaDepoimento = NonNullable<Awaited<ReturnType<typeof dq.findDepoimentoPorId>>>;

/** An admin's reply on someone else's showcase (replies from before migration 026: the owner's). */
export function respostaDaEquipe(d: {
  resposta_por: number | null;
  resposta_por_tipo: string | null;
  dono_id: number;
}): boolean {
  return d.resposta_por !== null && d.resposta_por !== d.dono_id && d.resposta_por_tipo === 'admin';
}

function publico(d: LinhaDepoimento): DepoimentoPublico {
  return {
    id: d.id,
    fornecedor_id: d.fornecedor_id,
    usuario_id: d.usuario_id,
    usuario: { nome: d.usuario_nome },
    nota: d.nota,
    comentario: d.comentario,
    oculto: !!d.oculto,
    resposta: d.resposta,
    resposta_em: d.resposta_em,
    resposta_da_equipe: respostaDaEquipe(d),
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}

async function existente(ctx: AuthedContext, id: number): Promise<LinhaDepoimento> {
  const d = await dq.findDepoimentoPorId(ctx.deps.db, id);
  if (!d) throw notFound('Depoimento não encontrado.');
  return d;
}

async function carregar(ctx: AuthedContext, id: number): Promise<DepoimentoPublico> {
  return publico(await existente(ctx, id));
}

type Envolvidos = NonNullable<Awaited<ReturnType<typeof dq.findEnvolvidosNoDepoimento>>>;

/**
 * Queues a notice about testimonial `id` in the write's transaction; the queue's sender delivers it
 * after the commit (the caller wakes it), so a mail outage never fails or slows the write.
 */
async function avisar(
  ctx: AuthedContext,
  trx: Db,
  id: number,
  mensagem: (e: Envolvidos) => MailMessage,
): Promise<void> {
  const envolvidos = await dq.findEnvolvidosNoDepoimento(trx, id);
  if (envolvidos) await ctx.deps.emails.enfileirar(trx, mensagem(envolvidos));
}

/**
 * A testimonial write in one transaction with what it changes: the supplier's stored rating
 * (recounted from the rows, so it is exact whatever the write). The triggers of migration 029
 * record the change for the directory (the aggregate on the card) and the page.
 */
async function escreverNoFornecedor<T>(
  ctx: AuthedContext,
  fornecedorId: number,
  escrita: (trx: Db) => Promise<T>,
  { mudaAvaliacao = true } = {},
): Promise<T> {
  return ctx.deps.db.transaction().execute(async (trx) => {
    const r = await escrita(trx);
    if (mudaAvaliacao) await dq.recountAvaliacao(trx, [fornecedorId]);
    return r;
  });
}

const conflito = () =>
  new AppError('CONFLICT', 'Você já deixou um depoimento para este fornecedor.', { appCode: 'CONFLICT' });

/**
 * One testimonial per user per supplier (a second is a CONFLICT, never a duplicate row), only on
 * public suppliers, never on one's own showcase.
 */
export async function criar(
  ctx: AuthedContext,
  input: v.InferOutput<typeof createDepoimentoSchema>,
): Promise<DepoimentoPublico> {
  const { db } = ctx.deps;
  const fornecedor = await findFornecedorOwner(db, { id: input.fornecedor_id }, { publico: true });
  if (!fornecedor) throw notFound('Fornecedor não encontrado.');
  if (!podeAvaliarFornecedor(ctx.user, fornecedor.usuario_id)) {
    throw forbidden('Você não pode deixar um depoimento na sua própria vitrine.');
  }
  if (await dq.findDepoimentoDoUsuario(db, input.fornecedor_id, ctx.user.id)) throw conflito();
  let id: number;
  try {
    id = await escreverNoFornecedor(ctx, input.fornecedor_id, async (trx) => {
      const novo = await dq.insertDepoimento(trx, {
        fornecedor_id: input.fornecedor_id,
        usuario_id: ctx.user.id,
        nota: input.nota,
        comentario: input.comentario,
        now: new Date().toISOString(),
      });
      await avisar(ctx, trx, novo, (e) =>
        emailNovoDepoimento(ctx.deps.env, {
          para: e.dono_email,
          nome: e.dono_nome,
          nomeEmpresa: e.nome_empresa,
          slug: e.slug,
          depoimentoId: novo,
          nota: e.nota,
        }),
      );
      return novo;
    });
  } catch (err) {
    // A concurrent second submit hits the unique constraint: still a conflict.
    if (err instanceof Error && /UNIQUE|unique/.test(err.message)) throw conflito();
    throw err;
  }
  ctx.deps.emails.acordar();
  return carregar(ctx, id);
}

/** Only its author edits a testimonial. */
export async function atualizar(
  ctx: AuthedContext,
  id: number,
  input: v.InferOutput<typeof updateDepoimentoSchema>,
): Promise<DepoimentoPublico> {
  const atual = await existente(ctx, id);
  if (!podeEditarDepoimento(ctx.user, atual.usuario_id)) {
    throw forbidden('Você só pode editar o seu próprio depoimento.');
  }
  await escreverNoFornecedor(ctx, atual.fornecedor_id, (trx) =>
    dq.updateDepoimento(trx, id, {
      nota: input.nota,
      comentario: input.comentario,
      now: new Date().toISOString(),
    }),
  );
  return carregar(ctx, id);
}

/** Its author, or an admin (moderation), deletes a testimonial. */
export async function excluir(ctx: AuthedContext, id: number): Promise<void> {
  const atual = await existente(ctx, id);
  if (!podeExcluirDepoimento(ctx.user, atual.usuario_id)) {
    throw forbidden('Você só pode excluir o seu próprio depoimento.');
  }
  await escreverNoFornecedor(ctx, atual.fornecedor_id, (trx) => dq.deleteDepoimento(trx, id));
}

// ---------------------------------------------------------------------------------------------
// Advertiser replies
// ---------------------------------------------------------------------------------------------

/** The showcase's owner or an admin; anyone else is a 403. */
async function exigirDonoOuAdmin(ctx: AuthedContext, d: LinhaDepoimento): Promise<void> {
  if (ehAdmin(ctx.user)) return;
  const dono = await dq.findEnvolvidosNoDepoimento(ctx.deps.db, d.id);
  exigirGerirFornecedor(
    ctx.user,
    dono?.dono_id ?? null,
    'Só o responsável pela vitrine pode responder a este depoimento.',
  );
}

/** Writes (or replaces) the one public reply of a testimonial. */
export async function responder(
  ctx: AuthedContext,
  id: number,
  resposta: string,
): Promise<DepoimentoPublico> {
  const d = await existente(ctx, id);
  await exigirDonoOuAdmin(ctx, d);
  await escreverNoFornecedor(
    ctx,
    d.fornecedor_id,
    (trx) => dq.setResposta(trx, id, resposta, new Date().toISOString(), ctx.user.id),
    { mudaAvaliacao: false },
  );
  return carregar(ctx, id);
}

export async function removerResposta(ctx: AuthedContext, id: number): Promise<void> {
  const d = await existente(ctx, id);
  await exigirDonoOuAdmin(ctx, d);
  await escreverNoFornecedor(
    ctx,
    d.fornecedor_id,
    (trx) => dq.setResposta(trx, id, null, new Date().toISOString(), null),
    { mudaAvaliacao: false },
  );
}

// ---------------------------------------------------------------------------------------------
// Reports and moderation
// ---------------------------------------------------------------------------------------------

const denunciaRepetida = () =>
  new AppError('CONFLICT', 'Você já denunciou este depoimento.', { appCode: 'CONFLICT' });

/** Any signed-in user but its author reports a visible testimonial, once. */
export async function denunciar(ctx: AuthedContext, id: number, input: v.InferOutput<typeof denunciaSchema>) {
  const d = await existente(ctx, id);
  if (d.oculto) throw notFound('Depoimento não encontrado.');
  if (!podeDenunciarDepoimento(ctx.user, d.usuario_id)) {
    throw forbidden('Você não pode denunciar o seu próprio depoimento.');
  }
  if (await dq.findDenunciaDoUsuario(ctx.deps.db, id, ctx.user.id)) throw denunciaRepetida();
  try {
    const r = await dq.insertDenuncia(ctx.deps.db, {
      depoimento_id: id,
      usuario_id: ctx.user.id,
      motivo: input.motivo,
      observacao: input.observacao || null,
      now: new Date().toISOString(),
    });
    return { ...r, motivo: r.motivo as MotivoDenuncia };
  } catch (err) {
    if (err instanceof Error && /UNIQUE|unique/.test(err.message)) throw denunciaRepetida();
    throw err;
  }
}

/**
 * Hides a testimonial (admin): out of the page, the count and the average in the same
 * transaction, its open reports closed as 'ocultada', an audit entry; its author is told by e-mail.
 */
export async function ocultar(ctx: AuthedContext, id: number): Promise<DepoimentoPublico> {
  exigirAdmin(ctx.user);
  const d = await existente(ctx, id);
  await escreverNoFornecedor(ctx, d.fornecedor_id, async (trx) => {
    await dq.setOculto(trx, id, true, new Date().toISOString());
    const fechadas = await dq.decideDenuncias(trx, id, 'ocultada');
    await registrarAuditoria(trx, ctx.user.id, 'ocultar', 'depoimento', id, {
      fornecedor_id: d.fornecedor_id,
      denuncias: Number(fechadas.numUpdatedRows),
    });
    if (!d.oculto)
      await avisar(ctx, trx, id, (e) =>
        emailDepoimentoOculto(ctx.deps.env, {
          para: e.autor_email,
          nome: e.autor_nome,
          nomeEmpresa: e.nome_empresa,
          slug: e.slug,
        }),
      );
  });
  ctx.deps.emails.acordar();
  return carregar(ctx, id);
}

/** Shows a hidden testimonial again (admin), back in the count and the average at once. */
export async function restaurar(ctx: AuthedContext, id: number): Promise<DepoimentoPublico> {
  exigirAdmin(ctx.user);
  const d = await existente(ctx, id);
  await escreverNoFornecedor(ctx, d.fornecedor_id, async (trx) => {
    await dq.setOculto(trx, id, false, new Date().toISOString());
    await registrarAuditoria(trx, ctx.user.id, 'restaurar', 'depoimento', id, {
      fornecedor_id: d.fornecedor_id,
    });
  });
  return carregar(ctx, id);
}

/** "Manter" (admin): the testimonial stays; its open reports are dismissed, with an audit entry. */
export async function manter(ctx: AuthedContext, id: number): Promise<void> {
  exigirAdmin(ctx.user);
  await existente(ctx, id);
  await ctx.deps.db.transaction().execute(async (trx) => {
    const fechadas = await dq.decideDenuncias(trx, id, 'mantida');
    await registrarAuditoria(trx, ctx.user.id, 'manter', 'depoimento', id, {
      denuncias: Number(fechadas.numUpdatedRows),
    });
  });
}

export const FILA_MAX_DENUNCIAS = 2000;

export interface ItemModeracao {
  id: number;
  nota: number;
  comentario: string;
  oculto: boolean;
  created_at: string;
  autor: { id: number; nome: string };
  fornecedor: { id: number; nome_empresa: string; slug: string };
  total: number;
  motivos: { motivo: MotivoDenuncia; rotulo: string; total: number }[];
  observacoes: string[];
  primeira_denuncia: string;
}

/** The moderation queue (admin): testimonials with open reports, most reported first. */
export async function filaModeracao(ctx: AuthedContext): Promise<ItemModeracao[]> {
  exigirAdmin(ctx.user);
  const linhas = await dq.listDenunciasAbertas(ctx.deps.db, FILA_MAX_DENUNCIAS);
  const porDepoimento = new Map<number, ItemModeracao>();
  for (const l of linhas) {
    let item = porDepoimento.get(l.id);
    if (!item) {
      item = {
        id: l.id,
        nota: l.nota,
        comentario: l.comentario,
        oculto: !!l.oculto,
        created_at: l.created_at,
        autor: { id: l.autor_id, nome: l.autor_nome },
        fornecedor: { id: l.fornecedor_id, nome_empresa: l.nome_empresa, slug: l.slug },
        total: 0,
        motivos: [],
        observacoes: [],
        primeira_denuncia: l.denunciada_em,
      };
      porDepoimento.set(l.id, item);
    }
    item.total++;
    const motivo = l.motivo as MotivoDenuncia;
    const m = item.motivos.find((x) => x.motivo === motivo);
    if (m) m.total++;
    else item.motivos.push({ motivo, rotulo: MOTIVOS_DENUNCIA[motivo] ?? motivo, total: 1 });
    if (l.observacao) item.observacoes.push(l.observacao);
  }
  return [...porDepoimento.values()].sort(
    (a, b) => b.total - a.total || a.primeira_denuncia.localeCompare(b.primeira_denuncia),
  );
}

/** The caller's own testimonials on a supplier, hidden ones included (shown to them with a notice). */
export async function meusNoFornecedor(
  ctx: AuthedContext,
  fornecedorId: number,
): Promise<DepoimentoPublico[]> {
  return (await dq.listDepoimentosDoAutor(ctx.deps.db, fornecedorId, ctx.user.id)).map(publico);
}
