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

function OpcoesDeTipo({ tipos }: { tipos: { id: number; nome: string }[] | undefined }) {
  return (tipos ?? []).map((t) => (
    <option key={t.id} value={t.id}>
      {t.nome}
    </option>
  ));
}

/** Tags: add one to a type, show those of one type, rename, delete. */
export function SecaoTags({ acoes }: { acoes: AcoesCatalogo }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();
  const tags = useQuery(trpc.fornecedores.tags.queryOptions());
  const tipos = useQuery(trpc.fornecedores.categoriasTag.queryOptions());
  const criarTag = useMutation(trpc.admin.criarTag.mutationOptions());
  const [novaTag, setNovaTag] = useState({ nome: '', categoria_id: '' });
  const [erroTag, setErroTag] = useState<{ nome?: string; categoria_id?: string }>({});
  const [filtroTipo, setFiltroTipo] = useState('');

  async function adicionarTag(e: FormEvent) {
    e.preventDefault();
    const erros: typeof erroTag = {};
    if (!novaTag.nome.trim()) erros.nome = ADMIN_MSG.nomeTagObrigatorio;
    if (!novaTag.categoria_id) erros.categoria_id = ADMIN_MSG.tipoObrigatorio;
    setErroTag(erros);
    if (erros.nome || erros.categoria_id) return;
    try {
      const t = await criarTag.mutateAsync({
        nome: novaTag.nome.trim(),
        categoria_id: Number(novaTag.categoria_id),
      });
      toast.success(`Tag "${t.nome}" criada em ${t.CategoriaTag.nome}.`);
      setNovaTag({ nome: '', categoria_id: novaTag.categoria_id });
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao criar tag', err));
    }
  }

  const tagsVisiveis = (tags.data ?? []).filter((t) => !filtroTipo || String(t.categoria_id) === filtroTipo);

  return (
    <section className="cartao" aria-labelledby="titulo-tags">
      <h2 id="titulo-tags">Tags</h2>
      <form className="admin-form-linha" onSubmit={adicionarTag} noValidate>
        <CampoLinha id="nova-tag-nome" rotulo="Nome da tag" erro={erroTag.nome}>
          <input
            id="nova-tag-nome"
            value={novaTag.nome}
            maxLength={60}
            onChange={(e) => {
              setNovaTag({ ...novaTag, nome: e.target.value });
              setErroTag({ ...erroTag, nome: undefined });
            }}
          />
        </CampoLinha>
        <CampoLinha id="nova-tag-tipo" rotulo="Tipo de tag" erro={erroTag.categoria_id}>
          <select
            id="nova-tag-tipo"
            value={novaTag.categoria_id}
            onChange={(e) => {
              setNovaTag({ ...novaTag, categoria_id: e.target.value });
              setErroTag({ ...erroTag, categoria_id: undefined });
            }}
          >
            <option value="">Selecione um tipo</option>
            <OpcoesDeTipo tipos={tipos.data} />
          </select>
        </CampoLinha>
        <button type="submit" className="btn btn-primario" disabled={criarTag.isPending}>
          <Icone nome="fas-plus" /> Adicionar tag
        </button>
      </form>
      <div className="campo admin-filtro">
        <label htmlFor="filtro-tipo-tag">Mostrar tags do tipo</label>
        <select id="filtro-tipo-tag" value={filtroTipo} onChange={(e) => setFiltroTipo(e.target.value)}>
          <option value="">Todos os tipos</option>
          <OpcoesDeTipo tipos={tipos.data} />
        </select>
      </div>
      {tags.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      <ul className="admin-lista" aria-label="Tags cadastradas">
        {tagsVisiveis.map((t) => (
          <ItemCatalogo
            key={t.id}
            acoes={acoes}
            chave={`tag:${t.id}`}
            nome={t.nome}
            excluir={{ tipo: 'tag', id: t.id, nome: t.nome }}
            rotuloEdicao={`Novo nome da tag ${t.nome}`}
          >
            <span>
              {t.nome} <span className="admin-sub-inline">{t.CategoriaTag.nome}</span>
            </span>
          </ItemCatalogo>
        ))}
      </ul>
      {tags.data && tagsVisiveis.length === 0 && <p className="vazio">Nenhuma tag neste tipo.</p>}
    </section>
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
  const [novoTipo, setNovoTipo] = useState('');
  const [erroTipo, setErroTipo] = useState('');

  const quantidadePorTipo = new Map((resumo.data?.tagsPorTipo ?? []).map((t) => [t.id, t.quantidade]));

  async function adicionarTipo(e: FormEvent) {
    e.preventDefault();
    if (!novoTipo.trim()) {
      setErroTipo(ADMIN_MSG.nomeTipoObrigatorio);
      return;
    }
    try {
      const t = await criarTipo.mutateAsync({ nome: novoTipo.trim() });
      toast.success(`Tipo de tag "${t.nome}" criado.`);
      setNovoTipo('');
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao criar tipo de tag', err));
    }
  }

  return (
    <section className="cartao" aria-labelledby="titulo-tipos">
      <h2 id="titulo-tipos">Tipos de tag</h2>
      <form className="admin-form-linha" onSubmit={adicionarTipo} noValidate>
        <CampoLinha id="novo-tipo-nome" rotulo="Nome do tipo" erro={erroTipo || undefined}>
          <input
            id="novo-tipo-nome"
            value={novoTipo}
            maxLength={60}
            onChange={(e) => {
              setNovoTipo(e.target.value);
              setErroTipo('');
            }}
          />
        </CampoLinha>
        <button type="submit" className="btn btn-primario" disabled={criarTipo.isPending}>
          <Icone nome="fas-plus" /> Adicionar tipo
        </button>
      </form>
      <ul className="admin-lista" aria-label="Tipos de tag cadastrados">
        {(tipos.data ?? []).map((t) => {
          const n = quantidadePorTipo.get(t.id) ?? 0;
          return (
            <ItemCatalogo
              key={t.id}
              acoes={acoes}
              chave={`tipo:${t.id}`}
              nome={t.nome}
              excluir={{ tipo: 'tipo', id: t.id, nome: t.nome }}
              rotuloEdicao={`Novo nome do tipo ${t.nome}`}
            >
              <span>
                {t.nome} <span className="admin-sub-inline">{plural(n, 'tag', 'tags')}</span>
              </span>
            </ItemCatalogo>
          );
        })}
      </ul>
    </section>
  );
}

/** Link categories: a name and a Font Awesome icon, previewed as it is typed. */
export function SecaoCategorias({ acoes }: { acoes: AcoesCatalogo }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();
  const categorias = useQuery(trpc.fornecedores.categoriasLink.queryOptions());
  const criarCategoria = useMutation(trpc.admin.criarCategoriaLink.mutationOptions());
  const [novaCategoria, setNovaCategoria] = useState({ nome: '', icone: 'fa fa-link' });
  const [erroCategoria, setErroCategoria] = useState<{ nome?: string; icone?: string }>({});

  async function adicionarCategoria(e: FormEvent) {
    e.preventDefault();
    const erros: typeof erroCategoria = {};
    if (!novaCategoria.nome.trim()) erros.nome = ADMIN_MSG.nomeCategoriaObrigatorio;
    if (!novaCategoria.icone.trim()) erros.icone = ADMIN_MSG.iconeObrigatorio;
    else if (!ICONE_RE.test(novaCategoria.icone.trim())) erros.icone = ADMIN_MSG.iconeInvalido;
    setErroCategoria(erros);
    if (erros.nome || erros.icone) return;
    try {
      const c = await criarCategoria.mutateAsync({
        nome: novaCategoria.nome.trim(),
        icone: novaCategoria.icone.trim(),
      });
      toast.success(`Categoria de link "${c.nome}" criada.`);
      setNovaCategoria({ nome: '', icone: 'fa fa-link' });
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao criar categoria de link', err));
    }
  }

  return (
    <section className="cartao" aria-labelledby="titulo-categorias">
      <h2 id="titulo-categorias">Categorias de link</h2>
      <form className="admin-form-linha" onSubmit={adicionarCategoria} noValidate>
        <CampoLinha id="nova-categoria-nome" rotulo="Nome da categoria" erro={erroCategoria.nome}>
          <input
            id="nova-categoria-nome"
            value={novaCategoria.nome}
            maxLength={60}
            onChange={(e) => {
              setNovaCategoria({ ...novaCategoria, nome: e.target.value });
              setErroCategoria({ ...erroCategoria, nome: undefined });
            }}
          />
        </CampoLinha>
        <CampoLinha id="nova-categoria-icone" rotulo="Ícone (Font Awesome)" erro={erroCategoria.icone}>
          <div className="admin-icone-campo">
            <IconeFa
              classe={ICONE_RE.test(novaCategoria.icone.trim()) ? novaCategoria.icone.trim() : 'fa fa-link'}
            />
            <input
              id="nova-categoria-icone"
              value={novaCategoria.icone}
              maxLength={80}
              placeholder="fa fa-link"
              onChange={(e) => {
                setNovaCategoria({ ...novaCategoria, icone: e.target.value });
                setErroCategoria({ ...erroCategoria, icone: undefined });
              }}
            />
          </div>
        </CampoLinha>
        <button type="submit" className="btn btn-primario" disabled={criarCategoria.isPending}>
          <Icone nome="fas-plus" /> Adicionar categoria
        </button>
      </form>
      <ul className="admin-lista" aria-label="Categorias de link cadastradas">
        {(categorias.data ?? []).map((c) => (
          <ItemCatalogo
            key={c.id}
            acoes={acoes}
            chave={`categoria:${c.id}`}
            nome={c.nome}
            icone={c.icone}
            excluir={{ tipo: 'categoria', id: c.id, nome: c.nome }}
            rotuloEdicao={`Novo nome da categoria ${c.nome}`}
          >
            <span>
              <IconeFa classe={c.icone} className="admin-icone" /> {rotuloCategoriaLink(c.nome)}{' '}
              <span className="admin-sub-inline">
                {c.nome} · {c.icone}
              </span>
            </span>
          </ItemCatalogo>
        ))}
      </ul>
    </section>
  );
}
