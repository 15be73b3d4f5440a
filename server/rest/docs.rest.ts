import { openApiResposta } from '../schemas/documentacao.respostas.js';
import { renderizarDocs } from './docs-html.js';
import { gerarOpenApi } from './openapi.js';
import type { RestRoute } from './types.js';

/**
 * GET /api/openapi.json and GET /api/docs, generated from the route table itself (passed lazily:
 * these two routes are part of it). Built once per process: the table does not change at runtime.
 */
export function rotasDaDocumentacao(tabela: () => RestRoute[]): RestRoute[] {
  let documento: unknown;
  let pagina: string | undefined;
  const doc = () => {
    documento ??= gerarOpenApi(tabela());
    return documento;
  };
  return [
    {
      method: 'GET',
      path: '/api/openapi.json',
      access: 'public',
      doc: {
        tag: 'Documentação',
        resumo: 'Este documento OpenAPI 3.1, gerado da tabela de rotas e dos schemas valibot.',
        respostas: { 200: openApiResposta },
      },
      handler: (c) => c.json(doc()),
    },
    {
      method: 'GET',
      path: '/api/docs',
      access: 'public',
      doc: {
        tag: 'Documentação',
        resumo: 'Esta referência legível, gerada do documento OpenAPI.',
        respostas: { 200: { binario: 'text/html', descricao: 'Página HTML, sem scripts.' } },
      },
      handler: (c) => {
        pagina ??= renderizarDocs(doc());
        return c.html(pagina);
      },
    },
  ];
}
