import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/admin.queries.js';
import { AppError, notFound } from '../errors.js';
import { registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// The catalogue in the admin panel: tags, tag types and link categories.

const MSG = {
  tagNaoEncontrada: 'Tag não encontrada.',
  tipoNaoEncontrado: 'Tipo de tag não encontrado.',
  categoriaNaoEncontrada: 'Categoria de link não encontrada.',
  tagDuplicada: 'Já existe uma tag com este nome.',
  tipoDuplicado: 'Já existe um tipo de tag com este nome.',
  categoriaDuplicada: 'Já existe uma categoria de link com este nome.',
} as const;

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
      throw new AppError('CONFLICT', MSG.tagDuplicada, { appCode: 'DUPLICATE' });
    }
    const tag = await q.insertTag(trx, input.nome, tipo.id);
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
    if (!tag) throw notFound(MSG.tagNaoEncontrada);
    const tipo = await tipoTagOu400(trx, input.categoria_id ?? tag.categoria_id);
    const mesmoNome = await q.findTagPorNome(trx, input.nome);
    if (mesmoNome && mesmoNome.id !== tag.id) {
      throw new AppError('CONFLICT', MSG.tagDuplicada, { appCode: 'DUPLICATE' });
    }
    await q.updateTag(trx, tag.id, { nome: input.nome, categoria_id: tipo.id });
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
    if (!tag) throw notFound(MSG.tagNaoEncontrada);
    const desvinculados = await q.deleteTagComVinculos(trx, tag.id);
    await registrarAuditoria(trx, ctx.user.id, 'excluir', 'tag', tag.id, { nome: tag.nome, desvinculados });
    return { message: 'Tag excluída com sucesso.', fornecedoresAfetados: desvinculados };
  });
}

export async function criarTipoTag(ctx: AuthedContext, input: { nome: string }) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    if (await q.findTipoTagPorNome(trx, input.nome)) {
      throw new AppError('CONFLICT', MSG.tipoDuplicado, { appCode: 'DUPLICATE' });
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
    if (!tipo) throw notFound(MSG.tipoNaoEncontrado);
    const mesmo = await q.findTipoTagPorNome(trx, input.nome);
    if (mesmo && mesmo.id !== tipo.id) {
      throw new AppError('CONFLICT', MSG.tipoDuplicado, { appCode: 'DUPLICATE' });
    }
    await q.updateTipoTag(trx, tipo.id, input.nome);
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
    if (!tipo) throw notFound(MSG.tipoNaoEncontrado);
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
      throw new AppError('CONFLICT', MSG.categoriaDuplicada, { appCode: 'DUPLICATE' });
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
    if (!cat) throw notFound(MSG.categoriaNaoEncontrada);
    const mesmo = await q.findCategoriaLinkPorNome(trx, input.nome);
    if (mesmo && mesmo.id !== cat.id) {
      throw new AppError('CONFLICT', MSG.categoriaDuplicada, { appCode: 'DUPLICATE' });
    }
    await q.updateCategoriaLink(trx, cat.id, input.nome, input.icone);
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
    if (!cat) throw notFound(MSG.categoriaNaoEncontrada);
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
