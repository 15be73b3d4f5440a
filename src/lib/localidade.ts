import {
  CATEGORIA_LOCALIDADE,
  CATEGORIA_PUBLICO,
  TAG_BRASIL,
  TAG_ONLINE,
  TAG_PARA_TODOS,
} from '../../server/schemas/regras-catalogo';
import { COLLATOR_PT_BR } from '../../shared/ordem-nomes';

/**
 * Where a supplier works, as one line for its card ("Atende: AM, MG", "Atende todo o Brasil"),
 * from its Localidade tags (state codes, 'Brasil', 'Online'); null when it has none.
 */
export function textoAtendimento(localidades: string[]): string | null {
  if (localidades.includes(TAG_BRASIL)) return 'Atende todo o Brasil';
  const online = localidades.includes(TAG_ONLINE);
  const estados = localidades.filter((l) => l !== TAG_ONLINE).sort((a, b) => COLLATOR_PT_BR.compare(a, b));
  if (estados.length === 0) return online ? 'Atende online' : null;
  return `Atende: ${estados.join(', ')}${online ? ' e online' : ''}`;
}

export type TagComCategoria = { nome: string; CategoriaTag: { nome: string } };

const ehLocalidade = (t: TagComCategoria) => t.CategoriaTag.nome === CATEGORIA_LOCALIDADE;

/** The "Atende" line of a card from all its tags. */
export const atendimentoDasTags = (tags: TagComCategoria[]) =>
  textoAtendimento(tags.filter(ehLocalidade).map((t) => t.nome));

/** The category a card's chips start with: what the supplier does comes before anything else. */
const ORDEM_NO_CARTAO = ['Atividade', 'Serviços', 'Geral'];
const pesoNoCartao = (t: TagComCategoria) => {
  const i = ORDEM_NO_CARTAO.indexOf(t.CategoriaTag.nome);
  return i < 0 ? ORDEM_NO_CARTAO.length : i;
};

/**
 * A card's tags split by meaning: the chips (activity first, then services and the rest; never
 * the audience nor the location) and the audience line after "Ideal para:" ('para Todos' reads
 * "Todos os públicos"; null without an audience tag).
 */
export function tagsDoCartao<T extends TagComCategoria>(tags: T[]): { chips: T[]; publico: string | null } {
  const chips = tags
    .filter((t) => !ehLocalidade(t) && t.CategoriaTag.nome !== CATEGORIA_PUBLICO)
    .sort((a, b) => pesoNoCartao(a) - pesoNoCartao(b) || COLLATOR_PT_BR.compare(a.nome, b.nome));
  const publicos = tags.filter((t) => t.CategoriaTag.nome === CATEGORIA_PUBLICO).map((t) => t.nome);
  const publico = publicos.includes(TAG_PARA_TODOS)
    ? 'Todos os públicos'
    : publicos.length > 0
      ? [...publicos].sort(COLLATOR_PT_BR.compare).join(', ')
      : null;
  return { chips, publico };
}
