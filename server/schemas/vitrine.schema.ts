import * as v from 'valibot';
import { comoJson } from './documentar.js';

/** Text limits of the showcase form, counted without markup (the form's character counters show them). */
export const LIMITES_VITRINE = {
  nome_empresa: 50,
  frase_slogan: 100,
  descricao_curta: 250,
  descricao_longa: 950,
  conteudo: 1500,
  editor: 2000,
} as const;

export const ROTULOS_VITRINE: Record<string, string> = {
  nome_empresa: 'Nome da Empresa',
  frase_slogan: 'Slogan',
  descricao_curta: 'Descrição Curta',
  descricao_longa: 'Descrição Longa',
  conteudo: 'Conteúdo',
};

export const MSG_DESCRICAO_LONGA =
  'A descrição longa excede o limite de 950 caracteres. Por favor, reduza o texto.';
export const MSG_CONTEUDO = 'O conteúdo excede o limite de 1500 caracteres. Por favor, reduza o texto.';
export const MSG_URL_LINK = 'URL do link é obrigatória';
export const MSG_CATEGORIA_LINK = 'Categoria do link é obrigatória';
export const MSG_RESPONSAVEL = 'Por favor, selecione um usuário responsável pelo fornecedor';

/**
 * What "Criar nova vitrine" fills in: placeholders, not content. A showcase that
 * still has them is a draft that may not be published.
 */
export const PLACEHOLDER_VITRINE = '.';
export const TELEFONE_PADRAO_VITRINE = '(99) 99999-9999';
/** The advertiser's default name: 'Empresa de {name}', cut to the name limit. */
export function nomePadraoAnunciante(nomeUsuario: string): string {
  return `Empresa de ${nomeUsuario}`.slice(0, LIMITES_VITRINE.nome_empresa).trim();
}
/** The admin's default name: 'Nova Vitrine dd/mm/aaaa'. */
export const NOME_PADRAO_ADMIN = /^Nova Vitrine \d{2}\/\d{2}\/\d{4}$/;

export const MSG_PUBLICAR = {
  nomeVazio: 'Informe o nome da empresa antes de publicar.',
  nome: 'Troque o nome provisório pelo nome real da empresa antes de publicar.',
  descricao: 'Escreva uma descrição curta da empresa antes de publicar.',
  contato:
    'Informe ao menos uma forma de contato antes de publicar: WhatsApp, telefone, site ou um botão de link.',
  recusada: 'Complete a vitrine antes de publicar: veja os campos marcados abaixo.',
} as const;

export function msgLimite(campo: string, n: number): string {
  return `O campo ${ROTULOS_VITRINE[campo] ?? campo} excede o limite de ${n} caracteres. Por favor, reduza o texto.`;
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of HTML: tags removed, entities decoded (what the editor's counter counts). */
export function textoSemMarcacao(html: string | null | undefined): string {
  if (!html) return '';
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTIDADES[e.toLowerCase()] ?? m;
  });
}

/** Characters as a person counts them (code points), without markup. */
export function contarCaracteres(html: string | null | undefined): number {
  return [...textoSemMarcacao(html)].length;
}

const tamanho = (s: string) => [...s].length;

/** Missing required keys get the field's own message instead of valibot's generic one. */
const MSG_FALTANDO: Record<string, string> = {
  nome_empresa: 'O nome da empresa é obrigatório.',
  descricao_curta: 'A descrição curta é obrigatória.',
  url: MSG_URL_LINK,
  categoria_id: MSG_CATEGORIA_LINK,
  fornecedor_id: 'Fornecedor inválido.',
  id: 'Identificador inválido.',
  pergunta: 'Informe a pergunta.',
  resposta: 'Informe a resposta.',
};
const faltando = (issue: v.BaseIssue<unknown>) =>
  MSG_FALTANDO[String(issue.expected ?? '').replace(/"/g, '')] ?? 'Dados inválidos.';

const textoPlano = (campo: keyof typeof LIMITES_VITRINE) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => tamanho(s) <= LIMITES_VITRINE[campo], msgLimite(campo, LIMITES_VITRINE[campo])),
  );

const obrigatorio = (campo: 'nome_empresa' | 'descricao_curta', mensagem: string) =>
  v.pipe(
    v.string(mensagem),
    v.trim(),
    v.nonEmpty(mensagem),
    v.check((s) => tamanho(s) <= LIMITES_VITRINE[campo], msgLimite(campo, LIMITES_VITRINE[campo])),
  );

const html = (max: number, mensagem: string) =>
  v.pipe(
    v.string(),
    v.maxLength(200_000, mensagem),
    v.check((s) => contarCaracteres(s) <= max, mensagem),
    comoJson({ maxLength: max }),
  );

const id = (mensagem = 'Identificador inválido.') =>
  v.pipe(v.number(mensagem), v.integer(mensagem), v.minValue(1, mensagem));

const ESQUEMA_URL = /^[a-z][a-z0-9+.-]*:/i;

/** A bare domain becomes https:// (the showcase's own site field). */
export function normalizarUrlLink(url: string): string {
  const t = url.trim();
  if (!t) return t;
  return ESQUEMA_URL.test(t) ? t : `https://${t}`;
}

/**
 * What was typed for a link button: the category's normalizer (server/schemas/links-normalizar.ts)
 * turns it into the stored address once the category is known, in the service.
 */
export const linkUrlSchema = v.pipe(
  v.string(MSG_URL_LINK),
  v.trim(),
  v.nonEmpty(MSG_URL_LINK),
  v.maxLength(500, 'O endereço do link é longo demais.'),
);

