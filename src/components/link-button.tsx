import { useEffect, useState } from 'react';
import {
  comTextoWhatsApp,
  iconeDoLink,
  type LinkFornecedor,
  textoDoLink,
  tipoDoLink,
  urlComProtocolo,
} from '../lib/link-buttons';
import { registrarCliqueLink } from '../lib/tracking';
import { IconeFa } from './icone-fa';

/**
 * One link button of a showcase: icon and text by type, https:// prepended, click logged. With
 * `vitrine`, a WhatsApp button prefills "Olá! Vi sua vitrine no {site}: {url}"; the page's origin
 * is known only in the browser, so the server render and hydration carry the path alone.
 */
export function LinkButton({
  link,
  fornecedorId,
  rastrear = true,
  className = 'btn btn-secundario link-botao',
  vitrine,
}: {
  link: LinkFornecedor;
  fornecedorId?: number;
  rastrear?: boolean;
  className?: string;
  vitrine?: { siteName: string; caminho: string };
}) {
  const tipo = tipoDoLink(link.categoria?.nome, link.url);
  const [origem, setOrigem] = useState('');
  useEffect(() => setOrigem(window.location.origin), []);
  const base = urlComProtocolo(link.url);
  const href = vitrine ? comTextoWhatsApp(base, vitrine.siteName, origem + vitrine.caminho) : base;
  const texto = textoDoLink(link.texto_tela, tipo, link.categoria?.nome);
  const externo = /^https?:\/\//i.test(href);
  return (
    <a
      href={href}
      className={className}
      target={externo ? '_blank' : undefined}
      rel={externo ? 'noopener noreferrer' : undefined}
      data-tipo-link={tipo}
      onClick={() => {
        if (!rastrear || !fornecedorId) return;
        registrarCliqueLink({
          fornecedor_id: fornecedorId,
          link_id: typeof link.id === 'number' ? link.id : null,
          link_type: tipo,
          url: href,
          link_text: texto,
        });
      }}
    >
      <IconeFa classe={iconeDoLink(tipo, link.categoria?.icone)} /> {texto}
    </a>
  );
}
