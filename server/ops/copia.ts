import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Banco, closeDb, createDb, createPostgresDb, type Db } from '../../db/client.js';
import { migrateToLatest, nomesDasMigracoes } from '../../db/migrator.js';
import {
  adjustSequencia,
  countLinhas,
  deleteLinhas,
  getUltimoIdGerado,
  insertLote,
  listMigracoesAplicadas,
  listTabelasDoBanco,
  readLote,
  setGatilhosImediatos,
} from '../../db/queries/copia.queries.js';
import { TABELAS, tabelasCopiadas, tabelasEfemeras } from '../../db/tabelas.js';
import { AppError } from '../errors.js';

/** Where a database is: a SQLite file or a PostgreSQL URL. */
export type Endereco = { motor: 'sqlite'; arquivo: string } | { motor: 'postgres'; url: string };

export interface ArgumentosDaCopia {
  origem: Endereco;
  destino: Endereco;
  /** Deletes what the destination holds before copying (otherwise a non-empty one is refused). */
  substituir: boolean;
}

export interface ResumoTabela {
  tabela: string;
  linhas: number;
}

export const USO_DA_COPIA = `Uso: npm run db:copy -- --from <origem> --to <destino> [--substituir]

  <origem>, <destino>   sqlite:<arquivo> (ex.: sqlite:./data/app.db)
                        ou postgres://usuario:senha@servidor:5432/banco
  --substituir          apaga os dados que o destino já tiver antes de copiar

Exemplo: npm run db:copy -- --from sqlite:./data/app.db --to postgres://vitrine:senha@localhost:5432/vitrine
Pare o servidor antes: a cópia lê a origem como estava no início.`;

const uso = (mensagem: string) => new AppError('BAD_REQUEST', mensagem);

/** `sqlite:<arquivo>` (also `sqlite://<arquivo>`) or `postgres://…` / `postgresql://…`. */
export function lerEndereco(texto: string): Endereco {
  if (/^postgres(ql)?:\/\//.test(texto)) return { motor: 'postgres', url: texto };
  if (texto.startsWith('sqlite:')) {
    const arquivo = texto.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!arquivo) throw uso('Informe o arquivo do SQLite: sqlite:./data/app.db');
    return { motor: 'sqlite', arquivo: path.resolve(arquivo) };
  }
  throw uso(`Endereço não reconhecido: "${texto}". Use sqlite:<arquivo> ou postgres://…`);
}

/** The address as it can be printed: a URL's password is hidden. */
export function descreverEndereco(e: Endereco): string {
  if (e.motor === 'sqlite') return `sqlite:${e.arquivo}`;
  try {
    const url = new URL(e.url);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

/** `--from X --to Y [--substituir]` (also `--from=X`); a mistake is a BAD_REQUEST with what is wrong. */
export function lerArgumentosDaCopia(argv: readonly string[]): ArgumentosDaCopia {
  const valores: Record<string, string> = {};
  let substituir = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--substituir') {
      substituir = true;
      continue;
    }
    const m = /^--(from|to)(?:=(.*))?$/.exec(arg);
    if (!m) throw uso(`Argumento desconhecido: ${arg}`);
    const valor = m[2] ?? argv[++i];
    if (!valor || valor.startsWith('--')) throw uso(`Falta o valor de --${m[1]}.`);
    if (valores[m[1]] !== undefined) throw uso(`--${m[1]} foi informado duas vezes.`);
    valores[m[1]] = valor;
  }
  if (!valores.from) throw uso('Falta a origem: --from sqlite:./data/app.db');
  if (!valores.to) throw uso('Falta o destino: --to postgres://…');
  const origem = lerEndereco(valores.from);
  const destino = lerEndereco(valores.to);
  if (descreverEndereco(origem) === descreverEndereco(destino))
    throw uso('A origem e o destino são o mesmo banco.');
  return { origem, destino, substituir };
}

