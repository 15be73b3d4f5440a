import { randomBytes } from 'node:crypto';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client.js';
import { countAdminsAtivos } from '../../db/queries/admin.queries.js';
import { insertAuditoria } from '../../db/queries/auditoria.queries.js';
import { recountAvaliacao } from '../../db/queries/depoimentos.queries.js';
import { deleteEmailsPara } from '../../db/queries/emails.queries.js';
import * as xq from '../../db/queries/privacidade.exclusao.queries.js';
import * as q from '../../db/queries/privacidade.queries.js';
import { deleteDependentes, deleteFornecedor } from '../../db/queries/vitrine.queries.js';
import { serializeClearedSessionCookie } from '../auth/cookies.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { enforceRateLimit } from '../rate-limit.js';
import {
  type ExcluirContaInput,
  ehContaExcluida,
  emailContaExcluida,
  NOME_CONTA_EXCLUIDA,
} from '../schemas/privacidade.schema.js';
import { listFornecedorFiles, readByUrl, removerPastasDeExcluidos } from '../uploads/storage.js';
import type { AuthedContext } from './contexto.js';
import { exigeSenhaParaExcluirConta, podeGerirDadosPessoais } from './permissoes.js';

// LGPD art. 18 without writing to us: a person downloads everything the platform holds about them
// and deletes their account; an admin does the same for a person on request (audit-logged).

export const PRIVACIDADE_MSG = {
  semPermissaoExportar: 'Você não tem permissão para baixar os dados deste usuário.',
  semPermissaoExcluir: 'Você não tem permissão para excluir esta conta.',
  naoEncontrado: 'Usuário não encontrado.',
  senhaObrigatoria: 'Digite sua senha para confirmar a exclusão da conta.',
  senhaIncorreta: 'Senha incorreta. Sua conta não foi excluída.',
  ultimoAdmin: 'Não é possível excluir o último administrador ativo.',
  excluida: 'Conta excluída. Seus dados foram apagados.',
} as const;

/** The person themselves, or an admin. Others get 403 before learning whether the account exists. */
async function contaPermitida(ctx: AuthedContext, id: number, mensagem: string) {
  if (!podeGerirDadosPessoais(ctx.user, id)) throw forbidden(mensagem);
  const conta = await q.getContaDoUsuario(ctx.deps.db, id);
  if (!conta || ehContaExcluida(conta.email)) throw notFound(PRIVACIDADE_MSG.naoEncontrado);
  return conta;
}

const registrarAcao = (db: Db, ctx: AuthedContext, acao: string, id: number, detalhes: object) =>
  insertAuditoria(db, {
    // the person's own actions are not an admin's: no actor id
    admin_id: exigeSenhaParaExcluirConta(ctx.user, id) ? null : ctx.user.id,
    acao,
    entidade: 'usuario',
    entidade_id: String(id),
    detalhes: JSON.stringify(detalhes),
  });

// ---------- export ----------

const isoDeEpoch = (ms: number) => new Date(ms).toISOString();

