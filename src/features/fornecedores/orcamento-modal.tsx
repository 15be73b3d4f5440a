import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { ORCAMENTO_LIMITES, orcamentoFormSchema } from '../../../server/schemas/orcamentos.schema';
import { ESTADOS } from '../../../shared/estados';
import { AltchaWidget, type AltchaWidgetHandle } from '../../components/altcha-widget';
import { Icone } from '../../components/icone';
import { Modal } from '../../components/modal';
import { PhoneInput } from '../../components/phone-input';
import { RamoAutocomplete } from '../../components/ramo-autocomplete';
import { paths } from '../../config/paths';
import { codigoDoErro, errosPorCampo, motivoOu } from '../../lib/erros';
import type { SessionData } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

// "Solicitar orçamento": loaded only when the visitor opens it (the supplier page's first load
// does not carry the form, the captcha or the branch list).

type Campo =
  | 'nome'
  | 'email'
  | 'telefone'
  | 'ramo'
  | 'cidade'
  | 'uf'
  | 'mensagem'
  | 'consentimento'
  | 'captcha';
type Erros = Partial<Record<Campo | 'contato_preferido', string>>;
const ORDEM: Campo[] = ['nome', 'email', 'telefone', 'ramo', 'cidade', 'uf', 'mensagem', 'consentimento'];
const MSG_ERRO = 'Não foi possível enviar o pedido agora. Tente novamente em instantes.';

/** Who is signed in, to fill the form: the session's user as the server answers it. */
export type Remetente = Pick<SessionData['user'], 'nome' | 'email' | 'telefone'>;

/** "Pedido de orçamento enviado! O fornecedor…" -> title and the rest (one sentence: all title). */
function primeiraFrase(texto: string): { titulo: string; resto: string } {
  const fim = texto.search(/[!.] /);
  return fim < 0
    ? { titulo: texto, resto: '' }
    : { titulo: texto.slice(0, fim + 1), resto: texto.slice(fim + 2) };
}

