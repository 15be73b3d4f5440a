import v8 from 'node:v8';
import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/admin.queries.js';
import * as audit from '../../db/queries/auditoria.queries.js';
import { fornecedoresDoDono, registrarMudanca } from '../../db/queries/mudancas.queries.js';
import { totaisAdmin as totaisOrcamentos } from '../../db/queries/orcamentos.queries.js';
import { hashPassword } from '../auth/password.js';
import { invalidateUserSessions } from '../auth/session.js';
import { AppError, forbidden, notFound } from '../errors.js';
import type { ListaInput, TipoUsuarioAdmin } from '../schemas/admin.schema.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// The admin panel's rules. Every write checks the caller is an admin (the routers check too, but
// other helpers' REST paths delegate here) and leaves a row in the audit trail.

export const MSG_ADMIN = {
  ultimoAdmin: 'Não é possível remover o último administrador ativo.',
  proprioTipo: 'Você não pode alterar o seu próprio tipo de usuário.',
  propriaConta: 'Você não pode desativar a sua própria conta.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  fornecedorNaoEncontrado: 'Fornecedor não encontrado.',
  tagNaoEncontrada: 'Tag não encontrada.',
  tipoNaoEncontrado: 'Tipo de tag não encontrado.',
  categoriaNaoEncontrada: 'Categoria de link não encontrada.',
  tagDuplicada: 'Já existe uma tag com este nome.',
  tipoDuplicado: 'Já existe um tipo de tag com este nome.',
  categoriaDuplicada: 'Já existe uma categoria de link com este nome.',
} as const;

/** Writes one audit row (who, what, on which record, details without secrets). */
export async function registrarAuditoria(
  db: Db,
  adminId: number,
  acao: string,
  entidade: string,
  entidadeId: number | string | null,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  await audit.insertAuditoria(db, {
    admin_id: adminId,
    acao,
    entidade,
    entidade_id: entidadeId === null ? null : String(entidadeId),
    detalhes: detalhes ? JSON.stringify(detalhes) : null,
  });
}

export function pagina(input: { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  return { page, perPage, offset: (page - 1) * perPage };
}

// ---------- reads ----------

export async function resumo(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  const [geral, tagsPorTipo, pedidos] = await Promise.all([
    q.resumo(ctx.deps.db),
    q.tagsPorTipo(ctx.deps.db),
    totaisOrcamentos(ctx.deps.db),
  ]);
  // Quote requests across the platform and the share marked spam (null while there are none).
  const orcamentos = { ...pedidos, taxa_spam: pedidos.total > 0 ? pedidos.spam / pedidos.total : null };
  return { ...geral, tagsPorTipo, orcamentos };
}

export async function listarUsuarios(ctx: AuthedContext, input: ListaInput) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, total] = await Promise.all([
    q.listUsuarios(ctx.deps.db, input.q, perPage, offset),
    q.countUsuarios(ctx.deps.db, input.q),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      email: r.email,
      telefone: r.telefone,
      tipo: r.tipo,
      email_verificado: r.email_verificado_em !== null,
      created_at: r.created_at,
      deleted_at: r.deleted_at,
    })),
    total,
    page,
    per_page: perPage,
  };
}

export async function listarFornecedores(ctx: AuthedContext, input: ListaInput) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, total] = await Promise.all([
    q.listFornecedores(ctx.deps.db, input.q, perPage, offset),
    q.countFornecedores(ctx.deps.db, input.q),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      usuario_id: r.usuario_id,
      usuario: { nome: r.usuario_nome, ativo: r.usuario_deleted_at === null },
      nome_empresa: r.nome_empresa,
      descricao_curta: r.descricao_curta,
      telefone: r.telefone,
      foto_perfil: r.foto_perfil,
      verificado: r.verificado === 1,
      premium: r.premium === 1,
      publicado: r.publicado === 1,
      created_at: r.created_at,
      deleted_at: r.deleted_at,
    })),
    total,
    page,
    per_page: perPage,
  };
}

export function listarFornecedorTags(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  return q.listFornecedorTags(ctx.deps.db);
}

