import { useId, useState } from 'react';
import { rotuloCategoriaLink } from '../../../server/schemas/categorias-link';
import { normalizarUrlLink, urlLinkValida } from '../../../server/schemas/vitrine.schema';
import { COLLATOR_PT_BR } from '../../../shared/ordem-nomes';
import { CampoArquivo } from '../../components/campo-arquivo';
import { Icone } from '../../components/icone';
import { IconeFa } from '../../components/icone-fa';
import { iconeDoLink as iconeDoBotao, textoDoLink as textoDoBotao, tipoDoLink } from '../../lib/link-buttons';
import type { RouterOutputs } from '../../lib/trpc';
import {
  alternarTag,
  avisoDaTroca,
  DICAS_CATEGORIA_TAG,
  type FaqItem,
  type LinkItem,
  type MidiaItem,
  MSG,
  ORDEM_CATEGORIAS_TAG,
  type TagInfo,
  tipoMidia,
} from './regras';

/** The same icon the public page shows for this link (src/lib/link-buttons.ts). */
export function iconeDoLink(link: LinkItem): string {
  return iconeDoBotao(tipoDoLink(link.categoria?.nome, link.url), link.categoria?.icone);
}

/** The same text the public page shows for this link. */
export function textoDoLink(link: LinkItem): string {
  const categoria = link.categoria?.nome;
  return textoDoBotao(link.texto_tela, tipoDoLink(categoria, link.url), categoria);
}

export type CategoriaLink = RouterOutputs['fornecedores']['categoriasLink'][number];

