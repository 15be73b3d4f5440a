import type { ReactNode } from 'react';

/** The guide's sections in order: the anchor each is reached by, and its title (nav and heading). */
export const SECOES_PADROES = [
  ['cores', 'Cores'],
  ['tipografia', 'Tipografia'],
  ['espacamento', 'Espaçamento e raios'],
  ['botoes', 'Botões'],
  ['cartoes', 'Cartões e selos'],
  ['formularios', 'Formulários'],
  ['feedback', 'Alertas e estados'],
  ['navegacao', 'Abas, tabelas e paginação'],
  ['grade', 'Grade'],
  ['flexbox', 'Flexbox'],
  ['icones', 'Ícones'],
] as const;

type Ancora = (typeof SECOES_PADROES)[number][0];

/** One section of the guide, titled as the section nav names it. */
export function SecaoPadroes({ ancora, children }: { ancora: Ancora; children: ReactNode }) {
  const titulo = SECOES_PADROES.find(([a]) => a === ancora)?.[1];
  return (
    <section id={ancora} className="padroes-secao" aria-labelledby={`t-${ancora}`}>
      <h2 id={`t-${ancora}`}>{titulo}</h2>
      {children}
    </section>
  );
}
