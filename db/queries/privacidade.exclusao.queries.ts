import type { Db } from '../client.js';

// The account's deletion (LGPD art. 18): what is removed or anonymised, inside the service's one
// transaction. The service decides; these only read and write.

export function listIdsDepoimentosEscritos(db: Db, usuarioId: number) {
  return db
    .selectFrom('depoimentos')
    .select(['id', 'fornecedor_id'])
    .where('usuario_id', '=', usuarioId)
    .execute();
}

export async function deleteDepoimentos(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('depoimento_denuncias').where('depoimento_id', 'in', ids).execute();
  await db.deleteFrom('depoimentos').where('id', 'in', ids).execute();
}

/** The reports a person made stay for moderation, without their author. */
export async function anonymizeDenunciasFeitas(db: Db, usuarioId: number): Promise<void> {
  await db
    .updateTable('depoimento_denuncias')
    .set({ usuario_id: null })
    .where('usuario_id', '=', usuarioId)
    .execute();
}

/** Rows of the showcases that the foreign keys would cascade too: explicit, so nothing depends on it. */
export async function deleteRastrosDasVitrines(db: Db, fornecedorIds: readonly number[]): Promise<number> {
  if (!fornecedorIds.length) return 0;
  const r = await db.deleteFrom('orcamentos').where('fornecedor_id', 'in', fornecedorIds).executeTakeFirst();
  const denuncias = db.selectFrom('depoimentos').select('id').where('fornecedor_id', 'in', fornecedorIds);
  await db.deleteFrom('depoimento_denuncias').where('depoimento_id', 'in', denuncias).execute();
  await db.deleteFrom('page_views').where('fornecedor_id', 'in', fornecedorIds).execute();
  await db.deleteFrom('link_clicks').where('fornecedor_id', 'in', fornecedorIds).execute();
  for (const tabela of ['page_views_diarios', 'link_clicks_diarios', 'fornecedor_visitas_diarias'] as const) {
    await db.deleteFrom(tabela).where('fornecedor_id', 'in', fornecedorIds).execute();
  }
  await db.deleteFrom('fornecedor_slugs_antigos').where('fornecedor_id', 'in', fornecedorIds).execute();
  return Number(r.numDeletedRows);
}

export async function deleteOrcamentosEnviados(db: Db, usuarioId: number, email: string): Promise<void> {
  await db
    .deleteFrom('orcamentos')
    .where((eb) => eb.or([eb('usuario_id', '=', usuarioId), eb('email', '=', email)]))
    .execute();
}

export async function deleteMensagensDeContato(db: Db, email: string): Promise<void> {
  await db.deleteFrom('mensagens_contato').where('email', '=', email).execute();
}

export async function deleteTokensESessoes(db: Db, usuarioId: number): Promise<void> {
  await db.deleteFrom('tokens_email').where('usuario_id', '=', usuarioId).execute();
  await db.deleteFrom('sessoes').where('usuario_id', '=', usuarioId).execute();
}

/** Visits and clicks the person made elsewhere stay counted, no longer tied to them. */
export async function unlinkRastreio(db: Db, usuarioId: number): Promise<void> {
  await db.updateTable('page_views').set({ usuario_id: null }).where('usuario_id', '=', usuarioId).execute();
  await db.updateTable('link_clicks').set({ usuario_id: null }).where('usuario_id', '=', usuarioId).execute();
}

/**
 * The account row stays as an id (the audit trail and counts point at it) with nothing personal:
 * placeholder name and e-mail, no phone, an unusable password, deactivated.
 */
export async function anonymizeConta(
  db: Db,
  id: number,
  valores: { nome: string; email: string; senha_hash: string; agora: string },
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({
      nome: valores.nome,
      email: valores.email,
      telefone: null,
      ramo_atividade: null,
      senha_hash: valores.senha_hash,
      email_verificado_em: null,
      updated_at: valores.agora,
      deleted_at: valores.agora,
    })
    .where('id', '=', id)
    .execute();
}
