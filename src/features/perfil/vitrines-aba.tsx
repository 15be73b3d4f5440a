import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PLACEHOLDER_VITRINE } from '../../../server/schemas/vitrine.schema';
import { AvisoDesativada } from '../../components/aviso-desativada';
import { Icone } from '../../components/icone';
import { ConfirmDialog } from '../../components/modal';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { motivoOu } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/use-debounced';
import type { UsuarioSessao } from './tipos';
import { useVitrines, type VitrineItem } from './vitrines-lista';

const MSG = {
  criada: 'Vitrine criada com sucesso!',
  erroCriar: 'Erro ao criar vitrine. Por favor, tente novamente.',
  semDados: 'Erro ao obter dados da vitrine. Recarregue a página.',
  confirmarExclusao: 'Tem certeza que deseja excluir este fornecedor? Esta ação não pode ser desfeita.',
  excluido: 'Fornecedor excluído com sucesso!',
  erroExcluir: 'Erro ao excluir fornecedor',
} as const;

/** The name shown for a draft still without one (new showcases start empty). */
const SEM_NOME = 'Nova vitrine (sem nome)';

/** A value that follows `valor` after `ms` without changes (search boxes of Minha Conta). */
export function VitrinesAba({ usuario }: { usuario: UsuarioSessao }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = useId();
  const admin = usuario.tipo === 'admin';
  const [busca, setBusca] = useState('');
  const buscaAtiva = useDebounced(busca, 300);
  const vitrines = useVitrines(usuario, admin ? buscaAtiva : '');
  const perfil = useQuery(trpc.auth.perfil.queryOptions(undefined));
  const criar = useMutation(trpc.fornecedores.criarRascunho.mutationOptions());
  const excluir = useMutation(trpc.fornecedores.excluir.mutationOptions());
  const [excluindo, setExcluindo] = useState<VitrineItem | null>(null);

  const atualizarListas = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.fornecedores.minhas.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.fornecedores.pathKey() }),
    ]);

  // A second click before the button re-renders disabled is ignored (the server also answers a
  // repeated create with the same draft).
  const criando = useRef(false);
  const criarVitrine = async () => {
    if (criando.current) return;
    criando.current = true;
    try {
      await criarVitrineUmaVez();
    } finally {
      criando.current = false;
    }
  };
  const criarVitrineUmaVez = async () => {
    // Starts empty (the editor shows placeholders); the account's phone is a real contact, so it comes along.
    const telefone = (perfil.data?.telefone ?? usuario.telefone ?? '').trim() || null;
    try {
      const res = await criar.mutateAsync({ telefone, usuario_id: usuario.id });
      const novoId = res?.fornecedor?.id ?? res?.id;
      if (!novoId) {
        toast.error(MSG.semDados);
        return;
      }
      toast.success(MSG.criada);
      await atualizarListas();
      navigate(paths.editaVitrine(novoId));
    } catch (err) {
      toast.error(motivoOu(err, MSG.erroCriar));
    }
  };

  const confirmarExclusao = async () => {
    if (!excluindo) return;
    try {
      await excluir.mutateAsync({ id: excluindo.id });
      toast.success(MSG.excluido);
      setExcluindo(null);
      await atualizarListas();
    } catch (err) {
      toast.error(motivoOu(err, MSG.erroExcluir));
      setExcluindo(null);
    }
  };

  return (
    <div className="perfil-vitrines">
      <div className="perfil-vitrines-topo">
        <h2>
          {admin ? 'Gestão de Vitrines' : vitrines.itens.length > 1 ? 'Minhas Vitrines' : 'Minha Vitrine'}
        </h2>
        <button type="button" className="btn btn-primario" onClick={criarVitrine} disabled={criar.isPending}>
          {criar.isPending ? (
            <>
              <span className="spinner" aria-hidden="true" /> Criando...
            </>
          ) : (
            <>
              <Icone nome="fas-plus" /> Criar nova vitrine
            </>
          )}
        </button>
      </div>

      {admin && (
        <div className="campo perfil-busca">
          <label htmlFor={`${id}-busca`}>Buscar vitrines</label>
          <input
            id={`${id}-busca`}
            type="search"
            value={busca}
            maxLength={100}
            placeholder="Empresa, descrição, telefone, responsável ou ID do responsável"
            onChange={(e) => setBusca(e.target.value)}
          />
        </div>
      )}

      {vitrines.carregando ? (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" />
          Carregando vitrines...
        </div>
      ) : vitrines.erro ? (
        <div className="alerta alerta-erro" role="alert">
          Erro ao carregar dados. Por favor, tente novamente.
        </div>
      ) : vitrines.itens.length === 0 ? (
        <div className="vazio">
          <Icone nome="fas-store" />
          <p>
            {admin && buscaAtiva.trim()
              ? 'Nenhuma vitrine encontrada para essa busca.'
              : 'Você ainda não tem uma vitrine. Crie a sua e apareça para quem procura o seu serviço.'}
          </p>
        </div>
      ) : (
        <ul className="perfil-lista-vitrines" aria-busy={vitrines.buscando}>
          {vitrines.itens.map((v) => (
            <li key={v.id} className="cartao perfil-vitrine">
              <div className="perfil-vitrine-info">
                <h3>
                  {v.nome_empresa || SEM_NOME}
                  {v.deleted_at ? (
                    <span className="selo selo-erro">Desativada</span>
                  ) : (
                    <span className={`selo ${v.publicado ? 'selo-info' : 'selo-aviso'}`}>
                      {v.publicado ? 'Publicada' : 'Rascunho'}
                    </span>
                  )}
                </h3>
                {v.deleted_at && <AvisoDesativada motivo={v.desativacao_motivo} />}
                {v.descricao_curta && v.descricao_curta !== PLACEHOLDER_VITRINE && (
                  <p className="perfil-texto-suave">{v.descricao_curta}</p>
                )}
                {admin && v.usuario_id !== usuario.id && (
                  <p className="perfil-dono">
                    <Icone nome="fas-user" /> Responsável: {v.usuario_nome ?? '—'} (ID {v.usuario_id})
                  </p>
                )}
              </div>
              <div className="perfil-vitrine-acoes">
                <Link href={paths.editarFornecedor(v.id)} className="btn btn-secundario btn-pequeno">
                  <Icone nome="fas-pen" /> Editar
                  <span className="sr-only"> {v.nome_empresa || SEM_NOME}</span>
                </Link>
                <a
                  href={paths.fornecedorPorId(v.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-secundario btn-pequeno"
                >
                  <Icone nome="fas-arrow-up-right-from-square" /> Visualizar
                  <span className="sr-only"> {v.nome_empresa || SEM_NOME} (abre em nova aba)</span>
                </a>
                {admin && (
                  <button
                    type="button"
                    className="btn btn-perigo btn-pequeno"
                    onClick={() => setExcluindo(v)}
                  >
                    <Icone nome="fas-trash" /> Excluir
                    <span className="sr-only"> {v.nome_empresa || SEM_NOME}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {admin && vitrines.total > vitrines.itens.length && (
        <p className="perfil-texto-suave">
          Mostrando {vitrines.itens.length} de {vitrines.total} vitrines. Use a busca para encontrar as
          demais.
        </p>
      )}

      <ConfirmDialog
        open={excluindo !== null}
        title="Excluir fornecedor"
        message={
          <>
            <p>{MSG.confirmarExclusao}</p>
            {excluindo && (
              <p>
                <strong>{excluindo.nome_empresa}</strong>
              </p>
            )}
          </>
        }
        confirmLabel="Excluir"
        danger
        busy={excluir.isPending}
        onConfirm={confirmarExclusao}
        onCancel={() => setExcluindo(null)}
      />
    </div>
  );
}
