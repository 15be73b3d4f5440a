import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_MSG, TIPOS_USUARIO, type TipoUsuarioAdmin } from '../../../server/schemas/admin.schema';
import { ehContaExcluida } from '../../../server/schemas/privacidade.schema';
import { Icone } from '../../components/icone';
import { ConfirmDialog, Modal } from '../../components/modal';
import { Paginacao } from '../../components/paginacao';
import { useToast } from '../../components/toast';
import { errosPorCampo, mensagemComMotivo } from '../../lib/erros';
import { useSession } from '../../lib/session';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/use-debounced';
import { MenuAcoes } from './admin-menu-acoes';
import { AcoesPrivacidade } from './admin-privacidade';
import { formatarDataHora, ROTULO_TIPO } from './admin-util';

const POR_PAGINA = 20;

/** What the new type gives, said in the confirmation. */
const EFEITO_DO_TIPO: Record<TipoUsuarioAdmin, string> = {
  cliente: 'A pessoa busca soluções; não edita vitrines nem acessa o painel.',
  anunciante: 'A pessoa pode criar e editar a vitrine da própria empresa.',
  admin: 'A pessoa passa a gerir usuários, vitrines e o catálogo de toda a plataforma.',
};

type Linha = RouterOutputs['admin']['usuarios']['rows'][number];

