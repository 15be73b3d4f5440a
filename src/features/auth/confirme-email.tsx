import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { mensagemDoErro } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

const SUCESSO_REENVIO = 'Um novo link de verificação foi enviado para seu email.';

type Resultado = { ok: boolean; mensagem: string } | null;

/** Asks for a new verification link; the result in the spec's words (also the verification page's). */
export function useReenvioVerificacao() {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.auth.reenviarVerificacao.mutationOptions());
  const [resultado, setResultado] = useState<Resultado>(null);
  async function reenviar(email: string) {
    setResultado(null);
    try {
      const res = await mutation.mutateAsync({ email });
      setResultado({ ok: true, mensagem: res.message || SUCESSO_REENVIO });
    } catch (error) {
      setResultado({
        ok: false,
        mensagem: mensagemDoErro(error, 'Ocorreu um erro ao reenviar o link de verificação.'),
      });
    }
  }
  return { reenviar, pendente: mutation.isPending, resultado, setResultado };
}

/**
 * What to do next when the e-mail is not confirmed yet (after sign-up, or a login refused for it):
 * where the link went, and "Reenviar link". The server answers the same whatever the e-mail.
 */
export function ConfirmeEmail({ email }: { email: string }) {
  const { reenviar, pendente, resultado } = useReenvioVerificacao();
  return (
    <div className="alerta alerta-info auth-confirme">
      <p>
        Enviamos um link de confirmação para <strong>{email}</strong>. Confirme seu e-mail para entrar.
      </p>
      <button
        type="button"
        className="btn btn-secundario btn-pequeno"
        disabled={pendente}
        onClick={() => void reenviar(email)}
      >
        {pendente ? 'Enviando...' : 'Reenviar link'}
      </button>
      {resultado && (
        <p
          className={resultado.ok ? 'auth-confirme-ok' : 'erro-campo'}
          role={resultado.ok ? 'status' : 'alert'}
        >
          {resultado.mensagem}
        </p>
      )}
    </div>
  );
}
