import type { Context as HonoContext } from 'hono';
import * as v from 'valibot';
import { AppError, badRequest } from '../errors.js';
import type { HonoEnv } from '../http/hono-env.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import {
  criarFornecedorResposta,
  edicaoFornecedorResposta,
  imagemConteudoResposta,
  linkResposta,
  midiaResposta,
  ordemGaleriaResposta,
  ordemLinksResposta,
  publicacaoResposta,
  responsaveisResposta,
  salvarFornecedorResposta,
} from '../schemas/vitrine.respostas.js';
import {
  fornecedorParcialSchema,
  fornecedorSchema,
  linkItemSchema,
  novoLinkSchema,
} from '../schemas/vitrine.schema.js';
import { autorizarEdicao } from '../services/vitrine.acesso.js';
import * as galeria from '../services/vitrine.galeria.service.js';
import * as links from '../services/vitrine.links.service.js';
import * as publicacao from '../services/vitrine.publicacao.service.js';
import * as vitrine from '../services/vitrine.service.js';
import {
  CORPO_FORMULARIO,
  CORPO_MIDIA,
  CORPO_PARCIAL,
  lerFormularioVitrine,
  umArquivoDe,
} from '../uploads/formulario.js';
import type { ArquivoEnviado } from '../uploads/validate.js';
import { readForm, readJson } from './helpers.js';
import { idParam, type Operacao, operacao } from './operacao.js';
import type { CampoMultipart } from './types.js';

const CORPO_JSON = 1024 * 1024;

/** A new order: every id once (links or gallery items of the supplier in the path). */
const ORDEM = v.object({
  ids: v.pipe(v.array(v.pipe(v.number('Id inválido.'), v.integer('Id inválido.'))), v.maxLength(500)),
});

/** The showcase form as multipart (documented; lerFormularioVitrine reads exactly these). */
const FORMULARIO_MULTIPART: Record<string, CampoMultipart> = {
  nome_empresa: { descricao: 'Nome da empresa.' },
  frase_slogan: { descricao: 'Slogan.' },
  descricao_curta: { descricao: 'Descrição curta.' },
  descricao_longa: { descricao: 'Descrição longa.' },
  conteudo: { descricao: 'Conteúdo (HTML limitado, sanitizado).' },
  telefone: { descricao: 'Telefone.' },
  whatsapp: { descricao: 'WhatsApp.' },
  site: { descricao: 'Site.' },
  faqs: { descricao: 'JSON: lista de { pergunta, resposta }.' },
  tags: { descricao: 'JSON: lista de ids de tag.' },
  tipos: { descricao: 'JSON: lista de ids de tipo de fornecedor.' },
  links: { descricao: 'JSON: lista de { url, texto_tela, categoria_id }.' },
  usuario_id: { descricao: 'Responsável (só admin); vazio: nenhum.' },
  foto_perfil: { arquivo: true, descricao: 'Foto de perfil (JPEG, PNG ou WebP).' },
  galeria: {
    arquivo: true,
    multiplo: true,
    descricao: 'Fotos e vídeos da galeria (também galeria[], midia, midias).',
  },
};

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

