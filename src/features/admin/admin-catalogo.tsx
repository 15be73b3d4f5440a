import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ADMIN_MSG, ICONE_RE } from '../../../server/schemas/admin.schema';
import { rotuloCategoriaLink } from '../../../server/schemas/categorias-link';
import { Icone } from '../../components/icone';
import { IconeFa } from '../../components/icone-fa';
import { ConfirmDialog } from '../../components/modal';
import { useToast } from '../../components/toast';
import { mensagemComMotivo } from '../../lib/erros';
import { plural } from '../../lib/plural';
import { useTRPC } from '../../lib/trpc';

type Exclusao =
  | { tipo: 'tag'; id: number; nome: string }
  | { tipo: 'tipo'; id: number; nome: string }
  | { tipo: 'categoria'; id: number; nome: string };

function useInvalidarCatalogo() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.tags.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.categoriasTag.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.fornecedores.categoriasLink.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.resumo.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.auditoria.pathKey() });
  };
}

/** Tags, tag types and link categories: create, rename, delete (after confirmation). */
export function AdminCatalogo() {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidar = useInvalidarCatalogo();
  const tags = useQuery(trpc.fornecedores.tags.queryOptions());
  const tipos = useQuery(trpc.fornecedores.categoriasTag.queryOptions());
  const categorias = useQuery(trpc.fornecedores.categoriasLink.queryOptions());
  const resumo = useQuery(trpc.admin.resumo.queryOptions());

  const criarTag = useMutation(trpc.admin.criarTag.mutationOptions());
  const atualizarTag = useMutation(trpc.admin.atualizarTag.mutationOptions());
  const excluirTag = useMutation(trpc.admin.excluirTag.mutationOptions());
  const criarTipo = useMutation(trpc.admin.criarTipoTag.mutationOptions());
  const atualizarTipo = useMutation(trpc.admin.atualizarTipoTag.mutationOptions());
  const excluirTipo = useMutation(trpc.admin.excluirTipoTag.mutationOptions());
  const criarCategoria = useMutation(trpc.admin.criarCategoriaLink.mutationOptions());
  const atualizarCategoria = useMutation(trpc.admin.atualizarCategoriaLink.mutationOptions());
  const excluirCategoria = useMutation(trpc.admin.excluirCategoriaLink.mutationOptions());

  const [novaTag, setNovaTag] = useState({ nome: '', categoria_id: '' });
  const [erroTag, setErroTag] = useState<{ nome?: string; categoria_id?: string }>({});
  const [filtroTipo, setFiltroTipo] = useState('');
  const [novoTipo, setNovoTipo] = useState('');
  const [erroTipo, setErroTipo] = useState('');
  const [novaCategoria, setNovaCategoria] = useState({ nome: '', icone: 'fa fa-link' });
  const [erroCategoria, setErroCategoria] = useState<{ nome?: string; icone?: string }>({});
  const [editando, setEditando] = useState<{ chave: string; nome: string; icone?: string } | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);

  const quantidadePorTipo = new Map((resumo.data?.tagsPorTipo ?? []).map((t) => [t.id, t.quantidade]));

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

  async function salvarEdicao(e: FormEvent) {
    e.preventDefault();
    if (!editando) return;
    const [tipo, idTexto] = editando.chave.split(':');
    const id = Number(idTexto);
    const nome = editando.nome.trim();
    if (!nome) {
      toast.error(
        tipo === 'categoria'
          ? ADMIN_MSG.nomeCategoriaObrigatorio
          : tipo === 'tag'
            ? ADMIN_MSG.nomeTagObrigatorio
            : ADMIN_MSG.nomeTipoObrigatorio,
      );
      return;
    }
    try {
      if (tipo === 'tag') await atualizarTag.mutateAsync({ id, nome });
      else if (tipo === 'tipo') await atualizarTipo.mutateAsync({ id, nome });
      else await atualizarCategoria.mutateAsync({ id, nome, icone: (editando.icone ?? '').trim() });
      toast.success('Alteração salva.');
      setEditando(null);
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Erro ao salvar a alteração', err));
    }
  }

  async function confirmarExclusao() {
    if (!exclusao) return;
    try {
      if (exclusao.tipo === 'tag') {
        const r = await excluirTag.mutateAsync({ id: exclusao.id });
        toast.success(
          r.fornecedoresAfetados > 0
            ? `Tag "${exclusao.nome}" excluída e removida de ${plural(r.fornecedoresAfetados, 'fornecedor', 'fornecedores')}.`
            : `Tag "${exclusao.nome}" excluída.`,
        );
      } else if (exclusao.tipo === 'tipo') {
        await excluirTipo.mutateAsync({ id: exclusao.id });
        toast.success(`Tipo de tag "${exclusao.nome}" excluído.`);
      } else {
        await excluirCategoria.mutateAsync({ id: exclusao.id });
        toast.success(`Categoria de link "${exclusao.nome}" excluída.`);
      }
      invalidar();
    } catch (err) {
      toast.error(mensagemComMotivo('Não foi possível excluir', err));
    } finally {
      setExclusao(null);
    }
  }

  const tagsVisiveis = (tags.data ?? []).filter((t) => !filtroTipo || String(t.categoria_id) === filtroTipo);
  const ocupado = excluirTag.isPending || excluirTipo.isPending || excluirCategoria.isPending;

  function botoesLinha({
    chave,
    nome,
    icone,
    excluir,
  }: {
    chave: string;
    nome: string;
    icone?: string;
    excluir: Exclusao;
  }) {
    return (
      <div className="admin-acoes">
        <button
          type="button"
          className="btn btn-texto btn-pequeno"
          aria-label={`Renomear ${nome}`}
          onClick={() => setEditando({ chave, nome, icone })}
        >
          <Icone nome="fas-pen" />
        </button>
        <button
          type="button"
          className="btn btn-texto btn-pequeno admin-excluir"
          aria-label={`Excluir ${nome}`}
          onClick={() => setExclusao(excluir)}
        >
          <Icone nome="fas-trash" />
        </button>
      </div>
    );
  }

  function edicao({ rotulo, comIcone = false }: { rotulo: string; comIcone?: boolean }) {
    if (!editando) return null;
    return (
      <form className="admin-edicao" onSubmit={salvarEdicao}>
        <label className="sr-only" htmlFor="edicao-nome">
          {rotulo}
        </label>
        <input
          id="edicao-nome"
          autoFocus
          value={editando.nome}
          maxLength={60}
          onChange={(e) => setEditando({ ...editando, nome: e.target.value })}
        />
        {comIcone && (
          <>
            <label className="sr-only" htmlFor="edicao-icone">
              Ícone
            </label>
            <input
              id="edicao-icone"
              value={editando.icone ?? ''}
              maxLength={80}
              onChange={(e) => setEditando({ ...editando, icone: e.target.value })}
            />
          </>
        )}
        <button type="submit" className="btn btn-primario btn-pequeno">
          Salvar
        </button>
        <button type="button" className="btn btn-secundario btn-pequeno" onClick={() => setEditando(null)}>
          Cancelar
        </button>
      </form>
    );
  }

  return (
    <div className="admin-catalogo">
      <section className="cartao" aria-labelledby="titulo-tags">
        <h2 id="titulo-tags">Tags</h2>
        <form className="admin-form-linha" onSubmit={adicionarTag} noValidate>
          <div className={`campo ${erroTag.nome ? 'campo-invalido' : ''}`}>
            <label htmlFor="nova-tag-nome">Nome da tag</label>
            <input
              id="nova-tag-nome"
              value={novaTag.nome}
              maxLength={60}
              onChange={(e) => {
                setNovaTag({ ...novaTag, nome: e.target.value });
                setErroTag({ ...erroTag, nome: undefined });
              }}
            />
            {erroTag.nome && <span className="erro-campo">{erroTag.nome}</span>}
          </div>
          <div className={`campo ${erroTag.categoria_id ? 'campo-invalido' : ''}`}>
            <label htmlFor="nova-tag-tipo">Tipo de tag</label>
            <select
              id="nova-tag-tipo"
              value={novaTag.categoria_id}
              onChange={(e) => {
                setNovaTag({ ...novaTag, categoria_id: e.target.value });
                setErroTag({ ...erroTag, categoria_id: undefined });
              }}
            >
              <option value="">Selecione um tipo</option>
              {(tipos.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.nome}
                </option>
              ))}
            </select>
            {erroTag.categoria_id && <span className="erro-campo">{erroTag.categoria_id}</span>}
          </div>
          <button type="submit" className="btn btn-primario" disabled={criarTag.isPending}>
            <Icone nome="fas-plus" /> Adicionar tag
          </button>
        </form>
        <div className="campo admin-filtro">
          <label htmlFor="filtro-tipo-tag">Mostrar tags do tipo</label>
          <select id="filtro-tipo-tag" value={filtroTipo} onChange={(e) => setFiltroTipo(e.target.value)}>
            <option value="">Todos os tipos</option>
            {(tipos.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.nome}
              </option>
            ))}
          </select>
        </div>
        {tags.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
        <ul className="admin-lista" aria-label="Tags cadastradas">
          {tagsVisiveis.map((t) => {
            const chave = `tag:${t.id}`;
            return (
              <li key={t.id}>
                {editando?.chave === chave ? (
                  edicao({ rotulo: `Novo nome da tag ${t.nome}` })
                ) : (
                  <>
                    <span>
                      {t.nome} <span className="admin-sub-inline">{t.CategoriaTag.nome}</span>
                    </span>
                    {botoesLinha({ chave, nome: t.nome, excluir: { tipo: 'tag', id: t.id, nome: t.nome } })}
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {tags.data && tagsVisiveis.length === 0 && <p className="vazio">Nenhuma tag neste tipo.</p>}
      </section>

      <section className="cartao" aria-labelledby="titulo-tipos">
        <h2 id="titulo-tipos">Tipos de tag</h2>
        <form className="admin-form-linha" onSubmit={adicionarTipo} noValidate>
          <div className={`campo ${erroTipo ? 'campo-invalido' : ''}`}>
            <label htmlFor="novo-tipo-nome">Nome do tipo</label>
            <input
              id="novo-tipo-nome"
              value={novoTipo}
              maxLength={60}
              onChange={(e) => {
                setNovoTipo(e.target.value);
                setErroTipo('');
              }}
            />
            {erroTipo && <span className="erro-campo">{erroTipo}</span>}
          </div>
          <button type="submit" className="btn btn-primario" disabled={criarTipo.isPending}>
            <Icone nome="fas-plus" /> Adicionar tipo
          </button>
        </form>
        <ul className="admin-lista" aria-label="Tipos de tag cadastrados">
          {(tipos.data ?? []).map((t) => {
            const chave = `tipo:${t.id}`;
            const n = quantidadePorTipo.get(t.id) ?? 0;
            return (
              <li key={t.id}>
                {editando?.chave === chave ? (
                  edicao({ rotulo: `Novo nome do tipo ${t.nome}` })
                ) : (
                  <>
                    <span>
                      {t.nome} <span className="admin-sub-inline">{plural(n, 'tag', 'tags')}</span>
                    </span>
                    {botoesLinha({ chave, nome: t.nome, excluir: { tipo: 'tipo', id: t.id, nome: t.nome } })}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="cartao" aria-labelledby="titulo-categorias">
        <h2 id="titulo-categorias">Categorias de link</h2>
        <form className="admin-form-linha" onSubmit={adicionarCategoria} noValidate>
          <div className={`campo ${erroCategoria.nome ? 'campo-invalido' : ''}`}>
            <label htmlFor="nova-categoria-nome">Nome da categoria</label>
            <input
              id="nova-categoria-nome"
              value={novaCategoria.nome}
              maxLength={60}
              onChange={(e) => {
                setNovaCategoria({ ...novaCategoria, nome: e.target.value });
                setErroCategoria({ ...erroCategoria, nome: undefined });
              }}
            />
            {erroCategoria.nome && <span className="erro-campo">{erroCategoria.nome}</span>}
          </div>
          <div className={`campo ${erroCategoria.icone ? 'campo-invalido' : ''}`}>
            <label htmlFor="nova-categoria-icone">Ícone (Font Awesome)</label>
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
            {erroCategoria.icone && <span className="erro-campo">{erroCategoria.icone}</span>}
          </div>
          <button type="submit" className="btn btn-primario" disabled={criarCategoria.isPending}>
            <Icone nome="fas-plus" /> Adicionar categoria
          </button>
        </form>
        <ul className="admin-lista" aria-label="Categorias de link cadastradas">
          {(categorias.data ?? []).map((c) => {
            const chave = `categoria:${c.id}`;
            return (
              <li key={c.id}>
                {editando?.chave === chave ? (
                  edicao({ rotulo: `Novo nome da categoria ${c.nome}`, comIcone: true })
                ) : (
                  <>
                    <span>
                      <IconeFa classe={c.icone} className="admin-icone" /> {rotuloCategoriaLink(c.nome)}{' '}
                      <span className="admin-sub-inline">
                        {c.nome} · {c.icone}
                      </span>
                    </span>
                    {botoesLinha({
                      chave,
                      nome: c.nome,
                      icone: c.icone,
                      excluir: { tipo: 'categoria', id: c.id, nome: c.nome },
                    })}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <ConfirmDialog
        open={exclusao !== null}
        title={
          exclusao?.tipo === 'tag'
            ? 'Excluir tag'
            : exclusao?.tipo === 'tipo'
              ? 'Excluir tipo de tag'
              : 'Excluir categoria de link'
        }
        message={
          exclusao?.tipo === 'tag' ? (
            <p>
              Excluir a tag <strong>{exclusao.nome}</strong>? Ela será removida de todos os fornecedores que a
              usam. Esta ação não pode ser desfeita.
            </p>
          ) : exclusao?.tipo === 'tipo' ? (
            <p>
              Excluir o tipo de tag <strong>{exclusao.nome}</strong>? Só é possível excluir um tipo sem tags.
            </p>
          ) : (
            <p>
              Excluir a categoria de link <strong>{exclusao?.nome}</strong>? Só é possível excluir uma
              categoria que nenhum link usa.
            </p>
          )
        }
        confirmLabel="Excluir"
        danger
        busy={ocupado}
        onConfirm={confirmarExclusao}
        onCancel={() => setExclusao(null)}
      />
    </div>
  );
}
