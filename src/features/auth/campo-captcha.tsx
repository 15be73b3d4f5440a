import { forwardRef, useId } from 'react';
import { AltchaWidget, type AltchaWidgetHandle } from '../../components/altcha-widget';

/** The labelled ALTCHA field of the account forms, with its error message under it. */
export const CampoCaptcha = forwardRef<
  AltchaWidgetHandle,
  { erro?: string; onChange: (payload: string | null) => void }
>(function CampoCaptcha({ erro, onChange }, ref) {
  const id = useId();
  return (
    <div className="auth-captcha">
      <span className="rotulo" id={`${id}-captcha-rotulo`}>
        Verificação de segurança
      </span>
      <AltchaWidget
        ref={ref}
        invalid={Boolean(erro)}
        describedBy={erro ? `${id}-captcha-erro` : undefined}
        onChange={onChange}
      />
      {erro && (
        <span id={`${id}-captcha-erro`} className="erro-campo" role="alert">
          {erro}
        </span>
      )}
    </div>
  );
});
