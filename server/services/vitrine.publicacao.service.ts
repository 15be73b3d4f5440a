import * as q from '../../db/queries/vitrine.queries.js';
import { badRequest, type FieldError, notFound } from '../errors.js';
import {
  MSG_PUBLICAR,
  NOME_PADRAO_ADMIN,
  nomePadraoAnunciante,
  PLACEHOLDER_VITRINE,
  TELEFONE_PADRAO_VITRINE,
} from '../schemas/vitrine.schema.js';
import type { Context } from './contexto.js';
import { autorizar } from './vitrine.acesso.js';

// Publishing a showcase (after the checks below) and taking it back to a draft.

const agora = () => new Date().toISOString();

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
