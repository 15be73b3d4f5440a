import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link, useLocation } from 'wouter';
import { loginSchema } from '../../../server/schemas/auth.schema';
import type { AltchaWidgetHandle } from '../../components/altcha-widget';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSetSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import './auth.css';
import { useHidratado } from '../../components/pronto';
import { codigoDoErro, errosDaValidacao, respostaDoErro } from '../../lib/erros';
import { CampoCaptcha } from './campo-captcha';
import { CampoSenha } from './campo-senha';
import { ConfirmeEmail } from './confirme-email';
import { RecuperacaoModal } from './recuperacao-modal';

const CONFIRME = 'confirme seu email';

/**
 * Navigation state this page understands: the return target, the forgot-password dialog, and the
 * e-mail just signed up (its confirmation is pending).
 */
interface EstadoLogin {
  from?: string;
  abrirRecuperacao?: boolean;
  cadastrado?: string;
  /** The e-mail just confirmed through the link (from /verificar-email). */
  confirmado?: string;
}

function estadoDaNavegacao(): EstadoLogin {
  const s: unknown = window.history.state;
  return s && typeof s === 'object' ? (s as EstadoLogin) : {};
}

export default function LoginPage() {
  const hidratado = useHidratado();
  usePageTitle('Entrar');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const setSession = useSetSession();
  const [, navigate] = useLocation();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState('');
  const [recuperacao, setRecuperacao] = useState<{ aberta: boolean; email: string }>({
    aberta: false,
    email: '',
  });
  // The e-mail whose confirmation is pending (just signed up, or a login refused for it).
  const [confirmacao, setConfirmacao] = useState<string | null>(null);
  const [emailConfirmado, setEmailConfirmado] = useState(false);
  const emailId = useId();
  // Shown only after the server asks for it (too many failed logins for this account).
  const [pedeCaptcha, setPedeCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const altcha = useRef<AltchaWidgetHandle>(null);

  useEffect(() => {
    const estado = estadoDaNavegacao();
    if (estado.abrirRecuperacao) {
      setRecuperacao({ aberta: true, email: '' });
      // consumed: a reload does not reopen it
      window.history.replaceState({ ...estado, abrirRecuperacao: undefined }, '');
    }
    if (typeof estado.cadastrado === 'string' && estado.cadastrado) {
      setConfirmacao(estado.cadastrado);
      setEmail(estado.cadastrado);
    }
    if (typeof estado.confirmado === 'string' && estado.confirmado) {
      setEmailConfirmado(true);
      setEmail(estado.confirmado);
    }
  }, []);

  async function destinoDepoisDoLogin(tipo: string): Promise<string> {
    const { from } = estadoDaNavegacao();
    if (from?.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login)) return from;
    if (tipo === 'anunciante') {
      try {
        // loads (and caches) the advertiser's own showcases before the editor opens
        await queryClient.fetchQuery(trpc.fornecedores.minhas.queryOptions());
      } catch {
        // the profile page copes without it
      }
      return paths.perfilAba('vitrine');
    }
    return paths.fornecedores;
  }

  async function entrar(e: React.FormEvent) {
    e.preventDefault();
    setErro('');
    setConfirmacao(null);
    const parsed = v.safeParse(loginSchema, { email, senha, recaptchaToken: captcha });
    if (!parsed.success) {
      setErros(errosDaValidacao(parsed.issues));
      return;
    }
    if (pedeCaptcha && !captcha) {
      setErros({ captcha: 'Por favor, complete a verificação de segurança' });
      return;
    }
    setErros({});
    try {
      const res = await login.mutateAsync(parsed.output);
      setSession(res);
      toast.success('Login realizado com sucesso!');
      navigate(await destinoDepoisDoLogin(res.user.tipo));
    } catch (error) {
      const resposta = respostaDoErro(error);
      if (captcha) {
        // the payload is single-use: the next attempt needs a new proof
        setCaptcha(null);
        altcha.current?.reset();
      }
      if (codigoDoErro(error) === 'CAPTCHA_REQUIRED') setPedeCaptcha(true);
      // The authentication layer's own words when the server gives no message.
      const mensagemServidor = resposta ? resposta.message : 'Credenciais inválidas ou erro no servidor.';
      const mensagem = mensagemServidor || 'Credenciais inválidas. Verifique seus dados.';
      // Not confirmed yet: say so and offer the link again (not the password recovery dialog).
      if (codigoDoErro(error) === 'EMAIL_NOT_VERIFIED' || mensagem.toLowerCase().includes(CONFIRME)) {
        setConfirmacao(parsed.output.email);
      }
      setErro(mensagem);
    }
  }

  return (
    <main className="auth-pagina">
      <section className="auth-cartao" aria-labelledby="login-titulo">
        <h1 id="login-titulo" className="auth-titulo">
          Entrar
        </h1>
        <p className="auth-subtitulo">Acesse sua conta para encontrar soluções para o seu negócio.</p>

        {erro && (
          <div className="alerta alerta-erro" role="alert">
            {erro}
          </div>
        )}

        {confirmacao && <ConfirmeEmail key={confirmacao} email={confirmacao} />}

        {emailConfirmado && !erro && (
          <p className="alerta alerta-sucesso" role="status">
            <strong>E-mail confirmado.</strong> Agora é só digitar sua senha para entrar.
          </p>
        )}

        <form className="auth-form" noValidate onSubmit={entrar}>
          <div className={`campo${erros.email ? ' campo-invalido' : ''}`}>
            <label htmlFor={emailId}>E-mail</label>
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={erros.email ? true : undefined}
              aria-describedby={erros.email ? `${emailId}-erro` : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setErros(({ email: _e, ...resto }) => resto);
              }}
            />
            {erros.email && (
              <span id={`${emailId}-erro`} className="erro-campo" role="alert">
                {erros.email}
              </span>
            )}
          </div>
          <CampoSenha
            label="Senha"
            name="senha"
            autoComplete="current-password"
            value={senha}
            erro={erros.senha}
            onChange={(valor) => {
              setSenha(valor);
              setErros(({ senha: _s, ...resto }) => resto);
            }}
          />
          {pedeCaptcha && (
            <CampoCaptcha
              ref={altcha}
              erro={erros.captcha}
              onChange={(payload) => {
                setCaptcha(payload);
                if (payload) setErros(({ captcha: _c, ...resto }) => resto);
              }}
            />
          )}
          <div className="auth-link-direita">
            <button
              type="button"
              className="btn btn-texto btn-pequeno"
              onClick={() => setRecuperacao({ aberta: true, email: email.trim() })}
            >
              Esqueci minha senha
            </button>
          </div>
          <button
            type="submit"
            className="btn btn-primario btn-bloco"
            disabled={login.isPending || !hidratado}
          >
            {login.isPending ? 'Entrando...' : 'Entrar'}
          </button>
        </form>

        <nav className="auth-links" aria-label="Outras opções">
          <Link href={paths.cadastro}>Criar Nova Conta</Link>
          <Link href={paths.fornecedores}>Navegar sem fazer Login</Link>
        </nav>
      </section>

      <RecuperacaoModal
        open={recuperacao.aberta}
        emailInicial={recuperacao.email}
        onClose={() => setRecuperacao((r) => ({ ...r, aberta: false }))}
      />
    </main>
  );
}
