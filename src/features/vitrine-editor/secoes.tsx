import { useId, useState } from 'react';
import { COLLATOR_PT_BR } from '../../../shared/ordem-nomes';
import { CampoArquivo } from '../../components/campo-arquivo';
import { Icone } from '../../components/icone';
import {
  alternarTag,
  avisoDaTroca,
  DICAS_CATEGORIA_TAG,
  type FaqItem,
  type MidiaItem,
  MSG,
  ORDEM_CATEGORIAS_TAG,
  type TagInfo,
  tipoMidia,
} from './regras';

/** Gallery of images and videos, with removal. */
export function SecaoGaleria({
  itens,
  onEscolher,
  onRemover,
  onMover,
  ocupado,
  children,
}: {
  itens: MidiaItem[];
  onEscolher: (arquivos: File[]) => void;
  onRemover: (item: MidiaItem) => void;
  /** Moves item `indice` to `destino` (0 = cover). */
  onMover: (indice: number, destino: number) => void;
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
        <ol className="galeria-editor" aria-describedby={`${base}-dica`}>
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
                {i === 0 && <span className="galeria-capa">Capa</span>}
                {itens.length > 1 && (
                  <span className="galeria-ordem">
                    <button
                      type="button"
                      onClick={() => onMover(i, i - 1)}
                      disabled={ocupado || i === 0}
                      aria-label={`Mover item ${i + 1} para antes`}
                    >
                      <Icone nome="fas-chevron-left" />
                    </button>
                    {i > 0 && (
                      <button
                        type="button"
                        onClick={() => onMover(i, 0)}
                        disabled={ocupado}
                        aria-label={`Usar item ${i + 1} como capa`}
                      >
                        Tornar capa
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => onMover(i, i + 1)}
                      disabled={ocupado || i === itens.length - 1}
                      aria-label={`Mover item ${i + 1} para depois`}
                    >
                      <Icone nome="fas-chevron-right" />
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {itens.length > 1 && (
        <p id={`${base}-dica`} className="dica-campo">
          A primeira imagem é a capa: é a que a página da vitrine mostra primeiro. Use as setas para mudar a
          ordem.
        </p>
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