/** Percentage with one decimal; 0 when the total is unknown. */
function porcento(parte: number, total: number): number {
  return total > 0 ? Math.round((parte / total) * 1000) / 10 : 0;
}

/**
 * The process's memory. heapUsed/heapTotal/heapUsage are the spec's fields (V8 keeps heapTotal
 * just above heapUsed, so ~90% there is normal); the signal is heapUsed against the heap's hard
 * limit (heapLimit, heapLimitUsage), with the resident set size (rss) beside it.
 */
export function memoria(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  return {
    heapUsed,
    heapTotal,
    heapUsage: porcento(heapUsed, heapTotal),
    heapLimit,
    heapLimitUsage: porcento(heapUsed, heapLimit),
    rss,
  };
}

/** YYYY-MM-DD of `date` in America/Sao_Paulo. */
export function diaSaoPaulo(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** Counted views of one page type per calendar day (America/Sao_Paulo), the last `dias` days. */
export async function pageViewStats(ctx: AuthedContext, input: { page_type?: string; dias?: number }) {
  exigirAdmin(ctx.user);
  const dias = input.dias ?? 30;
  const desde = diaSaoPaulo(new Date(Date.now() - (dias - 1) * 24 * 60 * 60 * 1000));
  return q.pageViewsPorDia(ctx.deps.db, input.page_type ?? 'home', desde);
}

export async function listarAuditoria(ctx: AuthedContext, input: { page?: number; per_page?: number }) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, total] = await Promise.all([
    audit.listAuditoria(ctx.deps.db, perPage, offset),
    audit.countAuditoria(ctx.deps.db),
  ]);
  return {
    rows: rows.map((r) => {
      let detalhes: unknown = null;
      try {
        detalhes = r.detalhes ? JSON.parse(r.detalhes) : null;
      } catch {
        detalhes = r.detalhes;
      }
      return { ...r, detalhes };
    }),
    total,
    page,
    per_page: perPage,
  };
}

// ---------- users ----------

async function usuarioOu404(db: Db, id: number) {
  const u = await q.findUsuario(db, id);
  if (!u) throw notFound(MSG_ADMIN.usuarioNaoEncontrado);
  return u;
}

/**
 * Changes a user's type. Admin only; nobody changes their own type, and the last active admin
 * cannot be demoted. Audit-logged. The profile's PUT /api/usuarios/:id delegates `tipo` here.
 */
export async function alterarTipoUsuario(ctx: AuthedContext, usuarioId: number, tipo: TipoUsuarioAdmin) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.tipo !== tipo) {
      if (alvo.id === ctx.user.id) throw forbidden(MSG_ADMIN.proprioTipo);
      if (alvo.tipo === 'admin' && alvo.deleted_at === null && (await q.countAdminsAtivos(trx)) <= 1) {
        throw new AppError('CONFLICT', MSG_ADMIN.ultimoAdmin, { appCode: 'LAST_ADMIN' });
      }
      await q.updateTipoUsuario(trx, alvo.id, tipo);
      await registrarAuditoria(trx, ctx.user.id, 'alterar_tipo', 'usuario', alvo.id, {
        de: alvo.tipo,
        para: tipo,
      });
    }
    return { id: alvo.id, nome: alvo.nome, email: alvo.email, tipo, telefone: alvo.telefone };
  });
}

/** Sets a user's password and ends that user's sessions (the admin's own current one survives). */
export async function alterarSenhaUsuario(ctx: AuthedContext, usuarioId: number, senha: string) {
  exigirAdmin(ctx.user);
  await usuarioOu404(ctx.deps.db, usuarioId);
  const hash = await hashPassword(senha);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await q.updateSenhaUsuario(trx, usuarioId, hash);
    await invalidateUserSessions(trx, usuarioId, usuarioId === ctx.user.id ? ctx.session.id : undefined);
    await registrarAuditoria(trx, ctx.user.id, 'alterar_senha', 'usuario', usuarioId);
  });
  return { message: 'Senha alterada com sucesso.' };
}

