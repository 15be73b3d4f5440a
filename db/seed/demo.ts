import type { AppDeps } from '../../server/deps.js';
import { countUsuarios } from '../queries/seed.queries.js';
import type { TipoUsuario } from '../schema.js';

export interface DemoResult {
  accounts: { tipo: TipoUsuario; email: string; senha: string }[];
}

/** Demo data for an empty database (never in production). Returns the accounts made, or null. */
export async function seedDemo(deps: AppDeps): Promise<DemoResult | null> {
  if ((await countUsuarios(deps.db)) > 0) return null;
  // Filled by the demo-data work (suppliers, accounts, media, tracking history).
  return null;
}