/** Everything about the person, read in one transaction (a consistent picture; no file reads in it). */
async function coletar(
  ctx: AuthedContext,
  conta: NonNullable<Awaited<ReturnType<typeof q.getContaDoUsuario>>>,
) {
  const { db, env } = ctx.deps;
  return db.transaction().execute(async (trx) => {
    const vitrines = await q.listVitrinesDoUsuario(trx, conta.id);
    const ids = vitrines.map((f) => f.id);
    const [
      sessoes,
      tags,
      tipos,
      links,
      faqs,
      galeria,
      escritos,
      recebidos,
      denuncias,
      enviados,
      orcamentosRecebidos,
      mensagens,
      visualizacoes,
      cliques,
      auditoria,
      emails,
    ] = await Promise.all([
      q.listSessoesDoUsuario(trx, conta.id),
      q.listTagsDasVitrines(trx, ids),
      q.listTiposDasVitrines(trx, ids),
      q.listLinksDasVitrines(trx, ids),
      q.listFaqsDasVitrines(trx, ids),
      q.listGaleriaDasVitrines(trx, ids),
      q.listDepoimentosEscritos(trx, conta.id),
      q.listDepoimentosRecebidos(trx, ids),
      q.listDenunciasFeitas(trx, conta.id),
      q.listOrcamentosEnviados(trx, conta.id, conta.email),
      q.listOrcamentosRecebidos(trx, ids),
      q.listMensagensDeContato(trx, conta.email),
      q.countVisualizacoesPorDia(trx, ids),
      q.countCliquesPorDia(trx, ids),
      q.listAuditoriaSobre(trx, conta.id, ids),
      q.listEmailsPara(trx, conta.email),
    ]);
    const da = <T extends { fornecedor_id: number | null }>(rows: T[], fid: number) =>
      rows.filter((r) => r.fornecedor_id === fid).map(({ fornecedor_id: _f, ...r }) => r);
    const { senha_hash: _senha, ...dadosConta } = conta;
    return {
      conta: dadosConta,
      sessoes: sessoes.map((s) => ({
        inicio: isoDeEpoch(s.created_at),
        ultimo_uso: isoDeEpoch(s.last_used_at),
      })),
      vitrines: vitrines.map((f) => ({
        ...f,
        endereco: `${env.publicUrl}/solucao/${f.slug}`,
        verificado: f.verificado === 1,
        premium: f.premium === 1,
        publicado: f.publicado === 1,
        tags: da(tags, f.id).map((t) => t.nome),
        tipos: da(tipos, f.id).map((t) => t.nome),
        links: da(links, f.id),
        faqs: da(faqs, f.id),
        galeria: da(galeria, f.id),
      })),
      depoimentos_escritos: escritos.map((d) => ({ ...d, oculto: d.oculto === 1 })),
      depoimentos_recebidos: recebidos.map(({ resposta: _r, resposta_em: _e, ...d }) => ({
        ...d,
        oculto: d.oculto === 1,
      })),
      respostas: recebidos
        .filter((d) => d.resposta !== null)
        .map((d) => ({
          depoimento_id: d.id,
          fornecedor_id: d.fornecedor_id,
          resposta: d.resposta,
          resposta_em: d.resposta_em,
        })),
      denuncias_feitas: denuncias,
      orcamentos_enviados: enviados,
      orcamentos_recebidos: orcamentosRecebidos,
      mensagens_contato: mensagens,
      emails_recebidos: emails,
      estatisticas: vitrines.map((f) => ({
        fornecedor_id: f.id,
        nome_empresa: f.nome_empresa,
        visualizacoes_por_dia: da(visualizacoes, f.id).map((r) => ({
          ...r,
          visualizacoes: Number(r.visualizacoes),
        })),
        cliques_por_dia: da(cliques, f.id).map((r) => ({ ...r, cliques: Number(r.cliques) })),
      })),
      registros_auditoria: auditoria.map(({ admin_id: _a, ...r }) => r),
    };
  });
}

export interface Exportacao {
  nomeArquivo: string;
  corpo: ReadableStream<Uint8Array>;
}

/**
 * GET /api/usuarios/{id}/exportar: a ZIP with dados.json and the person's uploaded files, streamed
 * (one file read per pull, after the database reads). An admin's export is audit-logged.
 */
