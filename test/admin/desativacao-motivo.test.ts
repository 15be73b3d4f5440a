import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_MOTIVO_DESATIVACAO, MSG_VITRINE_INDISPONIVEL } from '../../server/schemas/desativacao.js';
import { entregues } from '../auth/outbox.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs, type TestUser } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

describe('deactivating a showcase tells its owner why (issue 29, defect 3)', () => {
  let t: TestDb;
  let http: ReturnType<typeof httpClient>;
  let admin: TestUser;
  let dono: TestUser;
  let adminToken: string;
  let fid: number;
  beforeEach(async () => {
    t = await createTestDb();
    http = httpClient(t.deps);
    admin = await createUsuario(t.deps, { tipo: 'admin' });
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    adminToken = (await loginAs(t.deps, admin)).token;
    fid = (await createFornecedor(t.deps, dono.id, { nome_empresa: 'Clara Contas' })).id;
  });
  afterEach(() => t.cleanup());

  const linha = () =>
    t.deps.db
      .selectFrom('fornecedores')
      .select(['deleted_at', 'desativacao_motivo'])
      .where('id', '=', fid)
      .executeTakeFirstOrThrow();
  const paraODono = async () => (await entregues(t)).filter((m) => m.to.includes(dono.email));

  it('REST: the reason is required; without it nothing changes and no e-mail goes out', async () => {
    for (const body of [undefined, {}, { motivo: '   ' }]) {
      const res = await http.request('PUT', `/api/fornecedores/${fid}/delete`, { token: adminToken, body });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(MSG_MOTIVO_DESATIVACAO);
    }
    expect(await linha()).toEqual({ deleted_at: null, desativacao_motivo: null });
    expect(await paraODono()).toEqual([]);
  });

  it('REST: stores the reason, e-mails the owner with it, and the owner sees it in the panel and editor', async () => {
    const motivo = 'O telefone e o e-mail de contato não funcionam.';
    const res = await http.request('PUT', `/api/fornecedores/${fid}/delete`, {
      token: adminToken,
      body: { motivo },
    });
    expect(res.status).toBe(200);
    expect((await linha()).desativacao_motivo).toBe(motivo);

    const mails = await paraODono();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Sua vitrine Clara Contas foi desativada');
    expect(mails[0].body).toContain(`Motivo: ${motivo}`);
    expect(mails[0].body).toContain('/contato');

    const caller = await callerFor(t.deps, dono);
    const minhas = await caller.fornecedores.minhas();
    expect(minhas.find((f) => f.id === fid)).toMatchObject({ desativacao_motivo: motivo });
    const edicao = await caller.fornecedores.editar({ id: fid });
    expect(edicao.desativacao_motivo).toBe(motivo);
    expect(edicao.deleted_at).not.toBeNull();

    // a second deactivation sends nothing more
    await http.request('PUT', `/api/fornecedores/${fid}/delete`, { token: adminToken, body: { motivo } });
    expect(await paraODono()).toHaveLength(1);
  });

  it('tRPC: the same, and restoring clears the reason and sends a second e-mail', async () => {
    const caller = await callerFor(t.deps, admin);
    await expect(caller.admin.desativarFornecedor({ id: fid, motivo: '' })).rejects.toThrow(
      MSG_MOTIVO_DESATIVACAO,
    );
    await caller.admin.desativarFornecedor({ id: fid, motivo: 'Fotos de outra empresa.' });
    expect(await linha()).toMatchObject({ desativacao_motivo: 'Fotos de outra empresa.' });
    await caller.admin.restaurarFornecedor({ id: fid });
    expect(await linha()).toEqual({ deleted_at: null, desativacao_motivo: null });
    const mails = await paraODono();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('foi desativada'),
      expect.stringContaining('foi reativada'),
    ]);
    const auditoria = await t.deps.db
      .selectFrom('auditoria')
      .select(['acao', 'detalhes'])
      .where('entidade_id', '=', String(fid))
      .orderBy('id')
      .execute();
    expect(auditoria[0].acao).toBe('desativar');
    expect(String(auditoria[0].detalhes)).toContain('Fotos de outra empresa.');
  });

  it('the public page of a deactivated showcase says it is unavailable (still a 404)', async () => {
    const slug = (
      await t.deps.db
        .selectFrom('fornecedores')
        .select('slug')
        .where('id', '=', fid)
        .executeTakeFirstOrThrow()
    ).slug;
    await http.request('PUT', `/api/fornecedores/${fid}/delete`, {
      token: adminToken,
      body: { motivo: 'Teste' },
    });
    const anonimo = await callerFor(t.deps, null);
    await expect(anonimo.fornecedores.detail({ slug })).rejects.toThrow(MSG_VITRINE_INDISPONIVEL);
    const rest = await http.request('GET', `/api/fornecedores/${fid}`);
    expect(rest.status).toBe(404);
    expect(rest.json.message).toBe(MSG_VITRINE_INDISPONIVEL);
    expect(rest.json.code).toBe('VITRINE_DESATIVADA');
    // a showcase that never existed keeps the usual message
    const inexistente = await http.request('GET', '/api/fornecedores/999999');
    expect(inexistente.json.message).toBe('Fornecedor não encontrado.');
  });
});
