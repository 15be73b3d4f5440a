import type { Db } from '../client.js';

export function insertMensagemContato(
  db: Db,
  data: { nome: string; email: string; assunto: string; mensagem: string; created_at: string },
) {
  return db
    .insertInto('mensagens_contato')
    .values({ ...data, enviado_em: null })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function markMensagemEnviada(db: Db, id: number, enviadoEm: string) {
  return db.updateTable('mensagens_contato').set({ enviado_em: enviadoEm }).where('id', '=', id).execute();
}

export function getMensagemContato(db: Db, id: number) {
  return db
    .selectFrom('mensagens_contato')
    .select(['id', 'nome', 'email', 'assunto', 'mensagem', 'enviado_em', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
