import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '../../config/paths';

/** /fornecedores/nome/:slug redirects (history replaced) to /solucao/{slug}. */
export default function NomeRedirectPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(paths.fornecedorPorSlug(slug), { replace: true });
  }, [slug, navigate]);
  return null;
}
