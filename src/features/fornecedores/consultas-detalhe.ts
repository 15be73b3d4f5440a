import type { EntradaConsultas } from '../../lib/consultas';

/** The slug as written in the address; a malformed escape names no supplier. */
function slugDoEndereco(bruto: string | undefined): string | undefined {
  if (!bruto) return undefined;
  try {
    return decodeURIComponent(bruto);
  } catch {
    return undefined;
  }
}

/** The supplier the address names: by id (/fornecedores/:id) or by slug (/solucao/:slug). */
export function fornecedorDoEndereco(params: EntradaConsultas['params']) {
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  return { id, slug: slugDoEndereco(params.slug) };
}

/** The supplier page's query. */
export function consultasDoDetalhe({ params, trpc }: Pick<EntradaConsultas, 'params' | 'trpc'>) {
  const { id, slug } = fornecedorDoEndereco(params);
  return {
    detalhe: {
      ...trpc.fornecedores.detail.queryOptions(id !== undefined ? { id } : { slug: slug ?? '' }),
      enabled: id !== undefined || !!slug,
      // A 404 the server render already met stays the error it rendered (no loading state on hydration).
      retryOnMount: false,
    },
  };
}
