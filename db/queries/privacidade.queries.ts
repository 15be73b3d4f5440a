import type { Db } from '../client.js';

// What the platform holds about one person (LGPD art. 18): read for the export, removed or
// anonymised for the account's deletion. The service decides; these only read and write.

export function getContaDoUsuario(db: Db, id: number) {
  return db
    .selectFrom('usuarios')
    .select([
      'id',
      'nome',
      'email',
      'telefone',
      'ramo_atividade',
      'tipo',
      'senha_hash',
      'email_verificado_em',
      'created_at',
      'updated_at',
      'deleted_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listSessoesDoUsuario(db: Db, id: number) {
  return db
    .selectFrom('sessoes')
    .select(['created_at', 'last_used_at'])
    .where('usuario_id', '=', id)
    .orderBy('created_at')
    .execute();
}

export function listVitrinesDoUsuario(db: Db, id: number) {
  return db
    .selectFrom('fornecedores')
    .select([
      'id',
      'slug',
      'nome_empresa',
      'frase_slogan',
      'descricao_curta',
      'descricao_longa',
      'conteudo',
      'foto_perfil',
      'telefone',
      'site',
      'whatsapp',
      'verificado',
      'premium',
      'publicado',
      'avaliacao_total',
      'avaliacao_soma',
      'created_at',
      'updated_at',
      'deleted_at',
    ])
    .where('usuario_id', '=', id)
    .orderBy('id')
    .execute();
}

export function listTagsDasVitrines(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('fornecedor_tags')
    .innerJoin('tags', 'tags.id', 'fornecedor_tags.tag_id')
    .select(['fornecedor_tags.fornecedor_id', 'tags.nome'])
    .where('fornecedor_tags.fornecedor_id', 'in', fornecedorIds)
    .orderBy('tags.nome')
    .execute();
}

export function listTiposDasVitrines(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('fornecedor_tipos')
    .innerJoin('tipos_fornecedor', 'tipos_fornecedor.id', 'fornecedor_tipos.tipo_id')
    .select(['fornecedor_tipos.fornecedor_id', 'tipos_fornecedor.nome'])
    .where('fornecedor_tipos.fornecedor_id', 'in', fornecedorIds)
    .orderBy('tipos_fornecedor.nome')
    .execute();
}

export function listLinksDasVitrines(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('fornecedor_links')
    .innerJoin('categorias_link', 'categorias_link.id', 'fornecedor_links.categoria_id')
    .select([
      'fornecedor_links.fornecedor_id',
      'fornecedor_links.url',
      'fornecedor_links.texto_tela',
      'categorias_link.nome as categoria',
      'fornecedor_links.created_at',
    ])
    .where('fornecedor_links.fornecedor_id', 'in', fornecedorIds)
    .orderBy('fornecedor_links.fornecedor_id')
    .orderBy('fornecedor_links.ordem')
    .execute();
}

export function listFaqsDasVitrines(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('faqs')
    .select(['fornecedor_id', 'pergunta', 'resposta'])
    .where('fornecedor_id', 'in', fornecedorIds)
    .orderBy('fornecedor_id')
    .orderBy('ordem')
    .execute();
}

export function listGaleriaDasVitrines(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('galeria_midias')
    .select(['fornecedor_id', 'midia_url', 'tipo', 'tamanho_bytes', 'created_at'])
    .where('fornecedor_id', 'in', fornecedorIds)
    .orderBy('id')
    .execute();
}

/** Testimonials the person wrote, on any showcase. */
export function listDepoimentosEscritos(db: Db, usuarioId: number) {
  return db
    .selectFrom('depoimentos')
    .innerJoin('fornecedores', 'fornecedores.id', 'depoimentos.fornecedor_id')
    .select([
      'depoimentos.id',
      'depoimentos.fornecedor_id',
      'fornecedores.nome_empresa',
      'depoimentos.nota',
      'depoimentos.comentario',
      'depoimentos.oculto',
      'depoimentos.resposta',
      'depoimentos.created_at',
      'depoimentos.updated_at',
    ])
    .where('depoimentos.usuario_id', '=', usuarioId)
    .orderBy('depoimentos.id')
    .execute();
}

/** Testimonials on the person's showcases, with the replies they wrote (authors by id only). */
export function listDepoimentosRecebidos(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('depoimentos')
    .select([
      'id',
      'fornecedor_id',
      'nota',
      'comentario',
      'oculto',
      'resposta',
      'resposta_em',
      'created_at',
      'updated_at',
    ])
    .where('fornecedor_id', 'in', fornecedorIds)
    .orderBy('id')
    .execute();
}

export function listDenunciasFeitas(db: Db, usuarioId: number) {
  return db
    .selectFrom('depoimento_denuncias')
    .select(['depoimento_id', 'motivo', 'observacao', 'situacao', 'created_at'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id')
    .execute();
}

/** Quote requests the person sent: signed in, or with their e-mail. */
export function listOrcamentosEnviados(db: Db, usuarioId: number, email: string) {
  return db
    .selectFrom('orcamentos')
    .innerJoin('fornecedores', 'fornecedores.id', 'orcamentos.fornecedor_id')
    .select([
      'orcamentos.id',
      'orcamentos.fornecedor_id',
      'fornecedores.nome_empresa',
      'orcamentos.nome',
      'orcamentos.email',
      'orcamentos.telefone',
      'orcamentos.ramo',
      'orcamentos.cidade',
      'orcamentos.uf',
      'orcamentos.mensagem',
      'orcamentos.contato_preferido',
      'orcamentos.consentimento_em',
      'orcamentos.created_at',
    ])
    .where((eb) => eb.or([eb('orcamentos.usuario_id', '=', usuarioId), eb('orcamentos.email', '=', email)]))
    .orderBy('orcamentos.id')
    .execute();
}

export function listOrcamentosRecebidos(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('orcamentos')
    .select([
      'id',
      'fornecedor_id',
      'nome',
      'email',
      'telefone',
      'ramo',
      'cidade',
      'uf',
      'mensagem',
      'contato_preferido',
      'status',
      'lida_em',
      'created_at',
    ])
    .where('fornecedor_id', 'in', fornecedorIds)
    .orderBy('id')
    .execute();
}

export function listMensagensDeContato(db: Db, email: string) {
  return db
    .selectFrom('mensagens_contato')
    .select(['assunto', 'nome', 'email', 'mensagem', 'created_at', 'respondida_em'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();
}

/** The e-mails the site queued to this address and still keeps (no body: it may hold a live link). */
export function listEmailsPara(db: Db, email: string) {
  return db
    .selectFrom('emails')
    .select(['assunto', 'estado', 'created_at', 'enviado_em'])
    .where('destinatario', '=', email)
    .orderBy('id')
    .execute();
}

/**
 * Counted page views per showcase and day (bots, owners and repeats are never counted): raw days
 * and the days rolled up after 25 months (a day is in one of them only).
 */
export function countVisualizacoesPorDia(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('page_views')
    .select((eb) => [
      eb.ref('fornecedor_id').$notNull().as('fornecedor_id'),
      'dia',
      eb.fn.countAll<number>().as('visualizacoes'),
    ])
    .where('fornecedor_id', 'in', fornecedorIds)
    .where('contado', '=', 1)
    .groupBy(['fornecedor_id', 'dia'])
    .unionAll(
      db
        .selectFrom('fornecedor_visitas_diarias')
        .select(['fornecedor_id', 'dia', 'views as visualizacoes'])
        .where('fornecedor_id', 'in', fornecedorIds)
        .where('views', '>', 0),
    )
    .orderBy('fornecedor_id')
    .orderBy('dia')
    .execute();
}

export function countCliquesPorDia(db: Db, fornecedorIds: readonly number[]) {
  if (!fornecedorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('link_clicks')
    .select(['fornecedor_id', 'dia', 'link_type', (eb) => eb.fn.countAll<number>().as('cliques')])
    .where('fornecedor_id', 'in', fornecedorIds)
    .where('contado', '=', 1)
    .groupBy(['fornecedor_id', 'dia', 'link_type'])
    .unionAll(
      db
        .selectFrom('link_clicks_diarios')
        .select((eb) => ['fornecedor_id', 'dia', 'link_type', eb.fn.sum<number>('total').as('cliques')])
        .where('fornecedor_id', 'in', fornecedorIds)
        .groupBy(['fornecedor_id', 'dia', 'link_type']),
    )
    .orderBy('fornecedor_id')
    .orderBy('dia')
    .execute();
}

/** Audit entries about the person's account or showcases. */
export function listAuditoriaSobre(db: Db, usuarioId: number, fornecedorIds: readonly number[]) {
  return db
    .selectFrom('auditoria')
    .select(['id', 'admin_id', 'acao', 'entidade', 'entidade_id', 'detalhes', 'created_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entidade', '=', 'usuario'), eb('entidade_id', '=', String(usuarioId))]),
        ...(fornecedorIds.length
          ? [eb.and([eb('entidade', '=', 'fornecedor'), eb('entidade_id', 'in', fornecedorIds.map(String))])]
          : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/**
 * Audit entries whose details may carry the text (an e-mail or a name). LIKE's `_` and `%` only
 * widen the match; the service checks the real text before rewriting.
 */
export function listAuditoriaComTexto(db: Db, texto: string) {
  return db
    .selectFrom('auditoria')
    .select(['id', 'detalhes'])
    .where('detalhes', 'like', `%${texto}%`)
    .execute();
}

export async function setDetalhesAuditoria(db: Db, id: number, detalhes: string | null): Promise<void> {
  await db.updateTable('auditoria').set({ detalhes }).where('id', '=', id).execute();
}
