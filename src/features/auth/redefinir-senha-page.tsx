import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { redefinirSenhaFormSchema } from '../../../server/schemas/auth.schema';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useTRPC } from '../../lib/trpc';
import './auth.css';
import { Icone } from '../../components/icone';
import { useHidratado } from '../../components/pronto';
import { errosDaValidacao, mensagemDoErro } from '../../lib/erros';
import { CampoSenha } from './campo-senha';

export const REDIRECIONAR_LOGIN_MS = 3000;
const LINK_INVALIDO = 'Link inválido. Token ou email não fornecidos.';

/** /redefinir-senha?token=...&email=...: validating link → form → success (to /login in 3 s) or error. */
export default function RedefinirSenhaPage() {
  const hidratado = useHidratado();
  usePageTitle('Redefinir senha');
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const temLink = Boolean(token && email);
  const validacao = useQuery({
    ...trpc.auth.validarLinkRedefinicao.queryOptions({ token, email }),
    enabled: temLink,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const redefinir = useMutation(trpc.auth.redefinirSenha.mutationOptions());
  const [form, setForm] = useState({ novaSenha: '', confirmarSenha: '' });
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState('');
  const [sucesso, setSucesso] = useState<string | null>(null);

  useEffect(() => {
    if (!sucesso) return;
    const id = setTimeout(() => navigate(paths.login), REDIRECIONAR_LOGIN_MS);
    return () => clearTimeout(id);
  }, [sucesso, navigate]);

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setErro('');
    const parsed = v.safeParse(redefinirSenhaFormSchema, form);
    if (!parsed.success) {
      setErros(errosDaValidacao(parsed.issues));
      return;
    }
    setErros({});
    try {
      const res = await redefinir.mutateAsync({ token, email, novaSenha: parsed.output.novaSenha });
      setSucesso(
        res.message || 'Senha redefinida com sucesso! Agora você pode fazer login com a nova senha.',
      );
    } catch (error) {
      setErro(mensagemDoErro(error, 'Ocorreu um erro ao redefinir sua senha.'));
    }
  }

  const erroLink = !temLink
    ? LINK_INVALIDO
    : validacao.isError
      ? mensagemDoErro(validacao.error, 'Ocorreu um erro ao redefinir sua senha.')
      : validacao.data && !validacao.data.valido
        ? 'Este link de redefinição é inválido ou expirou. Solicite um novo link.'
        : null;

  return (
    <main className="auth-pagina">
      <section className="auth-cartao" aria-labelledby="redefinir-titulo" aria-live="polite">
        <h1 id="redefinir-titulo" className="auth-titulo">
          Redefinir senha
        </h1>
        {sucesso ? (
          <div className="auth-estado">
            <Icone nome="fas-circle-check" className="auth-sucesso-icone" />
            <p className="alerta alerta-sucesso" role="status">
              {sucesso}
            </p>
            <p className="texto-suave">Você será levado para a página de login em instantes.</p>
          </div>
        ) : erroLink ? (
          <div className="auth-estado">
            <Icone nome="fas-circle-exclamation" className="auth-erro-icone" />
            <p className="alerta alerta-erro" role="alert">
              {erroLink}
            </p>
            <button
              type="button"
              className="btn btn-primario"
              onClick={() => navigate(paths.login, { state: { abrirRecuperacao: true } })}
            >
              Solicitar Novo Link
            </button>
          </div>
        ) : validacao.isPending ? (
          <div className="carregando" role="status">
            <span className="spinner" aria-hidden="true" /> Validando o link...
          </div>
        ) : (
          <form className="auth-form" noValidate onSubmit={enviar}>
            <p className="auth-subtitulo">
              Crie uma nova senha para <strong>{email}</strong>.
            </p>
            {erro && (
              <div className="alerta alerta-erro" role="alert">
                {erro}
              </div>
            )}
            <CampoSenha
              label="Nova senha"
              name="novaSenha"
              autoComplete="new-password"
              value={form.novaSenha}
              erro={erros.novaSenha}
              dica="Mínimo de 6 caracteres"
              onChange={(valor) => {
                setForm((f) => ({ ...f, novaSenha: valor }));
                setErros(({ novaSenha: _n, ...resto }) => resto);
              }}
            />
            <CampoSenha
              label="Confirmar nova senha"
              name="confirmarSenha"
              autoComplete="new-password"
              value={form.confirmarSenha}
              erro={erros.confirmarSenha}
              onChange={(valor) => {
                setForm((f) => ({ ...f, confirmarSenha: valor }));
                setErros(({ confirmarSenha: _c, ...resto }) => resto);
              }}
            />
            <button
              type="submit"
              className="btn btn-primario btn-bloco"
              disabled={redefinir.isPending || !hidratado}
            >
              {redefinir.isPending ? 'Salvando...' : 'Redefinir senha'}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
