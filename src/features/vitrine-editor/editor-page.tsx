import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { httpStatusOf, useTRPC } from '../../lib/trpc';
import { CACHE_EDITOR_MS, MSG } from './regras';
import { VitrineForm } from './vitrine-form';
import './editor.css';

/**
 * The showcase form for every editor route: /edita-vitrine-fornecedor/:id?, /editar-fornecedor/:id,
 * /fornecedores/editar/:id, /fornecedores/novo and /editar-vitrine/:id. No id: a new showcase.
 */
export default function EditorPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const idInvalido = Boolean(params.id) && id === null;
  const titulo = `${id ? 'Editar' : 'Cadastrar'} Vitrine do Fornecedor`;
  usePageTitle(titulo);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { user } = useSession();
  const admin = user?.tipo === 'admin';
  const podeCriar = user?.tipo === 'admin' || user?.tipo === 'anunciante';

  const edicao = useQuery({
    ...trpc.fornecedores.editar.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
    staleTime: CACHE_EDITOR_MS,
  });
  const tags = useQuery({ ...trpc.fornecedores.tags.queryOptions(), staleTime: CACHE_EDITOR_MS });
  const tipos = useQuery({ ...trpc.fornecedores.tiposFornecedor.queryOptions(), staleTime: CACHE_EDITOR_MS });
  const categorias = useQuery({
    ...trpc.fornecedores.categoriasLink.queryOptions(),
    staleTime: CACHE_EDITOR_MS,
  });
  const responsaveis = useQuery({
    ...trpc.fornecedores.responsaveis.queryOptions(),
    enabled: admin,
    staleTime: CACHE_EDITOR_MS,
  });

  const erroEdicao = edicao.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new load error only
  useEffect(() => {
    if (!erroEdicao || id === null) return;
    // The cached editor data goes with a load error.
    queryClient.removeQueries({ queryKey: trpc.fornecedores.editar.queryKey({ id }) });
    const status = httpStatusOf(erroEdicao);
    if (status !== 403 && status !== 404) toast.error(MSG.erroCarregar);
  }, [erroEdicao]);

  useEffect(() => {
    if (id === null && user && !podeCriar) {
      toast.error(MSG.semPermissaoCriar);
      navigate(paths.home);
    }
  }, [id, user, podeCriar, toast, navigate]);

  if (!user) return null;

  let corpo: React.ReactNode;
  if (idInvalido) {
    corpo = <div className="alerta alerta-erro">{MSG.dadosInvalidos}</div>;
  } else if (erroEdicao) {
    const status = httpStatusOf(erroEdicao);
    corpo = (
      <div className="estado-erro" role="alert">
        <p>{status === 403 || status === 404 ? erroEdicao.message : MSG.erroCarregar}</p>
        <Link href={paths.perfilAba('vitrine')} className="btn btn-secundario">
          Voltar para Minhas Vitrines
        </Link>
      </div>
    );
  } else if (
    (id !== null && edicao.isPending) ||
    tags.isPending ||
    tipos.isPending ||
    categorias.isPending ||
    (admin && responsaveis.isPending)
  ) {
    corpo = (
      <div className="carregando" role="status">
        <span className="spinner" aria-hidden="true" />
        Carregando...
      </div>
    );
  } else if (tags.error || tipos.error || categorias.error) {
    corpo = <div className="alerta alerta-erro">{MSG.erroCarregar}</div>;
  } else if (id !== null && (!edicao.data || edicao.data.id !== id)) {
    corpo = <div className="alerta alerta-erro">{MSG.dadosInvalidos}</div>;
  } else {
    corpo = (
      <VitrineForm
        key={id ?? 'novo'}
        id={id}
        inicial={edicao.data ?? null}
        usuario={user}
        catalogos={{
          tags: tags.data ?? [],
          tipos: tipos.data ?? [],
          categoriasLink: categorias.data ?? [],
          responsaveis: responsaveis.data ?? [],
        }}
      />
    );
  }

  return (
    <main className="container pagina editor-vitrine">
      <h1>{titulo}</h1>
      {corpo}
    </main>
  );
}
