import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/auth/session.js';
import type { MailMessage } from '../../server/mail/mailer.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';

describe('depoimentos: respostas, denúncias e moderação', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  let enviados: MailMessage[];
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let outroAnunciante: Awaited<ReturnType<typeof createUsuario>>;
  let autor: Awaited<ReturnType<typeof createUsuario>>;
  let leitor: Awaited<ReturnType<typeof createUsuario>>;
  let admin: Awaited<ReturnType<typeof createUsuario>>;
  let f: Awaited<ReturnType<typeof createFornecedor>>;
  let depoimentoId: number;

  beforeEach(async () => {
    t = await createTestDb();
    enviados = [];
    // Captures what the services send (the outbox writer is tested elsewhere).
    (t.deps as { mail: { send: (m: MailMessage) => Promise<void> } }).mail = {
      send: async (m) => {
        enviados.push(m);
      },
    };
    client = httpClient(t.deps, fakeBuild());
    dono = await createUsuario(t.deps, {
      tipo: 'anunciante',
      nome: 'Dona Vitrine',
      email: 'dona@exemplo.com.br',
    });
    outroAnunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    autor = await createUsuario(t.deps, { nome: 'Autora Cliente', email: 'autora@exemplo.com.br' });
    leitor = await createUsuario(t.deps);
    admin = await createUsuario(t.deps, { tipo: 'admin' });
    f = await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Buffet Bom\r\nBcc: vitima@exemplo.com',
      slug: 'buffet-bom',
    });
    const d = await (await callerFor(t.deps, autor)).depoimentos.create({
      fornecedor_id: f.id,
      comentario: 'Comida ótima.',
      nota: 4,
    });
    depoimentoId = d.id;
  });
  afterEach(() => t.cleanup());

  const bearer = async (u: SessionUser) => ({ Authorization: `Bearer ${(await loginAs(t.deps, u)).token}` });

  it('e-mails the advertiser when a testimonial is posted, with a link to reply and no header injection', async () => {
    expect(enviados).toHaveLength(1);
    const m = enviados[0];
    expect(m.to).toBe('dona@exemplo.com.br');
    expect(m.subject).not.toMatch(/[\r\n]/);
    expect(m.subject).toBe('Novo depoimento em Buffet Bom Bcc: vitima@exemplo.com');
    expect(m.links).toEqual([`http://localhost:3000/solucao/buffet-bom#depoimento-${depoimentoId}`]);
    expect(m.text).toContain(`/solucao/buffet-bom#depoimento-${depoimentoId}`);
  });

  it('an advertiser cannot review their own showcase (403, Portuguese)', async () => {
    const res = await client.request('POST', '/api/depoimentos', {
      headers: await bearer(dono),
      body: { fornecedor_id: f.id, comentario: 'Sou ótimo.', nota: 5 },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Você não pode deixar um depoimento na sua própria vitrine.');
  });

  it('the owner (and an admin) writes, edits and removes one reply; others 403, anonymous 401', async () => {
    const path = `/api/depoimentos/${depoimentoId}/resposta`;
    const put = await client.request('PUT', path, {
      headers: await bearer(dono),
      body: { resposta: '  Obrigada, volte sempre!  ' },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ id: depoimentoId, resposta: 'Obrigada, volte sempre!' });
    expect(put.json.resposta_em).toEqual(expect.any(String));
    const detalhe = await (await callerFor(t.deps)).fornecedores.detail({ id: f.id });
    expect(detalhe.depoimentos[0]).toMatchObject({ resposta: 'Obrigada, volte sempre!' });

    const editada = await client.request('PUT', path, {
      headers: await bearer(admin),
      body: { resposta: 'Resposta revisada.' },
    });
    expect(editada.json.resposta).toBe('Resposta revisada.');

    for (const u of [autor, leitor, outroAnunciante]) {
      const r = await client.request('PUT', path, { headers: await bearer(u), body: { resposta: 'x' } });
      expect(r.status).toBe(403);
      expect(r.json.message).toBe('Só o responsável pela vitrine pode responder a este depoimento.');
      expect((await client.request('DELETE', path, { headers: await bearer(u) })).status).toBe(403);
    }
    expect((await client.request('PUT', path, { body: { resposta: 'x' } })).status).toBe(401);

    for (const [resposta, mensagem] of [
      ['   ', 'A resposta não pode estar vazia.'],
      ['a'.repeat(1001), 'A resposta pode ter no máximo 1000 caracteres.'],
    ]) {
      const r = await client.request('PUT', path, { headers: await bearer(dono), body: { resposta } });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.json)).toContain(mensagem);
    }
    const mil = await client.request('PUT', path, {
      headers: await bearer(dono),
      body: { resposta: 'b'.repeat(1000) },
    });
    expect(mil.status).toBe(200);

    const del = await client.request('DELETE', path, { headers: await bearer(dono) });
    expect(del.status).toBe(204);
    const depois = await (await callerFor(t.deps)).fornecedores.detail({ id: f.id });
    expect(depois.depoimentos[0]).toMatchObject({ resposta: null, resposta_em: null });
  });

  // The attack pass: an admin's reply showed as the owner's ("Resposta de Buffet Bom").
  it('a reply written by an admin is the team\u2019s (resposta_da_equipe, who replied stored); the owner\u2019s is theirs', async () => {
    const path = `/api/depoimentos/${depoimentoId}/resposta`;
    const doAdmin = await client.request('PUT', path, {
      headers: await bearer(admin),
      body: { resposta: 'Removemos um trecho a pedido da autora.' },
    });
    expect(doAdmin.status).toBe(200);
    expect(doAdmin.json.resposta_da_equipe).toBe(true);
    expect(
      (await t.deps.db.selectFrom('depoimentos').select('resposta_por').executeTakeFirstOrThrow())
        .resposta_por,
    ).toBe(admin.id);

    const doDono = await client.request('PUT', path, {
      headers: await bearer(dono),
      body: { resposta: 'Obrigada pela visita!' },
    });
    expect(doDono.json.resposta_da_equipe).toBe(false);
    const detalhe = await (await callerFor(t.deps)).fornecedores.detail({ id: f.id });
    expect(detalhe.depoimentos[0]).toMatchObject({
      resposta: 'Obrigada pela visita!',
      resposta_da_equipe: false,
    });
  });

  it('a signed-in non-author reports once (201, then 409); the author cannot (403); bad reason 400', async () => {
    const path = `/api/depoimentos/${depoimentoId}/denuncias`;
    const r1 = await client.request('POST', path, {
      headers: await bearer(leitor),
      body: { motivo: 'dados pessoais', observacao: '  Mostra o telefone de alguém.  ' },
    });
    expect(r1.status).toBe(201);
    expect(r1.json).toMatchObject({ motivo: 'dados_pessoais', observacao: 'Mostra o telefone de alguém.' });
    const r2 = await client.request('POST', path, {
      headers: await bearer(leitor),
      body: { motivo: 'spam' },
    });
    expect(r2.status).toBe(409);
    expect(r2.json.message).toBe('Você já denunciou este depoimento.');
    const proprio = await client.request('POST', path, {
      headers: await bearer(autor),
      body: { motivo: 'spam' },
    });
    expect(proprio.status).toBe(403);
    const ruim = await client.request('POST', path, {
      headers: await bearer(dono),
      body: { motivo: 'chato' },
    });
    expect(ruim.status).toBe(400);
    expect(JSON.stringify(ruim.json)).toContain('Motivo inválido');
    expect((await client.request('POST', path, { body: { motivo: 'spam' } })).status).toBe(401);
  });

  it('moderation: the queue groups reports; "Ocultar" hides at once (page, count, average), audits and e-mails the author; the author still sees it', async () => {
    const outro = await createUsuario(t.deps);
    await (await callerFor(t.deps, outro)).depoimentos.create({
      fornecedor_id: f.id,
      comentario: 'Ok',
      nota: 2,
    });
    await (await callerFor(t.deps, leitor)).depoimentos.denunciar({ id: depoimentoId, motivo: 'ofensivo' });
    await (await callerFor(t.deps, dono)).depoimentos.denunciar({
      id: depoimentoId,
      motivo: 'falso',
      observacao: 'Nunca foi cliente.',
    });
    const cadmin = await callerFor(t.deps, admin);
    const fila = await cadmin.depoimentos.moderacao();
    expect(fila).toHaveLength(1);
    expect(fila[0]).toMatchObject({
      id: depoimentoId,
      total: 2,
      autor: { nome: 'Autora Cliente' },
      fornecedor: { id: f.id },
      observacoes: ['Nunca foi cliente.'],
    });
    expect(fila[0].motivos.map((m) => m.motivo).sort()).toEqual(['falso', 'ofensivo']);
    expect(
      (await client.request('GET', '/api/admin/moderacao', { headers: await bearer(admin) })).json,
    ).toHaveLength(1);

    const anon = await callerFor(t.deps);
    expect((await anon.fornecedores.detail({ id: f.id })).avaliacao).toEqual({ media: 3, total: 2 });
    enviados.length = 0;
    const oculto = await client.request('PUT', `/api/depoimentos/${depoimentoId}/ocultar`, {
      headers: await bearer(admin),
    });
    expect(oculto.status).toBe(200);
    expect(oculto.json).toMatchObject({ id: depoimentoId, oculto: true });
    const detalhe = await anon.fornecedores.detail({ id: f.id });
    expect(detalhe.depoimentos.map((d) => d.id)).not.toContain(depoimentoId);
    expect(detalhe.avaliacao).toEqual({ media: 2, total: 1 });
    expect(await cadmin.depoimentos.moderacao()).toEqual([]);
    expect(enviados).toHaveLength(1);
    expect(enviados[0]).toMatchObject({ to: 'autora@exemplo.com.br' });
    expect(enviados[0].subject).not.toMatch(/[\r\n]/);
    // The author still sees it, marked hidden.
    const meus = await (await callerFor(t.deps, autor)).depoimentos.meus({ fornecedor_id: f.id });
    expect(meus).toMatchObject([{ id: depoimentoId, oculto: true }]);
    // Nobody reports a hidden testimonial.
    const r = await (await callerFor(t.deps, outro)).depoimentos
      .denunciar({ id: depoimentoId, motivo: 'spam' })
      .catch((e: { code?: string }) => e);
    expect(r).toMatchObject({ code: 'NOT_FOUND' });

    const restaurado = await client.request('PUT', `/api/depoimentos/${depoimentoId}/restaurar`, {
      headers: await bearer(admin),
    });
    expect(restaurado.json).toMatchObject({ oculto: false });
    expect((await anon.fornecedores.detail({ id: f.id })).avaliacao).toEqual({ media: 3, total: 2 });

    const auditoria = await t.deps.db
      .selectFrom('auditoria')
      .select(['acao', 'entidade', 'entidade_id', 'admin_id'])
      .where('entidade', '=', 'depoimento')
      .orderBy('id')
      .execute();
    expect(auditoria).toEqual([
      { acao: 'ocultar', entidade: 'depoimento', entidade_id: String(depoimentoId), admin_id: admin.id },
      { acao: 'restaurar', entidade: 'depoimento', entidade_id: String(depoimentoId), admin_id: admin.id },
    ]);
  });

  it('"Manter" dismisses the open reports (audited) and keeps the testimonial; a new report queues it again', async () => {
    await (await callerFor(t.deps, leitor)).depoimentos.denunciar({ id: depoimentoId, motivo: 'spam' });
    const res = await client.request('PUT', `/api/depoimentos/${depoimentoId}/manter`, {
      headers: await bearer(admin),
    });
    expect(res.status).toBe(204);
    const cadmin = await callerFor(t.deps, admin);
    expect(await cadmin.depoimentos.moderacao()).toEqual([]);
    expect((await (await callerFor(t.deps)).fornecedores.detail({ id: f.id })).depoimentos).toHaveLength(1);
    const audit = await t.deps.db
      .selectFrom('auditoria')
      .select(['acao'])
      .where('entidade', '=', 'depoimento')
      .execute();
    expect(audit).toEqual([{ acao: 'manter' }]);
    await (await callerFor(t.deps, dono)).depoimentos.denunciar({ id: depoimentoId, motivo: 'outro' });
    expect(await cadmin.depoimentos.moderacao()).toHaveLength(1);
    // Non-admins: 403.
    const r = await client.request('PUT', `/api/depoimentos/${depoimentoId}/ocultar`, {
      headers: await bearer(dono),
    });
    expect(r.status).toBe(403);
  });
});
