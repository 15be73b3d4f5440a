import { useState } from 'react';
import { LIMITES_VITRINE } from '../../../server/schemas/vitrine.schema';
import { CampoArquivo } from '../../components/campo-arquivo';
import { Icone } from '../../components/icone';
import type { usePublicacao } from './publicacao';
import type { FaqItem, ValoresVitrine } from './regras';
import { RichText } from './rich-text';
import { SecaoFaqs } from './secoes';
import { UploadProgresso, type useUpload } from './upload-progresso';
import type { Salvamento } from './use-autosave';

/** Who owns the showcase: an admin picks any advertiser or admin; an advertiser sees only themself. */
export function SecaoResponsavel({
  id,
  valor,
  admin,
  opcoes,
  atual,
  onChange,
}: {
  id: string;
  valor: number | null;
  admin: boolean;
  opcoes: { id: number; nome: string; tipo: string }[];
  /** The current owner's name (existing supplier only). */
  atual: string | null;
  onChange: (dono: number | null) => void;
}) {
  return (
    <section className="cartao editor-secao">
      <div className="campo">
        <label htmlFor={id}>Responsável pela vitrine</label>
        <select
          id={id}
          value={valor ?? ''}
          disabled={!admin}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          {admin && <option value="">Selecione um usuário responsável</option>}
          {opcoes.map((r) => (
            <option key={r.id} value={r.id}>
              {r.nome} ({r.tipo === 'admin' ? 'Administrador' : 'Anunciante'})
            </option>
          ))}
        </select>
        {atual && (
          <span className="dica-campo">
            Responsável atual: <strong>{atual}</strong>
          </span>
        )}
      </div>
    </section>
  );
}

/** The profile photo: preview, picker and the upload's progress. */
export function SecaoFoto({
  id,
  url,
  aguardaCadastro,
  upload,
  onEscolher,
}: {
  id: string;
  url: string | null;
  /** A new supplier's photo waits for the first save. */
  aguardaCadastro: boolean;
  upload: ReturnType<typeof useUpload>;
  onEscolher: (arquivo: File | undefined) => void;
}) {
  return (
    <section className="cartao editor-secao foto-secao" aria-labelledby={id}>
      <h2 id={id} className="editor-secao-titulo">
        Foto de perfil
      </h2>
      <div className="foto-linha">
        <div className="foto-previa">
          {url ? (
            <img src={url} alt="Foto de perfil da vitrine" width={120} height={120} />
          ) : (
            <Icone nome="fas-camera" />
          )}
        </div>
        <div className="campo">
          <CampoArquivo
            id={`${id}-arq`}
            textoBotao={url ? 'Trocar foto' : 'Escolher foto'}
            icone="fas-camera"
            accept="image/*"
            disabled={upload.ocupado}
            onArquivos={(a) => onEscolher(a[0])}
          />
          {aguardaCadastro && (
            <span className="dica-campo">A foto será enviada quando você salvar o fornecedor.</span>
          )}
        </div>
      </div>
      <UploadProgresso estado={upload.estado} onCancelar={upload.cancelar} />
    </section>
  );
}

/** The save state (autosave included) and the form's buttons. */
export function RodapeEditor({
  salvamento,
  dirty,
  existente,
  enviando,
  ocupado,
  onVisualizar,
}: {
  salvamento: Salvamento;
  dirty: boolean;
  /** An existing supplier: "Atualizar" and "Visualizar Vitrine" instead of "Cadastrar". */
  existente: boolean;
  enviando: boolean;
  ocupado: boolean;
  onVisualizar: () => void;
}) {
  return (
    // data-toast-evitar: toasts are placed where they do not cover this bar.
    <div className="editor-rodape" data-toast-evitar="">
      <div className="estado-salvamento" role="status" aria-live="polite">
        {salvamento.estado === 'salvando' && (
          <>
            <span className="spinner" aria-hidden="true" /> Salvando alterações...
          </>
        )}
        {salvamento.estado === 'salvo' && !dirty && (
          <>
            <Icone nome="fas-check" /> Salvo às{' '}
            {salvamento.em.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}
          </>
        )}
        {salvamento.estado === 'erro' && <span className="erro-campo">{salvamento.mensagem}</span>}
        {salvamento.estado !== 'salvando' && salvamento.estado !== 'erro' && dirty && (
          <span className="texto-suave">Alterações não salvas</span>
        )}
      </div>
      <div className="editor-acoes">
        {existente && (
          <button type="button" className="btn btn-secundario" disabled={ocupado} onClick={onVisualizar}>
            <Icone nome="fas-eye" /> <span className="editor-acao-rotulo">Visualizar Vitrine</span>
          </button>
        )}
        <button type="submit" className="btn btn-primario" disabled={ocupado}>
          {enviando ? 'Processando...' : existente ? 'Atualizar' : 'Cadastrar'}
        </button>
      </div>
    </div>
  );
}

type TextoPlano = 'nome_empresa' | 'frase_slogan' | 'descricao_curta';
type EnviarImagem = ((arquivo: File) => Promise<string | null>) | undefined;

function Contador({ valor, limite }: { valor: string; limite: number }) {
  return (
    <span className="contador" aria-live="polite">
      {[...valor].length}/{limite} caracteres
    </span>
  );
}

