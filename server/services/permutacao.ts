import { badRequest } from '../errors.js';

/**
 * A new order must name every current item exactly once (links, gallery): anything else means the
 * page was out of date, and applying it would drop or repeat items.
 */
export function exigirMesmosItens(
  atuais: readonly number[],
  pedidos: readonly number[],
  mensagem: string,
): void {
  const unicos = new Set(pedidos);
  if (unicos.size !== pedidos.length || unicos.size !== atuais.length || atuais.some((i) => !unicos.has(i)))
    throw badRequest(mensagem);
}