/** Opens an address; a SQLite source must exist (opening would create an empty file). */
export function abrirEndereco(e: Endereco, papel: 'origem' | 'destino'): Banco {
  if (e.motor === 'postgres') return createPostgresDb(e.url, 2);
  if (papel === 'origem' && !existsSync(e.arquivo))
    throw new AppError('NOT_FOUND', `O arquivo de origem não existe: ${e.arquivo}`);
  mkdirSync(path.dirname(e.arquivo), { recursive: true });
  return { ...createDb(e.arquivo), motor: 'sqlite' };
}

/**
 * Brings a database to this code's latest migration. One that has migrations this code does not
 * know (a newer version wrote it) is refused: copying it would lose what they added.
 */
async function migrarAteAUltima(db: Db, papel: 'origem' | 'destino', avisar: (m: string) => void) {
  const conhecidas = nomesDasMigracoes();
  const aplicadas = await listMigracoesAplicadas(db);
  const desconhecidas = aplicadas.filter((n) => !conhecidas.includes(n));
  if (desconhecidas.length > 0)
    throw new AppError(
      'PRECONDITION_FAILED',
      `O banco de ${papel} tem migrações que este código não conhece (${desconhecidas.join(', ')}): ` +
        'atualize o código para a versão que o criou antes de copiar.',
    );
  if (papel === 'origem' && aplicadas.length === 0)
    throw new AppError(
      'PRECONDITION_FAILED',
      'A origem não é um banco da Vitrine: nenhuma migração aplicada.',
    );
  if (aplicadas.length < conhecidas.length) {
    await migrateToLatest(db);
    if (papel === 'origem')
      avisar(`A origem estava na migração ${aplicadas.at(-1)}; migrada até ${conhecidas.at(-1)}.`);
  }
}

/** Every table of the database must be in db/tabelas.ts: an unlisted one would silently stay behind. */
async function conferirTabelas(db: Db, papel: 'origem' | 'destino') {
  const conhecidas = new Set(Object.keys(TABELAS));
  const existentes = await listTabelasDoBanco(db);
  const estranhas = [...existentes.keys()].filter((t) => !conhecidas.has(t));
  if (estranhas.length > 0)
    throw new AppError(
      'PRECONDITION_FAILED',
      `A ${papel} tem tabelas que a cópia não conhece (${estranhas.join(', ')}): ` +
        'diga em db/tabelas.ts se são copiadas ou efêmeras.',
    );
  return existentes;
}

/** Insert batches stay under SQLite's and PostgreSQL's limits of bound parameters per statement. */
const PARAMETROS_POR_INSERT = 30_000;

/**
 * Copies every table of `origem` into `destino`, ids kept, parents before children, in batches.
 * Both are first migrated to this code's latest migration. The source is read in one read-only
 * snapshot (a consistent copy even of a running PostgreSQL: the backup uses it) and the
 * destination is written in one transaction: on any error, a count that does not match included,
 * nothing is left in it. This is the one place two transactions wait on each other's I/O: both
 * are the databases being copied, and nothing else writes the destination meanwhile.
 */
