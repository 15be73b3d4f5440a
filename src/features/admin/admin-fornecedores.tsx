import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { MSG_MOTIVO_DESATIVACAO } from '../../../server/schemas/desativacao';
import { Icone } from '../../components/icone';
import { ConfirmDialog } from '../../components/modal';
import { Paginacao } from '../../components/paginacao';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { mensagemComMotivo } from '../../lib/erros';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/use-debounced';
import { MenuAcoes } from './admin-menu-acoes';

const POR_PAGINA = 20;

type Linha = RouterOutputs['admin']['fornecedores']['rows'][number];

/** Suppliers (inactive included): search, seals, deactivate/restore, links to edit and view. */
/** The badges that are on, in words: the checkboxes alone read the same on and off at a glance. */
function resumoSelos(f: { verificado: boolean; premium: boolean }): string {
  const ligados = [f.verificado && 'Verificado', f.premium && 'Premium'].filter(Boolean);
  if (ligados.length === 0) return 'Nenhum selo ligado';
  return ligados.length === 1 ? `Selo ligado: ${ligados[0]}` : `Selos ligados: ${ligados.join(' e ')}`;
}

export function AdminFornecedores() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busca, setBusca] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(busca.trim());
  const input = { q: q || undefined, page, per_page: POR_PAGINA };
  const lista = useQuery({
    ...trpc.admin.fornecedores.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const desativar = useMutation(trpc.admin.desativarFornecedor.mutationOptions());
  const restaurar = useMutation(trpc.admin.restaurarFornecedor.mutationOptions());
  const selos = useMutation(trpc.admin.definirSelos.mutationOptions());
  const [confirmar, setConfirmar] = useState<Linha | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState('');

  function atualizarLinha(id: number, dados: Partial<Linha>) {
    queryClient.setQueryData(trpc.admin.fornecedores.queryKey(input), (old) =>
      old ? { ...old, rows: old.rows.map((r) => (r.id === id ? { ...r, ...dados } : r)) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: trpc.admin.resumo.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.auditoria.pathKey() });
    // Public lists the admin may open next must not show a stale directory.
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.pathKey() });
  }

  async function alternarStatus(f: Linha) {
    try {
      if (f.deleted_at) {
        const r = await restaurar.mutateAsync({ id: f.id });
        atualizarLinha(f.id, { deleted_at: r.deleted_at });
        toast.success(`${f.nome_empresa} voltou a aparecer no site.`);
      } else {
        if (!motivo.trim()) {
          setErroMotivo(MSG_MOTIVO_DESATIVACAO);
          return;
        }
        const r = await desativar.mutateAsync({ id: f.id, motivo: motivo.trim() });
        atualizarLinha(f.id, { deleted_at: r.deleted_at });
        toast.success(
          `${f.nome_empresa} foi desativado e saiu do site. O anunciante recebeu o motivo por e-mail.`,
        );
      }
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao alterar status do usuário/fornecedor', err));
    }
    setConfirmar(null);
  }

  function abrirDesativar(f: Linha) {
    setMotivo('');
    setErroMotivo('');
    setConfirmar(f);
  }

  async function mudarSelo(f: Linha, selo: 'verificado' | 'premium', valor: boolean) {
    try {
      const r = await selos.mutateAsync({ id: f.id, [selo]: valor });
      atualizarLinha(f.id, { verificado: r.verificado, premium: r.premium });
      toast.success(
        `${f.nome_empresa}: selo ${selo === 'verificado' ? 'Verificado' : 'Premium'} ${valor ? 'concedido' : 'retirado'}.`,
      );
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao alterar os selos do fornecedor', err));
    }
  }

  const dados = lista.data;
  return (
    <section aria-labelledby="titulo-fornecedores">
      <div className="admin-secao-topo">
        <h2 id="titulo-fornecedores">Fornecedores</h2>
        <div className="campo admin-busca">
          <label htmlFor="busca-fornecedores">Buscar fornecedores</label>
          <input
            id="busca-fornecedores"
            type="search"
            placeholder="Empresa, descrição, telefone, responsável ou ID do responsável"
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
      {dados && dados.rows.length === 0 && <p className="vazio">Nenhum fornecedor encontrado.</p>}
      {dados && dados.rows.length > 0 && (
        <div className="admin-tabela-rolagem">
          <table className="tabela admin-tabela">
            <caption className="sr-only">Fornecedores cadastrados ({dados.total})</caption>
            <thead>
              <tr>
                <th scope="col">Empresa</th>
                <th scope="col">Responsável</th>
                <th scope="col">Telefone</th>
                <th scope="col">Selos</th>
                <th scope="col">Status</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {dados.rows.map((f) => (
                <tr
                  key={f.id}
                  className={f.deleted_at ? 'admin-inativo' : undefined}
                  data-fornecedor-id={f.id}
                >
                  <td data-rotulo="Empresa">
                    {f.nome_empresa}
                    <span className="admin-sub">ID {f.id}</span>
                  </td>
                  <td data-rotulo="Responsável">
                    {f.usuario.nome}
                    <span className="admin-sub">
                      ID {f.usuario_id}
                      {!f.usuario.ativo && ' · conta inativa'}
                    </span>
                  </td>
                  <td data-rotulo="Telefone">{f.telefone || '—'}</td>
                  <td data-rotulo="Selos">
                    <div className="admin-selos">
                      <label className="opcao">
                        <input
                          type="checkbox"
                          checked={f.verificado}
                          disabled={selos.isPending}
                          onChange={(e) => mudarSelo(f, 'verificado', e.target.checked)}
                        />
                        <span className={f.verificado ? 'selo selo-verificado' : 'admin-selo-desligado'}>
                          Verificado
                        </span>
                      </label>
                      <label className="opcao">
                        <input
                          type="checkbox"
                          checked={f.premium}
                          disabled={selos.isPending}
                          onChange={(e) => mudarSelo(f, 'premium', e.target.checked)}
                        />
                        <span className={f.premium ? 'selo selo-premium' : 'admin-selo-desligado'}>
                          Premium
                        </span>
                      </label>
                    </div>
                    <span className="admin-sub admin-selos-resumo">{resumoSelos(f)}</span>
                  </td>
                  <td data-rotulo="Status">
                    <span
                      className={`admin-status ${f.deleted_at ? 'admin-status-inativo' : 'admin-status-ativo'}`}
                    >
                      {f.deleted_at ? 'Inativo' : 'Ativo'}
                    </span>{' '}
                    <span className={`selo ${f.publicado ? 'selo-info' : 'selo-aviso'}`}>
                      {f.publicado ? 'Publicada' : 'Rascunho'}
                    </span>
                  </td>
                  <td data-rotulo="Ações" className="admin-celula-acoes">
                    <MenuAcoes rotulo={`Ações de ${f.nome_empresa}`}>
                      <Link
                        href={paths.editarFornecedor(f.id)}
                        className="btn btn-secundario btn-pequeno"
                        aria-label={`Editar ${f.nome_empresa}`}
                      >
                        <Icone nome="fas-pen" /> Editar
                      </Link>
                      <a
                        href={paths.fornecedorPorId(f.id)}
                        target="_blank"
                        rel="noopener"
                        className="btn btn-secundario btn-pequeno"
                        aria-label={`Ver a vitrine de ${f.nome_empresa} (abre em nova aba)`}
                      >
                        <Icone nome="fas-eye" /> Ver
                      </a>
                      <button
                        type="button"
                        className={`btn btn-pequeno ${f.deleted_at ? 'btn-secundario' : 'btn-perigo'}`}
                        onClick={() => (f.deleted_at ? alternarStatus(f) : abrirDesativar(f))}
                        aria-label={`${f.deleted_at ? 'Restaurar' : 'Desativar'} ${f.nome_empresa}`}
                      >
                        {f.deleted_at ? 'Restaurar' : 'Desativar'}
                      </button>
                    </MenuAcoes>
                  </td>
                </tr>
              ))}
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
          rotulo="Páginas de fornecedores"
        />
      )}
      <ConfirmDialog
        open={confirmar !== null}
        title="Desativar fornecedor"
        message={
          <>
            <p>
              Desativar <strong>{confirmar?.nome_empresa}</strong>? A vitrine sai das listas, da busca e do
              mapa do site, e a página dela passa a dizer “Vitrine indisponível” até você restaurá-la.
            </p>
            <div className={`campo${erroMotivo ? ' campo-invalido' : ''}`}>
              <label htmlFor="motivo-desativacao">Motivo (enviado ao anunciante por e-mail)</label>
              <textarea
                id="motivo-desativacao"
                rows={3}
                maxLength={500}
                required
                aria-invalid={erroMotivo ? true : undefined}
                aria-describedby={erroMotivo ? 'motivo-desativacao-erro' : 'motivo-desativacao-dica'}
                placeholder="Ex.: telefone e e-mail de contato não funcionam."
                value={motivo}
                onChange={(e) => {
                  setMotivo(e.target.value);
                  if (e.target.value.trim()) setErroMotivo('');
                }}
              />
              {erroMotivo ? (
                <span id="motivo-desativacao-erro" className="erro-campo" role="alert">
                  {erroMotivo}
                </span>
              ) : (
                <span id="motivo-desativacao-dica" className="dica-campo">
                  O anunciante também vê o motivo no painel e no editor da vitrine.
                </span>
              )}
            </div>
          </>
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
