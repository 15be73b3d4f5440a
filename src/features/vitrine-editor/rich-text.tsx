import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { Icone } from '../../components/icone';
import type { NomeIcone } from '../../components/icones.generated';
import { EDITOR_UNDO_GRUPO_MS, EDITOR_UNDO_PROFUNDIDADE, editorVazio } from './regras';

/** Content links: http and https only (a bare domain becomes https://). */
export function normalizarLinkConteudo(entrada: string): string | null {
  const t = entrada.trim();
  if (!t) return '';
  const url = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  return /^https?:\/\/[^\s<>"]+$/i.test(url) ? url : null;
}

interface Props {
  id?: string;
  rotulo: string;
  valor: string;
  onChange: (html: string) => void;
  limite: number;
  placeholder?: string;
  /** Uploads an image and answers its URL; without it the image button is disabled. */
  enviarImagem?: (arquivo: File) => Promise<string | null>;
  dicaImagem?: string;
}

function Botao({
  editor,
  rotulo,
  icone,
  ativo,
  onClick,
  desabilitado,
}: {
  editor: Editor;
  rotulo: string;
  icone: NomeIcone;
  ativo?: boolean;
  onClick: () => void;
  desabilitado?: boolean;
}) {
  return (
    <button
      type="button"
      className={`rt-botao${ativo ? ' rt-ativo' : ''}`}
      aria-label={rotulo}
      title={rotulo}
      aria-pressed={ativo ?? undefined}
      disabled={desabilitado || !editor.isEditable}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <Icone nome={icone} />
    </button>
  );
}

/** The rich-text field: tiptap with the spec's toolbar, a bubble menu and the 'N/max caracteres' counter. */
export function RichText({
  id,
  rotulo,
  valor,
  onChange,
  limite,
  placeholder,
  enviarImagem,
  dicaImagem,
}: Props) {
  const rotuloId = useId();
  const arquivoRef = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const ultimoEmitido = useRef(valor);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        undoRedo: { depth: EDITOR_UNDO_PROFUNDIDADE, newGroupDelay: EDITOR_UNDO_GRUPO_MS },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => /^https?:\/\//i.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
      Image.configure({ inline: false, allowBase64: false }),
      CharacterCount.configure({ limit: limite }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: valor,
    editorProps: {
      attributes: {
        class: 'rt-conteudo',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': rotuloId,
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: ed }) => {
      const html = editorVazio(ed.getHTML()) ? '' : ed.getHTML();
      ultimoEmitido.current = html;
      onChangeRef.current(html);
    },
  });

  // A value that changes from outside (loaded data) replaces the content without an update event.
  useEffect(() => {
    if (!editor || valor === ultimoEmitido.current) return;
    ultimoEmitido.current = valor;
    editor.commands.setContent(valor || '', { emitUpdate: false });
  }, [editor, valor]);

  const estado = useEditorState({
    editor,
    selector: ({ editor: ed }) =>
      ed
        ? {
            bold: ed.isActive('bold'),
            italic: ed.isActive('italic'),
            underline: ed.isActive('underline'),
            strike: ed.isActive('strike'),
            h1: ed.isActive('heading', { level: 1 }),
            h2: ed.isActive('heading', { level: 2 }),
            bullet: ed.isActive('bulletList'),
            ordered: ed.isActive('orderedList'),
            quote: ed.isActive('blockquote'),
            left: ed.isActive({ textAlign: 'left' }),
            center: ed.isActive({ textAlign: 'center' }),
            right: ed.isActive({ textAlign: 'right' }),
            link: ed.isActive('link'),
            podeDesfazer: ed.can().undo(),
            podeRefazer: ed.can().redo(),
            caracteres: ed.storage.characterCount.characters() as number,
          }
        : null,
  });

  if (!editor || !estado) return <div className="carregando">Carregando editor...</div>;

  const link = () => {
    const atual = (editor.getAttributes('link').href as string | undefined) ?? '';
    const entrada = window.prompt(
      'Endereço do link (http ou https). Deixe vazio para remover o link.',
      atual,
    );
    if (entrada === null) return;
    const url = normalizarLinkConteudo(entrada);
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!url) {
      window.alert('Use um endereço que comece com http:// ou https://');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };

  const imagem = async (arquivo: File | undefined) => {
    if (!arquivo || !enviarImagem) return;
    const url = await enviarImagem(arquivo);
    if (url) editor.chain().focus().setImage({ src: url, alt: '' }).run();
  };

  const marcas = (
    <>
      <Botao
        editor={editor}
        rotulo="Negrito"
        icone="fas-bold"
        ativo={estado.bold}
        onClick={() => editor.chain().focus().toggleBold().run()}
      />
      <Botao
        editor={editor}
        rotulo="Itálico"
        icone="fas-italic"
        ativo={estado.italic}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      />
      <Botao
        editor={editor}
        rotulo="Sublinhado"
        icone="fas-underline"
        ativo={estado.underline}
        onClick={() => editor.chain().focus().toggleUnderline().run()}
      />
      <Botao
        editor={editor}
        rotulo="Tachado"
        icone="fas-strikethrough"
        ativo={estado.strike}
        onClick={() => editor.chain().focus().toggleStrike().run()}
      />
    </>
  );

  return (
    <div className="rt">
      <span className="rotulo" id={rotuloId}>
        {rotulo}
      </span>
      <div className="rt-barra" role="toolbar" aria-label={`Formatação: ${rotulo}`}>
        {marcas}
        <span className="rt-separador" aria-hidden="true" />
        {([1, 2] as const).map((nivel) => (
          <button
            key={nivel}
            type="button"
            className={`rt-botao${estado[nivel === 1 ? 'h1' : 'h2'] ? ' rt-ativo' : ''}`}
            aria-label={`Título ${nivel}`}
            title={`Título ${nivel}`}
            aria-pressed={estado[nivel === 1 ? 'h1' : 'h2']}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor.chain().focus().toggleHeading({ level: nivel }).run()}
          >
            <Icone nome="fas-heading" />
            <sub aria-hidden="true">{nivel}</sub>
          </button>
        ))}
        <Botao
          editor={editor}
          rotulo="Lista com marcadores"
          icone="fas-list-ul"
          ativo={estado.bullet}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        />
        <Botao
          editor={editor}
          rotulo="Lista numerada"
          icone="fas-list-ol"
          ativo={estado.ordered}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        />
        <Botao
          editor={editor}
          rotulo="Citação"
          icone="fas-quote-left"
          ativo={estado.quote}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        />
        <span className="rt-separador" aria-hidden="true" />
        <Botao
          editor={editor}
          rotulo="Alinhar à esquerda"
          icone="fas-align-left"
          ativo={estado.left}
          onClick={() => editor.chain().focus().setTextAlign('left').run()}
        />
        <Botao
          editor={editor}
          rotulo="Centralizar"
          icone="fas-align-center"
          ativo={estado.center}
          onClick={() => editor.chain().focus().setTextAlign('center').run()}
        />
        <Botao
          editor={editor}
          rotulo="Alinhar à direita"
          icone="fas-align-right"
          ativo={estado.right}
          onClick={() => editor.chain().focus().setTextAlign('right').run()}
        />
        <span className="rt-separador" aria-hidden="true" />
        <Botao editor={editor} rotulo="Link" icone="fas-link" ativo={estado.link} onClick={link} />
        <Botao
          editor={editor}
          rotulo={enviarImagem ? 'Inserir imagem' : (dicaImagem ?? 'Inserir imagem')}
          icone="fas-image"
          desabilitado={!enviarImagem}
          onClick={() => arquivoRef.current?.click()}
        />
        <span className="rt-separador" aria-hidden="true" />
        <Botao
          editor={editor}
          rotulo="Desfazer"
          icone="fas-rotate-left"
          desabilitado={!estado.podeDesfazer}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <Botao
          editor={editor}
          rotulo="Refazer"
          icone="fas-rotate-right"
          desabilitado={!estado.podeRefazer}
          onClick={() => editor.chain().focus().redo().run()}
        />
        <input
          ref={arquivoRef}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,image/bmp"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Imagem para ${rotulo}`}
          onChange={(e) => {
            void imagem(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {/* Kept inside the viewport (shift/flip): on a phone a bubble near the edge would overflow sideways. */}
      <BubbleMenu
        editor={editor}
        className="rt-bolha"
        options={{ placement: 'top', shift: { padding: 8 }, flip: true }}
      >
        {marcas}
        <Botao editor={editor} rotulo="Link" icone="fas-link" ativo={estado.link} onClick={link} />
      </BubbleMenu>
      <EditorContent editor={editor} className="rt-area" />
      <div className={`contador${estado.caracteres >= limite ? ' contador-limite' : ''}`} aria-live="polite">
        {estado.caracteres}/{limite} caracteres
      </div>
    </div>
  );
}