export default function OrcamentoModal({
  fornecedorId,
  empresa,
  remetente,
  onClose,
}: {
  fornecedorId: number;
  empresa: string;
  /** The signed-in user: name, e-mail and phone prefilled, no captcha. */
  remetente: Remetente | null;
  onClose: () => void;
}) {
  const id = useId();
  const trpc = useTRPC();
  const enviar = useMutation(trpc.orcamentos.enviar.mutationOptions());
  const [form, setForm] = useState({
    nome: remetente?.nome ?? '',
    email: remetente?.email ?? '',
    telefone: remetente?.telefone ?? '',
    ramo: '',
    cidade: '',
    uf: '',
    mensagem: '',
    contato_preferido: 'email' as 'email' | 'whatsapp',
    consentimento: false,
    site_empresa: '',
  });
  const [erros, setErros] = useState<Erros>({});
  const [erroGeral, setErroGeral] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [enviado, setEnviado] = useState<string | null>(null);
  const altcha = useRef<AltchaWidgetHandle>(null);
  // "Seu negócio" comes from the profile's business branch, for a signed-in sender who gave one.
  const perfil = useQuery({ ...trpc.auth.perfil.queryOptions(undefined), enabled: !!remetente });
  const ramoDoPerfil = perfil.data?.ramo_atividade ?? '';
  useEffect(() => {
    if (ramoDoPerfil) setForm((f) => (f.ramo ? f : { ...f, ramo: ramoDoPerfil }));
  }, [ramoDoPerfil]);

  const alterar = <K extends keyof typeof form>(campo: K, valor: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [campo]: valor }));
    setErros((e) => (e[campo as Campo] ? { ...e, [campo]: undefined } : e));
  };

  function mostrarErros(novos: Erros) {
    setErros(novos);
    const primeiro = ORDEM.find((c) => novos[c]);
    if (primeiro) document.getElementById(`${id}-${primeiro}`)?.focus();
  }

  async function submeter(e: React.FormEvent) {
    e.preventDefault();
    setErroGeral('');
    const { site_empresa, ...campos } = form;
    const parsed = v.safeParse(orcamentoFormSchema, campos);
    const novos: Erros = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const campo = issue.path?.[0]?.key as Campo | undefined;
        if (campo && !novos[campo]) novos[campo] = issue.message;
      }
    }
    if (!remetente && !captcha) novos.captcha = 'Por favor, complete a verificação de segurança';
    if (!parsed.success || novos.captcha) return mostrarErros(novos);
    setErros({});
    try {
      const r = await enviar.mutateAsync({
        fornecedor_id: fornecedorId,
        ...parsed.output,
        site_empresa,
        recaptchaToken: captcha,
      });
      setEnviado(r.message);
    } catch (error) {
      const porCampo = errosPorCampo(error) as Erros;
      const codigo = codigoDoErro(error);
      if (Object.keys(porCampo).length) {
        mostrarErros(porCampo);
      } else if (codigo === 'RECAPTCHA_MISSING' || codigo === 'RECAPTCHA_VALIDATION_FAILED') {
        setErros({ captcha: motivoOu(error, MSG_ERRO) });
      } else {
        setErroGeral(motivoOu(error, MSG_ERRO));
      }
      // The captcha proof is single-use.
      altcha.current?.reset();
      setCaptcha(null);
    }
  }

  const props = (campo: Campo) => ({
    id: `${id}-${campo}`,
    name: campo,
    'aria-invalid': erros[campo] ? (true as const) : undefined,
    'aria-describedby': erros[campo] ? `${id}-${campo}-erro` : undefined,
  });
  const erro = (campo: Campo) =>
    erros[campo] ? (
      <span id={`${id}-${campo}-erro`} className="erro-campo">
        {erros[campo]}
      </span>
    ) : null;
  const classe = (campo: Campo) => `campo${erros[campo] ? ' campo-invalido' : ''}`;
  const obrigatorio = (
    <span className="obrigatorio" aria-hidden="true">
      {' '}
      *
    </span>
  );

  return (
    <Modal
      open
      title={`Solicitar orçamento para ${empresa}`}
      onClose={onClose}
      className="modal orcamento-modal"
    >
      {enviado ? (
        <div className="modal-corpo orcamento-enviado" role="status">
          {/* The server's message once: its first sentence ("Pedido de orçamento enviado!") is the title. */}
          <p className="orcamento-enviado-titulo">
            <Icone nome="fas-circle-check" /> {primeiraFrase(enviado).titulo}
          </p>
          {primeiraFrase(enviado).resto && <p>{primeiraFrase(enviado).resto}</p>}
          <p className="texto-suave">Não recebeu a cópia? Confira a caixa de spam do e-mail {form.email}.</p>
          <div className="modal-acoes">
            <button type="button" className="btn btn-primario" onClick={onClose} autoFocus>
              Fechar
            </button>
          </div>
        </div>
      ) : (
        <form
          className="modal-corpo orcamento-form"
          onSubmit={submeter}
          noValidate
          aria-label="Pedido de orçamento"
        >
          <p className="texto-suave orcamento-intro">
            Conte o que você precisa: {empresa} recebe seu pedido e responde pelo contato que você preferir.
          </p>
          {erroGeral && (
            <div className="alerta alerta-erro" role="alert">
              <Icone nome="fas-circle-exclamation" /> {erroGeral}
            </div>
          )}
          <div className="orcamento-grade">
            <div className={classe('nome')}>
              <label htmlFor={`${id}-nome`}>Nome{obrigatorio}</label>
              <input
                {...props('nome')}
                type="text"
                autoComplete="name"
                maxLength={120}
                value={form.nome}
                onChange={(e) => alterar('nome', e.target.value)}
              />
              {erro('nome')}
            </div>
            <div className={classe('email')}>
              <label htmlFor={`${id}-email`}>E-mail{obrigatorio}</label>
              <input
                {...props('email')}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={form.email}
                onChange={(e) => alterar('email', e.target.value)}
              />
              {erro('email')}
            </div>
            <div className={classe('telefone')}>
              <label htmlFor={`${id}-telefone`}>WhatsApp/telefone</label>
              <PhoneInput
                {...props('telefone')}
                value={form.telefone}
                onChange={(valor) => alterar('telefone', valor)}
              />
              {erro('telefone')}
            </div>
            <RamoAutocomplete
              rotulo="Seu negócio"
              name="ramo"
              value={form.ramo}
              erro={erros.ramo}
              onChange={(valor) => alterar('ramo', valor)}
            />
            <div className={classe('cidade')}>
              <label htmlFor={`${id}-cidade`}>Cidade</label>
              <input
                {...props('cidade')}
                type="text"
                autoComplete="address-level2"
                maxLength={ORCAMENTO_LIMITES.cidade}
                value={form.cidade}
                onChange={(e) => alterar('cidade', e.target.value)}
              />
              {erro('cidade')}
            </div>
            <div className={classe('uf')}>
              <label htmlFor={`${id}-uf`}>UF</label>
              <select {...props('uf')} value={form.uf} onChange={(e) => alterar('uf', e.target.value)}>
                <option value="">Selecione</option>
                {ESTADOS.map((e) => (
                  <option key={e.uf} value={e.uf}>
                    {e.uf} – {e.nome}
                  </option>
                ))}
              </select>
              {erro('uf')}
            </div>
          </div>
          <div className={classe('mensagem')}>
            <label htmlFor={`${id}-mensagem`}>Mensagem{obrigatorio}</label>
            <textarea
              {...props('mensagem')}
              rows={5}
              maxLength={ORCAMENTO_LIMITES.mensagemMax}
              placeholder="Conte o que precisa, para quando e para quantas pessoas"
              value={form.mensagem}
              onChange={(e) => alterar('mensagem', e.target.value)}
            />
            <span className="texto-suave orcamento-contador">
              {form.mensagem.trim().length} / {ORCAMENTO_LIMITES.mensagemMax} (mínimo{' '}
              {ORCAMENTO_LIMITES.mensagemMin})
            </span>
            {erro('mensagem')}
          </div>
          <fieldset className="orcamento-preferencia">
            <legend>Prefiro ser contatado por</legend>
            {(
              [
                ['email', 'E-mail'],
                ['whatsapp', 'WhatsApp'],
              ] as const
            ).map(([valor, rotulo]) => (
              <label key={valor} className="orcamento-opcao">
                <input
                  type="radio"
                  name="contato_preferido"
                  value={valor}
                  checked={form.contato_preferido === valor}
                  onChange={() => alterar('contato_preferido', valor)}
                />{' '}
                {rotulo}
              </label>
            ))}
          </fieldset>
          {/* Honeypot: people never see or reach it; bots fill every field. */}
          <div className="orcamento-mel" aria-hidden="true">
            <label htmlFor={`${id}-site`}>Não preencha este campo</label>
            <input
              id={`${id}-site`}
              name="site_empresa"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.site_empresa}
              onChange={(e) => setForm((f) => ({ ...f, site_empresa: e.target.value }))}
            />
          </div>
          <div className={classe('consentimento')}>
            <label className="orcamento-consentimento">
              <input
                {...props('consentimento')}
                type="checkbox"
                checked={form.consentimento}
                onChange={(e) => alterar('consentimento', e.target.checked)}
              />{' '}
              <span>
                Concordo em compartilhar estes dados com {empresa} para receber o orçamento (
                <Link href={paths.privacidade} target="_blank">
                  Política de Privacidade
                </Link>
                )
              </span>
            </label>
            {erro('consentimento')}
          </div>
          {!remetente && (
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
          )}
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={onClose}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primario" disabled={enviar.isPending}>
              {enviar.isPending ? (
                <>
                  <span className="spinner" aria-hidden="true" /> Enviando...
                </>
              ) : (
                <>
                  <Icone nome="fas-paper-plane" /> Enviar pedido
                </>
              )}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