export const linkItemSchema = v.object(
  {
    url: linkUrlSchema,
    texto_tela: v.optional(
      v.nullable(
        v.pipe(v.string(), v.trim(), v.maxLength(80, 'O texto do botão pode ter até 80 caracteres.')),
      ),
    ),
    categoria_id: id(MSG_CATEGORIA_LINK),
  },
  faltando,
);

export const novoLinkSchema = v.object(
  {
    ...linkItemSchema.entries,
    fornecedor_id: id('Fornecedor inválido.'),
  },
  faltando,
);

/** Editing a saved link: its category, address and text. */
export const editarLinkSchema = v.object({ ...linkItemSchema.entries, id: id('Link inválido.') }, faltando);

/** The links of a showcase in their new order (every id once). */
export const reordenarLinksSchema = v.object(
  {
    fornecedor_id: id('Fornecedor inválido.'),
    ids: v.pipe(v.array(id('Link inválido.')), v.maxLength(100)),
  },
  faltando,
);

/** The gallery in its new order: the first item is the cover. */
export const reordenarGaleriaSchema = v.object(
  {
    fornecedor_id: id('Fornecedor inválido.'),
    ids: v.pipe(v.array(id('Mídia inválida.')), v.maxLength(500)),
  },
  faltando,
);

export const faqSchema = v.object(
  {
    pergunta: v.pipe(v.string(), v.trim(), v.maxLength(300, 'A pergunta pode ter até 300 caracteres.')),
    resposta: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'A resposta pode ter até 2000 caracteres.')),
  },
  faltando,
);

export const MSG_SITE = 'Informe um endereço que comece com http:// ou https://';
export const MSG_TELEFONE_VITRINE =
  'Informe o telefone só com números, espaços, parênteses, hífens e + no início (de 8 a 15 dígitos).';
export const MSG_WHATSAPP_VITRINE =
  'Informe o WhatsApp só com números, espaços, parênteses, hífens e + no início (de 8 a 15 dígitos).';

/**
 * The showcase's own site is served as an href: http or https only (never javascript:, data:...).
 * A bare domain gets https://, as the link buttons do; empty clears the field.
 */
export function siteValido(site: string): boolean {
  if (!site) return true;
  if (/[\s<>"]/.test(site)) return false;
  try {
    const u = new URL(site);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const siteSchema = v.pipe(
  v.string(MSG_SITE),
  v.trim(),
  v.maxLength(300, 'O site pode ter até 300 caracteres.'),
  v.transform(normalizarUrlLink),
  v.check(siteValido, MSG_SITE),
);

/** Phone numbers as people write them (+55 (11) 98765-4321); 8 to 15 digits (E.164's maximum); empty clears. */
const numeroSchema = (mensagem: string) =>
  v.pipe(
    v.string(mensagem),
    v.trim(),
    v.maxLength(20, mensagem),
    v.check((s) => {
      if (!s) return true;
      const digitos = s.replace(/\D/g, '').length;
      return /^\+?[\d\s()-]+$/.test(s) && digitos >= 8 && digitos <= 15;
    }, mensagem),
    comoJson({ pattern: '^\\+?[0-9]{8,15}$' }),
  );

const campos = {
  nome_empresa: obrigatorio('nome_empresa', 'O nome da empresa é obrigatório.'),
  descricao_curta: obrigatorio('descricao_curta', 'A descrição curta é obrigatória.'),
  frase_slogan: v.optional(v.nullable(textoPlano('frase_slogan'))),
  descricao_longa: v.optional(v.nullable(html(LIMITES_VITRINE.descricao_longa, MSG_DESCRICAO_LONGA))),
  conteudo: v.optional(v.nullable(html(LIMITES_VITRINE.conteudo, MSG_CONTEUDO))),
  telefone: v.optional(v.nullable(numeroSchema(MSG_TELEFONE_VITRINE))),
  whatsapp: v.optional(v.nullable(numeroSchema(MSG_WHATSAPP_VITRINE))),
  site: v.optional(v.nullable(siteSchema)),
  usuario_id: v.optional(v.nullable(id(MSG_RESPONSAVEL))),
  tags: v.optional(v.pipe(v.array(id('Tag inválida.')), v.maxLength(100))),
  tipos: v.optional(v.pipe(v.array(id('Tipo inválido.')), v.maxLength(50))),
  faqs: v.optional(v.pipe(v.array(faqSchema), v.maxLength(50, 'No máximo 50 perguntas frequentes.'))),
  links: v.optional(v.pipe(v.array(linkItemSchema), v.maxLength(30, 'No máximo 30 links.'))),
};

/** Create and whole-form update: name and short description required. */
export const fornecedorSchema = v.object(campos, faltando);
/** Partial update: only what was sent is validated and written. */
export const fornecedorParcialSchema = v.partial(v.object(campos));

export const idSchema = v.object({ id: id() }, faltando);
/** "Criar nova vitrine": an empty draft (the editor shows placeholders); owner and phone optional. */
export const novoRascunhoSchema = v.object({
  usuario_id: campos.usuario_id,
  telefone: campos.telefone,
});
export const atualizarSchema = v.object({ id: id(), dados: fornecedorSchema }, faltando);
export const atualizarParcialSchema = v.object({ id: id(), dados: fornecedorParcialSchema }, faltando);

export type FornecedorInput = v.InferOutput<typeof fornecedorSchema>;
export type FornecedorParcialInput = v.InferOutput<typeof fornecedorParcialSchema>;
export type NovoLinkInput = v.InferOutput<typeof novoLinkSchema>;
export type EditarLinkInput = v.InferOutput<typeof editarLinkSchema>;
