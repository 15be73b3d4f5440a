import { useCallback, useEffect, useRef, useState } from 'react';
import { Icone } from '../../components/icone';
import { descreverFalha } from '../../lib/erros';
import { comprimirImagem, type OpcoesCompressao, otimizavel } from '../../lib/image-compress';
import { formatarBytes, reducaoPercentual, UPLOAD_RESET_CONCLUIDO_MS, UPLOAD_RESET_ERRO_MS } from './regras';

export type EtapaUpload = 'idle' | 'optimizing' | 'uploading' | 'complete' | 'error';

export const TEXTO_ETAPA: Record<EtapaUpload, string> = {
  idle: 'Aguardando...',
  optimizing: 'Otimizando imagem...',
  uploading: 'Enviando para o servidor...',
  complete: 'Concluído!',
  error: 'Erro ao processar imagem',
};

export interface EstadoUpload {
  etapa: EtapaUpload;
  nome: string;
  original: number;
  final: number | null;
  /** 0 to 100; the first half is the optimisation. */
  progresso: number;
  erro: string | null;
}

const OCIOSO: EstadoUpload = { etapa: 'idle', nome: '', original: 0, final: null, progresso: 0, erro: null };

/**
 * One upload at a time: optimise (first half of the bar), send with progress (second half),
 * then back to idle 2 s after completing or 5 s after an error. Cancellable.
 */
export function useUpload() {
  const [estado, setEstado] = useState<EstadoUpload>(OCIOSO);
  const controle = useRef<AbortController | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(reset.current);
      controle.current?.abort();
    },
    [],
  );

  const voltarAoOcioso = useCallback((ms: number) => {
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setEstado(OCIOSO), ms);
  }, []);

  const executar = useCallback(
    async <T,>(
      arquivo: File,
      enviar: (arquivo: File, onProgress: (f: number) => void, signal: AbortSignal) => Promise<T>,
      compressao: OpcoesCompressao | false,
    ): Promise<T | null> => {
      clearTimeout(reset.current);
      const ctrl = new AbortController();
      controle.current = ctrl;
      setEstado({
        etapa: 'optimizing',
        nome: arquivo.name,
        original: arquivo.size,
        final: null,
        progresso: 0,
        erro: null,
      });
      try {
        let final = arquivo;
        if (compressao && otimizavel(arquivo)) {
          setEstado((s) => ({ ...s, progresso: 10 }));
          final = await comprimirImagem(arquivo, compressao);
        }
        if (ctrl.signal.aborted) throw new DOMException('cancelado', 'AbortError');
        setEstado((s) => ({ ...s, etapa: 'uploading', final: final.size, progresso: 50 }));
        const res = await enviar(
          final,
          (f) => setEstado((s) => ({ ...s, progresso: 50 + Math.round(f * 50) })),
          ctrl.signal,
        );
        setEstado((s) => ({ ...s, etapa: 'complete', progresso: 100 }));
        voltarAoOcioso(UPLOAD_RESET_CONCLUIDO_MS);
        return res;
      } catch (err) {
        const cancelado = ctrl.signal.aborted;
        setEstado((s) => ({
          ...s,
          etapa: 'error',
          erro: cancelado ? 'Envio cancelado.' : descreverFalha(err, 'Erro ao enviar o arquivo.'),
        }));
        voltarAoOcioso(UPLOAD_RESET_ERRO_MS);
        if (cancelado) return null;
        throw err;
      } finally {
        if (controle.current === ctrl) controle.current = null;
      }
    },
    [voltarAoOcioso],
  );

  const cancelar = useCallback(() => controle.current?.abort(), []);
  const ocupado = estado.etapa === 'optimizing' || estado.etapa === 'uploading';
  return { estado, executar, cancelar, ocupado };
}

/** The progress widget: file name, sizes, '(N% menor)', step text, bar and cancel. */
export function UploadProgresso({ estado, onCancelar }: { estado: EstadoUpload; onCancelar: () => void }) {
  if (estado.etapa === 'idle') return null;
  const reducao = estado.final !== null ? reducaoPercentual(estado.original, estado.final) : 0;
  return (
    <div className={`upload-progresso upload-${estado.etapa}`} role="status" aria-live="polite">
      <div className="upload-linha">
        <span className="upload-nome" title={estado.nome}>
          {estado.nome}
        </span>
        {estado.etapa !== 'complete' && (
          <button
            type="button"
            className="btn btn-texto btn-pequeno"
            onClick={onCancelar}
            aria-label="Cancelar envio"
          >
            <Icone nome="fas-xmark" /> Cancelar
          </button>
        )}
      </div>
      <div className="upload-tamanhos">
        {formatarBytes(estado.original)}
        {estado.final !== null && (
          <>
            {' → '}
            {formatarBytes(estado.final)}
            {reducao > 0 && ` (${reducao}% menor)`}
          </>
        )}
      </div>
      <div
        className="upload-barra"
        role="progressbar"
        aria-label="Progresso do envio"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={estado.progresso}
      >
        <span style={{ width: `${estado.progresso}%` }} />
      </div>
      <div className="upload-etapa">
        {TEXTO_ETAPA[estado.etapa]}
        {estado.etapa === 'error' && estado.erro && <span className="upload-erro"> {estado.erro}</span>}
      </div>
    </div>
  );
}
