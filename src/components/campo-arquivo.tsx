import { useId, useState } from 'react';
import { Icone } from './icone';
import type { NomeIcone } from './icones.generated';
import './campo-arquivo.css';

export const NENHUM_ARQUIVO = 'Nenhum arquivo escolhido';

/** What the field shows after a choice: the name, or how many files for a multiple choice. */
export function descreverEscolha(nomes: string[]): string {
  if (nomes.length === 0) return NENHUM_ARQUIVO;
  if (nomes.length === 1) return nomes[0];
  return `${nomes.length} arquivos escolhidos`;
}

/**
 * A file input in the app's button style: the native input stays in the page (visually hidden,
 * still focusable and announced) and a <label> drawn as a button opens it; the chosen file's name
 * (or "Nenhum arquivo escolhido") sits next to it. The name is kept here because the input is
 * emptied after each choice, so the same file can be chosen again.
 */
export function CampoArquivo({
  id,
  textoBotao = 'Escolher arquivo',
  icone = 'fas-image',
  accept,
  multiple,
  disabled,
  onArquivos,
}: {
  id?: string;
  textoBotao?: string;
  icone?: NomeIcone;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files chosen; the input is emptied afterwards so choosing the same file again works. */
  onArquivos: (arquivos: File[]) => void;
}) {
  const proprio = useId();
  const inputId = id ?? proprio;
  const nomeId = `${inputId}-nome`;
  const [nomes, setNomes] = useState<string[]>([]);
  return (
    <div className="campo-arquivo">
      <input
        id={inputId}
        type="file"
        className="sr-only campo-arquivo-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={nomeId}
        onChange={(e) => {
          const arquivos = Array.from(e.target.files ?? []);
          setNomes(arquivos.map((a) => a.name));
          onArquivos(arquivos);
          e.target.value = '';
        }}
      />
      <label htmlFor={inputId} className="btn btn-secundario btn-pequeno campo-arquivo-botao">
        <Icone nome={icone} /> {textoBotao}
      </label>
      <span id={nomeId} className="campo-arquivo-nome">
        {descreverEscolha(nomes)}
      </span>
    </div>
  );
}
