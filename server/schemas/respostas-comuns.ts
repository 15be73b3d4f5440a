import * as v from 'valibot';

// Building blocks of the REST answers' schemas (the *.respostas.ts files). Answers are strict
// objects: a field the server starts sending without documenting it fails the REST tests.

export const id = v.pipe(v.number(), v.integer());
export const texto = v.string();
export const textoOuNulo = v.nullable(v.string());
/** ISO 8601 instant as stored (UTC). */
export const instante = v.pipe(v.string(), v.description('Data e hora ISO 8601 (UTC).'));
export const instanteOuNulo = v.nullable(instante);
export const inteiro = v.pipe(v.number(), v.integer());

/** `{ message }`: writes that only confirm. */
export const mensagem = v.strictObject({ message: texto });

/** A page of an admin list. */
export function pagina<T extends v.GenericSchema>(linha: T) {
  return v.strictObject({ rows: v.array(linha), total: inteiro, page: inteiro, per_page: inteiro });
}
