// After an account is erased: the reports it made stay for moderation, with no author, and the
// admin cannot "restore" the placeholder that is left.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as entryServer from '../../src/entry-server.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';
import { criarPessoaCompleta, PESSOA } from './fixture.js';

let t: TestDb;
let mundo: Awaited<ReturnType<typeof criarPessoaCompleta>>;

beforeEach(async () => {
  t = await createTestDb();
  mundo = await criarPessoaCompleta(t.deps);
});
afterEach(() => t.cleanup());

const denuncias = () =>
  t.deps.db
    .selectFrom('depoimento_denuncias')
    .select(['depoimento_id', 'usuario_id', 'motivo', 'situacao'])
    .execute();

describe('denúncias de quem exclui a conta', () => {
  it('a report stays in the moderation queue, anonymised, after its author deletes her account', async () => {
    expect(await denuncias()).toEqual([
      { depoimento_id: mundo.daCliente.id, usuario_id: mundo.pessoa.id, motivo: 'spam', situacao: 'aberta' },
    ]);
    const client = httpClient(t.deps, fakeBuild(), entryServer);
    const res = await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, {
      token: mundo.token,
      body: { senha: PESSOA.senha },
    });
    expect(res.status).toBe(204);

    expect(await denuncias()).toEqual([
      { depoimento_id: mundo.daCliente.id, usuario_id: null, motivo: 'spam', situacao: 'aberta' },
    ]);
    const admin = await callerFor(t.deps, mundo.admin);
    const fila = await admin.depoimentos.moderacao();
    expect(fila.map((d) => d.id)).toContain(mundo.daCliente.id);
  });

  it('the foreign key no longer cascades: removing an account row keeps its reports without author', async () => {
    const outro = await createUsuario(t.deps, { tipo: 'cliente' });
    const comoOutro = await callerFor(t.deps, outro);
    await comoOutro.depoimentos.denunciar({ id: mundo.daCliente.id, motivo: 'falso' });
    await t.deps.db.deleteFrom('sessoes').where('usuario_id', '=', outro.id).execute();
    await t.deps.db.deleteFrom('usuarios').where('id', '=', outro.id).execute();
    const linhas = await denuncias();
    expect(linhas).toHaveLength(2);
    expect(linhas.find((d) => d.motivo === 'falso')?.usuario_id).toBeNull();
  });

  it('an erased account is not offered back: restoring it is refused and nothing changes', async () => {
    const client = httpClient(t.deps, fakeBuild(), entryServer);
    const res = await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, {
      token: mundo.token,
      body: { senha: PESSOA.senha },
    });
    expect(res.status).toBe(204);
    const admin = await callerFor(t.deps, mundo.admin);
    await expect(admin.admin.restaurarUsuario({ id: mundo.pessoa.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Esta conta foi excluída a pedido da pessoa e não pode ser restaurada.',
    });
    const linha = await t.deps.db
      .selectFrom('usuarios')
      .select('deleted_at')
      .where('id', '=', mundo.pessoa.id)
      .executeTakeFirstOrThrow();
    expect(linha.deleted_at).not.toBeNull();
  });
});
