import { randomBytes, timingSafeEqual } from 'node:crypto';
import { findFornecedorOwner } from '../../db/queries/dono.queries.js';
import * as q from '../../db/queries/orcamentos.queries.js';
import { verifyCaptcha } from '../auth/captcha.js';
import { hashSecret } from '../auth/session.js';
import type { AppDeps } from '../deps.js';
import { badRequest, notFound } from '../errors.js';
import {
  emailOrcamentoCopia,
  emailOrcamentoDono,
  type OrcamentoEmailData,
} from '../mail/orcamento-template.js';
import { enforceRateLimit } from '../rate-limit.js';
import type {
  ListarOrcamentosInput,
  MarcarOrcamentoInput,
  OrcamentoInput,
} from '../schemas/orcamentos.schema.js';
import { pagina } from './admin.auditoria.service.js';
import type { AuthedContext, Context } from './contexto.js';
import { donoNoFiltro, exigirGerirFornecedor } from './permissoes.js';

export const MSG_ORCAMENTOS = {
  enviado:
    'Pedido de orçamento enviado! O fornecedor recebeu seus dados e vai responder pelo contato que você preferiu. Enviamos uma cópia para o seu e-mail, com um link para excluir o pedido quando quiser.',
  fornecedorNaoEncontrado: 'Fornecedor não encontrado.',
  naoEncontrado: 'Pedido de orçamento não encontrado.',
  honeypot: 'Não foi possível enviar o pedido. Recarregue a página e tente novamente.',
  semPermissao: 'Você não tem permissão para ver os pedidos desta vitrine.',
  excluido: 'Seu pedido de orçamento foi excluído.',
  linkInvalido: 'Este link de exclusão não é válido ou o pedido já foi excluído.',
} as const;

/** Per showcase, the leads limit times this (a popular showcase gets many honest requests). */
export const FATOR_LIMITE_FORNECEDOR = 10;

/**
 * A visitor's quote request to one published showcase. Order: the showcase exists (404), the
 * honeypot, the captcha for anonymous senders, the rate limits (per IP, per e-mail, per showcase),
 * then the row and the two e-mails (queued in the same transaction: an SMTP outage never fails or
 * slows the request, and the e-mails go out when it is back). Only requests that passed validation
 * and the captcha are counted: counted earlier, captcha-less requests from many addresses locked a
 * showcase's form and someone's e-mail for everyone.
 */
export async function enviar(ctx: Context, fornecedorId: number, input: OrcamentoInput) {
  const { deps } = ctx;
  const { env, limiter, db, logger, emails } = deps;
  const fornecedor = await q.getFornecedorParaOrcamento(db, fornecedorId);
  if (!fornecedor) throw notFound(MSG_ORCAMENTOS.fornecedorNaoEncontrado);
  if (input.site_empresa.trim() !== '') {
    logger.info({ fornecedorId, ip: ctx.req.ip }, 'pedido de orçamento recusado (honeypot)');
    throw badRequest(MSG_ORCAMENTOS.honeypot);
  }
  if (!ctx.user) await verifyCaptcha(deps, input.recaptchaToken);
  const limite = env.rateLimits.leads;
  await enforceRateLimit(limiter, `leads:ip:${ctx.req.ip}`, limite);
  await enforceRateLimit(limiter, `leads:email:${input.email}`, limite);
  await enforceRateLimit(limiter, `leads:fornecedor:${fornecedorId}`, {
    ...limite,
    max: limite.max * FATOR_LIMITE_FORNECEDOR,
  });

  const token = randomBytes(32).toString('base64url');
  const agora = new Date().toISOString();
  // The request and its two e-mails (to the owner, the sender's copy) in one transaction: the
  // e-mails are delivered after the commit by the queue's sender, never during the request.
  const salvo = await db.transaction().execute(async (trx) => {
    const linha = await q.insertOrcamento(trx, {
      fornecedor_id: fornecedor.id,
      usuario_id: ctx.user?.id ?? null,
      nome: input.nome,
      email: input.email,
      telefone: input.telefone || null,
      ramo: input.ramo || null,
      cidade: input.cidade || null,
      uf: input.uf || null,
      mensagem: input.mensagem,
      contato_preferido: input.contato_preferido,
      consentimento_em: agora,
      status: 'nova',
      lida_em: null,
      token_hash: hashSecret(token),
      created_at: agora,
    });
    const dados: OrcamentoEmailData = {
      id: linha.id,
      empresa: fornecedor.nome_empresa,
      nome: input.nome,
      email: input.email,
      telefone: input.telefone,
      ramo: input.ramo,
      cidade: input.cidade,
      uf: input.uf,
      mensagem: input.mensagem,
      contatoPreferido: input.contato_preferido,
    };
    await emails.enfileirar(trx, [
      emailOrcamentoDono(env, fornecedor.dono_email, dados),
      emailOrcamentoCopia(env, dados, token),
    ]);
    return linha;
  });
  emails.acordar();
  logger.info({ orcamentoId: salvo.id, fornecedorId }, 'pedido de orçamento recebido');
  return { id: salvo.id, message: MSG_ORCAMENTOS.enviado };
}

