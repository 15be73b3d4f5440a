import * as v from 'valibot';
import { MSG_MOTIVO_DESATIVACAO } from './desativacao.js';

/** The admin panel's inputs (shared by the panel's forms, tRPC and REST). Messages in Portuguese. */
export const ADMIN_MSG = {
  tipoObrigatorio: 'Selecione um tipo de tag',
  nomeTagObrigatorio: 'O nome da tag é obrigatório',
  nomeTipoObrigatorio: 'O nome do tipo de tag é obrigatório',
  nomeCategoriaObrigatorio: 'Nome da categoria é obrigatória',
  iconeObrigatorio: 'O ícone da categoria é obrigatório',
  iconeInvalido: 'Use uma classe de ícone do Font Awesome, por exemplo: fa fa-link',
  nomeMaximo: 'O nome deve ter no máximo 60 caracteres',
  senhaMinima: 'A senha deve ter pelo menos 6 caracteres',
  senhaMaxima: 'A senha deve ter no máximo 128 caracteres',
  tipoUsuarioInvalido: 'Tipo de usuário inválido.',
  senhaAdminObrigatoria: 'Para tornar alguém administrador, digite a sua senha.',
  senhaAdminIncorreta: 'Senha incorreta. O tipo não foi alterado.',
  fornecedorObrigatorio: 'Por favor, selecione um fornecedor',
  arquivoObrigatorio: 'Por favor, selecione um arquivo',
} as const;

export const TIPOS_USUARIO = ['cliente', 'anunciante', 'admin'] as const;
export type TipoUsuarioAdmin = (typeof TIPOS_USUARIO)[number];

export const POR_PAGINA_PADRAO = 20;
export const POR_PAGINA_MAX = 100;

const inteiroPositivo = (mensagem: string) =>
  v.pipe(v.number(mensagem), v.integer(mensagem), v.minValue(1, mensagem), v.maxValue(1e12, mensagem));

export const idSchema = v.object({ id: inteiroPositivo('Identificador inválido.') });

export const listaSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres'))),
  page: v.optional(inteiroPositivo('Página inválida.'), 1),
  per_page: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(POR_PAGINA_MAX, 'No máximo 100 por página.')),
    POR_PAGINA_PADRAO,
  ),
});
export type ListaInput = v.InferOutput<typeof listaSchema>;

export const auditoriaSchema = v.object({
  page: v.optional(inteiroPositivo('Página inválida.'), 1),
  per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(POR_PAGINA_MAX)), 20),
});

export const pageViewStatsSchema = v.object({
  page_type: v.optional(
    v.picklist(
      ['home', 'lista_fornecedores', 'fornecedor', 'blog', 'artigo_blog'],
      'Tipo de página inválido.',
    ),
    'home',
  ),
  dias: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366)), 30),
});

export const alterarTipoSchema = v.object({
  tipo: v.pipe(v.optional(v.string(), ''), v.picklist(TIPOS_USUARIO, ADMIN_MSG.tipoUsuarioInvalido)),
  /** The acting admin's own password: required only to make someone an admin. */
  senha_admin: v.optional(
    v.pipe(v.string(ADMIN_MSG.senhaAdminObrigatoria), v.maxLength(128, ADMIN_MSG.senhaMaxima)),
  ),
});

export const alterarSenhaSchema = v.object({
  senha: v.pipe(
    v.optional(v.string(ADMIN_MSG.senhaMinima), ''),
    v.minLength(6, ADMIN_MSG.senhaMinima),
    v.maxLength(128, ADMIN_MSG.senhaMaxima),
  ),
});

const nomeCurto = (obrigatorio: string) =>
  v.pipe(
    v.optional(v.string(obrigatorio), ''),
    v.trim(),
    v.nonEmpty(obrigatorio),
    v.maxLength(60, ADMIN_MSG.nomeMaximo),
  );

const paraNumero = (x: number | string) =>
  typeof x === 'string' ? (x.trim() === '' ? Number.NaN : Number(x)) : x;

/** The tag type, as a number or a numeric string (forms send select values as text); missing,
 * empty or not a positive integer gives 'Selecione um tipo de tag'. */
const categoriaId = v.pipe(
  v.optional(v.union([v.number(), v.string()], ADMIN_MSG.tipoObrigatorio), ''),
  v.transform(paraNumero),
  v.number(ADMIN_MSG.tipoObrigatorio),
  v.integer(ADMIN_MSG.tipoObrigatorio),
  v.minValue(1, ADMIN_MSG.tipoObrigatorio),
);
const categoriaIdOpcional = v.optional(
  v.pipe(
    v.union([v.number(), v.string()], ADMIN_MSG.tipoObrigatorio),
    v.transform(paraNumero),
    v.number(ADMIN_MSG.tipoObrigatorio),
    v.integer(ADMIN_MSG.tipoObrigatorio),
    v.minValue(1, ADMIN_MSG.tipoObrigatorio),
  ),
);

export const criarTagSchema = v.object({
  nome: nomeCurto(ADMIN_MSG.nomeTagObrigatorio),
  categoria_id: categoriaId,
});

export const atualizarTagSchema = v.object({
  nome: nomeCurto(ADMIN_MSG.nomeTagObrigatorio),
  categoria_id: categoriaIdOpcional,
});

export const tipoTagSchema = v.object({ nome: nomeCurto(ADMIN_MSG.nomeTipoObrigatorio) });

/** Font Awesome classes only ("fa fa-link", "fa-solid fa-phone", "fa-brands fa-instagram"). */
export const ICONE_RE = /^(fa|fas|far|fab|fa-solid|fa-regular|fa-brands)( fa-[a-z0-9-]{1,40}){1,3}$/;

export const categoriaLinkSchema = v.object({
  nome: nomeCurto(ADMIN_MSG.nomeCategoriaObrigatorio),
  icone: v.pipe(
    v.optional(v.string(ADMIN_MSG.iconeObrigatorio), ''),
    v.trim(),
    v.nonEmpty(ADMIN_MSG.iconeObrigatorio),
    v.maxLength(80, ADMIN_MSG.iconeInvalido),
    v.regex(ICONE_RE, ADMIN_MSG.iconeInvalido),
  ),
});

/** Deactivating a showcase: the reason goes to its owner (e-mail, panel and editor). */
export const desativarFornecedorSchema = v.object({
  motivo: v.pipe(
    v.string(MSG_MOTIVO_DESATIVACAO),
    v.trim(),
    v.nonEmpty(MSG_MOTIVO_DESATIVACAO),
    v.maxLength(500, 'O motivo pode ter até 500 caracteres.'),
  ),
});

export const selosSchema = v.object({
  verificado: v.optional(v.boolean('Informe verdadeiro ou falso para verificado.')),
  premium: v.optional(v.boolean('Informe verdadeiro ou falso para premium.')),
});

export const fileInfoSchema = v.object({
  id: inteiroPositivo(ADMIN_MSG.fornecedorObrigatorio),
  filename: v.pipe(
    v.string(ADMIN_MSG.arquivoObrigatorio),
    v.nonEmpty(ADMIN_MSG.arquivoObrigatorio),
    v.maxLength(255),
  ),
});

export const listFilesSchema = v.object({ id: inteiroPositivo(ADMIN_MSG.fornecedorObrigatorio) });

/** The contact messages' marks: opening one marks it read; answered implies read. */
export const marcarMensagemSchema = v.object({
  lida: v.optional(v.boolean('Informe verdadeiro ou falso.')),
  respondida: v.optional(v.boolean('Informe verdadeiro ou falso.')),
});
export type MarcarMensagemInput = v.InferOutput<typeof marcarMensagemSchema>;
