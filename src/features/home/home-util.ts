import { ESTADOS } from '../../../shared/estados';
import { paths } from '../../config/paths';

/** State tags are codes ('GO'): people read the state's name ('Goiás'). */
const NOME_DA_UF = new Map(ESTADOS.map((e) => [e.uf, e.nome]));
export const rotuloDaTag = (nome: string) => NOME_DA_UF.get(nome) ?? nome;

export function cortar(texto: string | null | undefined, max: number): string {
  const t = (texto ?? '').trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t;
}

export function perfilHref(f: { id: number; slug?: string | null }): string {
  return f.slug ? paths.fornecedorPorSlug(f.slug) : paths.fornecedorPorId(f.id);
}