/** The inbox, newest first, with filters; a showcase filter of someone else's showcase is a 403. */
export async function listar(ctx: AuthedContext, input: ListarOrcamentosInput) {
  const { db } = ctx.deps;
  // Admins see every request; an advertiser only those to their own showcases.
  const donoId = donoNoFiltro(ctx.user);
  if (input.fornecedor_id !== undefined && donoId !== undefined) {
    const dono = await findFornecedorOwner(db, { id: input.fornecedor_id });
    if (!dono) throw notFound(MSG_ORCAMENTOS.fornecedorNaoEncontrado);
    exigirGerirFornecedor(ctx.user, dono.usuario_id, MSG_ORCAMENTOS.semPermissao);
  }
  const { page, perPage, offset } = pagina(input);
  const filtro = { donoId, fornecedorId: input.fornecedor_id, status: input.status, q: input.q };
  const [rows, total] = await Promise.all([
    q.listOrcamentos(db, filtro, perPage, offset),
    q.countOrcamentos(db, filtro),
  ]);
  return { rows, total, page, per_page: perPage };
}

async function carregar(ctx: AuthedContext, id: number) {
  const o = await q.getOrcamento(ctx.deps.db, id);
  if (!o) throw notFound(MSG_ORCAMENTOS.naoEncontrado);
  exigirGerirFornecedor(ctx.user, o.dono_id, MSG_ORCAMENTOS.semPermissao);
  const { dono_id: _dono, ...resto } = o;
  return resto;
}

/** One request, everything the sender sent (reading it is not a write: the inbox marks it read). */
export function obter(ctx: AuthedContext, id: number) {
  return carregar(ctx, id);
}

/** Status (nova, respondida, arquivada, spam) and/or read mark; answers the request after it. */
export async function marcar(ctx: AuthedContext, id: number, marcas: MarcarOrcamentoInput) {
  await carregar(ctx, id);
  await q.markOrcamento(ctx.deps.db, id, marcas, new Date().toISOString());
  return carregar(ctx, id);
}

/** The navbar badge: unread requests across the caller's showcases. */
export async function naoLidas(ctx: AuthedContext) {
  return { total: await q.countNaoLidas(ctx.deps.db, ctx.user.id) };
}

/**
 * The sender's delete link: the token compared by its hash in constant time. An unknown id and a
 * wrong token get the same answer.
 */
export async function excluirPeloRemetente(deps: AppDeps, id: number, token: string) {
  const linha = await q.getTokenHash(deps.db, id);
  const dado = Buffer.from(hashSecret(token), 'hex');
  const guardado = Buffer.from(linha?.token_hash ?? '0'.repeat(64), 'hex');
  if (!linha || dado.length !== guardado.length || !timingSafeEqual(dado, guardado)) {
    throw notFound(MSG_ORCAMENTOS.linkInvalido);
  }
  await q.deleteOrcamento(deps.db, id);
  deps.logger.info({ orcamentoId: id }, 'pedido de orçamento excluído pelo remetente');
  return { message: MSG_ORCAMENTOS.excluido };
}

export const DIA_MS = 24 * 60 * 60 * 1000;

/** Retention: deletes requests older than LEAD_RETENTION_DAYS before `agora`; answers how many. */
export async function apagarAntigos(deps: AppDeps, agora: Date = new Date()): Promise<number> {
  const limite = new Date(agora.getTime() - deps.env.leadRetentionDays * DIA_MS).toISOString();
  const apagados = await q.deleteAnteriores(deps.db, limite);
  if (apagados > 0) deps.logger.info({ apagados, limite }, 'pedidos de orçamento antigos apagados');
  return apagados;
}
