import { operacoesDe } from '../../server/rest/operacao.js';
import { criarRest } from '../../server/rest/routes.js';

/**
 * Every REST operation, read from the routes of the REST app that app.ts mounts (the declaration
 * each route carries): what the authorization matrix, the body limits and the answer checks
 * enumerate. test/foundation/openapi.test.ts checks that the mounted app and the document agree.
 */
export const operacoesRest = operacoesDe(
  criarRest({ limite: () => (_c, next) => next(), erro: (err) => Promise.reject(err) as never }),
);
