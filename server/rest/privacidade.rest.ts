import { excluirContaRestSchema } from '../schemas/privacidade.schema.js';
import type { AuthedContext } from '../services/contexto.js';
import * as privacidade from '../services/privacidade.service.js';
import { idParam, type Operacao, operacao } from './operacao.js';

// `access: 'authed'` is enforced before the handlers run, so the context has a user.

/** LGPD art. 18: a person's data as a ZIP, and the account's deletion (the person or an admin). */
export const privacidadeRoutes: Operacao[] = [
  operacao({
    method: 'GET',
    path: '/api/usuarios/:id{[0-9]+}/exportar',
    access: 'authed',
    tag: 'Privacidade (LGPD)',
    resumo: 'Baixa em ZIP tudo o que guardamos sobre a pessoa (JSON e arquivos enviados).',
    descricao: 'A própria pessoa ou um admin; outro usuário recebe 403.',
    params: { id: idParam('Id do usuário.') },
    respostas: {
      200: { binario: 'application/zip', descricao: 'Arquivo ZIP (Content-Disposition: attachment).' },
    },
    handler: async (_c, { ctx, params }) => {
      const { nomeArquivo, corpo } = await privacidade.exportar(ctx as AuthedContext, params.id);
      return new Response(corpo, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${nomeArquivo}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  }),
  operacao({
    method: 'DELETE',
    path: '/api/usuarios/:id{[0-9]+}',
    access: 'authed',
    tag: 'Privacidade (LGPD)',
    resumo:
      'Exclui a conta e os dados da pessoa (vitrines, arquivos, depoimentos escritos, pedidos recebidos).',
    descricao:
      'A própria pessoa confirma com { senha }; um admin exclui sem senha. Outro usuário recebe 403.',
    params: { id: idParam('Id do usuário.') },
    corpo: excluirContaRestSchema,
    respostas: { 204: null },
    // Read only when the service asks for it: another user gets 403 whatever the body; an admin needs none.
    corpoNoServico: true,
    handler: async (c, { ctx, params, corpoDe, lerCorpo }) => {
      await privacidade.excluir(ctx as AuthedContext, {
        id: params.id,
        senha: async () => corpoDe(await lerCorpo()).senha,
      });
      return c.body(null, 204);
    },
  }),
];
