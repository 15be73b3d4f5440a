import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useTRPC } from '../../lib/trpc';
import './auth.css';
import { Icone } from '../../components/icone';
import { mensagemDoErro } from '../../lib/erros';
import { useReenvioVerificacao } from './confirme-email';

type Estado =
  | { tipo: 'carregando' }
  | { tipo: 'sucesso'; mensagem: string }
  | { tipo: 'erro'; mensagem: string };

/** /verificar-email?token=...&email=...: confirms the account, or offers a new link. */
export default function VerificarEmailPage() {
  usePageTitle('Verificação de e-mail');
  const trpc = useTRPC();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const verificar = useMutation(trpc.auth.verificarEmail.mutationOptions());
  const { reenviar, pendente, resultado: reenvio, setResultado: setReenvio } = useReenvioVerificacao();
  const [estado, setEstado] = useState<Estado>({ tipo: 'carregando' });
  const [, navigate] = useLocation();
  const toast = useToast();
  const iniciado = useRef<string | null>(null);

  useEffect(() => {
    const chave = `${token}|${email}`;
    // the token is single-use: never send it twice (StrictMode runs effects twice)
    if (iniciado.current === chave) return;
    iniciado.current = chave;
    if (!token || !email) {
      setEstado({ tipo: 'erro', mensagem: 'Link inválido. Token ou email não fornecidos.' });
      return;
    }
    verificar.mutateAsync({ token, email }).then(
      (res) => {
        const mensagem = res.message || 'Email verificado com sucesso!';
        setEstado({ tipo: 'sucesso', mensagem });
        // Confirmed: straight to the login, the e-mail filled in and the confirmation said there.
        toast.success(mensagem);
        navigate(paths.login, { replace: true, state: { confirmado: email } });
      },
      (error) =>
        setEstado({
          tipo: 'erro',
          mensagem: mensagemDoErro(error, 'Ocorreu um erro ao verificar seu email.'),
        }),
    );
  }, [token, email, verificar.mutateAsync, navigate, toast]);

  function reenviarLink() {
    if (!email) {
      setReenvio({ ok: false, mensagem: 'Email não fornecido.' });
      return;
    }
    void reenviar(email);
  }

  return (
    <main className="auth-pagina">
      <section className="auth-cartao auth-estado" aria-labelledby="verificacao-titulo" aria-live="polite">
        <h1 id="verificacao-titulo" className="auth-titulo">
          Verificação de e-mail
        </h1>
        {estado.tipo === 'carregando' && (
          <div className="carregando" role="status">
            <span className="spinner" aria-hidden="true" /> Verificando seu e-mail...
          </div>
        )}
        {estado.tipo === 'sucesso' && (
          <>
            <Icone nome="fas-circle-check" className="auth-sucesso-icone" />
            <p className="alerta alerta-sucesso" role="status">
              {estado.mensagem}
            </p>
            <Link href={paths.login} className="btn btn-primario">
              Ir para Login
            </Link>
          </>
        )}
        {estado.tipo === 'erro' && (
          <>
            <Icone nome="fas-circle-exclamation" className="auth-erro-icone" />
            <p className="alerta alerta-erro" role="alert">
              {estado.mensagem}
            </p>
            {reenvio && (
              <p
                className={`alerta ${reenvio.ok ? 'alerta-sucesso' : 'alerta-erro'}`}
                role={reenvio.ok ? 'status' : 'alert'}
              >
                {reenvio.mensagem}
              </p>
            )}
            {!reenvio?.ok && (
              <button type="button" className="btn btn-primario" disabled={pendente} onClick={reenviarLink}>
                {pendente ? 'Enviando...' : 'Reenviar Link'}
              </button>
            )}
          </>
        )}
      </section>
    </main>
  );
}
