import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
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

const ICONS: Record<ToastType, NomeIcone> = {
  success: 'fas-circle-check',
  error: 'fas-circle-exclamation',
  warning: 'fas-triangle-exclamation',
  info: 'fas-circle-info',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

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
      <div className="toasts" aria-live="polite" aria-atomic="false">
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
