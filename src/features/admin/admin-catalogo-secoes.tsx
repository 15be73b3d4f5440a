import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ADMIN_MSG, ICONE_RE } from '../../../server/schemas/admin.schema';
import { rotuloCategoriaLink } from '../../../server/schemas/categorias-link';
import { Icone } from '../../components/icone';
import { IconeFa } from '../../components/icone-fa';
import { useToast } from '../../components/toast';
import { mensagemComMotivo } from '../../lib/erros';
import { plural } from '../../lib/plural';
import { useTRPC } from '../../lib/trpc';
import { type AcoesCatalogo, ItemCatalogo, useInvalidarCatalogo } from './admin-catalogo-item';

/** A field of a one-line "add" form: its label, the control and the error under it. */
function CampoLinha({
  id,
  rotulo,
  erro,
  children,
}: {
  id: string;
  rotulo: string;
  erro: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`campo ${erro ? 'campo-invalido' : ''}`}>
      <label htmlFor={id}>{rotulo}</label>
      {children}
      {erro && <span className="erro-campo">{erro}</span>}
    </div>
  );
}

/** The values and errors of an "add" form; changing a field clears its error. */
function useFormNovo<T extends Record<string, string>>(inicial: T) {
  const [valores, setValores] = useState(inicial);
  const [erros, setErros] = useState<Partial<Record<keyof T, string>>>({});
  const mudar = (campo: keyof T, valor: string) => {
    setValores({ ...valores, [campo]: valor });
    setErros({ ...erros, [campo]: undefined });
  };
  return { valores, setValores, erros, setErros, mudar };
}

function OpcoesDeTipo({ tipos }: { tipos: { id: number; nome: string }[] | undefined }) {
  return (tipos ?? []).map((t) => (
    <option key={t.id} value={t.id}>
      {t.nome}
    </option>
  ));
}

/**
 * A catalogue card: its title, the one-line "add" form (its fields, then the add button), whatever
 * goes between the form and the list, the list of rows, and whatever follows it.
 */
function SecaoCatalogo({
  id,
  titulo,
  onAdicionar,
  adicionando,
  rotuloAdicionar,
  campos,
  rotuloLista,
  antesDaLista,
  depoisDaLista,
  children,
}: {
  id: string;
  titulo: string;
  onAdicionar: (e: FormEvent) => void;
  adicionando: boolean;
  rotuloAdicionar: string;
  campos: ReactNode;
  rotuloLista: string;
  antesDaLista?: ReactNode;
  depoisDaLista?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="cartao" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <form className="admin-form-linha" onSubmit={onAdicionar} noValidate>
        {campos}
        <button type="submit" className="btn btn-primario" disabled={adicionando}>
          <Icone nome="fas-plus" /> {rotuloAdicionar}
        </button>
      </form>
      {antesDaLista}
      <ul className="admin-lista" aria-label={rotuloLista}>
        {children}
      </ul>
      {depoisDaLista}
    </section>
  );
}