export async function copiarBanco(
  origem: Db,
  destino: Db,
  opcoes: {
    substituir?: boolean;
    /** How the caller's command asks for `substituir`, for the refusal's message. */
    opcaoSubstituir?: string;
    tamanhoDoLote?: number;
    avisar?: (mensagem: string) => void;
    aoCopiar?: (resumo: ResumoTabela) => void;
  } = {},
): Promise<ResumoTabela[]> {
  const avisar = opcoes.avisar ?? (() => {});
  const lote = opcoes.tamanhoDoLote ?? 5000;
  await migrarAteAUltima(origem, 'origem', avisar);
  await migrarAteAUltima(destino, 'destino', avisar);
  const naOrigem = await conferirTabelas(origem, 'origem');
  await conferirTabelas(destino, 'destino');
  const tabelas = tabelasCopiadas();
  const faltando = tabelas.filter((t) => !naOrigem.has(t.nome)).map((t) => t.nome);
  if (faltando.length > 0)
    throw new AppError('PRECONDITION_FAILED', `Tabelas ausentes na origem: ${faltando.join(', ')}.`);
  if (tabelasEfemeras().some((t) => naOrigem.has(t)))
    avisar(`Não copiadas (estado efêmero, refeito pelo uso): ${tabelasEfemeras().join(', ')}.`);

  if (!opcoes.substituir) {
    const ocupadas: string[] = [];
    for (const t of tabelas) {
      if (t.semeada) continue;
      const n = await countLinhas(destino, t.nome);
      if (n > 0) ocupadas.push(`${t.nome}: ${n}`);
    }
    if (ocupadas.length > 0)
      throw new AppError(
        'CONFLICT',
        `O destino já tem dados (${ocupadas.join(', ')}). Nada foi copiado. ` +
          `Para apagar o que há no destino e copiar, repita com ${opcoes.opcaoSubstituir ?? '--substituir'}.`,
      );
  }

  return origem
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((leitura) =>
      destino.transaction().execute(async (escrita) => {
        await setGatilhosImediatos(escrita);
        for (const t of [...tabelas].reverse()) await deleteLinhas(escrita, t.nome);
        const resumo: ResumoTabela[] = [];
        for (const t of tabelas) {
          const esperadas = await countLinhas(leitura, t.nome);
          let copiadas = 0;
          let depoisDe: unknown[] | null = null;
          const { colunas, idGerado } = naOrigem.get(t.nome) ?? { colunas: [], idGerado: false };
          for (;;) {
            const linhas: Record<string, unknown>[] = t.chave
              ? await readLote(leitura, t.nome, { chave: t.chave, depoisDe, limite: lote })
              : await readLote(leitura, t.nome, { colunas, offset: copiadas, limite: lote });
            if (linhas.length === 0) break;
            const porInsert = Math.max(1, Math.floor(PARAMETROS_POR_INSERT / colunas.length));
            for (let i = 0; i < linhas.length; i += porInsert)
              await insertLote(escrita, t.nome, linhas.slice(i, i + porInsert));
            copiadas += linhas.length;
            const ultima: Record<string, unknown> = linhas[linhas.length - 1];
            if (t.chave) depoisDe = t.chave.map((c) => ultima[c]);
            if (linhas.length < lote) break;
          }
          const gravadas = await countLinhas(escrita, t.nome);
          if (copiadas !== esperadas || gravadas !== esperadas)
            throw new AppError(
              'INTERNAL_SERVER_ERROR',
              `Contagem diferente em ${t.nome}: origem ${esperadas}, lidas ${copiadas}, destino ${gravadas}. ` +
                'Nada foi gravado no destino.',
            );
          if (idGerado) await adjustSequencia(escrita, t.nome, await getUltimoIdGerado(leitura, t.nome));
          const r = { tabela: t.nome, linhas: gravadas };
          resumo.push(r);
          opcoes.aoCopiar?.(r);
        }
        return resumo;
      }),
    );
}

/** db:copy: opens both addresses, copies, closes them (also on error). */
export async function copiarEntreEnderecos(
  args: ArgumentosDaCopia,
  opcoes: { avisar?: (m: string) => void; aoCopiar?: (r: ResumoTabela) => void; tamanhoDoLote?: number } = {},
): Promise<ResumoTabela[]> {
  const origem = abrirEndereco(args.origem, 'origem');
  try {
    const destino = abrirEndereco(args.destino, 'destino');
    try {
      return await copiarBanco(origem.db, destino.db, { ...opcoes, substituir: args.substituir });
    } finally {
      await closeDb(destino);
    }
  } finally {
    await closeDb(origem);
  }
}

/** The per-table summary db:copy prints. */
export function formatarResumo(resumo: readonly ResumoTabela[]): string {
  const largura = Math.max(...resumo.map((r) => r.tabela.length), 'Tabela'.length);
  const total = resumo.reduce((s, r) => s + r.linhas, 0);
  return [
    `${'Tabela'.padEnd(largura)}  Linhas`,
    ...resumo.map((r) => `${r.tabela.padEnd(largura)}  ${r.linhas}`),
    `${'Total'.padEnd(largura)}  ${total}`,
  ].join('\n');
}
