import { seedDemoWith } from '../../db/seed/demo.js';
import { hashPassword } from '../auth/password.js';
import type { AppDeps } from '../deps.js';
import { imagemComVariantes } from '../uploads/images.js';
import { gravarMidia, removeByUrl } from '../uploads/storage.js';

/** Demo data for an empty database (never in production), through the app's hashing and uploads. */
export function seedDemo(deps: AppDeps) {
  return seedDemoWith({
    db: deps.db,
    env: deps.env,
    hashPassword,
    imagemComVariantes: (dados) => imagemComVariantes('webp', dados),
    gravarMidia: (fornecedorId, midia, escritos) => gravarMidia(deps.storage, fornecedorId, midia, escritos),
    removeByUrl: (url) => removeByUrl(deps.storage, url),
  });
}