/** Deactivates a user: their sessions end at once and login is refused until restored. */
export async function desativarUsuario(ctx: AuthedContext, usuarioId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.id === ctx.user.id) throw forbidden(MSG_ADMIN.propriaConta);
    if (alvo.deleted_at !== null) return { id: alvo.id, deleted_at: alvo.deleted_at };
    if (alvo.tipo === 'admin' && (await q.countAdminsAtivos(trx)) <= 1) {
      throw new AppError('CONFLICT', MSG_ADMIN.ultimoAdmin, { appCode: 'LAST_ADMIN' });
    }
    const agora = new Date().toISOString();
    await q.setUsuarioDeletedAt(trx, alvo.id, agora);
    await registrarMudanca(trx, { fornecedorIds: await fornecedoresDoDono(trx, [alvo.id]) });
    await invalidateUserSessions(trx, alvo.id);
    await registrarAuditoria(trx, ctx.user.id, 'desativar', 'usuario', alvo.id, { email: alvo.email });
    return { id: alvo.id, deleted_at: agora as string | null };
  });
}

export async function restaurarUsuario(ctx: AuthedContext, usuarioId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.deleted_at !== null) {
      await q.setUsuarioDeletedAt(trx, alvo.id, null);
      await registrarMudanca(trx, { fornecedorIds: await fornecedoresDoDono(trx, [alvo.id]) });
      await registrarAuditoria(trx, ctx.user.id, 'restaurar', 'usuario', alvo.id, { email: alvo.email });
    }
    return { id: alvo.id, deleted_at: null as string | null };
  });
}

// ---------- suppliers ----------

async function fornecedorOu404(db: Db, id: number) {
  const f = await q.findFornecedor(db, id);
  if (!f) throw notFound(MSG_ADMIN.fornecedorNaoEncontrado);
  return f;
}

/** Hides a supplier from every public list, page and sitemap until restored. */
export async function desativarFornecedor(ctx: AuthedContext, fornecedorId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const f = await fornecedorOu404(trx, fornecedorId);
    if (f.deleted_at !== null) return { id: f.id, deleted_at: f.deleted_at };
    const agora = new Date().toISOString();
    await q.setFornecedorDeletedAt(trx, f.id, agora);
    await registrarMudanca(trx, { fornecedorIds: [f.id] });
    await registrarAuditoria(trx, ctx.user.id, 'desativar', 'fornecedor', f.id, {
      nome_empresa: f.nome_empresa,
    });
    return { id: f.id, deleted_at: agora as string | null };
  });
}

export async function restaurarFornecedor(ctx: AuthedContext, fornecedorId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const f = await fornecedorOu404(trx, fornecedorId);
    if (f.deleted_at !== null) {
      await q.setFornecedorDeletedAt(trx, f.id, null);
      await registrarMudanca(trx, { fornecedorIds: [f.id] });
      await registrarAuditoria(trx, ctx.user.id, 'restaurar', 'fornecedor', f.id, {
        nome_empresa: f.nome_empresa,
      });
    }
    return { id: f.id, deleted_at: null as string | null };
  });
}

/** Sets the verified and premium seals (only an admin grants them). */
export async function definirSelos(
  ctx: AuthedContext,
  fornecedorId: number,
  selos: { verificado?: boolean; premium?: boolean },
) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const f = await fornecedorOu404(trx, fornecedorId);
    const novos: { verificado?: number; premium?: number } = {};
    if (selos.verificado !== undefined) novos.verificado = selos.verificado ? 1 : 0;
    if (selos.premium !== undefined) novos.premium = selos.premium ? 1 : 0;
    if (Object.keys(novos).length > 0) {
      await q.setFornecedorSelos(trx, f.id, novos);
      await registrarMudanca(trx, { fornecedorIds: [f.id] });
      await registrarAuditoria(trx, ctx.user.id, 'definir_selos', 'fornecedor', f.id, { ...selos });
    }
    return {
      id: f.id,
      verificado: (novos.verificado ?? f.verificado) === 1,
      premium: (novos.premium ?? f.premium) === 1,
    };
  });
}

