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

/** A horizontal move of at least this many px (and mostly sideways) is a swipe. */
export const SWIPE_MIN_PX = 50;

/**
 * Swipe by touch or pen (a mouse drag is the browser's image drag) on the page's carousel and in
 * the viewer: `passo` gets +1 (to the left: next) or -1. `houveSwipe()` tells a click that ends a
 * swipe apart from a tap (the page's carousel opens the viewer on a tap).
 */
function useSwipe(passo: (p: 1 | -1) => void, ativo: boolean) {
  const toque = useRef<{ x: number; y: number } | null>(null);
  const ultimoSwipe = useRef(0);
  const props = {
    onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
      const t = e.target;
      // a video's own controls sit in its bottom strip: a drag there seeks, it does not swipe
      const controles = t instanceof HTMLVideoElement && e.clientY > t.getBoundingClientRect().bottom - 56;
      toque.current = e.pointerType === 'mouse' || controles ? null : { x: e.clientX, y: e.clientY };
    },
    onPointerCancel: () => {
      toque.current = null;
    },
    onPointerUp: (e: React.PointerEvent<HTMLElement>) => {
      const inicio = toque.current;
      toque.current = null;
      if (!inicio || !ativo) return;
      const dx = e.clientX - inicio.x;
      const dy = e.clientY - inicio.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        ultimoSwipe.current = Date.now();
        passo(dx < 0 ? 1 : -1);
      }
    },
  };
  return { props, houveSwipe: () => Date.now() - ultimoSwipe.current < 400 };
}

/**
 * Main carousel, 4 thumbnails per view and a full-screen viewer: arrows and swipe move, Escape
 * closes, focus stays inside and goes back to what opened it.
 */
export function Galeria({ itens }: { itens: Midia[] }) {
  const [atual, setAtual] = useState(0);
  const [inicio, setInicio] = useState(0);
  const [aberto, setAberto] = useState(false);
  const tempo = useRef(0);
  const videoViewer = useRef<HTMLVideoElement | null>(null);
  const abridor = useRef<HTMLElement | null>(null);

  const midia = itens[atual];
  const tipo = midia ? tipoDaMidia(midia.midia_url) : 'desconhecido';
  const total = itens.length;

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

  const mover = (passo: number) => {
    tempo.current = 0;
    setAtual((a) => (a + passo + total) % total);
  };
  const swipe = useSwipe(mover, total > 1);

  // Arrow keys move while open (not when a video's own controls have focus: they seek).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mover only reads refs and the total
  useEffect(() => {
    if (!aberto || total < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.target instanceof HTMLVideoElement) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        mover(e.key === 'ArrowLeft' ? -1 : 1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [aberto, total]);

  // Closed: focus back on what opened the viewer (the Modal's own return misses it where a click
  // does not focus a button, as in Safari). Runs after the Modal's cleanup.
  useEffect(() => {
    if (!aberto) abridor.current?.focus();
  }, [aberto]);

  if (total === 0) return <p className="vazio">Nenhuma imagem disponível.</p>;

  const ir = (i: number) => {
    tempo.current = 0;
    setAtual((i + total) % total);
  };
  const abrir = (e: React.MouseEvent<HTMLElement>) => {
    if (swipe.houveSwipe()) return; // the click that ends a swipe on the page does not open the viewer
    abridor.current = e.currentTarget;
    setAberto(true);
  };

  return (
    <div className="galeria">
      {/* Swipe moves on the page too (phones), not only in the viewer. */}
      <div className="galeria-principal" {...swipe.props}>
        {tipo === 'desconhecido' ? (
          <MidiaGrande midia={midia} sizes={TAMANHOS_FOTO.galeria} />
        ) : (
          <button type="button" className="galeria-abrir" aria-label="Abrir em tela cheia" onClick={abrir}>
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
        {total > 1 && (
          <>
            <button
              type="button"
              className="galeria-seta anterior"
              aria-label="Imagem anterior"
              onClick={() => mover(-1)}
            >
              <Icone nome="fas-chevron-left" />
            </button>
            <button
              type="button"
              className="galeria-seta proxima"
              aria-label="Próxima imagem"
              onClick={() => mover(1)}
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
              aria-label={`Mídia ${i + 1} de ${total}`}
              aria-current={i === atual}
              onClick={() => ir(i)}
              onDoubleClick={abrir}
            >
              <Miniatura midia={m} />
            </button>
          );
        })}
        <button
          type="button"
          className="btn btn-texto btn-pequeno"
          aria-label="Próximas miniaturas"
          disabled={inicio + MINIATURAS_POR_VISTA >= total}
          onClick={() => setInicio(Math.min(total - 1, inicio + MINIATURAS_POR_VISTA))}
        >
          <Icone nome="fas-chevron-right" />
        </button>
      </div>
      <Modal
        open={aberto}
        title="Galeria em tela cheia"
        hideTitle
        onClose={() => {
          if (videoViewer.current) tempo.current = videoViewer.current.currentTime;
          setAberto(false);
        }}
        className="visualizador"
      >
        <div className="visualizador-midia" {...swipe.props}>
          {midia && (
            <MidiaGrande
              midia={midia}
              sizes={TAMANHOS_FOTO.visualizador}
              videoRef={videoViewer}
              onTempo={(t) => (tempo.current = t)}
            />
          )}
        </div>
        <div className="visualizador-barra">
          {total > 1 && (
            <button type="button" className="btn btn-secundario" onClick={() => mover(-1)}>
              ← Anterior
            </button>
          )}
          <p className="visualizador-contador" aria-live="polite" aria-atomic="true">
            {atual + 1} de {total}
          </p>
          {total > 1 && (
            <button type="button" className="btn btn-secundario" onClick={() => mover(1)}>
              Próximo →
            </button>
          )}
        </div>
      </Modal>
    </div>
  );
}
