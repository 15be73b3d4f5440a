import { useEffect, useRef, useState } from 'react';
import { Icone } from '../../components/icone';
import { Imagem, TAMANHOS_FOTO } from '../../components/imagem';
import { Modal } from '../../components/modal';
import { fotoUrl, PLACEHOLDER } from '../../components/supplier-badge';

export const MINIATURAS_POR_VISTA = 4;
export const VIDEO_RESTAURAR_MS = 100;

type Midia = { id: number; midia_url: string; larguras?: number[] };
type Tipo = 'imagem' | 'video' | 'desconhecido';

/** .mp4 is a video; jpg, jpeg, png, gif, webp are images; anything else is not supported. */
export function tipoDaMidia(url: string): Tipo {
  const ext = url.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'mp4') return 'video';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'imagem';
  return 'desconhecido';
}

function Miniatura({ midia }: { midia: Midia }) {
  const [quebrada, setQuebrada] = useState(false);
  const tipo = tipoDaMidia(midia.midia_url);
  if (tipo === 'video') {
    return quebrada ? (
      <Icone nome="fas-play" className="icone-2x" />
    ) : (
      <video
        src={`${fotoUrl(midia.midia_url)}#t=0.1`}
        muted
        preload="metadata"
        onError={() => setQuebrada(true)}
      />
    );
  }
  if (tipo === 'imagem') {
    return (
      <Imagem
        src={fotoUrl(midia.midia_url)}
        larguras={midia.larguras}
        sizes={TAMANHOS_FOTO.miniatura}
        reserva={PLACEHOLDER}
        alt=""
        width={96}
        height={96}
      />
    );
  }
  return <Icone nome="fas-file-circle-question" />;
}

function MidiaGrande({
  midia,
  sizes,
  videoRef,
  onTempo,
}: {
  midia: Midia;
  sizes: string;
  videoRef?: React.RefObject<HTMLVideoElement | null>;
  onTempo?: (t: number) => void;
}) {
  const tipo = tipoDaMidia(midia.midia_url);
  if (tipo === 'video') {
    return (
      <video
        ref={videoRef}
        src={fotoUrl(midia.midia_url)}
        controls
        preload="metadata"
        onTimeUpdate={(e) => onTempo?.(e.currentTarget.currentTime)}
      >
        <track kind="captions" />
      </video>
    );
  }
  if (tipo === 'imagem') {
    return (
      <Imagem
        key={midia.id}
        src={fotoUrl(midia.midia_url)}
        larguras={midia.larguras}
        sizes={sizes}
        reserva={PLACEHOLDER}
        alt="Imagem da galeria"
        width={960}
        height={540}
      />
    );
  }
  return <p className="texto-suave">Arquivo não suportado</p>;
}

/** Main carousel, 4 thumbnails per view and a full-screen viewer (Escape closes). */
export function Galeria({ itens }: { itens: Midia[] }) {
  const [atual, setAtual] = useState(0);
  const [inicio, setInicio] = useState(0);
  const [aberto, setAberto] = useState(false);
  const tempo = useRef(0);
  const videoViewer = useRef<HTMLVideoElement | null>(null);

  const midia = itens[atual];
  const tipo = midia ? tipoDaMidia(midia.midia_url) : 'desconhecido';

  useEffect(() => {
    if (atual < inicio) setInicio(atual);
    else if (atual >= inicio + MINIATURAS_POR_VISTA) setInicio(atual - MINIATURAS_POR_VISTA + 1);
  }, [atual, inicio]);

  // When a video opens in the viewer its playback position is restored after 100 ms.
  useEffect(() => {
    if (!aberto || tipo !== 'video') return;
    const posicao = tempo.current;
    const id = setTimeout(() => {
      if (videoViewer.current) videoViewer.current.currentTime = posicao;
    }, VIDEO_RESTAURAR_MS);
    return () => clearTimeout(id);
  }, [aberto, tipo]);

  if (itens.length === 0) return <p className="vazio">Nenhuma imagem disponível.</p>;

  const ir = (i: number) => {
    tempo.current = 0;
    setAtual((i + itens.length) % itens.length);
  };

  return (
    <div className="galeria">
      <div className="galeria-principal">
        {tipo === 'desconhecido' ? (
          <MidiaGrande midia={midia} sizes={TAMANHOS_FOTO.galeria} />
        ) : (
          <button
            type="button"
            className="galeria-abrir"
            aria-label="Abrir em tela cheia"
            onClick={() => setAberto(true)}
          >
            {tipo === 'video' ? (
              <>
                <video src={`${fotoUrl(midia.midia_url)}#t=0.1`} muted preload="metadata" />
                <Icone nome="fas-circle-play" className="icone-3x galeria-play" />
              </>
            ) : (
              <MidiaGrande midia={midia} sizes={TAMANHOS_FOTO.galeria} />
            )}
          </button>
        )}
        {itens.length > 1 && (
          <>
            <button
              type="button"
              className="galeria-seta anterior"
              aria-label="Imagem anterior"
              onClick={() => ir(atual - 1)}
            >
              <Icone nome="fas-chevron-left" />
            </button>
            <button
              type="button"
              className="galeria-seta proxima"
              aria-label="Próxima imagem"
              onClick={() => ir(atual + 1)}
            >
              <Icone nome="fas-chevron-right" />
            </button>
          </>
        )}
      </div>
      <div className="galeria-miniaturas">
        <button
          type="button"
          className="btn btn-texto btn-pequeno"
          aria-label="Miniaturas anteriores"
          disabled={inicio === 0}
          onClick={() => setInicio(Math.max(0, inicio - MINIATURAS_POR_VISTA))}
        >
          <Icone nome="fas-chevron-left" />
        </button>
        {Array.from({ length: MINIATURAS_POR_VISTA }, (_, k) => {
          const i = inicio + k;
          const m = itens[i];
          if (!m) return <span key={`vazio-${i}`} />;
          return (
            <button
              key={m.id}
              type="button"
              className={`galeria-miniatura${i === atual ? ' ativa' : ''}`}
              aria-label={`Mídia ${i + 1} de ${itens.length}`}
              aria-current={i === atual}
              onClick={() => ir(i)}
              onDoubleClick={() => setAberto(true)}
            >
              <Miniatura midia={m} />
            </button>
          );
        })}
        <button
          type="button"
          className="btn btn-texto btn-pequeno"
          aria-label="Próximas miniaturas"
          disabled={inicio + MINIATURAS_POR_VISTA >= itens.length}
          onClick={() => setInicio(Math.min(itens.length - 1, inicio + MINIATURAS_POR_VISTA))}
        >
          <Icone nome="fas-chevron-right" />
        </button>
      </div>
      <Modal
        open={aberto}
        title={`Mídia ${atual + 1} de ${itens.length}`}
        onClose={() => {
          if (videoViewer.current) tempo.current = videoViewer.current.currentTime;
          setAberto(false);
        }}
        className="modal visualizador"
      >
        <div className="visualizador-midia">
          {midia && (
            <MidiaGrande
              midia={midia}
              sizes={TAMANHOS_FOTO.visualizador}
              videoRef={videoViewer}
              onTempo={(t) => (tempo.current = t)}
            />
          )}
        </div>
        {itens.length > 1 && (
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => ir(atual - 1)}>
              ← Anterior
            </button>
            <button type="button" className="btn btn-secundario" onClick={() => ir(atual + 1)}>
              Próximo →
            </button>
          </div>
        )}
      </Modal>
    </div>
  );
}
