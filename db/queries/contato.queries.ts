import type { Db } from '../client.js';

export function insertMensagemContato(
  db: Db,
  data: { nome: string; email: string; assunto: string; mensagem: string; created_at: string },
) {
  return db
    .insertInto('mensagens_contato')
    .values({ ...data, enviado_em: null, lida_em: null, respondida_em: null })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function markMensagemEnviada(db: Db, id: number, enviadoEm: string) {
  return db.updateTable('mensagens_contato').set({ enviado_em: enviadoEm }).where('id', '=', id).execute();
}

export function getMensagemContato(db: Db, id: number) {
  return db
    .selectFrom('mensagens_contato')
    .select(['id', 'nome', 'email', 'assunto', 'mensagem', 'enviado_em', 'respondida_em', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

const COLUNAS_ADMIN = [
  'id',
  'nome',
  'email',
  'assunto',
  'mensagem',
  'enviado_em',
  'lida_em',
  'respondida_em',
  'created_at',
] as const;

/** The admin panel's list: newest first (id breaks ties within the same instant). */
export function listMensagensContato(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('mensagens_contato')
    .select(COLUNAS_ADMIN)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMensagensContato(db: Db): Promise<{ total: number; naoLidas: number }> {
  const r = await db
    .selectFrom('mensagens_contato')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('lida_em', 'is', null).as('nao_lidas'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(r.total), naoLidas: Number(r.nao_lidas) };
}

/**
 * Marks a message read/unread and answered/not answered. A mark already set keeps its first time;
 * answered implies read. Answers the row after the change (undefined: no such id).
 */
export async function markMensagemContato(
  db: Db,
  id: number,
  marcas: { lida?: boolean; respondida?: boolean },
  agora: string,
) {
  const lida = marcas.respondida ? true : marcas.lida;
  const linha = db.updateTable('mensagens_contato').where('id', '=', id);
  if (lida === true) await linha.set({ lida_em: agora }).where('lida_em', 'is', null).execute();
  if (lida === false) await linha.set({ lida_em: null }).execute();
  if (marcas.respondida === true) {
    await linha.set({ respondida_em: agora }).where('respondida_em', 'is', null).execute();
  }
  if (marcas.respondida === false) await linha.set({ respondida_em: null }).execute();
  return db.selectFrom('mensagens_contato').select(COLUNAS_ADMIN).where('id', '=', id).executeTakeFirst();
}