/** Tags: add one to a type, show those of one type, rename, delete. */
export function SecaoTags({ acoes }: { acoes: AcoesCatalogo }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();
  const tags = useQuery(trpc.fornecedores.tags.queryOptions());
  const tipos = useQuery(trpc.fornecedores.categoriasTag.queryOptions());
  const criarTag = useMutation(trpc.admin.criarTag.mutationOptions());
  const form = useFormNovo({ nome: '', categoria_id: '' });
  const novaTag = form.valores;
  const [filtroTipo, setFiltroTipo] = useState('');

  async function adicionarTag(e: FormEvent) {
    e.preventDefault();
    const erros: typeof form.erros = {};
    if (!novaTag.nome.trim()) erros.nome = ADMIN_MSG.nomeTagObrigatorio;
    if (!novaTag.categoria_id) erros.categoria_id = ADMIN_MSG.tipoObrigatorio;
    form.setErros(erros);
    if (erros.nome || erros.categoria_id) return;
    try {
      const t = await criarTag.mutateAsync({
        nome: novaTag.nome.trim(),
        categoria_id: Number(novaTag.categoria_id),
      });
      toast.success(`Tag "${t.nome}" criada em ${t.CategoriaTag.nome}.`);
      form.setValores({ nome: '', categoria_id: novaTag.categoria_id });
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao criar tag', err));
    }
  }

  const tagsVisiveis = (tags.data ?? []).filter((t) => !filtroTipo || String(t.categoria_id) === filtroTipo);

  return (
    <SecaoCatalogo
      id="titulo-tags"
      titulo="Tags"
      onAdicionar={adicionarTag}
      adicionando={criarTag.isPending}
      rotuloAdicionar="Adicionar tag"
      campos={
        <>
          <CampoLinha id="nova-tag-nome" rotulo="Nome da tag" erro={form.erros.nome}>
            <input
              id="nova-tag-nome"
              value={novaTag.nome}
              maxLength={60}
              onChange={(e) => form.mudar('nome', e.target.value)}
            />
          </CampoLinha>
          <CampoLinha id="nova-tag-tipo" rotulo="Tipo de tag" erro={form.erros.categoria_id}>
            <select
              id="nova-tag-tipo"
              value={novaTag.categoria_id}
              onChange={(e) => form.mudar('categoria_id', e.target.value)}
            >
              <option value="">Selecione um tipo</option>
              <OpcoesDeTipo tipos={tipos.data} />
            </select>
          </CampoLinha>
        </>
      }
      rotuloLista="Tags cadastradas"
      antesDaLista={
        <>
          <div className="campo admin-filtro">
            <label htmlFor="filtro-tipo-tag">Mostrar tags do tipo</label>
            <select id="filtro-tipo-tag" value={filtroTipo} onChange={(e) => setFiltroTipo(e.target.value)}>
              <option value="">Todos os tipos</option>
              <OpcoesDeTipo tipos={tipos.data} />
            </select>
          </div>
          {tags.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
        </>
      }
      depoisDaLista={
        tags.data && tagsVisiveis.length === 0 && <p className="vazio">Nenhuma tag neste tipo.</p>
      }
    >
      {tagsVisiveis.map((t) => (
        <ItemCatalogo key={t.id} acoes={acoes} tipo="tag" id={t.id} nome={t.nome}>
          <span>
            {t.nome} <span className="admin-sub-inline">{t.CategoriaTag.nome}</span>
          </span>
        </ItemCatalogo>
      ))}
    </SecaoCatalogo>
  );
}

/** Tag types, each with how many tags it has (a type with tags cannot be deleted). */
export function SecaoTipos({ acoes }: { acoes: AcoesCatalogo }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();
  const tipos = useQuery(trpc.fornecedores.categoriasTag.queryOptions());
  const resumo = useQuery(trpc.admin.resumo.queryOptions());
  const criarTipo = useMutation(trpc.admin.criarTipoTag.mutationOptions());
  const form = useFormNovo({ nome: '' });
  const novoTipo = form.valores.nome;

  const quantidadePorTipo = new Map((resumo.data?.tagsPorTipo ?? []).map((t) => [t.id, t.quantidade]));

  async function adicionarTipo(e: FormEvent) {
    e.preventDefault();
    if (!novoTipo.trim()) {
      form.setErros({ nome: ADMIN_MSG.nomeTipoObrigatorio });
      return;
    }
    try {
      const t = await criarTipo.mutateAsync({ nome: novoTipo.trim() });
      toast.success(`Tipo de tag "${t.nome}" criado.`);
      form.setValores({ nome: '' });
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao criar tipo de tag', err));
    }
  }

  return (
    <SecaoCatalogo
      id="titulo-tipos"
      titulo="Tipos de tag"
      onAdicionar={adicionarTipo}
      adicionando={criarTipo.isPending}
      rotuloAdicionar="Adicionar tipo"
      campos={
        <CampoLinha id="novo-tipo-nome" rotulo="Nome do tipo" erro={form.erros.nome}>
          <input
            id="novo-tipo-nome"
            value={novoTipo}
            maxLength={60}
            onChange={(e) => form.mudar('nome', e.target.value)}
          />
        </CampoLinha>
      }
      rotuloLista="Tipos de tag cadastrados"
    >
      {(tipos.data ?? []).map((t) => (
        <ItemCatalogo key={t.id} acoes={acoes} tipo="tipo" id={t.id} nome={t.nome}>
          <span>
            {t.nome}{' '}
            <span className="admin-sub-inline">
              {plural(quantidadePorTipo.get(t.id) ?? 0, 'tag', 'tags')}
            </span>
          </span>
        </ItemCatalogo>
      ))}
    </SecaoCatalogo>
  );
}

/** Link categories: a name and a Font Awesome icon, previewed as it is typed. */
export function SecaoCategorias({ acoes }: { acoes: AcoesCatalogo }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();
  const categorias = useQuery(trpc.fornecedores.categoriasLink.queryOptions());
  const criarCategoria = useMutation(trpc.admin.criarCategoriaLink.mutationOptions());
  const form = useFormNovo({ nome: '', icone: 'fa fa-link' });
  const novaCategoria = form.valores;

  async function adicionarCategoria(e: FormEvent) {
    e.preventDefault();
    const erros: typeof form.erros = {};
    if (!novaCategoria.nome.trim()) erros.nome = ADMIN_MSG.nomeCategoriaObrigatorio;
    if (!novaCategoria.icone.trim()) erros.icone = ADMIN_MSG.iconeObrigatorio;
    else if (!ICONE_RE.test(novaCategoria.icone.trim())) erros.icone = ADMIN_MSG.iconeInvalido;
    form.setErros(erros);
    if (erros.nome || erros.icone) return;
    try {
      const c = await criarCategoria.mutateAsync({
        nome: novaCategoria.nome.trim(),
        icone: novaCategoria.icone.trim(),
      });
      toast.success(`Categoria de link "${c.nome}" criada.`);
      form.setValores({ nome: '', icone: 'fa fa-link' });
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao criar categoria de link', err));
    }
  }

  return (
    <SecaoCatalogo
      id="titulo-categorias"
      titulo="Categorias de link"
      onAdicionar={adicionarCategoria}
      adicionando={criarCategoria.isPending}
      rotuloAdicionar="Adicionar categoria"
      campos={
        <>
          <CampoLinha id="nova-categoria-nome" rotulo="Nome da categoria" erro={form.erros.nome}>
            <input
              id="nova-categoria-nome"
              value={novaCategoria.nome}
              maxLength={60}
              onChange={(e) => form.mudar('nome', e.target.value)}
            />
          </CampoLinha>
          <CampoLinha id="nova-categoria-icone" rotulo="Ícone (Font Awesome)" erro={form.erros.icone}>
            <div className="admin-icone-campo">
              <IconeFa
                classe={ICONE_RE.test(novaCategoria.icone.trim()) ? novaCategoria.icone.trim() : 'fa fa-link'}
              />
              <input
                id="nova-categoria-icone"
                value={novaCategoria.icone}
                maxLength={80}
                placeholder="fa fa-link"
                onChange={(e) => form.mudar('icone', e.target.value)}
              />
            </div>
          </CampoLinha>
        </>
      }
      rotuloLista="Categorias de link cadastradas"
    >
      {(categorias.data ?? []).map((c) => (
        <ItemCatalogo key={c.id} acoes={acoes} tipo="categoria" id={c.id} nome={c.nome} icone={c.icone}>
          <span>
            <IconeFa classe={c.icone} className="admin-icone" /> {rotuloCategoriaLink(c.nome)}{' '}
            <span className="admin-sub-inline">
              {c.nome} · {c.icone}
            </span>
          </span>
        </ItemCatalogo>
      ))}
    </SecaoCatalogo>
  );
}
