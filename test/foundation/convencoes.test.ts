// docs/conventions.md: the exported functions of db/queries name their verb in English (get, find,
// list, insert, update, delete, count, set, …), domain nouns in Portuguese. Read from the source,
// so a new query with a Portuguese verb (or none) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const CONSULTAS = path.join(RAIZ, 'db/queries');

/** Verbs a query may start with (English; add one here when a new kind of statement needs it). */
const VERBOS_INGLES = [
  'add',
  'adjust',
  'advance',
  'anonymize',
  'build',
  'consolidate',
  'consume',
  'count',
  'decide',
  'delete',
  'find',
  'get',
  'has',
  'insert',
  'invalidate',
  'is',
  'list',
  'lock',
  'mark',
  'ping',
  'promote',
  'read',
  'record',
  'recount',
  'replace',
  'resend',
  'reserve',
  'set',
  'touch',
  'unlink',
  'update',
];

/** Portuguese verbs the queries used before (docs/conventions.md names the English ones). */
const VERBO_PORTUGUES =
  /^(listar|buscar|criar|atualizar|excluir|contar|registrar|marcar|obter|inserir|remover|apagar|gravar|salvar|definir|limpar|travar|ler|ajustar|adiantar|reservar|reenviar|recontar|decidir|anonimizar|desvincular|consolidar|promover|usar|verificar|carregar|escolher|trocar|mudar|somar|consumir|renovar|tocar|encerrar|validar|gerar|enviar|responder|ocultar|pegar|achar|guardar|mover|copiar|montar|desativar|ativar|reativar)(?=[A-Z]|$)/;

const ingles = new RegExp(`^(${VERBOS_INGLES.join('|')})(?=[A-Z0-9_]|$)`);

/** Why a query's name breaks the rule, or null when it follows it. */
function problemaDoNome(nome: string): string | null {
  const pt = VERBO_PORTUGUES.exec(nome);
  if (pt) return `verbo em português "${pt[1]}"`;
  if (!ingles.test(nome)) return 'não começa por um verbo em inglês';
  return null;
}

function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? arquivos(path.join(pasta, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(pasta, e.name)]
        : [],
  );
}

/**
 * Exported functions of a module: declarations, and consts bound to a function or to another one
 * (`export const todasTags = listTagsWithCategoria;`). Read by pattern: TypeScript 7's compiler is
 * native and has no JavaScript parser API, and Biome formats every declaration on one line.
 */
function funcoesExportadas(arquivo: string): string[] {
  const texto = readFileSync(arquivo, 'utf8');
  const funcoes = [...texto.matchAll(/^export (?:async )?function\*? ?(\w+)/gm)].map((m) => m[1]);
  const consts = [
    ...texto.matchAll(
      /^export const (\w+)(?:: [^=]+)? = (?:async )?(?:\(|function\b|\w+ =>|[A-Za-z_$][\w$.]*;)/gm,
    ),
  ].map((m) => m[1]);
  return [...funcoes, ...consts];
}

describe('db/queries: verbs in English', () => {
  it('the check tells the kinds of names apart', () => {
    expect(problemaDoNome('listTagsDoFornecedor')).toBeNull();
    expect(problemaDoNome('countViewsPorDia')).toBeNull();
    expect(problemaDoNome('listarTagsDoFornecedor')).toMatch(/português "listar"/);
    expect(problemaDoNome('registrarAcesso')).toMatch(/português "registrar"/);
    expect(problemaDoNome('vitrinesDoDono')).toMatch(/inglês/);
    // "lista…" and "setor…" are nouns, not the verbs "list" and "set".
    expect(problemaDoNome('listaDeTags')).toMatch(/inglês/);
    expect(problemaDoNome('setorPublico')).toMatch(/inglês/);
  });

  it('every exported function of db/queries starts with an English verb', () => {
    const fora: string[] = [];
    let total = 0;
    for (const arquivo of arquivos(CONSULTAS))
      for (const nome of funcoesExportadas(arquivo)) {
        total++;
        const problema = problemaDoNome(nome);
        if (problema) fora.push(`${path.relative(RAIZ, arquivo)}: ${nome} (${problema})`);
      }
    // The walk found the queries (an empty list would pass without checking anything).
    expect(total).toBeGreaterThan(100);
    expect(fora, 'verbo em inglês no início (docs/conventions.md, "Consultas")').toEqual([]);
  });
});
