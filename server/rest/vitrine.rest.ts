import type { Context as HonoContext } from 'hono';
import { AppError, badRequest } from '../errors.js';
import { parseOrThrow } from '../schemas/validate.js';
import { fornecedorParcialSchema, fornecedorSchema, novoLinkSchema } from '../schemas/vitrine.schema.js';
import * as vitrine from '../services/vitrine.service.js';
import {
  CORPO_FORMULARIO,
  CORPO_MIDIA,
  CORPO_PARCIAL,
  lerFormularioVitrine,
  umArquivoDe,
} from '../uploads/formulario.js';
import type { ArquivoEnviado } from '../uploads/validate.js';
import { intParam, readForm, readJson } from './helpers.js';
import type { HonoEnv, RestRoute } from './types.js';

const CORPO_JSON = 1024 * 1024;

function ehMultipart(c: HonoContext<HonoEnv>) {
  const ct = c.req.header('content-type') ?? '';
  return ct.includes('multipart/form-data') || ct.includes('application/x-www-form-urlencoded');
}

/** The showcase form as JSON, or multipart read by the same translation as the tRPC procedures. */
async function lerFormulario(c: HonoContext<HonoEnv>) {
  if (!ehMultipart(c)) {
    // The route's large cap is for files: a JSON body keeps the default 1 MiB.
    const grande = () =>
      new AppError('PAYLOAD_TOO_LARGE', 'A requisição é grande demais.', { appCode: 'PAYLOAD_TOO_LARGE' });
    if (Number(c.req.header('content-length') ?? 0) > CORPO_JSON) throw grande();
    if (Buffer.byteLength(await c.req.text()) > CORPO_JSON) throw grande();
    return { dados: await readJson(c), arquivos: {} };
  }
  return lerFormularioVitrine(await readForm(c));
}

async function umArquivo(c: HonoContext<HonoEnv>, campos: string[]): Promise<ArquivoEnviado | undefined> {
  if (!ehMultipart(c)) throw badRequest('Envie o arquivo como multipart/form-data.');
  return umArquivoDe(await readForm(c), campos);
}

export const vitrineRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/fornecedores/editar/:id',
    access: 'anunciante',
    handler: async (c, ctx) => c.json(await vitrine.carregarEdicao(ctx, intParam(c, 'id'))),
  },
  {
    method: 'GET',
    path: '/api/usuarios/anunciantes-e-admin',
    access: 'admin',
    handler: async (c, ctx) => c.json(await vitrine.listarResponsaveis(ctx)),
  },
  {
    method: 'POST',
    path: '/api/fornecedores',
    access: 'anunciante',
    maxBodyBytes: CORPO_FORMULARIO,
    handler: async (c, ctx) => {
      // The route's access (anunciante or admin) is checked before the body is read.
      const { dados, arquivos } = await lerFormulario(c);
      return c.json(await vitrine.criar(ctx, parseOrThrow(fornecedorSchema, dados), arquivos), 201);
    },
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/publicar',
    access: 'anunciante',
    handler: async (c, ctx) => c.json(await vitrine.publicar(ctx, intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/despublicar',
    access: 'anunciante',
    handler: async (c, ctx) => c.json(await vitrine.despublicar(ctx, intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id/partial',
    access: 'anunciante',
    maxBodyBytes: CORPO_PARCIAL,
    handler: async (c, ctx) => {
      const id = intParam(c, 'id');
      await vitrine.autorizarEdicao(ctx, id);
      const { dados, arquivos } = await lerFormulario(c);
      return c.json(
        await vitrine.atualizarParcial(ctx, id, parseOrThrow(fornecedorParcialSchema, dados), arquivos),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/fornecedores/:id/imagens',
    access: 'anunciante',
    maxBodyBytes: CORPO_PARCIAL,
    handler: async (c, ctx) => {
      const id = intParam(c, 'id');
      await vitrine.autorizarEdicao(ctx, id);
      return c.json(await vitrine.enviarImagemConteudo(ctx, id, await umArquivo(c, ['imagem'])), 201);
    },
  },
  {
    method: 'PUT',
    path: '/api/fornecedores/:id',
    access: 'anunciante',
    maxBodyBytes: CORPO_FORMULARIO,
    handler: async (c, ctx) => {
      const id = intParam(c, 'id');
      await vitrine.autorizarEdicao(ctx, id);
      const { dados, arquivos } = await lerFormulario(c);
      return c.json(await vitrine.atualizar(ctx, id, parseOrThrow(fornecedorSchema, dados), arquivos));
    },
  },
  {
    method: 'DELETE',
    path: '/api/fornecedores/:id',
    access: 'admin',
    handler: async (c, ctx) => c.json(await vitrine.excluir(ctx, intParam(c, 'id'))),
  },
  {
    method: 'POST',
    path: '/api/fornecedor-links',
    access: 'anunciante',
    handler: async (c, ctx) =>
      c.json(await vitrine.adicionarLink(ctx, parseOrThrow(novoLinkSchema, await readJson(c))), 201),
  },
  {
    method: 'DELETE',
    path: '/api/fornecedor-links/:id',
    access: 'anunciante',
    handler: async (c, ctx) => c.json(await vitrine.removerLink(ctx, intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/galerias/:fornecedorId',
    access: 'anunciante',
    maxBodyBytes: CORPO_MIDIA,
    handler: async (c, ctx) => {
      const id = intParam(c, 'fornecedorId');
      await vitrine.autorizarEdicao(ctx, id);
      return c.json(await vitrine.adicionarMidia(ctx, id, await umArquivo(c, ['midia', 'foto_perfil'])));
    },
  },
  {
    method: 'DELETE',
    path: '/api/galerias/:id',
    access: 'anunciante',
    handler: async (c, ctx) => c.json(await vitrine.removerMidia(ctx, intParam(c, 'id'))),
  },
];
