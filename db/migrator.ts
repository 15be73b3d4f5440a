import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-25-001-initial.js';
import * as diretorioVersao from './migrations/2026-11-25-010-diretorio-versao.js';
import * as vitrineVersao from './migrations/2026-11-25-011-vitrine-versao.js';
import * as diretorioMudancas from './migrations/2026-11-26-012-diretorio-mudancas.js';
import * as vitrineMudancas from './migrations/2026-11-26-013-vitrine-mudancas.js';
import * as pageViewsEndereco from './migrations/2026-11-26-014-page-views-endereco.js';
import * as slugsAntigos from './migrations/2026-11-26-015-fornecedor-slugs-antigos.js';
import * as mudancasNosServicos from './migrations/2026-11-26-016-mudancas-nos-servicos.js';
import * as largurasImagens from './migrations/2026-11-26-017-larguras-imagens.js';
import * as mensagensLeitura from './migrations/2026-11-26-018-mensagens-contato-leitura.js';
import * as fornecedorPublicado from './migrations/2026-11-26-019-fornecedor-publicado.js';
import * as avaliacoes from './migrations/2026-11-26-020-avaliacoes.js';
import * as orcamentos from './migrations/2026-11-26-021-orcamentos.js';
import * as rastreioDiario from './migrations/2026-11-26-022-rastreio-diario.js';

/** Migrations are listed explicitly so they bundle and run the same from tsx, vitest or a build. */
const migrations: Record<string, Migration> = {
  '2026-11-25-001-initial': initial,
  '2026-11-25-010-diretorio-versao': diretorioVersao,
  '2026-11-25-011-vitrine-versao': vitrineVersao,
  '2026-11-26-012-diretorio-mudancas': diretorioMudancas,
  '2026-11-26-013-vitrine-mudancas': vitrineMudancas,
  '2026-11-26-014-page-views-endereco': pageViewsEndereco,
  '2026-11-26-015-fornecedor-slugs-antigos': slugsAntigos,
  '2026-11-26-016-mudancas-nos-servicos': mudancasNosServicos,
  '2026-11-26-017-larguras-imagens': largurasImagens,
  '2026-11-26-018-mensagens-contato-leitura': mensagensLeitura,
  '2026-11-26-019-fornecedor-publicado': fornecedorPublicado,
  '2026-11-26-020-avaliacoes': avaliacoes,
  '2026-11-26-021-orcamentos': orcamentos,
  '2026-11-26-022-rastreio-diario': rastreioDiario,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema version, by design (Kysely docs)
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
}
