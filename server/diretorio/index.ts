/**
 * The directory's API for the services (server/services/fornecedores*.ts): the in-memory index,
 * search, seeded and rating orders, filter counts and cards. Nothing here imports a service.
 */

export { avaliacaoDe, cartoesDaLista, cartoesPublicos, montarCartoes, tagPublica } from './cartoes.js';
export { COLLATOR } from './construcao.js';
export { paginarFiltro, resolverFiltro } from './filtro.js';
export {
  cartoesDoIndice,
  destaques,
  indiceAtual,
  indiceAtualizado,
  popularidade,
  tagsPorNome,
} from './indice.js';
export { CACHE_A_PARTIR_DE, paginarFaixas } from './ordem.js';
export { remocoesPossiveis } from './sugestoes.js';
export type {
  CartaoFornecedor,
  Indice,
  ResultadoLista,
  TagPublica,
  TagsDaHome,
} from './tipos.js';
