import { useId, useState } from 'react';
import { rotuloCategoriaLink } from '../../../server/schemas/categorias-link';
import {
  AJUDA_LINK,
  linkParaEdicao,
  normalizarLink,
  tipoDaCategoria,
} from '../../../server/schemas/links-normalizar';
import { Icone } from '../../components/icone';
import { IconeFa } from '../../components/icone-fa';
import { iconeDoLink as iconeDoBotao, textoDoLink as textoDoBotao, tipoDoLink } from '../../lib/link-buttons';
import type { RouterOutputs } from '../../lib/trpc';
import { type LinkItem, MSG } from './regras';

export type CategoriaLink = RouterOutputs['fornecedores']['categoriasLink'][number];
export type DadosLink = { url: string; texto_tela: string | null; categoria_id: number };

/** The same icon the public page shows for this link (src/lib/link-buttons.ts). */
export function iconeDoLink(link: LinkItem): string {
  return iconeDoBotao(tipoDoLink(link.categoria?.nome, link.url), link.categoria?.icone);
}

/** The same text the public page shows for this link. */
export function textoDoLink(link: LinkItem): string {
  const categoria = link.categoria?.nome;
  return textoDoBotao(link.texto_tela, tipoDoLink(categoria, link.url), categoria);
}

/**
 * The category, address and text of a link (adding one, or editing a saved one). The address's
 * placeholder, hint and input type follow the category; what is typed is normalized by the same rule
 * the server applies (server/schemas/links-normalizar.ts) and refused with its message.
 */
function FormLink({
  categorias,
  inicial,
  rotuloEnviar,
  onEnviar,
  onCancelar,
  desabilitado,
}: {
  categorias: CategoriaLink[];
  inicial?: LinkItem;
  rotuloEnviar: string;
  onEnviar: (link: DadosLink) => Promise<boolean>;
  onCancelar?: () => void;
  desabilitado?: boolean;
}) {
  const base = useId();
  const [categoria, setCategoria] = useState(inicial ? String(inicial.categoria_id) : '');
  const nomeCategoria = categorias.find((c) => c.id === Number(categoria))?.nome;
  const [url, setUrl] = useState(inicial ? linkParaEdicao(inicial.categoria?.nome, inicial.url) : '');
  const [texto, setTexto] = useState(inicial?.texto_tela ?? '');
  const [erros, setErros] = useState<{ url?: string; categoria?: string }>({});
  const [enviando, setEnviando] = useState(false);
  const ajuda = AJUDA_LINK[categoria ? tipoDaCategoria(nomeCategoria) : 'outro'];

  const enviar = async () => {
    const e: typeof erros = {};
    const r = normalizarLink(nomeCategoria, url);
    if (!url.trim()) e.url = MSG.urlObrigatoria;
    else if (categoria && !r.ok) e.url = r.mensagem;
    if (!categoria) e.categoria = MSG.categoriaObrigatoria;
    setErros(e);
    if (e.url || e.categoria || !r.ok) return;
    setEnviando(true);
    const ok = await onEnviar({
      url: r.url,
      // The spec's default text is the category name: stored as its label ("Instagram", not "instagram").
      texto_tela: texto.trim() || rotuloCategoriaLink(nomeCategoria) || 'Link',
      categoria_id: Number(categoria),
    });
    setEnviando(false);
    if (ok && !inicial) {
      setUrl('');
      setTexto('');
      setCategoria('');
    }
  };

  return (
    <div className="form-link">
      <div className={`campo${erros.categoria ? ' campo-invalido' : ''}`}>
        <label htmlFor={`${base}-cat`}>Categoria do link</label>
        <select
          id={`${base}-cat`}
          value={categoria}
          onChange={(e) => {
            setCategoria(e.target.value);
            setErros({});
          }}
        >
          <option value="">Selecione...</option>
          {categorias.map((c) => (
            <option key={c.id} value={c.id}>
              {rotuloCategoriaLink(c.nome)}
            </option>
          ))}
        </select>
        {erros.categoria && <span className="erro-campo">{erros.categoria}</span>}
      </div>
      <div className={`campo${erros.url ? ' campo-invalido' : ''}`}>
        <label htmlFor={`${base}-url`}>URL do link</label>
        <input
          id={`${base}-url`}
          type={ajuda.tipo}
          placeholder={ajuda.placeholder}
          value={url}
          aria-invalid={erros.url ? true : undefined}
          aria-describedby={`${base}-dica${erros.url ? ` ${base}-erro` : ''}`}
          onChange={(e) => setUrl(e.target.value)}
        />
        <span id={`${base}-dica`} className="dica-campo">
          {categoria ? ajuda.dica : 'Escolha a categoria: o campo mostra o que escrever.'}
        </span>
        {erros.url && (
          <span id={`${base}-erro`} className="erro-campo">
            {erros.url}
          </span>
        )}
      </div>
      <div className="campo">
        <label htmlFor={`${base}-texto`}>Texto do botão (opcional)</label>
        <input id={`${base}-texto`} maxLength={80} value={texto} onChange={(e) => setTexto(e.target.value)} />
      </div>
      <div className="form-link-acoes">
        <button
          type="button"
          className="btn btn-secundario"
          onClick={enviar}
          disabled={enviando || desabilitado}
        >
          <Icone nome={inicial ? 'fas-check' : 'fas-plus'} /> {rotuloEnviar}
        </button>
        {onCancelar && (
          <button type="button" className="btn btn-texto" onClick={onCancelar}>
            Cancelar
          </button>
        )}
      </div>
    </div>
  );
}