/** Users: server-side search and paging, type change, password change, deactivate/restore. */
export function AdminUsuarios() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user: eu } = useSession();
  const [busca, setBusca] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(busca.trim());
  const input = { q: q || undefined, page, per_page: POR_PAGINA };
  const lista = useQuery({ ...trpc.admin.usuarios.queryOptions(input), placeholderData: keepPreviousData });
  const alterarTipo = useMutation(trpc.admin.alterarTipo.mutationOptions());
  const alterarSenha = useMutation(trpc.admin.alterarSenha.mutationOptions());
  const desativar = useMutation(trpc.admin.desativarUsuario.mutationOptions());
  const restaurar = useMutation(trpc.admin.restaurarUsuario.mutationOptions());
  const [senhaDe, setSenhaDe] = useState<Linha | null>(null);
  const [senha, setSenha] = useState('');
  const [erroSenha, setErroSenha] = useState('');
  const [confirmar, setConfirmar] = useState<Linha | null>(null);
  const [mudanca, setMudanca] = useState<{ usuario: Linha; tipo: TipoUsuarioAdmin } | null>(null);
  const [senhaAdmin, setSenhaAdmin] = useState('');
  const [erroSenhaAdmin, setErroSenhaAdmin] = useState('');

  /** Updates one row in the cached page (no refetch) and refreshes the panel's counts. */
  function atualizarLinha(id: number, dados: Partial<Linha>) {
    queryClient.setQueryData(trpc.admin.usuarios.queryKey(input), (old) =>
      old ? { ...old, rows: old.rows.map((r) => (r.id === id ? { ...r, ...dados } : r)) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: trpc.admin.resumo.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.auditoria.pathKey() });
  }

  /** The select only proposes the change: it applies after the confirmation (and, for admin, the password). */
  function proporTipo(u: Linha, tipo: TipoUsuarioAdmin) {
    if (tipo === u.tipo) return;
    setSenhaAdmin('');
    setErroSenhaAdmin('');
    setMudanca({ usuario: u, tipo });
  }

  async function confirmarTipo(e: FormEvent) {
    e.preventDefault();
    if (!mudanca) return;
    const { usuario: u, tipo } = mudanca;
    const paraAdmin = tipo === 'admin';
    if (paraAdmin && !senhaAdmin) {
      setErroSenhaAdmin(ADMIN_MSG.senhaAdminObrigatoria);
      return;
    }
    try {
      const r = await alterarTipo.mutateAsync({
        id: u.id,
        tipo,
        ...(paraAdmin ? { senha_admin: senhaAdmin } : {}),
      });
      atualizarLinha(u.id, { tipo: r.tipo });
      toast.success(`Tipo de ${u.nome} alterado para ${ROTULO_TIPO[r.tipo]}. Enviamos um e-mail avisando.`);
      setMudanca(null);
    } catch (err) {
      const doCampo = errosPorCampo(err).senha_admin;
      if (doCampo) setErroSenhaAdmin(doCampo);
      else toast.error(mensagemComMotivo('Erro ao alterar tipo de usuário', err));
    }
  }

  async function salvarSenha(e: FormEvent) {
    e.preventDefault();
    if (!senhaDe) return;
    if (senha.length < 6) {
      setErroSenha(ADMIN_MSG.senhaMinima);
      return;
    }
    try {
      await alterarSenha.mutateAsync({ id: senhaDe.id, senha });
      toast.success(`Senha de ${senhaDe.nome} alterada. As sessões abertas dessa pessoa foram encerradas.`);
      void queryClient.invalidateQueries({ queryKey: trpc.admin.auditoria.pathKey() });
      setSenhaDe(null);
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao alterar senha', err));
    }
  }

  async function alternarStatus(u: Linha) {
    try {
      if (u.deleted_at) {
        const r = await restaurar.mutateAsync({ id: u.id });
        atualizarLinha(u.id, { deleted_at: r.deleted_at });
        toast.success(`${u.nome} foi reativado.`);
      } else {
        const r = await desativar.mutateAsync({ id: u.id });
        atualizarLinha(u.id, { deleted_at: r.deleted_at });
        toast.success(`${u.nome} foi desativado.`);
      }
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao alterar status do usuário/fornecedor', err));
    } finally {
      setConfirmar(null);
    }
  }

  const dados = lista.data;
  return (
    <section aria-labelledby="titulo-usuarios">
      <div className="admin-secao-topo">
        <h2 id="titulo-usuarios">Usuários</h2>
        <div className="campo admin-busca">
          <label htmlFor="busca-usuarios">Buscar usuários</label>
          <input
            id="busca-usuarios"
            type="search"
            placeholder="Nome, e-mail, telefone ou ID"
            value={busca}
            maxLength={100}
            onChange={(e) => {
              setBusca(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      {lista.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      {lista.isPending && (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" />
          Carregando...
        </div>
      )}
      {dados && dados.rows.length === 0 && <p className="vazio">Nenhum usuário encontrado.</p>}
      {dados && dados.rows.length > 0 && (
        <div className="admin-tabela-rolagem">
          <table className="tabela admin-tabela admin-tabela-usuarios">
            <caption className="sr-only">Usuários cadastrados ({dados.total})</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Telefone</th>
                <th scope="col">Tipo</th>
                <th scope="col">Status</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {dados.rows.map((u) => {
                const souEu = eu?.id === u.id;
                return (
                  <tr key={u.id} className={u.deleted_at ? 'admin-inativo' : undefined}>
                    <td data-rotulo="Nome">
                      {u.nome}
                      <span className="admin-sub">
                        ID {u.id} · desde {formatarDataHora(u.created_at)}
                      </span>
                    </td>
                    <td data-rotulo="E-mail" className="admin-email">
                      {/* a long address breaks after the "@", never inside a word (nor at its hyphens) */}
                      <span className="admin-email-parte">{u.email.split('@')[0]}@</span>
                      <wbr />
                      <span className="admin-email-parte">{u.email.split('@').slice(1).join('@')}</span>
                    </td>
                    <td data-rotulo="Telefone" className="admin-telefone">
                      {u.telefone || '—'}
                    </td>
                    <td data-rotulo="Tipo">
                      <label className="sr-only" htmlFor={`tipo-${u.id}`}>
                        Tipo de {u.nome}
                      </label>
                      <select
                        id={`tipo-${u.id}`}
                        value={u.tipo}
                        disabled={souEu || alterarTipo.isPending}
                        title={souEu ? 'Você não pode alterar o seu próprio tipo.' : undefined}
                        onChange={(e) => proporTipo(u, e.target.value as TipoUsuarioAdmin)}
                      >
                        {TIPOS_USUARIO.map((t) => (
                          <option key={t} value={t}>
                            {ROTULO_TIPO[t]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-rotulo="Status">
                      <span
                        className={`admin-status ${u.deleted_at ? 'admin-status-inativo' : 'admin-status-ativo'}`}
                      >
                        {u.deleted_at ? 'Inativo' : 'Ativo'}
                      </span>
                    </td>
                    <td data-rotulo="Ações" className="admin-celula-acoes">
                      <MenuAcoes rotulo={`Ações de ${u.nome}`}>
                        <button
                          type="button"
                          className="btn btn-secundario btn-pequeno"
                          onClick={() => {
                            setSenhaDe(u);
                            setSenha('');
                            setErroSenha('');
                          }}
                        >
                          <Icone nome="fas-key" /> Alterar senha
                        </button>
                        {!souEu && !(u.deleted_at && ehContaExcluida(u.email)) && (
                          <button
                            type="button"
                            className={`btn btn-pequeno ${u.deleted_at ? 'btn-secundario' : 'btn-perigo'}`}
                            onClick={() => (u.deleted_at ? alternarStatus(u) : setConfirmar(u))}
                            aria-label={`${u.deleted_at ? 'Restaurar' : 'Desativar'} ${u.nome}`}
                          >
                            {u.deleted_at ? 'Restaurar' : 'Desativar'}
                          </button>
                        )}
                        {!souEu && <AcoesPrivacidade usuario={u} />}
                      </MenuAcoes>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {dados && (
        <Paginacao
          page={page}
          perPage={POR_PAGINA}
          total={dados.total}
          onChange={setPage}
          rotulo="Páginas de usuários"
        />
      )}

      <Modal open={senhaDe !== null} title="Alterar senha" onClose={() => setSenhaDe(null)}>
        <form onSubmit={salvarSenha} noValidate>
          <div className="modal-corpo">
            <p>
              Nova senha para <strong>{senhaDe?.nome}</strong>. As sessões abertas dessa pessoa serão
              encerradas.
            </p>
            <div className={`campo ${erroSenha ? 'campo-invalido' : ''}`}>
              <label htmlFor="nova-senha-admin">Nova senha</label>
              <input
                id="nova-senha-admin"
                type="password"
                autoComplete="new-password"
                value={senha}
                maxLength={128}
                aria-invalid={erroSenha ? true : undefined}
                aria-describedby="nova-senha-dica"
                onChange={(e) => {
                  setSenha(e.target.value);
                  setErroSenha('');
                }}
              />
              {erroSenha ? (
                <span className="erro-campo" id="nova-senha-dica">
                  {erroSenha}
                </span>
              ) : (
                <span className="dica-campo" id="nova-senha-dica">
                  Mínimo de 6 caracteres
                </span>
              )}
            </div>
          </div>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => setSenhaDe(null)}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primario" disabled={alterarSenha.isPending}>
              {alterarSenha.isPending ? 'Salvando...' : 'Salvar senha'}
            </button>
          </div>
        </form>
      </Modal>

      <Modal
        open={mudanca !== null}
        title={mudanca?.tipo === 'admin' ? 'Tornar administrador' : 'Alterar tipo de usuário'}
        onClose={() => setMudanca(null)}
      >
        <form onSubmit={confirmarTipo} noValidate>
          <div className="modal-corpo">
            <p>
              Alterar o tipo de <strong>{mudanca?.usuario.nome}</strong> de{' '}
              {mudanca && ROTULO_TIPO[mudanca.usuario.tipo]} para{' '}
              <strong>{mudanca && ROTULO_TIPO[mudanca.tipo]}</strong>?
            </p>
            <p className="admin-sub">
              {mudanca && EFEITO_DO_TIPO[mudanca.tipo]} A pessoa recebe um e-mail avisando.
            </p>
            {mudanca?.tipo === 'admin' && (
              <div className={`campo ${erroSenhaAdmin ? 'campo-invalido' : ''}`}>
                <label htmlFor="senha-admin-confirmacao">Sua senha, para confirmar</label>
                <input
                  id="senha-admin-confirmacao"
                  type="password"
                  autoComplete="current-password"
                  value={senhaAdmin}
                  maxLength={128}
                  aria-invalid={erroSenhaAdmin ? true : undefined}
                  aria-describedby="senha-admin-dica"
                  onChange={(e) => {
                    setSenhaAdmin(e.target.value);
                    setErroSenhaAdmin('');
                  }}
                />
                {erroSenhaAdmin ? (
                  <span className="erro-campo" id="senha-admin-dica" role="alert">
                    {erroSenhaAdmin}
                  </span>
                ) : (
                  <span className="dica-campo" id="senha-admin-dica">
                    A senha com que você entrou no painel.
                  </span>
                )}
              </div>
            )}
          </div>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => setMudanca(null)}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primario" disabled={alterarTipo.isPending}>
              {alterarTipo.isPending
                ? 'Salvando...'
                : mudanca?.tipo === 'admin'
                  ? 'Tornar administrador'
                  : 'Alterar tipo'}
            </button>
          </div>
        </form>
      </Modal>

      <ConfirmDialog
        open={confirmar !== null}
        title="Desativar usuário"
        message={
          <p>
            Desativar <strong>{confirmar?.nome}</strong>? As sessões dessa pessoa terminam agora, o login fica
            bloqueado e as vitrines dela saem do ar até que a conta seja restaurada.
          </p>
        }
        confirmLabel="Desativar"
        danger
        busy={desativar.isPending}
        onConfirm={() => confirmar && alternarStatus(confirmar)}
        onCancel={() => setConfirmar(null)}
      />
    </section>
  );
}