export const vitrineRoutes: Operacao[] = [
  operacao({
    method: 'GET',
    path: '/api/fornecedores/editar/:id',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Carrega a vitrine para o editor (o dono ou admin; rascunhos incluídos).',
    params: { id: idParam('Id do fornecedor.') },
    respostas: { 200: edicaoFornecedorResposta },
    handler: async (c, { ctx, params }) => c.json(await vitrine.carregarEdicao(ctx, params.id)),
  }),
  operacao({
    method: 'GET',
    path: '/api/usuarios/anunciantes-e-admin',
    access: 'admin',
    tag: 'Vitrines',
    resumo: 'Quem pode ser responsável por uma vitrine (anunciantes e admins).',
    respostas: { 200: responsaveisResposta },
    handler: async (c, { ctx }) => c.json(await vitrine.listarResponsaveis(ctx)),
  }),
  operacao({
    method: 'POST',
    path: '/api/fornecedores',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Cria uma vitrine (rascunho).',
    descricao: 'JSON, ou multipart com os campos de texto, faqs/tags/tipos/links em JSON e os arquivos.',
    corpo: fornecedorSchema,
    multipart: FORMULARIO_MULTIPART,
    respostas: { 201: criarFornecedorResposta },
    erros: [415],
    maxBodyBytes: CORPO_FORMULARIO,
    handler: async (c, { ctx, corpoDe }) => {
      // The route's access (anunciante or admin) is checked before the body is read.
      const { dados, arquivos } = await lerFormulario(c);
      return c.json(await vitrine.criar(ctx, corpoDe(dados), arquivos), 201);
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/publicar',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Publica a vitrine no diretório.',
    params: { id: idParam('Id do fornecedor.') },
    respostas: { 200: publicacaoResposta },
    handler: async (c, { ctx, params }) => c.json(await publicacao.publicar(ctx, params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/despublicar',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Volta a vitrine a rascunho.',
    params: { id: idParam('Id do fornecedor.') },
    respostas: { 200: publicacaoResposta },
    handler: async (c, { ctx, params }) => c.json(await publicacao.despublicar(ctx, params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/partial',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Atualiza só os campos enviados.',
    descricao: 'JSON ou multipart (como na criação).',
    params: { id: idParam('Id do fornecedor.') },
    corpo: fornecedorParcialSchema,
    multipart: FORMULARIO_MULTIPART,
    respostas: { 200: salvarFornecedorResposta },
    erros: [415],
    maxBodyBytes: CORPO_PARCIAL,
    handler: async (c, { ctx, params, corpoDe }) => {
      const id = params.id;
      await autorizarEdicao(ctx, id);
      const { dados, arquivos } = await lerFormulario(c);
      return c.json(await vitrine.atualizarParcial(ctx, id, corpoDe(dados), arquivos));
    },
  }),
  operacao({
    method: 'POST',
    path: '/api/fornecedores/:id/imagens',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Envia uma imagem para o conteúdo da vitrine.',
    params: { id: idParam('Id do fornecedor.') },
    multipart: { imagem: { arquivo: true, descricao: 'JPEG, PNG ou WebP.' } },
    respostas: { 201: imagemConteudoResposta },
    erros: [415],
    maxBodyBytes: CORPO_PARCIAL,
    handler: async (c, { ctx, params }) => {
      const id = params.id;
      await autorizarEdicao(ctx, id);
      return c.json(await galeria.enviarImagemConteudo(ctx, id, await umArquivo(c, ['imagem'])), 201);
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Atualiza o formulário inteiro (nome e descrição curta obrigatórios; ausentes ficam como estão).',
    descricao: 'JSON ou multipart (como na criação).',
    params: { id: idParam('Id do fornecedor.') },
    corpo: fornecedorSchema,
    multipart: FORMULARIO_MULTIPART,
    respostas: { 200: salvarFornecedorResposta },
    erros: [415],
    maxBodyBytes: CORPO_FORMULARIO,
    handler: async (c, { ctx, params, corpoDe }) => {
      const id = params.id;
      await autorizarEdicao(ctx, id);
      const { dados, arquivos } = await lerFormulario(c);
      return c.json(await vitrine.atualizar(ctx, id, corpoDe(dados), arquivos));
    },
  }),
  operacao({
    method: 'DELETE',
    path: '/api/fornecedores/:id',
    access: 'admin',
    tag: 'Vitrines',
    resumo: 'Exclui a vitrine e os arquivos dela.',
    params: { id: idParam('Id do fornecedor.') },
    respostas: { 200: mensagem },
    handler: async (c, { ctx, params }) => c.json(await vitrine.excluir(ctx, params.id)),
  }),
  operacao({
    method: 'POST',
    path: '/api/fornecedor-links',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Adiciona um link a uma vitrine.',
    corpo: novoLinkSchema,
    respostas: { 201: linkResposta },
    erros: [404],
    handler: async (c, { ctx, corpo }) => c.json(await links.adicionarLink(ctx, corpo), 201),
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedor-links/:id',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Altera a categoria, o endereço e o texto de um link.',
    params: { id: idParam('Id do link.') },
    corpo: linkItemSchema,
    respostas: { 200: linkResposta },
    handler: async (c, { ctx, params, corpo }) => {
      const dados = corpo;
      return c.json(await links.editarLink(ctx, { ...dados, id: params.id }));
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/fornecedores/:id/links/ordem',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Define a ordem dos links da vitrine (todos os ids, cada um uma vez).',
    params: { id: idParam('Id do fornecedor.') },
    corpo: ORDEM,
    respostas: { 200: ordemLinksResposta },
    handler: async (c, { ctx, params, corpo }) => {
      const { ids } = corpo;
      return c.json(await links.reordenarLinks(ctx, { fornecedor_id: params.id, ids }));
    },
  }),
  operacao({
    method: 'DELETE',
    path: '/api/fornecedor-links/:id',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Remove um link.',
    params: { id: idParam('Id do link.') },
    respostas: { 200: mensagem },
    handler: async (c, { ctx, params }) => c.json(await links.removerLink(ctx, params.id)),
  }),
  operacao({
    method: 'PUT',
    // `:id` (the supplier's) as in DELETE /api/galerias/:id (a media item's): one path, two templates
    // would be the same path twice in the document.
    path: '/api/galerias/:id',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Adiciona uma foto ou vídeo à galeria.',
    params: { id: idParam('Id do fornecedor.') },
    multipart: { midia: { arquivo: true, descricao: 'Imagem (JPEG, PNG, WebP) ou vídeo (MP4, WebM).' } },
    respostas: { 200: midiaResposta },
    erros: [415],
    maxBodyBytes: CORPO_MIDIA,
    handler: async (c, { ctx, params }) => {
      const id = params.id;
      await autorizarEdicao(ctx, id);
      return c.json(await galeria.adicionarMidia(ctx, id, await umArquivo(c, ['midia', 'foto_perfil'])));
    },
  }),
  operacao({
    method: 'DELETE',
    path: '/api/galerias/:id',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Remove uma mídia da galeria.',
    params: { id: idParam('Id da mídia.') },
    respostas: { 200: mensagem },
    handler: async (c, { ctx, params }) => c.json(await galeria.removerMidia(ctx, params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/galerias/:fornecedorId/ordem',
    access: 'anunciante',
    tag: 'Vitrines',
    resumo: 'Define a ordem da galeria (todos os ids, cada um uma vez); o primeiro item é a capa.',
    params: { fornecedorId: idParam('Id do fornecedor.') },
    corpo: ORDEM,
    respostas: { 200: ordemGaleriaResposta },
    handler: async (c, { ctx, params, corpo }) => {
      const { ids } = corpo;
      return c.json(await galeria.reordenarGaleria(ctx, { fornecedor_id: params.fornecedorId, ids }));
    },
  }),
];
