import { atendimentoDasTags, type TagComCategoria } from '../lib/localidade';
import { Icone } from './icone';

/** "Atende: AM, MG" on a supplier card (the full text in the tooltip when the line is cut). */
export function LinhaAtende({ tags }: { tags: TagComCategoria[] }) {
  const texto = atendimentoDasTags(tags);
  if (!texto) return null;
  return (
    <p className="linha-atende" title={texto}>
      <Icone nome="fas-location-dot" /> {texto}
    </p>
  );
}

/** "Ideal para: Noivas, Cerimonial" on a card (the audience tags, after the activity chips). */
export function LinhaIdealPara({ publico, className }: { publico: string | null; className?: string }) {
  if (!publico) return null;
  return (
    <p className={`linha-ideal${className ? ` ${className}` : ''}`}>
      <strong>Ideal para:</strong> {publico}
    </p>
  );
}