export async function exportar(ctx: AuthedContext, id: number): Promise<Exportacao> {
  const conta = await contaPermitida(ctx, id, PRIVACIDADE_MSG.semPermissaoExportar);
  const dados = await coletar(ctx, conta);
  const { storage, logger } = ctx.deps;
  const arquivos: { vitrine_id: number; caminho: string; url: string; bytes: number }[] = [];
  for (const v of dados.vitrines) {
    for (const f of await listFornecedorFiles(storage, v.id)) {
      arquivos.push({
        vitrine_id: v.id,
        caminho: `arquivos/vitrine-${v.id}/${f.name}`,
        url: f.path,
        bytes: f.size,
      });
    }
  }
  if (ctx.user.id !== id) {
    await registrarAcao(ctx.deps.db, ctx, 'exportar_dados', id, { arquivos: arquivos.length });
  }
  const documento = {
    gerado_em: new Date().toISOString(),
    plataforma: ctx.deps.env.siteName,
    sobre:
      'Todos os dados que guardamos sobre você (LGPD, art. 18). Os arquivos enviados estão na pasta "arquivos".',
    ...dados,
    arquivos,
  };

  let zip: Zip;
  let proximo = -1;
  const corpo = new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      if (proximo === -1) {
        const json = new ZipDeflate('dados.json', { level: 6 });
        zip.add(json);
        json.push(strToU8(JSON.stringify(documento, null, 2)), true);
      } else if (proximo < arquivos.length) {
        const a = arquivos[proximo];
        const bytes = await readByUrl(storage, a.url);
        if (bytes) {
          // Photos are already compressed: stored as they are.
          const entrada = new ZipPassThrough(a.caminho);
          zip.add(entrada);
          entrada.push(bytes, true);
        } else logger.warn({ url: a.url }, 'exportação: arquivo listado não pôde ser lido');
      } else {
        zip.end();
      }
      proximo++;
    },
  });
  const dia = documento.gerado_em.slice(0, 10);
  return { nomeArquivo: `meus-dados-${id}-${dia}.zip`, corpo };
}

// ---------- deletion ----------

/** What "Excluir minha conta" will remove, for the confirmation text. */
export async function resumo(ctx: AuthedContext, input?: { id?: number }) {
  const id = input?.id ?? ctx.user.id;
  const conta = await contaPermitida(ctx, id, PRIVACIDADE_MSG.semPermissaoExportar);
  const db = ctx.deps.db;
  const vitrines = await q.listVitrinesDoUsuario(db, id);
  const ids = vitrines.map((v) => v.id);
  const [escritos, recebidos, enviados] = await Promise.all([
    xq.listIdsDepoimentosEscritos(db, id),
    q.listOrcamentosRecebidos(db, ids),
    q.listOrcamentosEnviados(db, id, conta.email),
  ]);
  return {
    id,
    vitrines: vitrines.map((v) => ({ id: v.id, nome_empresa: v.nome_empresa })),
    depoimentos_escritos: escritos.length,
    orcamentos_recebidos: recebidos.length,
    orcamentos_enviados: enviados.length,
  };
}

/** Keeps only numbers and booleans of an audit entry's details (ids, counts, flags). */
function soIds(detalhes: string | null): string | null {
  if (!detalhes) return null;
  let valor: unknown;
  try {
    valor = JSON.parse(detalhes);
  } catch {
    return JSON.stringify({ anonimizado: true });
  }
  const limpo: Record<string, unknown> = { anonimizado: true };
  if (valor && typeof valor === 'object' && !Array.isArray(valor)) {
    for (const [k, v] of Object.entries(valor))
      if (typeof v === 'number' || typeof v === 'boolean') limpo[k] = v;
  }
  return JSON.stringify(limpo);
}

/** The audit trail stays (it must), with only ids where it mentioned the person. */
async function anonimizarAuditoria(
  trx: Db,
  conta: { id: number; nome: string; email: string },
  fornecedorIds: readonly number[],
): Promise<void> {
  const sobre = await q.listAuditoriaSobre(trx, conta.id, fornecedorIds);
  const textos = [conta.email, conta.nome].filter((t) => t.trim().length >= 3);
  const comTexto = (await Promise.all(textos.map((t) => q.listAuditoriaComTexto(trx, t)))).flat();
  const alvos = new Map<number, string | null>();
  for (const r of sobre) alvos.set(r.id, r.detalhes);
  for (const r of comTexto) if (textos.some((t) => r.detalhes?.includes(t))) alvos.set(r.id, r.detalhes);
  for (const [auditId, detalhes] of alvos) {
    const novo = soIds(detalhes);
    if (novo !== detalhes) await q.setDetalhesAuditoria(trx, auditId, novo);
  }
}

/**
 * Deletes a person's account (DELETE /api/usuarios/{id}, tRPC privacidade.excluir). The person
 * confirms with their password; an admin acting for someone else does not. In one transaction:
 * sessions and e-mail tokens end, showcases go with everything on them (testimonials received,
 * quote requests received, statistics), testimonials the person wrote go and the ratings they
 * counted in are recounted, the reports they made stay without their author, quote requests sent
 * and contact messages go, the audit trail keeps only ids, and the account row keeps only its id. The upload folders are removed after the
 * commit: a failure there is logged, never undoes the deletion.
 */
