import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import './altcha-widget.css';

/** The widget's element, as far as this component uses it. */
interface AltchaElement extends HTMLElement {
  reset?: (state?: string, err?: string | null) => void;
}

export interface AltchaWidgetHandle {
  /** Back to "not verified" (e.g. after a failed submission): the payload is single-use. */
  reset(): void;
}

let carregamento: Promise<unknown> | null = null;
/** The web component and its Brazilian Portuguese texts, loaded on demand (own chunk). */
function carregarAltcha() {
  carregamento ??= Promise.all([
    import('altcha'),
    // @ts-expect-error the locale files ship without type declarations
    import('altcha/i18n/pt-br'),
  ]);
  return carregamento;
}

/**
 * The ALTCHA proof-of-work captcha (self-hosted: the challenge comes from /api/captcha/challenge).
 * `onChange` receives the solved payload (sent as `recaptchaToken`) or null when it is not (or no
 * longer) valid.
 */
export const AltchaWidget = forwardRef<
  AltchaWidgetHandle,
  { onChange: (payload: string | null) => void; invalid?: boolean; describedBy?: string }
>(function AltchaWidget({ onChange, invalid = false, describedBy }, ref) {
  const elRef = useRef<AltchaElement | null>(null);
  const [pronto, setPronto] = useState(false);
  const [falhaCarga, setFalhaCarga] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let ativo = true;
    carregarAltcha().then(
      () => ativo && setPronto(true),
      () => ativo && setFalhaCarga(true),
    );
    return () => {
      ativo = false;
    };
  }, []);

  useEffect(() => {
    const el = elRef.current;
    if (!pronto || !el) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) onChangeRef.current(detail.payload);
      else onChangeRef.current(null);
    };
    const onExpired = () => onChangeRef.current(null);
    el.addEventListener('statechange', onState);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('statechange', onState);
      el.removeEventListener('expired', onExpired);
    };
  }, [pronto]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        elRef.current?.reset?.();
        onChangeRef.current(null);
      },
    }),
    [],
  );

  if (falhaCarga) {
    return (
      <p className="erro-campo" role="alert">
        Não foi possível carregar a verificação de segurança. Recarregue a página e tente novamente.
      </p>
    );
  }
  if (!pronto) {
    return (
      <div className="altcha-carregando" role="status">
        <span className="spinner" aria-hidden="true" /> Carregando verificação de segurança...
      </div>
    );
  }
  return createElement('altcha-widget', {
    ref: elRef,
    challenge: '/api/captcha/challenge',
    language: 'pt-br',
    name: 'recaptchaToken',
    className: invalid ? 'altcha-invalido' : undefined,
    'aria-describedby': describedBy,
  });
});
