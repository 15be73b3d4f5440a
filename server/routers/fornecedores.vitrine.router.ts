import * as v from 'valibot';
import { parseOrThrow } from '../schemas/validate.js';
import {
  atualizarParcialSchema,
  atualizarSchema,
  editarLinkSchema,
  fornecedorParcialSchema,
  fornecedorSchema,
  idSchema,
  novoLinkSchema,
  novoRascunhoSchema,
  reordenarGaleriaSchema,
  reordenarLinksSchema,
} from '../schemas/vitrine.schema.js';
import { autorizarEdicao } from '../services/vitrine.acesso.js';
import * as galeria from '../services/vitrine.galeria.service.js';
import * as links from '../services/vitrine.links.service.js';
import * as publicacao from '../services/vitrine.publicacao.service.js';
import * as vitrine from '../services/vitrine.service.js';
import { adminProcedure, anuncianteProcedure, router } from '../trpc/init.js';
import {
  CORPO_FORMULARIO,
  CORPO_MIDIA,
  CORPO_PARCIAL,
  type CorpoFormulario,
  corpoDe,
  lerFormularioVitrine,
  umArquivoDe,
} from '../uploads/formulario.js';

/** Upload procedures take the same multipart form as their REST twins (server/rest/vitrine.rest.ts). */
const formulario = v.pipe(
  v.instance(FormData, 'Envie os dados como formulário multipart.'),
  v.transform(corpoDe),
);

/** The supplier a multipart call is about: its `id` field. */
function idDe(corpo: CorpoFormulario): number {
  const id = typeof corpo.id === 'string' ? Number(corpo.id) : Number.NaN;
  // The same refusal as REST's route parameter (intParam).
  return parseOrThrow(idSchema, { id }, 'Identificador inválido.').id;
}

/**
 * Body caps of the multipart procedures (server/app.ts applies them to /trpc/<path>), equal to
 * the REST routes'; every other call keeps the default.
 */
export const LIMITES_CORPO_TRPC: Record<string, number> = {
  'fornecedores.criarComArquivos': CORPO_FORMULARIO,
  'fornecedores.atualizarParcialComArquivos': CORPO_PARCIAL,
  'fornecedores.adicionarMidia': CORPO_MIDIA,
  'fornecedores.enviarImagem': CORPO_PARCIAL,
};

/** The showcase editor; files travel as FormData (the client sends those calls unbatched). */
export const fornecedoresVitrineRouter = router({
  editar: anuncianteProcedure
    .input(idSchema)
    .query(({ ctx, input }) => vitrine.carregarEdicao(ctx, input.id)),
  criar: anuncianteProcedure.input(fornecedorSchema).mutation(({ ctx, input }) => vitrine.criar(ctx, input)),
  criarRascunho: anuncianteProcedure
    .input(novoRascunhoSchema)
    .mutation(({ ctx, input }) => vitrine.criarRascunho(ctx, input)),
  atualizar: anuncianteProcedure
    .input(atualizarSchema)
    .mutation(({ ctx, input }) => vitrine.atualizar(ctx, input.id, input.dados)),
  atualizarParcial: anuncianteProcedure
    .input(atualizarParcialSchema)
    .mutation(({ ctx, input }) => vitrine.atualizarParcial(ctx, input.id, input.dados)),
  /** A new supplier with its photo and gallery (POST /api/fornecedores). */
  criarComArquivos: anuncianteProcedure.input(formulario).mutation(async ({ ctx, input }) => {
    const { dados, arquivos } = await lerFormularioVitrine(input);
    return vitrine.criar(ctx, parseOrThrow(fornecedorSchema, dados), arquivos);
  }),
  /** The profile photo, and any other field sent with it (PUT /api/fornecedores/:id/partial). */
  atualizarParcialComArquivos: anuncianteProcedure.input(formulario).mutation(async ({ ctx, input }) => {
    const id = idDe(input);
    await autorizarEdicao(ctx, id);
    const { dados, arquivos } = await lerFormularioVitrine(input);
    return vitrine.atualizarParcial(ctx, id, parseOrThrow(fornecedorParcialSchema, dados), arquivos);
  }),
  /** One gallery image or video (PUT /api/galerias/:id, the supplier's id). */
  adicionarMidia: anuncianteProcedure.input(formulario).mutation(async ({ ctx, input }) => {
    const id = idDe(input);
    await autorizarEdicao(ctx, id);
    return galeria.adicionarMidia(ctx, id, await umArquivoDe(input, ['midia', 'foto_perfil']));
  }),
  /** An image inside the rich text (POST /api/fornecedores/:id/imagens). */
  enviarImagem: anuncianteProcedure.input(formulario).mutation(async ({ ctx, input }) => {
    const id = idDe(input);
    await autorizarEdicao(ctx, id);
    return galeria.enviarImagemConteudo(ctx, id, await umArquivoDe(input, ['imagem']));
  }),
  publicar: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => publicacao.publicar(ctx, input.id)),
  despublicar: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => publicacao.despublicar(ctx, input.id)),
  excluir: adminProcedure.input(idSchema).mutation(({ ctx, input }) => vitrine.excluir(ctx, input.id)),
  adicionarLink: anuncianteProcedure
    .input(novoLinkSchema)
    .mutation(({ ctx, input }) => links.adicionarLink(ctx, input)),
  editarLink: anuncianteProcedure
    .input(editarLinkSchema)
    .mutation(({ ctx, input }) => links.editarLink(ctx, input)),
  reordenarLinks: anuncianteProcedure
    .input(reordenarLinksSchema)
    .mutation(({ ctx, input }) => links.reordenarLinks(ctx, input)),
  removerLink: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => links.removerLink(ctx, input.id)),
  reordenarGaleria: anuncianteProcedure
    .input(reordenarGaleriaSchema)
    .mutation(({ ctx, input }) => galeria.reordenarGaleria(ctx, input)),
  removerMidia: anuncianteProcedure
    .input(idSchema)
    .mutation(({ ctx, input }) => galeria.removerMidia(ctx, input.id)),
  responsaveis: adminProcedure
    .input(v.optional(v.object({})))
    .query(({ ctx }) => vitrine.listarResponsaveis(ctx)),
});
