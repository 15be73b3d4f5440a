import { CircleStencil, Cropper, type CropperRef } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useRef, useState } from 'react';
import { Modal } from '../../components/modal';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_PASSO } from './regras';

/** The profile photo's circular crop: square aspect, zoom 1 to 3 (step 0.1), JPEG output. */
export function CropModal({
  imagem,
  onCancelar,
  onConfirmar,
}: {
  imagem: string | null;
  onCancelar: () => void;
  onConfirmar: (foto: File) => void;
}) {
  const cropper = useRef<CropperRef>(null);
  const [zoom, setZoom] = useState(ZOOM_MIN);

  const mudarZoom = (novo: number) => {
    const c = cropper.current;
    if (c && novo !== zoom) c.zoomImage(novo / zoom, { transitions: false });
    setZoom(novo);
  };

  const confirmar = () => {
    const canvas = cropper.current?.getCanvas({ maxWidth: 1920, maxHeight: 1920 });
    if (!canvas) return;
    canvas.toBlob(
      (blob) => {
        if (blob) onConfirmar(new File([blob], 'foto-perfil.jpg', { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.92,
    );
  };

  return (
    <Modal
      open={Boolean(imagem)}
      title="Recortar foto de perfil"
      onClose={onCancelar}
      className="modal modal-grande"
      closeOnBackdrop={false}
    >
      {imagem && (
        <div className="recorte">
          <Cropper
            ref={cropper}
            src={imagem}
            className="recorte-area"
            stencilComponent={CircleStencil}
            stencilProps={{ aspectRatio: 1 }}
            // the browser applies EXIF orientation itself; reading the file by XHR would break the CSP (connect-src 'self')
            checkOrientation={false}
            crossOrigin={false}
            onChange={() => undefined}
          />
          <div className="campo recorte-zoom">
            <label htmlFor="recorte-zoom">
              Zoom ({zoom.toLocaleString('pt-BR', { minimumFractionDigits: 1 })}x)
            </label>
            <input
              id="recorte-zoom"
              type="range"
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={ZOOM_PASSO}
              value={zoom}
              onChange={(e) => mudarZoom(Number(e.target.value))}
            />
          </div>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={onCancelar}>
              Cancelar
            </button>
            <button type="button" className="btn btn-primario" onClick={confirmar}>
              Confirmar
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
