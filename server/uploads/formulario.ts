import { badRequest } from '../errors.js';
import type { ArquivoEnviado } from './validate.js';

const MB = 1024 * 1024;
/** Body caps: the whole form may carry the photo and several gallery files; one medium otherwise. */
export const CORPO_FORMULARIO = 110 * MB;
export const CORPO_PARCIAL = 12 * MB;
export const CORPO_MIDIA = 52 * MB;

/** A multipart body by field name, as Hono's `parseBody({ all: true })` gives it. */
export type CorpoFormulario = Record<string, string | File | (string | File)[]>;

/** The showcase form's files, as the vitrine service takes them. */
interface ArquivosVitrine {
  foto_perfil?: ArquivoEnviado;
  galeria?: ArquivoEnviado[];
}

const CAMPOS_TEXTO = new Set([
  'nome_empresa',
  'frase_slogan',
  'descricao_curta',
  'descricao_longa',
  'conteudo',
  'telefone',
  'whatsapp',
  'site',
]);
const CAMPOS_JSON = new Set(['faqs', 'tags', 'tipos', 'links']);
const CAMPOS_ARQUIVO_GALERIA = new Set(['galeria', 'galeria[]', 'midia', 'midias']);

/** A FormData (the tRPC upload procedures' input) in the same shape REST reads. */
export function corpoDe(form: FormData): CorpoFormulario {
  const corpo: CorpoFormulario = {};
  for (const [chave, valor] of form.entries()) {
    const atual = corpo[chave];
    if (atual === undefined) corpo[chave] = valor;
    else corpo[chave] = [...(Array.isArray(atual) ? atual : [atual]), valor];
  }
  return corpo;
}

async function paraArquivo(f: File): Promise<ArquivoEnviado> {
  return { nome: f.name, tipoDeclarado: f.type, dados: Buffer.from(await f.arrayBuffer()) };
}

/**
 * Translates the showcase form (multipart with JSON-encoded faqs, tags, tipos and links) into the
 * service's input; only known fields are read. REST and tRPC read it the same way.
 */
export async function lerFormularioVitrine(corpo: CorpoFormulario) {
  const arquivos: ArquivosVitrine = {};
  const dados: Record<string, unknown> = {};
  for (const [chave, valor] of Object.entries(corpo)) {
    const valores = Array.isArray(valor) ? valor : [valor];
    const texto = valores.find((x): x is string => typeof x === 'string');
    const files = valores.filter((x): x is File => typeof x !== 'string' && x instanceof File && x.size > 0);
    if (chave === 'foto_perfil') {
      if (files[0]) arquivos.foto_perfil = await paraArquivo(files[0]);
    } else if (CAMPOS_ARQUIVO_GALERIA.has(chave)) {
      arquivos.galeria = [...(arquivos.galeria ?? []), ...(await Promise.all(files.map(paraArquivo)))];
    } else if (texto === undefined) {
      // a file where text was expected: ignored
    } else if (CAMPOS_TEXTO.has(chave)) {
      dados[chave] = texto;
    } else if (CAMPOS_JSON.has(chave)) {
      try {
        dados[chave] = JSON.parse(texto);
      } catch {
        throw badRequest(`O campo ${chave} não é um JSON válido.`);
      }
    } else if (chave === 'usuario_id') {
      dados.usuario_id = texto.trim() === '' ? null : Number(texto);
    }
  }
  return { dados, arquivos };
}

/** The first file among `campos` (in that order of preference). */
export async function umArquivoDe(
  corpo: CorpoFormulario,
  campos: string[],
): Promise<ArquivoEnviado | undefined> {
  for (const campo of campos) {
    const valor = corpo[campo];
    const f = (Array.isArray(valor) ? valor : [valor]).find((x) => x instanceof File);
    if (f instanceof File) return paraArquivo(f);
  }
  return undefined;
}
