import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContextInner } from '../../server/services/contexto.js';
import { detail } from '../../server/services/fornecedores.detalhe.service.js';
import { list } from '../../server/services/fornecedores.service.js';
import { atualizarParcial, criar } from '../../server/services/vitrine.service.js';
import { listFornecedorFiles, type UploadStorage } from '../../server/uploads/storage.js';
import type { ArquivoEnviado } from '../../server/uploads/validate.js';
import { contandoTransacoes, createTestDb, falharAoInserir, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, type TestUser } from '../helpers/factories.js';
import { png } from '../vitrine/setup.js';

/**
 * A showcase save that fails and rolls back while public reads run must leave no
 * trace in the directory index nor in the supplier-page cache, and the next committed write
 * must show at once.
 */
describe('directory and page cache after a rolled-back save', () => {
  let t: TestDb;
  let dono: TestUser;
  let fornecedorId: number;
  /** Storage calls wait for this gate (a slow disk or a remote store). */
  let liberar: () => void = () => {};
  let portao: Promise<void> = Promise.resolve();
  let gravacoesEmTransacao = 0;
  /** Resolved at the first storage call of the save under test. */
  let chamado: () => void = () => {};
  /** A transaction is open: SQLite's flag on its one connection, or the count of open ones. */
  let emTransacao: () => boolean = () => false;

  beforeEach(async () => {
    t = await createTestDb();
    const contado = contandoTransacoes(t.deps.db);
    const sqlite = t.deps.sqlite;
    emTransacao = () => (sqlite ? sqlite.inTransaction : contado.abertas() > 0);
    const real = t.deps.storage;
    const lenta: UploadStorage = {
      ...real,
      async put(key, dados) {
        if (emTransacao()) gravacoesEmTransacao++;
        chamado();
        await portao;
        return real.put(key, dados);
      },
    };
    t.deps = { ...t.deps, db: contado.db, storage: lenta };
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    fornecedorId = (await createFornecedor(t.deps, dono.id, { nome_empresa: 'Alfa Eventos' })).id;
    // The save below fails inside its transaction, after its first write (a gallery row is refused).
    await falharAoInserir(t.deps.db, 'galeria_midias', 'teste_falha');
    gravacoesEmTransacao = 0;
  });
  afterEach(() => t.cleanup());

  const ctxDono = () => createContextInner(t.deps, { user: dono });
  const anon = () => createContextInner(t.deps);
  const total = async (pesquisa: string) =>
    (await list(anon(), { pesquisa, tags: [], pagina: 1, porPagina: 12, semente: 0, ordem: 'relevancia' }))
      .total;

  async function imagem(nome: string): Promise<ArquivoEnviado> {
    return { nome, tipoDeclarado: 'image/png', dados: await png() };
  }

  /** A rename with a photo and a gallery image that rolls back, while `durante` reads. */
  async function salvarQueFalha(durante: () => Promise<unknown>) {
    portao = new Promise((r) => {
      liberar = r;
    });
    const noArmazenamento = new Promise<void>((r) => {
      chamado = r;
    });
    const salvando = atualizarParcial(
      ctxDono(),
      fornecedorId,
      { nome_empresa: 'Beta Festas' },
      { foto_perfil: await imagem('a.png'), galeria: [await imagem('b.png')] },
    );
    // Let the save reach its first storage call, then read while it waits.
    await noArmazenamento;
    const leitura = durante();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    liberar();
    await expect(salvando).rejects.toThrow();
    await leitura;
    portao = Promise.resolve();
    chamado = () => {};
  }

  it('list: the rename committed after a rolled-back save is found, the old name is not', async () => {
    expect(await total('alfa')).toBe(1);
    await salvarQueFalha(() => total('alfa'));
    // No read between the rollback and the next commit: that commit must still be seen.
    await atualizarParcial(ctxDono(), fornecedorId, { nome_empresa: 'Gama Eventos' });
    expect(await total('gama')).toBe(1);
    expect(await total('alfa')).toBe(0);
    expect(await total('beta')).toBe(0);
  });

  it('supplier page: the data committed after a rolled-back save is shown', async () => {
    const pagina = () => detail(anon(), { id: fornecedorId });
    expect((await pagina()).nome_empresa).toBe('Alfa Eventos');
    await salvarQueFalha(pagina);
    await atualizarParcial(ctxDono(), fornecedorId, { nome_empresa: 'Gama Eventos' });
    expect((await pagina()).nome_empresa).toBe('Gama Eventos');
  });

  it('reads interleaved with a rolling-back transaction never see its writes', async () => {
    // Any await inside a transaction lets other requests run: pause the save right after its
    // UPDATE of the supplier (inside the transaction), read, then let it fail and roll back.
    await falharAoInserir(t.deps.db, 'faqs', 'teste_falha_faq');
    const atualizacoes = new Set<unknown>();
    let pausar: (() => Promise<void>) | null = null;
    const pausa: KyselyPlugin = {
      transformQuery(a) {
        if (a.node.kind === 'UpdateQueryNode' && emTransacao()) atualizacoes.add(a.queryId);
        return a.node;
      },
      async transformResult(a) {
        if (pausar && atualizacoes.has(a.queryId)) {
          const p = pausar;
          pausar = null;
          await p();
        }
        return a.result;
      },
    };
    t.deps = { ...t.deps, db: t.deps.db.withPlugin(pausa) };
    expect(await total('alfa')).toBe(1);
    expect((await detail(anon(), { id: fornecedorId })).nome_empresa).toBe('Alfa Eventos');
    let leituras: Promise<unknown> = Promise.resolve();
    pausar = async () => {
      leituras = Promise.all([total('alfa'), detail(anon(), { id: fornecedorId })]);
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    };
    const salvando = atualizarParcial(ctxDono(), fornecedorId, {
      nome_empresa: 'Beta Festas',
      faqs: [{ pergunta: 'Atende aos sábados?', resposta: 'Sim.' }],
    });
    await expect(salvando).rejects.toThrow();
    expect(pausar).toBeNull();
    await leituras;

    await atualizarParcial(ctxDono(), fornecedorId, { nome_empresa: 'Gama Eventos' });
    expect(await total('gama')).toBe(1);
    expect(await total('alfa')).toBe(0);
    expect((await detail(anon(), { id: fornecedorId })).nome_empresa).toBe('Gama Eventos');
  });

  it('files are written outside the transaction and removed when the save rolls back', async () => {
    await salvarQueFalha(() => total('alfa'));
    expect(gravacoesEmTransacao).toBe(0);
    expect(await listFornecedorFiles(t.deps.storage, fornecedorId)).toEqual([]);
  });

  it('a new showcase whose media fail to attach leaves no supplier and no file', async () => {
    const pastas = () =>
      readdirSync(path.join(t.dataDir, 'uploads', 'fornecedores'), { withFileTypes: true });
    const antes = existsSync(path.join(t.dataDir, 'uploads', 'fornecedores')) ? pastas().length : 0;
    const novo = criar(
      ctxDono(),
      { nome_empresa: 'Delta Cerimonial', descricao_curta: 'Cerimonial completo.' },
      {
        foto_perfil: await imagem('c.png'),
        galeria: [await imagem('d.png')],
      },
    );
    await expect(novo).rejects.toThrow();
    expect(gravacoesEmTransacao).toBe(0);
    expect(await total('delta')).toBe(0);
    const linhas = await t.deps.db
      .selectFrom('fornecedores')
      .select('id')
      .where('nome_empresa', '=', 'Delta Cerimonial')
      .execute();
    expect(linhas).toEqual([]);
    expect(pastas().length).toBe(antes);
  });
});