// ---------- tags ----------

async function tipoTagOu400(db: Db, id: number) {
  const t = await q.findTipoTag(db, id);
  if (!t) {
    throw new AppError('BAD_REQUEST', 'Selecione um tipo de tag', {
      appCode: 'VALIDATION_ERROR',
      errors: [{ campo: 'categoria_id', mensagem: 'Selecione um tipo de tag' }],
    });
  }
  return t;
}

function tagResposta(t: { id: number; nome: string; categoria_id: number }, categoriaNome: string) {
  return { id: t.id, nome: t.nome, categoria_id: t.categoria_id, CategoriaTag: { nome: categoriaNome } };
}

export async function criarTag(ctx: AuthedContext, input: { nome: string; categoria_id: number }) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const tipo = await tipoTagOu400(trx, input.categoria_id);
    if (await q.findTagPorNome(trx, input.nome)) {
      throw new AppError('CONFLICT', MSG_ADMIN.tagDuplicada, { appCode: 'DUPLICATE' });
    }
    const tag = await q.insertTag(trx, input.nome, tipo.id);
    await registrarMudanca(trx, { taxonomia: true });
    await registrarAuditoria(trx, ctx.user.id, 'criar', 'tag', tag.id, { nome: tag.nome, tipo: tipo.nome });
    return tagResposta(tag, tipo.nome);
  });
}

export async function atualizarTag(
  ctx: AuthedContext,
  tagId: number,
  input: { nome: string; categoria_id?: number },
) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const tag = await q.findTag(trx, tagId);
    if (!tag) throw notFound(MSG_ADMIN.tagNaoEncontrada);
    const tipo = await tipoTagOu400(trx, input.categoria_id ?? tag.categoria_id);
    const mesmoNome = await q.findTagPorNome(trx, input.nome);
    if (mesmoNome && mesmoNome.id !== tag.id) {
      throw new AppError('CONFLICT', MSG_ADMIN.tagDuplicada, { appCode: 'DUPLICATE' });
    }
    await q.updateTag(trx, tag.id, { nome: input.nome, categoria_id: tipo.id });
    await registrarMudanca(trx, { taxonomia: true });
    await registrarAuditoria(trx, ctx.user.id, 'atualizar', 'tag', tag.id, {
      de: tag.nome,
      para: input.nome,
      categoria_id: tipo.id,
    });
    return tagResposta({ id: tag.id, nome: input.nome, categoria_id: tipo.id }, tipo.nome);
  });
}

/** Deletes a tag and detaches it from every supplier (the panel confirms first). */
export async function excluirTag(ctx: AuthedContext, tagId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const tag = await q.findTag(trx, tagId);
    if (!tag) throw notFound(MSG_ADMIN.tagNaoEncontrada);
    const desvinculados = await q.deleteTagComVinculos(trx, tag.id);
    await registrarMudanca(trx, { taxonomia: true });
    await registrarAuditoria(trx, ctx.user.id, 'excluir', 'tag', tag.id, { nome: tag.nome, desvinculados });
    return { message: 'Tag excluída com sucesso.', fornecedoresAfetados: desvinculados };
  });
}

export async function criarTipoTag(ctx: AuthedContext, input: { nome: string }) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    if (await q.findTipoTagPorNome(trx, input.nome)) {
      throw new AppError('CONFLICT', MSG_ADMIN.tipoDuplicado, { appCode: 'DUPLICATE' });
    }
    const tipo = await q.insertTipoTag(trx, input.nome);
    await registrarAuditoria(trx, ctx.user.id, 'criar', 'tipo_tag', tipo.id, { nome: tipo.nome });
    return tipo;
  });
}

