import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Icone } from './icone';
import type { NomeIcone } from './icones.generated';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export const TOAST_DURATION_MS = 3000;
export const TOAST_EXIT_MS = 300;
export const TOAST_MAX = 5;

interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  leaving: boolean;
}

type ShowToast = (message: string, durationMs?: number) => void;

export interface ToastApi {
  success: ShowToast;
  error: ShowToast;
  warning: ShowToast;
  info: ShowToast;
}

const ToastContext = createContext<ToastApi | null>(null);

type Retangulo = { top: number; bottom: number; left: number; right: number };

function sobreposicao(a: Retangulo, b: Retangulo): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** What a toast must not cover: the field being typed in and the bars marked data-toast-evitar. */
function obstaculos(): Retangulo[] {
  const lista: Retangulo[] = [];
  const foco = document.activeElement;
  if (foco instanceof HTMLElement && foco.matches('input, textarea, select, [contenteditable="true"]'))
    lista.push(foco.getBoundingClientRect());
  for (const el of document.querySelectorAll<HTMLElement>('[data-toast-evitar]')) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.bottom > 0 && r.top < window.innerHeight) lista.push(r);
  }
  return lista;
}

const LUGARES = ['topo', 'base'] as const;

/**
 * Places the toast stack (data-lugar "topo" under the navbar or "base" at the bottom, above any
 * data-toast-evitar bar touching the bottom) where it covers nothing of obstaculos(); the stylesheet's
 * default for the screen size is tried first. Measured, not guessed: each place is tried in the same
 * frame before paint.
 */
function posicionar(caixa: HTMLElement) {
  const evitar = obstaculos();
  const reserva = evitar.reduce(
    (m, r) => (r.bottom >= window.innerHeight - 2 ? Math.max(m, window.innerHeight - r.top) : m),
    0,
  );
  caixa.style.setProperty('--toast-reserva', `${Math.max(0, Math.round(reserva))}px`);
  const padrao = window.matchMedia('(min-width: 48rem)').matches ? 'base' : 'topo';
  const ordem = [padrao, ...LUGARES.filter((l) => l !== padrao)];
  let melhor = { lugar: padrao, area: Number.POSITIVE_INFINITY };
  for (const lugar of ordem) {
    caixa.dataset.lugar = lugar;
    const r = caixa.getBoundingClientRect();
    const area = evitar.reduce((s, o) => s + sobreposicao(r, o), 0);
    if (area === 0) return;
    if (area < melhor.area) melhor = { lugar, area };
  }
  caixa.dataset.lugar = melhor.lugar;
}

const ICONS: Record<ToastType, NomeIcone> = {
  success: 'fas-circle-check',
  error: 'fas-circle-exclamation',
  warning: 'fas-triangle-exclamation',
  info: 'fas-circle-info',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const caixaRef = useRef<HTMLDivElement>(null);
  const visiveis = toasts.length > 0;

  // Re-placed when a toast comes or goes, and while any is shown when the focus moves or the page scrolls.
  useLayoutEffect(() => {
    if (caixaRef.current && toasts.length > 0) posicionar(caixaRef.current);
  }, [toasts]);
  useEffect(() => {
    if (!visiveis) return;
    let quadro = 0;
    const agendar = () => {
      cancelAnimationFrame(quadro);
      quadro = requestAnimationFrame(() => caixaRef.current && posicionar(caixaRef.current));
    };
    document.addEventListener('focusin', agendar);
    window.addEventListener('scroll', agendar, { passive: true });
    window.addEventListener('resize', agendar);
    return () => {
      cancelAnimationFrame(quadro);
      document.removeEventListener('focusin', agendar);
      window.removeEventListener('scroll', agendar);
      window.removeEventListener('resize', agendar);
    };
  }, [visiveis]);

  const remove = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_EXIT_MS);
  }, []);

  const show = useCallback(
    (type: ToastType, message: string, durationMs = TOAST_DURATION_MS) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, type, message, leaving: false }].slice(-TOAST_MAX));
      setTimeout(() => remove(id), durationMs);
    },
    [remove],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (m, d) => show('success', m, d),
      error: (m, d) => show('error', m, d),
      warning: (m, d) => show('warning', m, d),
      info: (m, d) => show('info', m, d),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" ref={caixaRef} aria-live="polite" aria-atomic="false">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`toast toast-${t.type}${t.leaving ? ' toast-saindo' : ''}`}
            role={t.type === 'error' ? 'alert' : 'status'}
          >
            <Icone nome={ICONS[t.type]} />
            <span>{t.message}</span>
            <button
              type="button"
              className="toast-fechar"
              aria-label="Fechar aviso"
              onClick={() => remove(t.id)}
            >
              <Icone nome="fas-xmark" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast fora do ToastProvider');
  return api;
}
