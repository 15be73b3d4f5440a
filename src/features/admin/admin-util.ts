import type { TipoUsuarioAdmin } from '../../../server/schemas/admin.schema';
import { httpStatusOf } from '../../lib/trpc';

/** The fixed error text of the spec, followed by the server's reason when it gave one. */
export function mensagemErro(base: string, error: unknown): string {
  const status = error instanceof Error ? (httpStatusOf(error) ?? 0) : 0;
  if (status >= 400 && status < 500 && status !== 401 && (error as Error).message)
    return `${base}: ${(error as Error).message}`;
  return base;
}

export function formatarDataHora(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

export function formatarMB(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

export const ROTULO_TIPO: Record<TipoUsuarioAdmin, string> = {
  cliente: 'Cliente',
  anunciante: 'Anunciante',
  admin: 'Administrador',
};