/** Company name, slogan, short and long descriptions; a refused publication marks its fields. */
export function SecaoDados({
  id,
  valores,
  onTexto,
  onDescricaoLonga,
  enviarImagem,
  recusa,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  valores: Pick<ValoresVitrine, TextoPlano | 'descricao_longa'>;
  onTexto: (campo: TextoPlano, valor: string) => void;
  onDescricaoLonga: (html: string) => void;
  enviarImagem: EnviarImagem;
  recusa: Pick<ReturnType<typeof usePublicacao>, 'recusa' | 'erroCampo' | 'descritoPor'>;
}) {
  return (
    <section className="cartao editor-secao" aria-labelledby={`${id}-dados`}>
      <h2 id={`${id}-dados`} className="editor-secao-titulo">
        Dados da empresa
      </h2>
      <div className="campo">
        <label htmlFor={`${id}-nome`}>
          Nome da Empresa <span className="obrigatorio">*</span>
        </label>
        <input
          id={`${id}-nome`}
          value={valores.nome_empresa}
          placeholder="Como os clientes conhecem sua empresa"
          required
          aria-invalid={!!recusa.recusa?.campos.nome_empresa || undefined}
          aria-describedby={recusa.descritoPor('nome_empresa')}
          onChange={(e) => onTexto('nome_empresa', e.target.value)}
        />
        <Contador valor={valores.nome_empresa} limite={LIMITES_VITRINE.nome_empresa} />
        {recusa.erroCampo('nome_empresa')}
      </div>
      <div className="campo">
        <label htmlFor={`${id}-slogan`}>Slogan</label>
        <input
          id={`${id}-slogan`}
          value={valores.frase_slogan}
          placeholder="Uma frase que resume o que você oferece"
          onChange={(e) => onTexto('frase_slogan', e.target.value)}
        />
        <Contador valor={valores.frase_slogan} limite={LIMITES_VITRINE.frase_slogan} />
      </div>
      <div className="campo">
        <label htmlFor={`${id}-curta`}>
          Descrição Curta <span className="obrigatorio">*</span>
        </label>
        <textarea
          id={`${id}-curta`}
          value={valores.descricao_curta}
          rows={3}
          placeholder="Em uma ou duas frases: o que sua empresa faz e para quem. Aparece no cartão da lista."
          required
          aria-invalid={!!recusa.recusa?.campos.descricao_curta || undefined}
          aria-describedby={recusa.descritoPor('descricao_curta')}
          onChange={(e) => onTexto('descricao_curta', e.target.value)}
        />
        <Contador valor={valores.descricao_curta} limite={LIMITES_VITRINE.descricao_curta} />
        {recusa.erroCampo('descricao_curta')}
      </div>
      <RichText
        rotulo="Descrição Longa"
        valor={valores.descricao_longa}
        onChange={onDescricaoLonga}
        limite={LIMITES_VITRINE.descricao_longa}
        placeholder="Conte a história da sua empresa e o que a torna especial."
        enviarImagem={enviarImagem}
        dicaImagem="Salve a vitrine para inserir imagens"
      />
    </section>
  );
}

/** The "Conteúdo" and "Perguntas Frequentes" tabs. */
export function SecaoConteudo({
  id,
  conteudo,
  faqs,
  onConteudo,
  onFaqs,
  onFaqRemovida,
  enviarImagem,
}: {
  /** Prefix of the tabs' ids. */
  id: string;
  conteudo: string;
  faqs: FaqItem[];
  onConteudo: (html: string) => void;
  onFaqs: (faqs: FaqItem[]) => void;
  onFaqRemovida: (ultima: boolean) => void;
  enviarImagem: EnviarImagem;
}) {
  const [aba, setAba] = useState<'conteudo' | 'faqs'>('conteudo');
  return (
    <section className="cartao editor-secao">
      <div className="abas" role="tablist" aria-label="Conteúdo da vitrine">
        <button
          type="button"
          role="tab"
          id={`${id}-aba-c`}
          aria-controls={`${id}-painel-c`}
          aria-selected={aba === 'conteudo'}
          className="aba"
          onClick={() => setAba('conteudo')}
        >
          Conteúdo
        </button>
        <button
          type="button"
          role="tab"
          id={`${id}-aba-f`}
          aria-controls={`${id}-painel-f`}
          aria-selected={aba === 'faqs'}
          className="aba"
          onClick={() => setAba('faqs')}
        >
          Perguntas Frequentes
        </button>
      </div>
      <div role="tabpanel" id={`${id}-painel-c`} aria-labelledby={`${id}-aba-c`} hidden={aba !== 'conteudo'}>
        <RichText
          rotulo="Conteúdo"
          valor={conteudo}
          onChange={onConteudo}
          limite={LIMITES_VITRINE.conteudo}
          placeholder="Detalhe seus serviços, diferenciais e como você atende."
          enviarImagem={enviarImagem}
          dicaImagem="Salve a vitrine para inserir imagens"
        />
      </div>
      <div role="tabpanel" id={`${id}-painel-f`} aria-labelledby={`${id}-aba-f`} hidden={aba !== 'faqs'}>
        <SecaoFaqs faqs={faqs} onChange={onFaqs} onRemovida={onFaqRemovida} />
      </div>
    </section>
  );
}
