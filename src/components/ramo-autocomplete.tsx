import { useEffect, useId, useMemo, useState } from 'react';
import { RAMOS_ATIVIDADE } from '../lib/ramos-atividade';

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Business branch with autocomplete (an accessible combobox): the list shows the branches that
 * contain the typed text; the first one that starts with it appears as an inline completion.
 * Tab accepts the completion, arrows move through the list, Enter picks, Escape closes.
 * Free text is allowed: the suggestions are only suggestions.
 */
export function RamoAutocomplete({
  value,
  onChange,
  erro,
  rotulo = 'Ramo de atividade',
  name = 'ramo_atividade',
}: {
  value: string;
  onChange: (valor: string) => void;
  erro?: string;
  /** The sign-up says "Ramo de atividade"; the quote form, "Seu negócio". */
  rotulo?: string;
  name?: string;
}) {
  const id = useId();
  const listaId = `${id}-lista`;
  const erroId = `${id}-erro`;
  const dicaId = `${id}-dica`;
  const [aberta, setAberta] = useState(false);
  // A touch screen has no Tab key to speak of: the keyboard hint is for keyboards only. The CSS
  // hides it at once (the server's markup has it); this takes it out for screen readers too.
  const [toque, setToque] = useState(false);
  useEffect(() => setToque(window.matchMedia('(hover: none) and (pointer: coarse)').matches), []);
  const [ativo, setAtivo] = useState(-1);

  const termo = normalizar(value.trim());
  const sugestoes = useMemo(
    () => (termo ? RAMOS_ATIVIDADE.filter((r) => normalizar(r).includes(termo)) : []),
    [termo],
  );
  const completa = useMemo(() => {
    if (!value || value !== value.trimStart()) return null;
    const alvo = normalizar(value);
    const achado = RAMOS_ATIVIDADE.find((r) => normalizar(r).startsWith(alvo));
    return achado && achado.length > value.length ? achado : null;
  }, [value]);
  const listaVisivel = aberta && sugestoes.length > 0;

  function escolher(ramo: string) {
    onChange(ramo);
    setAberta(false);
    setAtivo(-1);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'Tab':
        if (completa && !e.shiftKey && aberta) {
          e.preventDefault();
          escolher(completa);
        }
        break;
      case 'ArrowDown':
        e.preventDefault();
        if (!sugestoes.length) return;
        setAberta(true);
        setAtivo((i) => (i + 1) % sugestoes.length);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!sugestoes.length) return;
        setAberta(true);
        setAtivo((i) => (i <= 0 ? sugestoes.length - 1 : i - 1));
        break;
      case 'Enter':
        if (listaVisivel && ativo >= 0 && sugestoes[ativo]) {
          e.preventDefault();
          escolher(sugestoes[ativo]);
        }
        break;
      case 'Escape':
        if (listaVisivel) {
          e.preventDefault();
          e.stopPropagation();
        }
        setAberta(false);
        setAtivo(-1);
        break;
    }
  }

  function destacar(ramo: string) {
    const i = termo ? normalizar(ramo).indexOf(termo) : -1;
    if (i < 0) return ramo;
    return (
      <>
        {ramo.slice(0, i)}
        <mark>{ramo.slice(i, i + termo.length)}</mark>
        {ramo.slice(i + termo.length)}
      </>
    );
  }

  return (
    <div className={`campo ramo-combo${erro ? ' campo-invalido' : ''}`}>
      <label htmlFor={id}>{rotulo}</label>
      <div className="ramo-entrada">
        {aberta && completa && (
          <span className="ramo-sombra" aria-hidden="true">
            <span className="ramo-sombra-digitado">{value}</span>
            {completa.slice(value.length)}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          style={{ background: 'transparent' }}
          aria-autocomplete="both"
          aria-expanded={listaVisivel}
          aria-controls={listaId}
          aria-activedescendant={listaVisivel && ativo >= 0 ? `${listaId}-${ativo}` : undefined}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? erroId : dicaId}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setAberta(true);
            setAtivo(-1);
          }}
          onFocus={() => setAberta(true)}
          onBlur={() => {
            setAberta(false);
            setAtivo(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {listaVisivel && (
          <div id={listaId} className="ramo-lista" role="listbox" aria-label="Sugestões de ramo de atividade">
            {sugestoes.map((ramo, i) => (
              <div
                key={ramo}
                tabIndex={-1}
                id={`${listaId}-${i}`}
                role="option"
                aria-selected={i === ativo}
                className="ramo-opcao"
                onMouseDown={(e) => {
                  e.preventDefault();
                  escolher(ramo);
                }}
              >
                {destacar(ramo)}
              </div>
            ))}
          </div>
        )}
      </div>
      {erro ? (
        <span id={erroId} className="erro-campo" role="alert">
          {erro}
        </span>
      ) : (
        <span id={dicaId} className="dica-campo">
          Comece a digitar e escolha uma sugestão, ou escreva com suas palavras.
          {!toque && <span className="so-teclado"> Tab completa a sugestão.</span>}
        </span>
      )}
    </div>
  );
}
