import { type ReactNode, useRef } from 'react';
import { Icone } from '../../components/icone';

/**
 * A horizontally scrolling strip that can be dragged with mouse, pen or touch (pointer events),
 * scrolled with the keyboard (arrow keys, Home, End) and by the previous/next buttons.
 */
export function Carrossel({ itens, rotulo }: { itens: ReactNode[]; rotulo: string }) {
  const ref = useRef<HTMLElement>(null);
  const arraste = useRef<{ x: number; scroll: number; moveu: boolean; id: number } | null>(null);

  const rolar = (dx: number) => ref.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const passo = () => (ref.current ? Math.max(200, ref.current.clientWidth * 0.8) : 300);

  return (
    <div className="carrossel">
      <button
        type="button"
        className="carrossel-seta"
        aria-label="Anteriores"
        onClick={() => rolar(-passo())}
      >
        <Icone nome="fas-chevron-left" />
      </button>
      <section
        ref={ref}
        className="carrossel-faixa"
        aria-label={rotulo}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll region must be focusable for keyboard scrolling
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') rolar(passo() / 2);
          else if (e.key === 'ArrowLeft') rolar(-passo() / 2);
          else if (e.key === 'Home') ref.current?.scrollTo({ left: 0, behavior: 'smooth' });
          else if (e.key === 'End')
            ref.current?.scrollTo({ left: ref.current.scrollWidth, behavior: 'smooth' });
          else return;
          e.preventDefault();
        }}
        onPointerDown={(e) => {
          if (e.pointerType === 'touch' || !ref.current) return; // touch scrolls natively
          arraste.current = { x: e.clientX, scroll: ref.current.scrollLeft, moveu: false, id: e.pointerId };
        }}
        onPointerMove={(e) => {
          const a = arraste.current;
          if (!a || !ref.current) return;
          const dx = e.clientX - a.x;
          if (Math.abs(dx) > 5 && !a.moveu) {
            a.moveu = true;
            ref.current.setPointerCapture(a.id);
            ref.current.classList.add('arrastando');
          }
          if (a.moveu) ref.current.scrollLeft = a.scroll - dx;
        }}
        onPointerUp={() => {
          ref.current?.classList.remove('arrastando');
          const a = arraste.current;
          arraste.current = null;
          if (a?.moveu) {
            // Swallow the click that ends a drag so it does not open a card.
            const bloquear = (ev: Event) => {
              ev.preventDefault();
              ev.stopPropagation();
            };
            ref.current?.addEventListener('click', bloquear, { capture: true, once: true });
            setTimeout(() => ref.current?.removeEventListener('click', bloquear, { capture: true }), 0);
          }
        }}
        onPointerCancel={() => {
          arraste.current = null;
          ref.current?.classList.remove('arrastando');
        }}
      >
        {itens}
      </section>
      <button type="button" className="carrossel-seta" aria-label="Próximos" onClick={() => rolar(passo())}>
        <Icone nome="fas-chevron-right" />
      </button>
    </div>
  );
}
