// The texts and contact fields of a demo supplier, derived from its entry in demo-content.ts.
import type { FornecedorDemo, LinkDemo } from './demo-content.js';
import { ESTADOS } from './taxonomy.js';

function escapar(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NOME_UF = new Map(ESTADOS.map((e) => [e.uf, e.nome]));

function ondeAtende(local: string[]): string {
  if (local.includes('Brasil')) return 'Atendemos clientes em todo o Brasil.';
  const estados = local.filter((l) => NOME_UF.has(l)).map((l) => NOME_UF.get(l)!);
  const lista =
    estados.length > 1 ? `${estados.slice(0, -1).join(', ')} e ${estados.at(-1)}` : (estados[0] ?? '');
  if (local.includes('Online'))
    return lista
      ? `Atendimento presencial em ${lista} e online para todo o país.`
      : 'Atendimento 100% online.';
  return `Atendimento em ${lista}.`;
}

export function descricaoLonga(f: FornecedorDemo): string {
  return f.sobre.map((p) => `<p>${escapar(p)}</p>`).join('');
}

export function conteudo(f: FornecedorDemo): string {
  return [
    '<h2>O que você recebe</h2>',
    `<ul>${f.entregas.map((e) => `<li>${escapar(e)}</li>`).join('')}</ul>`,
    '<h2>Como funciona</h2>',
    `<p>${escapar(f.comoFunciona)}</p>`,
    `<p><strong>Onde atendemos:</strong> ${escapar(ondeAtende(f.local))}</p>`,
  ].join('');
}

export function telefoneDe(ddd: string, i: number): { formatado: string; digitos: string } {
  const n = String(90_000_000 + ((i * 7_919_311 + 1_234_567) % 9_999_999)).padStart(8, '0');
  return {
    formatado: `(${ddd}) 9${n.slice(0, 4)}-${n.slice(4)}`,
    digitos: `${ddd}9${n}`,
  };
}

export function urlDoLink(tipo: LinkDemo, handle: string, tel: string): string {
  switch (tipo) {
    case 'whatsapp':
      return `https://wa.me/55${tel}`;
    case 'telefone':
      return `tel:+55${tel}`;
    case 'email':
      return `mailto:contato@${handle}.com.br`;
    case 'site':
      return `https://www.${handle}.com.br`;
    case 'instagram':
      return `https://www.instagram.com/${handle}`;
    case 'facebook':
      return `https://www.facebook.com/${handle}`;
    case 'youtube':
      return `https://www.youtube.com/@${handle}`;
    case 'linkedin':
      return `https://www.linkedin.com/company/${handle}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${handle}`;
    case 'pinterest':
      return `https://br.pinterest.com/${handle}`;
  }
}
