import * as audit from '../../db/queries/auditoria.queries.js';
import { findFornecedorOwner, listAnunciantesEAdmins } from '../../db/queries/dono.queries.js';
import * as gq from '../../db/queries/vitrine.galeria.queries.js';
import * as lq from '../../db/queries/vitrine.links.queries.js';
import * as q from '../../db/queries/vitrine.queries.js';
import { ordenarPorNome } from '../../shared/ordem-nomes.js';
import { notFound } from '../errors.js';
import type { FornecedorInput, FornecedorParcialInput } from '../schemas/vitrine.schema.js';
import { COTA_FORNECEDOR_BYTES } from '../uploads/validate.js';
import type { Context } from './contexto.js';
import { exigirAdmin } from './permissoes.js';
import { autorizar } from './vitrine.acesso.js';
import { formatarLink } from './vitrine.links.service.js';
import { type ArquivosFormulario, removerFornecedor, salvar } from './vitrine.salvar.js';

// The editor's showcase: load, create, save, remove, and the owner picker. Links, gallery media,
// publication and the variants backfill are their own services (vitrine.*.service.ts).

/** The editor's view of a supplier: fields, owner, tag and type ids, links, FAQs and gallery. */
export async function carregarEdicao(ctx: Context, id: number) {
  await autorizar(ctx, id);
  const { db } = ctx.deps;
  const f = await q.getFornecedorParaEdicao(db, id);
  if (!f) throw notFound('Fornecedor não encontrado.');
  const [tags, tipos, links, faqs, galeria] = await Promise.all([
    q.listTagIds(db, id),
    q.listTipoIds(db, id),
    lq.listLinks(db, id),
    q.listFaqs(db, id),
    gq.listGaleria(db, id),
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

/** Admins only: removes the supplier, its own rows and its upload folder. */
export async function excluir(ctx: Context, id: number) {
  const admin = exigirAdmin(ctx.user);
  const { db } = ctx.deps;
  const f = await findFornecedorOwner(db, { id });
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

/** The owner picker: active advertisers and admins (admins only). */
export async function listarResponsaveis(ctx: Context) {
  exigirAdmin(ctx.user);
  return ordenarPorNome(await listAnunciantesEAdmins(ctx.deps.db), (u) => u.nome);
}
