import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { cadastroFormSchema } from '../../../server/schemas/auth.schema';
import type { AltchaWidgetHandle } from '../../components/altcha-widget';
import { Modal } from '../../components/modal';
import { PhoneInput } from '../../components/phone-input';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import './auth.css';
import { useHidratado } from '../../components/pronto';
import { RamoAutocomplete } from '../../components/ramo-autocomplete';
import { codigoDoErro, errosDaValidacao, errosPorCampo, respostaDoErro } from '../../lib/erros';
import { CampoCaptcha } from './campo-captcha';
import { CampoSenha } from './campo-senha';
import { ConfirmacoesAnunciante, MSG_CONFIRMACOES, TornarAnunciante } from './confirmacoes-anunciante';

type Tipo = 'cliente' | 'anunciante' | '';

interface Form {
  nome: string;
  email: string;
  telefone: string;
  tipo: Tipo;
  ramo_atividade: string;
  senha: string;
  confirmaSenha: string;
}

const VAZIO: Form = {
  nome: '',
  email: '',
  telefone: '',
  tipo: 'cliente',
  ramo_atividade: '',
  senha: '',
  confirmaSenha: '',
};

const MSG_CAPTCHA_FALHOU = 'Verificação de segurança falhou. Tente novamente.';

/** Server field names (the documented `ramoAtividade` included) to this form's. */
const CAMPO_DO_SERVIDOR: Record<string, keyof Form | 'captcha'> = {
  nome: 'nome',
  email: 'email',
  telefone: 'telefone',
  senha: 'senha',
  tipo: 'tipo',
  ramoAtividade: 'ramo_atividade',
  ramo_atividade: 'ramo_atividade',
  recaptchaToken: 'captcha',
};

