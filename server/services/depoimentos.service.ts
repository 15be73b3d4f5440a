import type * as v from 'valibot';
import * as dq from '../../db/queries/depoimentos.queries.js';
import * as fq from '../../db/queries/fornecedores.queries.js';
import { registrarMudanca } from '../../db/queries/mudancas.queries.js';
import { AppError, forbidden, notFound } from '../errors.js';
import type { createDepoimentoSchema, updateDepoimentoSchema } from '../schemas/depoimentos.schema.js';
import type { AuthedContext } from '../trpc/context.js';

export interface DepoimentoPublico {
  id: number;
  fornecedor_id: number;
  usuario_id: number;
  usuario: { nome: string | null };
  nota: number;
  comentario: string;
  created_at: string;
  updated_at: string;
}

async function carregar(ctx: AuthedContext, id: number): Promise<DepoimentoPublico> {
  const d = await dq.depoimentoPorId(ctx.deps.db, id);
  if (!d) throw notFound('Depoimento não encontrado.');
  return {
    id: d.id,
    fornecedor_id: d.fornecedor_id,
    usuario_id: d.usuario_id,
    usuario: { nome: d.usuario_nome },
    nota: d.nota,
    comentario: d.comentario,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}

const conflito = () =>
  new AppError('CONFLICT', 'Você já deixou um depoimento para este fornecedor.', { appCode: 'CONFLICT' });

/**
 * One testimonial per user per supplier (a second is a CONFLICT, never a duplicate row), only on
 * public suppliers, never on one's own showcase.
 */
export async function create(
  ctx: AuthedContext,
  input: v.InferOutput<typeof createDepoimentoSchema>,
): Promise<DepoimentoPublico> {
  const { db } = ctx.deps;
  const fornecedor = await fq.donoDoFornecedor(db, { id: input.fornecedor_id });
  if (!fornecedor) throw notFound('Fornecedor não encontrado.');
  if (fornecedor.usuario_id === ctx.user.id) {
    throw forbidden('Você não pode deixar um depoimento na sua própria vitrine.');
  }
  if (await dq.depoimentoDoUsuario(db, input.fornecedor_id, ctx.user.id)) throw conflito();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const novo = await dq.inserirDepoimento(trx, {
        fornecedor_id: input.fornecedor_id,
        usuario_id: ctx.user.id,
        nota: input.nota,
        comentario: input.comentario,
        now: new Date().toISOString(),
      });
      await registrarMudanca(trx, { paginaIds: [input.fornecedor_id] });
      return novo;
    });
  } catch (err) {
    // A concurrent second submit hits the unique constraint: still a conflict.
    if (err instanceof Error && /UNIQUE|unique/.test(err.message)) throw conflito();
    throw err;
  }
  return carregar(ctx, id);
}

/** Only its author edits a testimonial. */
export async function update(
  ctx: AuthedContext,
  id: number,
  input: v.InferOutput<typeof updateDepoimentoSchema>,
): Promise<DepoimentoPublico> {
  const atual = await dq.depoimentoPorId(ctx.deps.db, id);
  if (!atual) throw notFound('Depoimento não encontrado.');
  if (atual.usuario_id !== ctx.user.id) throw forbidden('Você só pode editar o seu próprio depoimento.');
  await ctx.deps.db.transaction().execute(async (trx) => {
    await dq.atualizarDepoimento(trx, id, {
      nota: input.nota,
      comentario: input.comentario,
      now: new Date().toISOString(),
    });
    await registrarMudanca(trx, { paginaIds: [atual.fornecedor_id] });
  });
  return carregar(ctx, id);
}

/** Its author, or an admin (moderation), deletes a testimonial. */
export async function remove(ctx: AuthedContext, id: number): Promise<void> {
  const atual = await dq.depoimentoPorId(ctx.deps.db, id);
  if (!atual) throw notFound('Depoimento não encontrado.');
  if (atual.usuario_id !== ctx.user.id && ctx.user.tipo !== 'admin') {
    throw forbidden('Você só pode excluir o seu próprio depoimento.');
  }
  await ctx.deps.db.transaction().execute(async (trx) => {
    await dq.excluirDepoimento(trx, id);
    await registrarMudanca(trx, { paginaIds: [atual.fornecedor_id] });
  });
}
