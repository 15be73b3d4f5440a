import { CATEGORIA_LOCALIDADE, TAG_BRASIL, TAG_ONLINE } from '../../server/schemas/regras-catalogo';
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

/** The tags a card shows as chips: where it works is said once, in the "Atende" line. */
export const semLocalidade = <T extends TagComCategoria>(tags: T[]): T[] =>
  tags.filter((t) => !ehLocalidade(t));
