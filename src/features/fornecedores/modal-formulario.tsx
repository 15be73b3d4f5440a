import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../components/modal';

/**
 * The skeleton the testimonial's modals share (the testimonial form, the reply and the report): a
 * form in a dialog, its body, then Cancelar and the submit button, which says "Enviando..." while
 * the request is in flight. Cancelar closes it as the dialog's own close does.
 */
export function ModalFormulario({
  open = true,
  title,
  onClose,
  onSubmit,
  ocupado,
  rotuloEnviar,
  children,
}: {
  open?: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  ocupado: boolean;
  rotuloEnviar: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-corpo">{children}</div>
        <div className="modal-acoes">
          <button type="button" className="btn btn-secundario" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primario" disabled={ocupado}>
            {ocupado ? 'Enviando...' : rotuloEnviar}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A required text area that takes the focus when the dialog opens, with its error under it (named
 * by aria-describedby while shown, otherwise the help text, when there is one).
 */
export function CampoTextoObrigatorio({
  id,
  idErro,
  rotulo,
  maxLength,
  valor,
  erro,
  ajuda,
  onChange,
}: {
  id: string;
  idErro: string;
  rotulo: ReactNode;
  maxLength: number;
  valor: string;
  erro: string | null;
  ajuda?: { id: string; texto: string };
  onChange: (valor: string) => void;
}) {
  return (
    <div className="campo">
      <label className="rotulo" htmlFor={id}>
        {rotulo} <span className="obrigatorio">*</span>
      </label>
      <textarea
        id={id}
        className={`entrada${erro ? ' campo-invalido' : ''}`}
        rows={5}
        maxLength={maxLength}
        required
        value={valor}
        autoFocus
        aria-invalid={!!erro}
        aria-describedby={erro ? idErro : ajuda?.id}
        onChange={(e) => onChange(e.target.value)}
      />
      {ajuda && (
        <p id={ajuda.id} className="texto-suave">
          {ajuda.texto}
        </p>
      )}
      {erro && (
        <p id={idErro} className="erro-campo" role="alert">
          {erro}
        </p>
      )}
    </div>
  );
}