export async function excluir(
  ctx: AuthedContext,
  input: Omit<ExcluirContaInput, 'senha'> & {
    /** REST passes a reader: the body is parsed only after the permission check. */
    senha?: string | (() => Promise<string | undefined>);
  },
): Promise<{ message: string }> {
  const id = input.id ?? ctx.user.id;
  const conta = await contaPermitida(ctx, id, PRIVACIDADE_MSG.semPermissaoExcluir);
  const { db, env, logger, storage } = ctx.deps;
  const propria = exigeSenhaParaExcluirConta(ctx.user, id);
  const senha = typeof input.senha === 'function' ? await input.senha() : input.senha;
  if (propria) {
    if (!senha) {
      throw new AppError('BAD_REQUEST', PRIVACIDADE_MSG.senhaObrigatoria, {
        appCode: 'VALIDATION_ERROR',
        errors: [{ campo: 'senha', mensagem: PRIVACIDADE_MSG.senhaObrigatoria }],
      });
    }
    await enforceRateLimit(ctx.deps.limiter, `excluir-conta:${id}`, env.rateLimits.loginEmail);
    if (!(await verifyPassword(conta.senha_hash, senha))) {
      throw new AppError('BAD_REQUEST', PRIVACIDADE_MSG.senhaIncorreta, {
        appCode: 'INVALID_PASSWORD',
        errors: [{ campo: 'senha', mensagem: PRIVACIDADE_MSG.senhaIncorreta }],
      });
    }
  }
  // An unusable password (nobody knows it), hashed before the transaction: argon2 is slow on purpose.
  const senhaInutil = await hashPassword(randomBytes(32).toString('base64url'));

  const vitrines = await db.transaction().execute(async (trx) => {
    if (conta.tipo === 'admin' && conta.deleted_at === null && (await countAdminsAtivos(trx)) <= 1) {
      throw new AppError('CONFLICT', PRIVACIDADE_MSG.ultimoAdmin, { appCode: 'LAST_ADMIN' });
    }
    const proprias = (await q.listVitrinesDoUsuario(trx, id)).map((f) => f.id);
    const escritos = await xq.listIdsDepoimentosEscritos(trx, id);
    const avaliadas = [...new Set(escritos.map((d) => d.fornecedor_id))].filter((f) => !proprias.includes(f));

    await xq.deleteDepoimentos(
      trx,
      escritos.map((d) => d.id),
    );
    await xq.anonymizeDenunciasFeitas(trx, id);
    const orcamentosRecebidos = await xq.deleteRastrosDasVitrines(trx, proprias);
    for (const fid of proprias) {
      await deleteDependentes(trx, fid);
      await deleteFornecedor(trx, fid);
    }
    await xq.deleteOrcamentosEnviados(trx, id, conta.email);
    await xq.deleteMensagensDeContato(trx, conta.email);
    // queued or kept e-mails to this address (their links and texts are this person's data)
    await deleteEmailsPara(trx, conta.email);
    await xq.deleteTokensESessoes(trx, id);
    await xq.unlinkRastreio(trx, id);
    await anonimizarAuditoria(trx, conta, proprias);
    await xq.anonymizeConta(trx, id, {
      nome: NOME_CONTA_EXCLUIDA,
      email: emailContaExcluida(id),
      senha_hash: senhaInutil,
      agora: new Date().toISOString(),
    });
    if (avaliadas.length) await recountAvaliacao(trx, avaliadas);
    await registrarAcao(trx, ctx, 'excluir_conta', id, {
      por_administrador: !propria,
      vitrines: proprias.length,
      depoimentos_escritos: escritos.length,
      orcamentos_recebidos: orcamentosRecebidos,
    });
    return proprias;
  });

  await removerPastasDeExcluidos(storage, logger, vitrines, 'exclusão de conta');
  if (propria) ctx.cookies.append(serializeClearedSessionCookie(env));
  return { message: PRIVACIDADE_MSG.excluida };
}
