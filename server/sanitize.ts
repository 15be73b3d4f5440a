import { createRequire } from 'node:module';
import type { UponSanitizeAttributeHook } from 'isomorphic-dompurify';

type Purificador = typeof import('isomorphic-dompurify').default;
const requerer = createRequire(import.meta.url);
let purificador: Purificador | undefined;

/**
 * DOMPurify runs on jsdom, whose loading was most of a new process's start-up (seconds of CPU on a
 * loaded machine, before the process could take a connection): it loads at the first
 * sanitization, or just after the process is ready (`precarregarSanitizador`), not at import.
 */
function dompurify(): Purificador {
  purificador ??= (requerer('isomorphic-dompurify') as { default: Purificador }).default;
  return purificador;
}

/** Loads the sanitizer once the process serves (a worker's first save then finds it ready). */
export function precarregarSanitizador(): void {
  setImmediate(dompurify);
}

/**
 * The stored-HTML allowlist, equal to the showcase editor's schema (tiptap StarterKit +
 * TextAlign + images): paragraphs, headings 1 to 3, bold, italic, underline, strike, lists,
 * blockquote, line breaks, links (http/https only) and images (http/https or /uploads).
 * Text alignment is the only style kept. Everything else is removed, whatever arrives.
 */
export const TAGS_PERMITIDAS = [
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'a',
  'img',
];
const ATRIBUTOS_PERMITIDOS = ['href', 'target', 'rel', 'src', 'alt', 'style'];

const HREF_OK = /^https?:\/\/[^\s]+$/i;
const SRC_OK = /^(https?:\/\/[^\s]+|\/uploads\/[A-Za-z0-9/_.-]+)$/i;
const ALIGN_OK = /^\s*text-align\s*:\s*(left|center|right|justify)\s*;?\s*$/i;

/** Decides each attribute by element: href on links, src/alt on images, text-align only. */
const filtrarAtributo: UponSanitizeAttributeHook = (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const nome = data.attrName;
  const valor = data.attrValue.trim();
  let ok = false;
  if (nome === 'href') ok = tag === 'a' && HREF_OK.test(valor);
  else if (nome === 'target') ok = tag === 'a' && valor === '_blank';
  else if (nome === 'rel') ok = tag === 'a';
  else if (nome === 'src') ok = tag === 'img' && SRC_OK.test(valor) && !valor.includes('..');
  else if (nome === 'alt') ok = tag === 'img';
  else if (nome === 'style') ok = tag !== 'img' && tag !== 'a' && ALIGN_OK.test(valor);
  if (!ok) {
    data.keepAttr = false;
    return;
  }
  if (nome === 'style') data.attrValue = `text-align: ${valor.match(ALIGN_OK)![1]!.toLowerCase()}`;
  if (nome === 'rel') data.attrValue = 'noopener noreferrer nofollow';
};

/** Links get a safe rel; images without a valid src are dropped. */
function finalizarElemento(node: Element) {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'a' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer nofollow');
  if (tag === 'img' && !node.getAttribute('src')) node.remove();
}

/** Sanitizes rich text for storage. Synchronous: the hooks are added and removed around the call. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const DOMPurify = dompurify();
  DOMPurify.addHook('uponSanitizeAttribute', filtrarAtributo);
  DOMPurify.addHook('afterSanitizeAttributes', finalizarElemento as never);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: TAGS_PERMITIDAS,
      ALLOWED_ATTR: ATRIBUTOS_PERMITIDOS,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      KEEP_CONTENT: true,
      // besides DOMPurify's own list (script, style, svg, math, iframe...): removed with their content
      ADD_FORBID_CONTENTS: ['textarea', 'select', 'option', 'object', 'embed', 'button'],
      RETURN_TRUSTED_TYPE: false,
    }) as string;
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute', filtrarAtributo);
    DOMPurify.removeHook('afterSanitizeAttributes', finalizarElemento as never);
  }
}

/** True when the HTML holds no text and no image (only empty tags or line breaks). */
export function htmlVazio(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\s/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/** Sanitized HTML, or null when nothing is left. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const limpo = sanitizeHtml(html);
  return htmlVazio(limpo) ? null : limpo;
}