export default function CadastroPage() {
  const hidratado = useHidratado();
  usePageTitle('Criar conta');
  const trpc = useTRPC();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { status: sessao, user } = useSession();
  // "Quero anunciar grátis" and the other advertiser calls to action arrive with ?tipo=anunciante
  const querAnunciar = new URLSearchParams(useSearch()).get('tipo') === 'anunciante';
  const cadastrar = useMutation(trpc.auth.cadastrar.mutationOptions());
  const [form, setForm] = useState<Form>(() => ({ ...VAZIO, tipo: querAnunciar ? 'anunciante' : 'cliente' }));
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState('');
  const [modalAnunciante, setModalAnunciante] = useState(false);
  const [confirmaB2B, setConfirmaB2B] = useState(false);
  const [confirmaGratis, setConfirmaGratis] = useState(false);
  const [erroModal, setErroModal] = useState('');
  const altcha = useRef<AltchaWidgetHandle>(null);
  const id = useId();
  const confirmado = confirmaB2B && confirmaGratis;

  // Arriving as an advertiser is choosing "Quero Anunciar": its confirmation modal opens at once
  // (once the session is known: a signed-in person sees the conversion below instead).
  const pedirConfirmacao = hidratado && querAnunciar && sessao === 'ready' && !user;
  useEffect(() => {
    if (pedirConfirmacao) setModalAnunciante(true);
  }, [pedirConfirmacao]);

  function limparErro(campo: string) {
    setErros(({ [campo]: _x, ...resto }) => resto);
  }

  function set<K extends keyof Form>(campo: K, valor: Form[K]) {
    setForm((f) => ({ ...f, [campo]: valor }));
    limparErro(campo);
  }

  function escolherTipo(tipo: Tipo) {
    limparErro('tipo');
    if (tipo === 'anunciante') {
      setErroModal('');
      setModalAnunciante(true);
      return;
    }
    setForm((f) => ({ ...f, tipo }));
  }

  function continuarAnunciante() {
    if (!confirmaB2B || !confirmaGratis) {
      setErroModal(MSG_CONFIRMACOES);
      return;
    }
    setForm((f) => ({ ...f, tipo: 'anunciante' }));
    setModalAnunciante(false);
  }

  function cancelarAnunciante() {
    setForm((f) => ({ ...f, tipo: '' }));
    setConfirmaB2B(false);
    setConfirmaGratis(false);
    setErroModal('');
    setModalAnunciante(false);
  }

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setErro('');
    if (form.tipo === 'anunciante' && !confirmado) {
      setErroModal('');
      setModalAnunciante(true);
      return;
    }
    const parsed = v.safeParse(cadastroFormSchema, { ...form, recaptchaToken: captcha ?? '' });
    if (!parsed.success) {
      const porCampo = errosDaValidacao(parsed.issues);
      if (porCampo.recaptchaToken) {
        porCampo.captcha = porCampo.recaptchaToken;
        delete porCampo.recaptchaToken;
      }
      setErros(porCampo);
      return;
    }
    setErros({});
    const { confirmaSenha: _c, ...dados } = parsed.output;
    try {
      await cadastrar.mutateAsync(dados);
      toast.success('Cadastro realizado com sucesso! Faça login para continuar.');
      // the login page says where the confirmation link went and offers to resend it
      navigate(paths.login, { state: { cadastrado: dados.email } });
    } catch (error) {
      // the captcha payload is single-use: a new proof is needed for the next attempt
      altcha.current?.reset();
      const resposta = respostaDoErro(error);
      const code = codigoDoErro(error);
      if (!resposta) {
        setErro('Erro ao cadastrar. Tente novamente.');
      } else if (code === 'EMAIL_ALREADY_EXISTS') {
        const msg = 'Este e-mail já está cadastrado. Por favor, use outro e-mail ou faça login.';
        setErro(msg);
        setErros({ email: msg });
      } else if (code === 'VALIDATION_ERROR') {
        setErro('Dados inválidos para cadastro. Verifique as informações e tente novamente.');
        const porCampo: Record<string, string> = {};
        for (const [campo, mensagem] of Object.entries(errosPorCampo(error))) {
          porCampo[CAMPO_DO_SERVIDOR[campo] ?? campo] = mensagem;
        }
        setErros(porCampo);
      } else if (code === 'RECAPTCHA_VALIDATION_FAILED' || code === 'RECAPTCHA_MISSING') {
        setErros({ captcha: MSG_CAPTCHA_FALHOU });
      } else {
        setErro(resposta.message || 'Erro ao cadastrar. Tente novamente.');
      }
    }
  }

  const campoTexto = (
    campo: 'nome' | 'email',
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className={`campo${erros[campo] ? ' campo-invalido' : ''}`}>
      <label htmlFor={`${id}-${campo}`}>{label}</label>
      <input
        id={`${id}-${campo}`}
        name={campo}
        value={form[campo]}
        aria-invalid={erros[campo] ? true : undefined}
        aria-describedby={erros[campo] ? `${id}-${campo}-erro` : undefined}
        onChange={(e) => set(campo, e.target.value)}
        {...props}
      />
      {erros[campo] && (
        <span id={`${id}-${campo}-erro`} className="erro-campo" role="alert">
          {erros[campo]}
        </span>
      )}
    </div>
  );

  if (hidratado && querAnunciar && user) {
    // Signed in already: a cliente turns the same account into an advertiser's; others go to their panel.
    if (user.tipo !== 'cliente') return <Redirect to={paths.perfilAba('vitrine')} replace />;
    return (
      <main className="auth-pagina">
        <TornarAnunciante nome={user.nome} />
      </main>
    );
  }

  return (
    <main className="auth-pagina">
      <section className="auth-cartao auth-cartao-largo" aria-labelledby="cadastro-titulo">
        <h1 id="cadastro-titulo" className="auth-titulo">
          Criar conta
        </h1>
        <p className="auth-subtitulo">
          Cadastre-se para encontrar soluções ou anunciar para o mercado de casamentos.
        </p>

        {erro && (
          <div className="alerta alerta-erro" role="alert">
            {erro}
          </div>
        )}

        <form className="auth-form" noValidate onSubmit={enviar}>
          {campoTexto('nome', 'Nome completo', {
            type: 'text',
            autoComplete: 'name',
            placeholder: 'Seu nome completo',
          })}

          <fieldset className="auth-tipos" aria-describedby={erros.tipo ? `${id}-tipo-erro` : undefined}>
            <legend>O que você deseja fazer na plataforma?</legend>
            <label className="opcao opcao-cartao">
              <input
                type="radio"
                name="tipo"
                value="cliente"
                checked={form.tipo === 'cliente'}
                onChange={() => escolherTipo('cliente')}
              />
              <span>
                Sou Profissional de Eventos
                <span className="auth-tipo-descricao">Quero encontrar soluções para o meu negócio.</span>
              </span>
            </label>
            <label className="opcao opcao-cartao">
              <input
                type="radio"
                name="tipo"
                value="anunciante"
                checked={form.tipo === 'anunciante'}
                onChange={() => escolherTipo('anunciante')}
              />
              <span>
                Quero Anunciar
                <span className="auth-tipo-descricao">
                  Ofereço produtos ou serviços para fornecedores de eventos.
                </span>
              </span>
            </label>
            {erros.tipo && (
              <span id={`${id}-tipo-erro`} className="erro-campo" role="alert">
                {erros.tipo}
              </span>
            )}
          </fieldset>

          <RamoAutocomplete
            value={form.ramo_atividade}
            erro={erros.ramo_atividade}
            onChange={(valor) => set('ramo_atividade', valor)}
          />

          {campoTexto('email', 'E-mail', {
            type: 'email',
            autoComplete: 'email',
            placeholder: 'voce@empresa.com.br',
          })}

          <div className={`campo${erros.telefone ? ' campo-invalido' : ''}`}>
            <label htmlFor={`${id}-telefone`}>WhatsApp</label>
            <PhoneInput
              id={`${id}-telefone`}
              name="telefone"
              value={form.telefone}
              aria-invalid={erros.telefone ? true : undefined}
              aria-describedby={erros.telefone ? `${id}-telefone-erro` : undefined}
              onChange={(valor) => set('telefone', valor)}
            />
            {erros.telefone && (
              <span id={`${id}-telefone-erro`} className="erro-campo" role="alert">
                {erros.telefone}
              </span>
            )}
          </div>

          <CampoSenha
            label="Senha"
            name="senha"
            autoComplete="new-password"
            value={form.senha}
            erro={erros.senha}
            dica="Mínimo de 6 caracteres"
            onChange={(valor) => set('senha', valor)}
          />
          <CampoSenha
            label="Confirmar senha"
            name="confirmaSenha"
            autoComplete="new-password"
            value={form.confirmaSenha}
            erro={erros.confirmaSenha}
            onChange={(valor) => set('confirmaSenha', valor)}
          />

          <CampoCaptcha
            ref={altcha}
            erro={erros.captcha}
            onChange={(payload) => {
              setCaptcha(payload);
              if (payload) limparErro('captcha');
            }}
          />

          <button
            type="submit"
            className="btn btn-primario btn-bloco"
            disabled={cadastrar.isPending || !hidratado}
          >
            {cadastrar.isPending ? 'Processando...' : 'Criar minha conta'}
          </button>
        </form>

        <nav className="auth-links" aria-label="Outras opções">
          <Link href={paths.login}>Já tenho uma conta</Link>
          <Link href={paths.fornecedores}>Navegar sem Cadastro</Link>
        </nav>
      </section>

      <Modal open={modalAnunciante} title="Confirmação para anunciantes" onClose={cancelarAnunciante}>
        <div className="modal-corpo">
          <ConfirmacoesAnunciante
            b2b={confirmaB2B}
            gratis={confirmaGratis}
            onB2b={(marcado) => {
              setConfirmaB2B(marcado);
              setErroModal('');
            }}
            onGratis={(marcado) => {
              setConfirmaGratis(marcado);
              setErroModal('');
            }}
          />
          {erroModal && (
            <p className="erro-campo" role="alert">
              {erroModal}
            </p>
          )}
          <div className="auth-modal-botoes">
            <button type="button" className="btn btn-secundario" onClick={cancelarAnunciante}>
              Cancelar
            </button>
            <button type="button" className="btn btn-primario" onClick={continuarAnunciante}>
              Continuar
            </button>
          </div>
        </div>
      </Modal>
    </main>
  );
}