/** Link buttons: the list (edit, move up/down, remove) and the add-link form. */
export function SecaoLinks({
  links,
  categorias,
  onAdicionar,
  onEditar,
  onMover,
  onRemover,
  desabilitado,
}: {
  links: LinkItem[];
  categorias: CategoriaLink[];
  onAdicionar: (link: DadosLink) => Promise<boolean>;
  onEditar: (link: LinkItem, dados: DadosLink) => Promise<boolean>;
  onMover: (indice: number, delta: -1 | 1) => void;
  onRemover: (link: LinkItem) => void;
  desabilitado?: boolean;
}) {
  const base = useId();
  const [editando, setEditando] = useState<LinkItem['id'] | null>(null);

  return (
    <section className="cartao editor-secao" aria-labelledby={`${base}-t`}>
      <h2 id={`${base}-t`} className="editor-secao-titulo">
        Botões de link
      </h2>
      {links.length === 0 ? (
        <p className="vazio-curto">{MSG.nenhumLink}</p>
      ) : (
        <ol className="lista-links">
          {links.map((l, i) =>
            editando === l.id ? (
              <li key={l.id} className="item-link item-link-editando">
                <FormLink
                  categorias={categorias}
                  inicial={l}
                  rotuloEnviar="Salvar link"
                  desabilitado={desabilitado}
                  onCancelar={() => setEditando(null)}
                  onEnviar={async (dados) => {
                    const ok = await onEditar(l, dados);
                    if (ok) setEditando(null);
                    return ok;
                  }}
                />
              </li>
            ) : (
              <li key={l.id} className="item-link">
                <IconeFa classe={iconeDoLink(l)} />
                <span className="item-link-texto">
                  <strong>{textoDoLink(l)}</strong>
                  <small>{l.url}</small>
                </span>
                <span className="item-link-acoes">
                  <button
                    type="button"
                    className="btn btn-texto btn-pequeno"
                    onClick={() => onMover(i, -1)}
                    aria-label={`Mover ${textoDoLink(l)} para cima`}
                    disabled={desabilitado || i === 0}
                  >
                    <Icone nome="fas-arrow-up" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-texto btn-pequeno"
                    onClick={() => onMover(i, 1)}
                    aria-label={`Mover ${textoDoLink(l)} para baixo`}
                    disabled={desabilitado || i === links.length - 1}
                  >
                    <Icone nome="fas-arrow-up" className="icone-para-baixo" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-texto btn-pequeno"
                    onClick={() => setEditando(l.id)}
                    aria-label={`Editar link ${textoDoLink(l)}`}
                    disabled={desabilitado}
                  >
                    <Icone nome="fas-pen" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-texto btn-pequeno"
                    onClick={() => onRemover(l)}
                    aria-label={`Remover link ${textoDoLink(l)}`}
                    disabled={desabilitado}
                  >
                    <Icone nome="fas-trash" />
                  </button>
                </span>
              </li>
            ),
          )}
        </ol>
      )}
      <FormLink
        categorias={categorias}
        rotuloEnviar="Adicionar link"
        onEnviar={onAdicionar}
        desabilitado={desabilitado}
      />
    </section>
  );
}
