import { useId, useState } from 'react';
import { Icone } from '../../components/icone';

/** A labelled password field with a show/hide button and its error (paste allowed). */
export function CampoSenha({
  label,
  value,
  onChange,
  erro,
  autoComplete,
  name,
  dica,
}: {
  label: string;
  value: string;
  onChange: (valor: string) => void;
  erro?: string;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  dica?: string;
}) {
  const [visivel, setVisivel] = useState(false);
  const id = useId();
  const erroId = `${id}-erro`;
  const dicaId = `${id}-dica`;
  const describedBy = [erro ? erroId : null, dica ? dicaId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`campo${erro ? ' campo-invalido' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="auth-senha">
        <input
          id={id}
          name={name}
          type={visivel ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={erro ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="auth-senha-alternar"
          aria-label={visivel ? 'Ocultar senha' : 'Mostrar senha'}
          aria-pressed={visivel}
          onClick={() => setVisivel((x) => !x)}
        >
          <Icone nome={visivel ? 'fas-eye-slash' : 'fas-eye'} />
        </button>
      </div>
      {dica && !erro && (
        <span id={dicaId} className="dica-campo">
          {dica}
        </span>
      )}
      {erro && (
        <span id={erroId} className="erro-campo" role="alert">
          {erro}
        </span>
      )}
    </div>
  );
}
