import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icone } from '../../components/icone';

/**
 * A table row's actions. Wide screens show them inline and hide the "Ações" button (CSS); below
 * 720 px the button opens them as a small menu (disclosure: aria-expanded, Escape and a click
 * outside close it, focus returns to the button). Same markup at every width.
 */
export function MenuAcoes({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const raiz = useRef<HTMLDivElement>(null);
  const botao = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!aberto) return;
    raiz.current?.querySelector<HTMLElement>(`[id="${id}"] button, [id="${id}"] a`)?.focus();
    // Any click but the toggle's closes the menu: outside it, or a chosen action (whose dialog then
    // hands focus back to the "Ações" button, still visible, when it closes).
    const clique = (e: MouseEvent) => {
      if (botao.current?.contains(e.target as Node)) return;
      if (raiz.current?.contains(e.target as Node)) botao.current?.focus();
      setAberto(false);
    };
    const tecla = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setAberto(false);
      botao.current?.focus();
    };
    document.addEventListener('click', clique, true);
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('click', clique, true);
      document.removeEventListener('keydown', tecla);
    };
  }, [aberto, id]);

  return (
    <div ref={raiz} className="admin-menu-acoes">
      <button
        ref={botao}
        type="button"
        className="btn btn-secundario btn-pequeno admin-menu-botao"
        aria-expanded={aberto}
        aria-controls={id}
        aria-label={rotulo}
        onClick={() => setAberto((a) => !a)}
      >
        Ações <Icone nome="fas-chevron-down" />
      </button>
      <div id={id} className="admin-acoes" data-aberto={aberto || undefined}>
        {children}
      </div>
    </div>
  );
}