export async function atualizarTipoTag(ctx: AuthedContext, tipoId: number, input: { nome: string }) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const tipo = await q.findTipoTag(trx, tipoId);
    if (!tipo) throw notFound(MSG_ADMIN.tipoNaoEncontrado);
    const mesmo = await q.findTipoTagPorNome(trx, input.nome);
    if (mesmo && mesmo.id !== tipo.id) {
      throw new AppError('CONFLICT', MSG_ADMIN.tipoDuplicado, { appCode: 'DUPLICATE' });
    }
    await q.updateTipoTag(trx, tipo.id, input.nome);
    await registrarMudanca(trx, { taxonomia: true });
    await registrarAuditoria(trx, ctx.user.id, 'atualizar', 'tipo_tag', tipo.id, {
      de: tipo.nome,
      para: input.nome,
    });
    return { id: tipo.id, nome: input.nome };
  });
}

/** Refused while any tag uses the type. */
export async function excluirTipoTag(ctx: AuthedContext, tipoId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const tipo = await q.findTipoTag(trx, tipoId);
    if (!tipo) throw notFound(MSG_ADMIN.tipoNaoEncontrado);
    const emUso = await q.countTagsDoTipo(trx, tipo.id);
    if (emUso > 0) {
      throw new AppError(
        'CONFLICT',
        `O tipo "${tipo.nome}" não pode ser excluído porque ${emUso === 1 ? '1 tag o utiliza' : `${emUso} tags o utilizam`}. Exclua ou mova essas tags para outro tipo antes.`,
        { appCode: 'IN_USE' },
      );
    }
    await q.deleteTipoTag(trx, tipo.id);
    await registrarAuditoria(trx, ctx.user.id, 'excluir', 'tipo_tag', tipo.id, { nome: tipo.nome });
    return { message: 'Tipo de tag excluído com sucesso.' };
  });
}

// ---------- link categories ----------

export async function criarCategoriaLink(ctx: AuthedContext, input: { nome: string; icone: string }) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    if (await q.findCategoriaLinkPorNome(trx, input.nome)) {
      throw new AppError('CONFLICT', MSG_ADMIN.categoriaDuplicada, { appCode: 'DUPLICATE' });
    }
    const cat = await q.insertCategoriaLink(trx, input.nome, input.icone);
    await registrarAuditoria(trx, ctx.user.id, 'criar', 'categoria_link', cat.id, { ...input });
    return cat;
  });
}

export async function atualizarCategoriaLink(
  ctx: AuthedContext,
  categoriaId: number,
  input: { nome: string; icone: string },
) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const cat = await q.findCategoriaLink(trx, categoriaId);
    if (!cat) throw notFound(MSG_ADMIN.categoriaNaoEncontrada);
    const mesmo = await q.findCategoriaLinkPorNome(trx, input.nome);
    if (mesmo && mesmo.id !== cat.id) {
      throw new AppError('CONFLICT', MSG_ADMIN.categoriaDuplicada, { appCode: 'DUPLICATE' });
    }
    await q.updateCategoriaLink(trx, cat.id, input.nome, input.icone);
    await registrarMudanca(trx, { todasPaginas: true });
    await registrarAuditoria(trx, ctx.user.id, 'atualizar', 'categoria_link', cat.id, {
      de: { nome: cat.nome, icone: cat.icone },
      para: input,
    });
    return { id: cat.id, ...input };
  });
}

/** Refused while any supplier link uses the category. */
export async function excluirCategoriaLink(ctx: AuthedContext, categoriaId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const cat = await q.findCategoriaLink(trx, categoriaId);
    if (!cat) throw notFound(MSG_ADMIN.categoriaNaoEncontrada);
    const emUso = await q.countLinksDaCategoria(trx, cat.id);
    if (emUso > 0) {
      throw new AppError(
        'CONFLICT',
        `A categoria "${cat.nome}" não pode ser excluída porque ${emUso === 1 ? '1 link a utiliza' : `${emUso} links a utilizam`}. Altere ou remova esses links antes.`,
        { appCode: 'IN_USE' },
      );
    }
    await q.deleteCategoriaLink(trx, cat.id);
    await registrarAuditoria(trx, ctx.user.id, 'excluir', 'categoria_link', cat.id, { nome: cat.nome });
    return { message: 'Categoria de link excluída com sucesso.' };
  });
}
