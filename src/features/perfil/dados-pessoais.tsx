import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { MSG, mascararTelefone, perfilFormSchema } from '../../../server/schemas/perfil.schema';
import { Icone } from '../../components/icone';
import { PhoneInput } from '../../components/phone-input';
import { RamoAutocomplete } from '../../components/ramo-autocomplete';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { codigoDoErro, errosPorCampo, motivoOu } from '../../lib/erros';
import { useLogout } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import type { UsuarioSessao } from './tipos';

/** Section 9: the user is logged out 2 s after changing their e-mail. */
export const LOGOUT_APOS_EMAIL_MS = 2000;
const MSG_SUCESSO = 'Perfil atualizado com sucesso!';
const MSG_EMAIL_ALTERADO = 'Seu e-mail foi alterado. Por favor, faça login novamente.';
const MSG_ERRO = 'Erro ao atualizar perfil. Por favor, tente novamente.';

type Campo = 'nome' | 'email' | 'telefone' | 'ramo_atividade' | 'senha' | 'confirmacaoSenha';
type Valores = Record<Campo, string>;
type Estado = 'idle' | 'submitting' | 'success' | 'error';

export function DadosPessoais({ usuario }: { usuario: UsuarioSessao }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = useLogout();
  const perfil = useQuery(trpc.auth.perfil.queryOptions(undefined));
  const mutation = useMutation(trpc.auth.atualizarPerfil.mutationOptions());
  const [valores, setValores] = useState<Valores>({
    nome: usuario.nome,
    email: usuario.email,
    telefone: mascararTelefone(usuario.telefone ?? ''),
    ramo_atividade: '',
    senha: '',
    confirmacaoSenha: '',
  });
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const [estado, setEstado] = useState<Estado>('idle');
  const [mensagem, setMensagem] = useState('');
  const carregado = useRef(false);
  const logoutTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  // The server's copy (with the phone) replaces the session's once, before any edit.
  useEffect(() => {
    if (!perfil.data || carregado.current) return;
    carregado.current = true;
    setValores((atual) => ({
      ...atual,
      nome: perfil.data.nome,
      email: perfil.data.email,
      telefone: mascararTelefone(perfil.data.telefone ?? ''),
      ramo_atividade: perfil.data.ramo_atividade ?? '',
    }));
  }, [perfil.data]);

  useEffect(
    () => () => {
      if (logoutTimer.current) clearTimeout(logoutTimer.current);
    },
    [],
  );

  const alterar = (campo: Campo, valor: string) => {
    const novo = campo === 'telefone' ? mascararTelefone(valor) : valor;
    setValores((atual) => {
      const prox = { ...atual, [campo]: novo };
      if (campo === 'senha' && novo === '') prox.confirmacaoSenha = '';
      return prox;
    });
    // Editing a field clears its error.
    if (erros[campo] || (campo === 'senha' && erros.confirmacaoSenha)) {
      setErros((e) => ({
        ...e,
        [campo]: undefined,
        ...(campo === 'senha' ? { confirmacaoSenha: undefined } : {}),
      }));
    }
    if (estado === 'success' || estado === 'error') setEstado('idle');
  };

  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (estado === 'submitting') return;
    const resultado = v.safeParse(perfilFormSchema, valores);
    if (!resultado.success) {
      const novos: Partial<Record<Campo, string>> = {};
      for (const issue of resultado.issues) {
        const campo = issue.path?.[0]?.key as Campo | undefined;
        if (campo && !novos[campo]) novos[campo] = issue.message;
      }
      setErros(novos);
      const primeiro = (Object.keys(novos) as Campo[])[0];
      if (primeiro) document.getElementById(`${id}-${primeiro}`)?.focus();
      return;
    }
    setErros({});
    setEstado('submitting');
    setMensagem('');
    try {
      const { senha } = resultado.output;
      const res = await mutation.mutateAsync({
        dados: {
          nome: resultado.output.nome,
          email: resultado.output.email,
          telefone: resultado.output.telefone,
          ramo_atividade: resultado.output.ramo_atividade ?? '',
          senha: senha ? senha : undefined,
          tipo: usuario.tipo,
        },
      });
      setValores((atual) => ({
        ...atual,
        nome: res.usuario.nome,
        email: res.usuario.email,
        telefone: mascararTelefone(res.usuario.telefone ?? ''),
        senha: '',
        confirmacaoSenha: '',
      }));
      queryClient.setQueryData(trpc.auth.perfil.queryKey(undefined), (antigo) =>
        antigo
          ? { ...antigo, ...res.usuario, ramo_atividade: resultado.output.ramo_atividade || null }
          : antigo,
      );
      if (res.email_alterado) {
        setEstado('success');
        setMensagem(MSG_EMAIL_ALTERADO);
        toast.info(MSG_EMAIL_ALTERADO, LOGOUT_APOS_EMAIL_MS + 1000);
        logoutTimer.current = setTimeout(() => void logout(), LOGOUT_APOS_EMAIL_MS);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      setEstado('success');
      setMensagem(MSG_SUCESSO);
      toast.success(MSG_SUCESSO);
    } catch (err) {
      setEstado('error');
      if (codigoDoErro(err) === 'EMAIL_ALREADY_EXISTS') {
        setErros({ email: MSG.emailEmUso });
        setMensagem(MSG.emailEmUso);
        toast.error(MSG.emailEmUso);
        return;
      }
      const porCampo = Object.entries(errosPorCampo(err));
      if (porCampo.length) {
        const novos: Partial<Record<Campo, string>> = {};
        for (const [c, mensagem] of porCampo) {
          const campo = c.replace(/^dados\./, '') as Campo;
          if (['nome', 'email', 'telefone', 'ramo_atividade', 'senha'].includes(campo))
            novos[campo] = mensagem;
        }
        setErros(novos);
      }
      const texto = motivoOu(err, MSG_ERRO);
      setMensagem(texto);
      toast.error(texto);
    }
  };

  const ocupado = estado === 'submitting';
  const campo = (nome: Campo) => ({
    id: `${id}-${nome}`,
    name: nome,
    value: valores[nome],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => alterar(nome, e.target.value),
    'aria-invalid': erros[nome] ? true : undefined,
    'aria-describedby': erros[nome] ? `${id}-${nome}-erro` : undefined,
  });
  const erro = (nome: Campo) =>
    erros[nome] ? (
      <p className="erro-campo" id={`${id}-${nome}-erro`}>
        {erros[nome]}
      </p>
    ) : null;

  return (
    <div className="cartao perfil-dados">
      <div className="perfil-dados-topo">
        <h2>Dados Pessoais</h2>
        <span className="selo perfil-tipo">
          <Icone nome="fas-id-badge" />{' '}
          {usuario.tipo === 'cliente' ? 'Fornecedor de Casamento' : 'Anunciante'}
        </span>
      </div>
      {usuario.tipo === 'cliente' && (
        <p className="dica-campo">
          Quer anunciar a sua empresa?{' '}
          <Link href={paths.cadastroAnunciante}>Transforme esta conta em anunciante</Link>, sem novo cadastro.
        </p>
      )}
      {estado === 'success' && mensagem && (
        <div className="alerta alerta-sucesso" role="status">
          {mensagem}
        </div>
      )}
      {estado === 'error' && mensagem && (
        <div className="alerta alerta-erro" role="alert">
          {mensagem}
        </div>
      )}
      <form onSubmit={enviar} noValidate className="perfil-form">
        <div className={`campo${erros.nome ? ' campo-invalido' : ''}`}>
          <label htmlFor={`${id}-nome`}>Nome</label>
          <input type="text" autoComplete="name" maxLength={100} {...campo('nome')} />
          {erro('nome')}
        </div>
        <div className={`campo${erros.email ? ' campo-invalido' : ''}`}>
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input type="email" autoComplete="email" maxLength={254} {...campo('email')} />
          {erro('email')}
        </div>
        <div className={`campo${erros.telefone ? ' campo-invalido' : ''}`}>
          <label htmlFor={`${id}-telefone`}>Telefone</label>
          <PhoneInput
            id={`${id}-telefone`}
            name="telefone"
            value={valores.telefone}
            onChange={(formatado) => alterar('telefone', formatado)}
            aria-invalid={erros.telefone ? true : undefined}
            aria-describedby={erros.telefone ? `${id}-telefone-erro` : undefined}
          />
          {erro('telefone')}
        </div>
        <RamoAutocomplete
          value={valores.ramo_atividade}
          erro={erros.ramo_atividade}
          onChange={(valor) => alterar('ramo_atividade', valor)}
        />
        <div className={`campo${erros.senha ? ' campo-invalido' : ''}`}>
          <label htmlFor={`${id}-senha`}>Nova senha (opcional)</label>
          <input type="password" autoComplete="new-password" maxLength={128} {...campo('senha')} />
          {erros.senha ? erro('senha') : <p className="dica-campo">{MSG.senhaDica}</p>}
        </div>
        <div className={`campo${erros.confirmacaoSenha ? ' campo-invalido' : ''}`}>
          <label htmlFor={`${id}-confirmacaoSenha`}>Confirmar nova senha</label>
          <input
            type="password"
            autoComplete="new-password"
            maxLength={128}
            disabled={!valores.senha}
            {...campo('confirmacaoSenha')}
          />
          {erro('confirmacaoSenha')}
        </div>
        <div className="perfil-form-acoes">
          <button type="submit" className="btn btn-primario" disabled={ocupado}>
            {ocupado ? (
              <>
                <span className="spinner" aria-hidden="true" /> Salvando...
              </>
            ) : (
              <>
                <Icone nome="fas-floppy-disk" /> Salvar alterações
              </>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
