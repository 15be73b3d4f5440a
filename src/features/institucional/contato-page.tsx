import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { contatoFormSchema } from '../../../server/schemas/contato.schema';
import { AltchaWidget, type AltchaWidgetHandle } from '../../components/altcha-widget';
import { paths } from '../../config/paths';
import { codigoDoErro, errosPorCampo, motivoOu } from '../../lib/erros';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import { useTRPC } from '../../lib/trpc';
import { MESES_GRATIS } from './anunciante-conteudo';
import { Perguntas } from './componentes';
import './institucional.css';
import { Icone } from '../../components/icone';
import { useHidratado } from '../../components/pronto';

/** The success banner stays 5000 ms, as the product's constants say ("Contact banner 5000 ms"). */
export const BANNER_CONTATO_MS = 5000;
const MSG_ERRO = 'Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente.';
const MSG_SUCESSO = 'Mensagem enviada com sucesso! Responderemos em breve no e-mail informado.';
const EMAIL_CONTATO = 'contato@vitrinedosim.com.br';

type Campo = 'nome' | 'email' | 'assunto' | 'mensagem';
const VAZIO: Record<Campo, string> = { nome: '', email: '', assunto: '', mensagem: '' };

export default function ContatoPage() {
  const hidratado = useHidratado();
  usePageTitle('Fale Conosco');
  const site = useSiteName();
  const id = useId();
  const trpc = useTRPC();
  const enviarMensagem = useMutation(trpc.contato.enviar.mutationOptions());
  const [form, setForm] = useState(VAZIO);
  const [erros, setErros] = useState<Partial<Record<Campo | 'captcha', string>>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [estado, setEstado] = useState<'editando' | 'enviando' | 'sucesso' | 'erro'>('editando');
  const [erroGeral, setErroGeral] = useState('');
  const altcha = useRef<AltchaWidgetHandle>(null);

  // The success banner disappears after 5 s.
  useEffect(() => {
    if (estado !== 'sucesso') return;
    const t = setTimeout(() => setEstado('editando'), BANNER_CONTATO_MS);
    return () => clearTimeout(t);
  }, [estado]);

  const alterar = (campo: Campo, valor: string) => {
    setForm((f) => ({ ...f, [campo]: valor }));
    if (erros[campo]) setErros((e) => ({ ...e, [campo]: undefined }));
  };

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setErroGeral('');
    const parsed = v.safeParse(contatoFormSchema, form);
    const novosErros: Partial<Record<Campo | 'captcha', string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const campo = issue.path?.[0]?.key as Campo | undefined;
        if (campo && !novosErros[campo]) novosErros[campo] = issue.message;
      }
    }
    if (!captcha) novosErros.captcha = 'Por favor, complete a verificação de segurança';
    if (!parsed.success || !captcha) {
      setErros(novosErros);
      const primeiro = (['nome', 'email', 'assunto', 'mensagem'] as const).find((c) => novosErros[c]);
      if (primeiro) document.getElementById(`${id}-${primeiro}`)?.focus();
      return;
    }
    setErros({});
    setEstado('enviando');
    try {
      await enviarMensagem.mutateAsync({ ...parsed.output, recaptchaToken: captcha });
      setForm(VAZIO);
      setEstado('sucesso');
    } catch (error) {
      const codigo = codigoDoErro(error);
      const porCampo = errosPorCampo(error);
      if (codigo === 'VALIDATION_ERROR' && Object.keys(porCampo).length) {
        setErros(porCampo as Partial<Record<Campo, string>>);
      } else if (codigo === 'RECAPTCHA_MISSING' || codigo === 'RECAPTCHA_VALIDATION_FAILED') {
        setErros({ captcha: motivoOu(error, MSG_ERRO) });
      } else {
        setErroGeral(motivoOu(error, MSG_ERRO));
      }
      setErroGeral((atual) => atual || MSG_ERRO);
      setEstado('erro');
    } finally {
      // The captcha proof is single-use: solve again for the next message.
      altcha.current?.reset();
      setCaptcha(null);
    }
  }

  const enviando = estado === 'enviando';
  const campo = (
    nome: Campo,
    rotulo: string,
    render: (props: {
      id: string;
      name: Campo;
      value: string;
      required: true;
      'aria-invalid'?: true;
      'aria-describedby'?: string;
    }) => React.ReactNode,
  ) => (
    <div className={`campo${erros[nome] ? ' campo-invalido' : ''}`}>
      <label htmlFor={`${id}-${nome}`}>
        {rotulo}{' '}
        <span className="obrigatorio" aria-hidden="true">
          *
        </span>
      </label>
      {render({
        id: `${id}-${nome}`,
        name: nome,
        value: form[nome],
        required: true,
        'aria-invalid': erros[nome] ? true : undefined,
        'aria-describedby': erros[nome] ? `${id}-${nome}-erro` : undefined,
      })}
      {erros[nome] && (
        <span id={`${id}-${nome}-erro`} className="erro-campo">
          {erros[nome]}
        </span>
      )}
    </div>
  );

  return (
    <main>
      <section className="inst-hero">
        <div className="container">
          <span className="sobretitulo">Contato</span>
          <h1>Fale Conosco</h1>
          <p className="inst-hero-lead">
            Tem uma dúvida sobre a plataforma {site}, quer anunciar ou precisa de ajuda com a sua conta?
            Escreva para a gente: respondemos em até um dia útil.
          </p>
        </div>
      </section>

      <section className="inst-secao">
        <div className="container contato-grade">
          <div>
            <h2>Informações de contato</h2>
            <ul className="contato-info">
              <li>
                <Icone nome="fas-envelope" />
                <span>
                  <strong>E-mail</strong>
                  <a href={`mailto:${EMAIL_CONTATO}`}>{EMAIL_CONTATO}</a>
                </span>
              </li>
              <li>
                <Icone nome="fas-clock" />
                <span>
                  <strong>Horário de atendimento</strong>
                  Segunda a sexta, das 9h às 18h
                </span>
              </li>
              <li>
                <Icone nome="fas-location-dot" />
                <span>
                  <strong>Atendimento</strong>
                  100% online, para todo o Brasil
                </span>
              </li>
            </ul>
            <h3>Redes sociais</h3>
            <div className="contato-sociais">
              <a href="https://www.instagram.com/vitrinedosim" target="_blank" rel="noopener noreferrer">
                <Icone nome="fab-instagram" /> Instagram
              </a>
              <a href="https://www.facebook.com/vitrinedosim" target="_blank" rel="noopener noreferrer">
                <Icone nome="fab-facebook" /> Facebook
              </a>
              <a
                href="https://www.linkedin.com/company/vitrinedosim"
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icone nome="fab-linkedin" /> LinkedIn
              </a>
            </div>
          </div>

          <div className="cartao">
            <h2>Envie sua mensagem</h2>
            <div aria-live="polite">
              {estado === 'sucesso' && (
                <div className="alerta alerta-sucesso">
                  <Icone nome="fas-circle-check" /> {MSG_SUCESSO}
                </div>
              )}
            </div>
            {estado === 'erro' && erroGeral && (
              <div className="alerta alerta-erro" role="alert">
                <Icone nome="fas-circle-exclamation" /> {erroGeral}
              </div>
            )}
            <form className="contato-form" onSubmit={enviar} noValidate aria-label="Formulário de contato">
              {campo('nome', 'Nome', (p) => (
                <input
                  {...p}
                  type="text"
                  autoComplete="name"
                  placeholder="Seu nome completo"
                  maxLength={100}
                  onChange={(e) => alterar('nome', e.target.value)}
                />
              ))}
              {campo('email', 'E-mail', (p) => (
                <input
                  {...p}
                  type="email"
                  autoComplete="email"
                  placeholder="Seu e-mail"
                  maxLength={254}
                  onChange={(e) => alterar('email', e.target.value)}
                />
              ))}
              {campo('assunto', 'Assunto', (p) => (
                <input
                  {...p}
                  type="text"
                  placeholder="Assunto da mensagem"
                  maxLength={150}
                  onChange={(e) => alterar('assunto', e.target.value)}
                />
              ))}
              {campo('mensagem', 'Mensagem', (p) => (
                <textarea
                  {...p}
                  rows={5}
                  placeholder="Sua mensagem"
                  maxLength={5000}
                  onChange={(e) => alterar('mensagem', e.target.value)}
                />
              ))}
              <div className="altcha-area">
                <span className="rotulo">Verificação de segurança</span>
                <AltchaWidget
                  ref={altcha}
                  invalid={Boolean(erros.captcha)}
                  describedBy={erros.captcha ? `${id}-captcha-erro` : undefined}
                  onChange={(payload) => {
                    setCaptcha(payload);
                    if (payload) setErros((e) => ({ ...e, captcha: undefined }));
                  }}
                />
                {erros.captcha && (
                  <span id={`${id}-captcha-erro`} className="erro-campo" role="alert">
                    {erros.captcha}
                  </span>
                )}
              </div>
              <button type="submit" className="btn btn-primario btn-bloco" disabled={enviando || !hidratado}>
                {enviando ? (
                  <>
                    <span className="spinner" aria-hidden="true" /> Enviando...
                  </>
                ) : (
                  <>
                    <Icone nome="fas-paper-plane" /> Enviar mensagem
                  </>
                )}
              </button>
            </form>
          </div>
        </div>
      </section>

      <section className="inst-secao inst-secao-clara" aria-labelledby="perguntas-contato">
        <div className="container largura-texto">
          <h2 id="perguntas-contato">Perguntas frequentes</h2>
          <Perguntas
            itens={[
              {
                pergunta: `O que é a plataforma ${site}?`,
                resposta: (
                  <p>
                    É um marketplace B2B para o mercado de casamentos e eventos: profissionais como
                    fotógrafos, decoradores, buffets e assessorias encontram fornecedores de produtos e
                    serviços para o próprio negócio, como advogados, contadores, agências de marketing,
                    sistemas e cursos.
                  </p>
                ),
              },
              {
                pergunta: 'Como me cadastro como fornecedor?',
                resposta: (
                  <p>
                    Acesse <Link href={paths.cadastroAnunciante}>Cadastre-se</Link>, escolha a opção de
                    anunciante e confirme que a sua solução é voltada para empresas do setor. Depois do login,
                    você monta a sua vitrine em poucos minutos.
                  </p>
                ),
              },
              {
                pergunta: 'Quanto custa anunciar?',
                resposta: (
                  <p>
                    Os primeiros {MESES_GRATIS} meses são grátis. Depois, você pode escolher um plano de
                    assinatura com valor acessível ou cancelar, sem multa. Saiba mais em{' '}
                    <Link href={paths.sejaAnunciante}>Anuncie aqui</Link>.
                  </p>
                ),
              },
              {
                pergunta: 'Como atualizo meus dados?',
                resposta: (
                  <p>
                    Entre na sua conta, abra o menu com o seu nome e escolha Dados Pessoais, em Meu Perfil. Lá
                    você altera nome, e-mail, telefone e senha; anunciantes também editam a vitrine pela aba
                    de gestão.
                  </p>
                ),
              },
            ]}
          />
        </div>
      </section>
    </main>
  );
}
