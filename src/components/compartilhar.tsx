import { useEffect, useId, useRef, useState } from 'react';
import { Icone } from './icone';
import { useToast } from './toast';
import './compartilhar.css';

/** The WhatsApp share address: the title and the URL as the message. */
export function linkWhatsapp(titulo: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${titulo} ${url}`)}`;
}

/**
 * "Compartilhar": the system share sheet (Web Share API) where the browser has one, else a small
 * menu with WhatsApp and "Copiar link". The API is detected after hydration, so the server's
 * markup and the first client render are the same.
 */
export function Compartilhar({ titulo, caminho }: { titulo: string; caminho: string }) {
  const toast = useToast();
  const [nativo, setNativo] = useState(false);
  const [aberto, setAberto] = useState(false);
  const [url, setUrl] = useState('');
  const raiz = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => setNativo(typeof navigator.share === 'function'), []);

  useEffect(() => {
    if (!aberto) return;
    const fora = (e: PointerEvent) => {
      if (!raiz.current?.contains(e.target as Node)) setAberto(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setAberto(false);
    };
    document.addEventListener('pointerdown', fora);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', fora);
      document.removeEventListener('keydown', esc);
    };
  }, [aberto]);

  const clicar = () => {
    const endereco = new URL(caminho, window.location.origin).href;
    if (nativo) {
      // The user closing the sheet rejects the promise: nothing to report.
      navigator.share({ title: titulo, url: endereco }).catch(() => {});
      return;
    }
    setUrl(endereco);
    setAberto((a) => !a);
  };

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado');
    } catch {
      toast.error('Não foi possível copiar o link.');
    }
    setAberto(false);
  };

  return (
    <div className="compartilhar" ref={raiz}>
      <button
        type="button"
        className="btn btn-secundario btn-pequeno"
        aria-expanded={nativo ? undefined : aberto}
        aria-controls={aberto ? menuId : undefined}
        onClick={clicar}
      >
        <Icone nome="fas-share-nodes" /> Compartilhar
      </button>
      {aberto && (
        <div className="compartilhar-menu" id={menuId}>
          <a
            href={linkWhatsapp(titulo, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAberto(false)}
          >
            <Icone nome="fab-whatsapp" /> WhatsApp
          </a>
          <button type="button" onClick={copiar}>
            <Icone nome="fas-link" /> Copiar link
          </button>
        </div>
      )}
    </div>
  );
}
