import type { TipoUsuarioAdmin } from '../../../server/schemas/admin.schema';

export function formatarDataHora(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

export function formatarMB(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

export const ROTULO_TIPO: Record<TipoUsuarioAdmin, string> = {
  cliente: 'Profissional de eventos',
  anunciante: 'Anunciante',
  admin: 'Administrador',
};
