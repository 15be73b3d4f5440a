import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { emailRecuperacaoSchema } from '../../../server/schemas/auth.schema';
import { Icone } from '../../components/icone';
import { Modal } from '../../components/modal';
import { mensagemDoErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

const SUCESSO_REENVIO = 'Um novo email de verificação foi enviado para o seu endereço de email.';
const SUCESSO_RECUPERACAO = 'Instruções para recuperar sua senha foram enviadas para seu email.';

/**
 * 'Recuperação de Senha': one e-mail field, 'Reenviar Verificação' and 'Recuperar Senha'. After
 * success the title becomes 'Email Enviado' with a 'Fechar' button.
 */
export function RecuperacaoModal({
  open,
  emailInicial,
  onClose,
}: {
  open: boolean;
  emailInicial: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const reenviar = useMutation(trpc.auth.reenviarVerificacao.mutationOptions());
  const recuperar = useMutation(trpc.auth.esqueciSenha.mutationOptions());
  const [email, setEmail] = useState(emailInicial);
  const [erro, setErro] = useState('');
  const [sucesso, setSucesso] = useState<string | null>(null);
  const campoId = useId();
  const erroId = useId();
  const ocupado = reenviar.isPending || recuperar.isPending;

  useEffect(() => {
    if (open) {
      setEmail(emailInicial);
      setErro('');
      setSucesso(null);
    }
  }, [open, emailInicial]);

  async function enviar(acao: 'reenviar' | 'recuperar') {
    const parsed = v.safeParse(emailRecuperacaoSchema, { email });
    if (!parsed.success) {
      setErro(parsed.issues[0].message);
      return;
    }
    setErro('');
    try {
      const res =
        acao === 'reenviar'
          ? await reenviar.mutateAsync(parsed.output)
          : await recuperar.mutateAsync(parsed.output);
      setSucesso(res.message || (acao === 'reenviar' ? SUCESSO_REENVIO : SUCESSO_RECUPERACAO));
    } catch (error) {
      setErro(mensagemDoErro(error, 'Ocorreu um erro ao processar sua solicitação.'));
    }
  }

  return (
    <Modal open={open} title={sucesso ? 'Email Enviado' : 'Recuperação de Senha'} onClose={onClose}>
      {sucesso ? (
        <div className="modal-corpo">
          <Icone nome="fas-envelope-circle-check" className="auth-sucesso-icone" />
          <p role="status">{sucesso}</p>
          <div className="auth-modal-botoes">
            <button type="button" className="btn btn-primario" onClick={onClose} autoFocus>
              Fechar
            </button>
          </div>
        </div>
      ) : (
        <form
          className="modal-corpo"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void enviar('recuperar');
          }}
        >
          <p className="auth-modal-texto">
            Informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha ou, se a conta ainda
            não foi confirmada, um novo link de verificação.
          </p>
          <div className={`campo${erro ? ' campo-invalido' : ''}`}>
            <label htmlFor={campoId}>E-mail</label>
            <input
              id={campoId}
              type="email"
              autoComplete="email"
              value={email}
              autoFocus
              aria-invalid={erro ? true : undefined}
              aria-describedby={erro ? erroId : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setErro('');
              }}
            />
            {erro && (
              <span id={erroId} className="erro-campo" role="alert">
                {erro}
              </span>
            )}
          </div>
          <div className="auth-modal-botoes">
            <button
              type="button"
              className="btn btn-secundario"
              disabled={ocupado}
              onClick={() => void enviar('reenviar')}
            >
              {reenviar.isPending ? 'Enviando...' : 'Reenviar Verificação'}
            </button>
            <button type="submit" className="btn btn-primario" disabled={ocupado}>
              {recuperar.isPending ? 'Enviando...' : 'Recuperar Senha'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