/** Link buttons: the list and the add-link form. */
export function SecaoLinks({
  links,
  categorias,
  onAdicionar,
  onRemover,
  desabilitado,
}: {
  links: LinkItem[];
  categorias: CategoriaLink[];
  onAdicionar: (link: { url: string; texto_tela: string | null; categoria_id: number }) => Promise<boolean>;
  onRemover: (link: LinkItem) => void;
  desabilitado?: boolean;
}) {
  const base = useId();
  const [url, setUrl] = useState('');
  const [texto, setTexto] = useState('');
  const [categoria, setCategoria] = useState('');
  const [erros, setErros] = useState<{ url?: string; categoria?: string }>({});
  const [enviando, setEnviando] = useState(false);

  const adicionar = async () => {
    const e: typeof erros = {};
    if (!url.trim()) e.url = MSG.urlObrigatoria;
    else if (!urlLinkValida(url)) e.url = 'Informe um endereço válido (http, https, ftp, mailto ou tel).';
    if (!categoria) e.categoria = MSG.categoriaObrigatoria;
    setErros(e);
    if (e.url || e.categoria) return;
    setEnviando(true);
    const cat = categorias.find((c) => c.id === Number(categoria));
    const ok = await onAdicionar({
      url: normalizarUrlLink(url),
      // The spec's default text is the category name: stored as its label ("Instagram", not "instagram").
      texto_tela: texto.trim() || rotuloCategoriaLink(cat?.nome) || 'Link',
      categoria_id: Number(categoria),
    });
    setEnviando(false);
    if (ok) {
      setUrl('');
      setTexto('');
      setCategoria('');
    }
  };

  return (
    <section className="cartao editor-secao" aria-labelledby={`${base}-t`}>
      <h2 id={`${base}-t`} className="editor-secao-titulo">
        Botões de link
      </h2>
      {links.length === 0 ? (
        <p className="vazio-curto">{MSG.nenhumLink}</p>
      ) : (
        <ul className="lista-links">
          {links.map((l) => (
            <li key={l.id} className="item-link">
              <IconeFa classe={iconeDoLink(l)} />
              <span className="item-link-texto">
                <strong>{textoDoLink(l)}</strong>
                <small>{l.url}</small>
              </span>
              <button
                type="button"
                className="btn btn-texto btn-pequeno"
                onClick={() => onRemover(l)}
                aria-label={`Remover link ${textoDoLink(l)}`}
                disabled={desabilitado}
              >
                <Icone nome="fas-trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-link">
        <div className={`campo${erros.categoria ? ' campo-invalido' : ''}`}>
          <label htmlFor={`${base}-cat`}>Categoria do link</label>
          <select id={`${base}-cat`} value={categoria} onChange={(e) => setCategoria(e.target.value)}>
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
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          {erros.url && <span className="erro-campo">{erros.url}</span>}
        </div>
        <div className="campo">
          <label htmlFor={`${base}-texto`}>Texto do botão (opcional)</label>
          <input
            id={`${base}-texto`}
            maxLength={80}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-secundario"
          onClick={adicionar}
          disabled={enviando || desabilitado}
        >
          <Icone nome="fas-plus" /> Adicionar link
        </button>
      </div>
    </section>
  );
}

/** Gallery of images and videos, with removal. */
export function SecaoGaleria({
  itens,
  onEscolher,
  onRemover,
  ocupado,
  children,
}: {
  itens: MidiaItem[];
  onEscolher: (arquivos: File[]) => void;
  onRemover: (item: MidiaItem) => void;
  ocupado: boolean;
  children?: React.ReactNode;
}) {
  const base = useId();
  return (
    <section className="cartao editor-secao" aria-labelledby={`${base}-t`}>
      <h2 id={`${base}-t`} className="editor-secao-titulo">
        Galeria de imagens e vídeos
      </h2>
      {itens.length === 0 ? (
        <p className="vazio-curto">{MSG.nenhumaImagem}</p>
      ) : (
        <ul className="galeria-editor">
          {itens.map((m, i) => {
            const tipo =
              m.tipo === 'video' ? 'video' : m.tipo === 'imagem' ? 'imagem' : tipoMidia(m.midia_url);
            return (
              <li key={m.id} className="galeria-item">
                {tipo === 'video' ? (
                  // biome-ignore lint/a11y/useMediaCaption: supplier videos carry no captions
                  <video
                    src={m.midia_url}
                    controls
                    preload="metadata"
                    aria-label={`Vídeo ${i + 1} da galeria`}
                  />
                ) : tipo === 'imagem' ? (
                  <img
                    src={m.midia_url}
                    alt={`Imagem ${i + 1} da galeria`}
                    loading="lazy"
                    width={160}
                    height={160}
                  />
                ) : (
                  <span className="galeria-nao-suportado">{MSG.naoSuportado}</span>
                )}
                <button
                  type="button"
                  className="galeria-remover"
                  onClick={() => onRemover(m)}
                  aria-label={`Remover item ${i + 1} da galeria`}
                >
                  <Icone nome="fas-xmark" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="campo">
        <label htmlFor={`${base}-arq`}>Adicionar imagens ou vídeos (MP4)</label>
        <CampoArquivo
          id={`${base}-arq`}
          textoBotao="Escolher arquivos"
          accept="image/*,video/mp4"
          multiple
          disabled={ocupado}
          onArquivos={onEscolher}
        />
      </div>
      {children}
    </section>
  );
}

/** Tag checkboxes grouped by type, with the category hints and the exclusive tags. */
export function SecaoTags({
  tags,
  selecionadas,
  onChange,
}: {
  tags: TagInfo[];
  selecionadas: number[];
  onChange: (ids: number[]) => void;
}) {
  const grupos = new Map<string, TagInfo[]>();
  for (const t of tags) {
    const c = t.CategoriaTag.nome;
    grupos.set(c, [...(grupos.get(c) ?? []), t]);
  }
  const ordem = [...grupos.keys()].sort(
    (a, b) => (ORDEM_CATEGORIAS_TAG.indexOf(a) + 1 || 99) - (ORDEM_CATEGORIAS_TAG.indexOf(b) + 1 || 99),
  );
  // Tags that a choice unchecked (exclusive tags), said in that group until the next choice.
  const [aviso, setAviso] = useState<{ categoria: string; texto: string } | null>(null);
  const alternar = (t: TagInfo) => {
    const novas = alternarTag(selecionadas, t, tags);
    const texto = avisoDaTroca(selecionadas, novas, t, tags);
    setAviso(texto ? { categoria: t.CategoriaTag.nome, texto } : null);
    onChange(novas);
  };
  return (
    <section className="cartao editor-secao" aria-labelledby="secao-tags">
      <h2 id="secao-tags" className="editor-secao-titulo">
        Tags
      </h2>
      {ordem.map((categoria) => (
        <fieldset key={categoria} className="grupo-tags">
          <legend>{categoria}</legend>
          {DICAS_CATEGORIA_TAG[categoria] && <p className="dica-campo">{DICAS_CATEGORIA_TAG[categoria]}</p>}
          <p className="alerta alerta-info aviso-tags" role="status" hidden={aviso?.categoria !== categoria}>
            {aviso?.categoria === categoria ? aviso.texto : null}
          </p>
          <div className="opcoes-tags">
            {[...grupos.get(categoria)!]
              .sort((a, b) => COLLATOR_PT_BR.compare(a.nome, b.nome))
              .map((t) => (
                <label
                  key={t.id}
                  className={`opcao-tag${selecionadas.includes(t.id) ? ' opcao-tag-ativa' : ''}`}
                >
                  <input type="checkbox" checked={selecionadas.includes(t.id)} onChange={() => alternar(t)} />
                  {t.nome}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

/** Supplier types as checkboxes. */
export function SecaoTipos({
  tipos,
  selecionados,
  onChange,
}: {
  tipos: { id: number; nome: string }[];
  selecionados: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    // The card frames the group: a fieldset that is the card too lost the card's padding to
    // .grupo-tags (the legend sat on the edge, the options ran past it on a phone).
    <section className="cartao editor-secao editor-tipos">
      <fieldset className="grupo-tags">
        <legend className="editor-secao-titulo">Tipo de fornecedor</legend>
        <div className="opcoes-tags">
          {tipos.map((t) => (
            <label key={t.id} className={`opcao-tag${selecionados.includes(t.id) ? ' opcao-tag-ativa' : ''}`}>
              <input
                type="checkbox"
                checked={selecionados.includes(t.id)}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...selecionados, t.id] : selecionados.filter((id) => id !== t.id),
                  )
                }
              />
              {t.nome}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

let sequenciaFaq = 0;
export const novaFaq = (pergunta = '', resposta = ''): FaqItem => ({
  chave: `faq-${++sequenciaFaq}`,
  pergunta,
  resposta,
});

/** Frequently asked questions: question and answer pairs; the last one removed leaves a blank one. */
export function SecaoFaqs({
  faqs,
  onChange,
  onRemovida,
}: {
  faqs: FaqItem[];
  onChange: (faqs: FaqItem[]) => void;
  onRemovida: (ultima: boolean) => void;
}) {
  const atualizar = (chave: string, campo: 'pergunta' | 'resposta', valor: string) =>
    onChange(faqs.map((f) => (f.chave === chave ? { ...f, [campo]: valor } : f)));
  const remover = (chave: string) => {
    const resto = faqs.filter((f) => f.chave !== chave);
    onChange(resto.length ? resto : [novaFaq()]);
    onRemovida(resto.length === 0);
  };
  return (
    <div className="faqs">
      <p className="dica-campo">Só as perguntas com resposta são publicadas.</p>
      {faqs.map((f, i) => (
        <div key={f.chave} className="faq-item">
          <div className="campo">
            <label htmlFor={`${f.chave}-p`}>Pergunta {i + 1}</label>
            <input
              id={`${f.chave}-p`}
              value={f.pergunta}
              maxLength={300}
              onChange={(e) => atualizar(f.chave, 'pergunta', e.target.value)}
            />
          </div>
          <div className="campo">
            <label htmlFor={`${f.chave}-r`}>Resposta {i + 1}</label>
            <textarea
              id={`${f.chave}-r`}
              value={f.resposta}
              maxLength={2000}
              rows={3}
              onChange={(e) => atualizar(f.chave, 'resposta', e.target.value)}
            />
          </div>
          <button type="button" className="btn btn-texto btn-pequeno" onClick={() => remover(f.chave)}>
            <Icone nome="fas-trash" /> Remover pergunta {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-secundario" onClick={() => onChange([...faqs, novaFaq()])}>
        <Icone nome="fas-plus" /> Adicionar pergunta
      </button>
    </div>
  );
}
