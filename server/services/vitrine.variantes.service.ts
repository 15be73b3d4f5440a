import * as gq from '../../db/queries/vitrine.galeria.queries.js';
import type { AppDeps } from '../deps.js';
import { gerarVariantes } from '../uploads/images.js';
import { readByUrl, removeByUrl, saveVariantes } from '../uploads/storage.js';

export interface ResultadoVariantes {
  fotos: number;
  galeria: number;
  falhas: number;
}

/**
 * Writes the missing responsive variants of photos uploaded before migration 017 (idempotent:
 * only rows whose widths are null). Per photo: read and encode outside any transaction, write
 * the files, then record the widths in a short transaction; a photo replaced or removed
 * meanwhile gets its new files removed. An animation is recorded with no widths ("[]").
 */
export async function gerarVariantesFaltantes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
): Promise<ResultadoVariantes> {
  const resultado: ResultadoVariantes = { fotos: 0, galeria: 0, falhas: 0 };
  const LOTE = 100;

  async function processar(url: string, registrar: (larguras: string) => Promise<boolean>) {
    try {
      const dados = await readByUrl(deps.storage, url);
      if (!dados) throw new Error('arquivo não encontrado');
      const variantes = await gerarVariantes(dados);
      const escritos = await saveVariantes(deps.storage, url, variantes);
      if (await registrar(JSON.stringify(variantes.map((v) => v.largura)))) return true;
      for (const u of escritos) await removeByUrl(deps.storage, u);
    } catch (err) {
      resultado.falhas++;
      deps.logger.warn({ err, url }, 'variantes não geradas');
    }
    return false;
  }

  // Failed rows stay null (tried again next run); the cursor moves past them.
  for (let depois = 0; ; ) {
    const fotos = await gq.listFotosSemVariantes(deps.db, depois, LOTE);
    if (!fotos.length) break;
    for (const f of fotos) {
      depois = f.id;
      const url = f.foto_perfil!;
      const ok = await processar(url, (larguras) => gq.setLargurasFoto(deps.db, f.id, url, larguras));
      if (ok) resultado.fotos++;
    }
  }
  for (let depois = 0; ; ) {
    const midias = await gq.listMidiasSemVariantes(deps.db, depois, LOTE);
    if (!midias.length) break;
    for (const m of midias) {
      depois = m.id;
      const ok = await processar(m.midia_url, (larguras) => gq.setLargurasMidia(deps.db, m.id, larguras));
      if (ok) resultado.galeria++;
    }
  }
  return resultado;
}
