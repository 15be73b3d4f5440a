// LGPD art. 18: a person downloads everything held about them and deletes their account;
// an admin does the same on request, audit-logged.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as entryServer from '../../src/entry-server.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, linhasDe, TABELAS_DE_CONTROLE, type TestDb, tabelasDe } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';
import { BYTES_FOTO, criarPessoaCompleta, ondeAparece, PESSOA } from './fixture.js';

let t: TestDb;
let client: ReturnType<typeof httpClient>;
let mundo: Awaited<ReturnType<typeof criarPessoaCompleta>>;

beforeEach(async () => {
  t = await createTestDb();
  client = httpClient(t.deps, fakeBuild(), entryServer);
  mundo = await criarPessoaCompleta(t.deps);
  // the e-mails the setup queued are delivered now, not while a test compares snapshots
  await t.deps.emails.esvaziar();
});
afterEach(() => t.cleanup());

async function baixar(id: number, token?: string) {
  const res = await client.app.request(`${ORIGIN}/api/usuarios/${id}/exportar`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

/** Every row of every table but the request bookkeeping (sessions, limits): what "nothing changed" compares. */
async function tudo(): Promise<string> {
  const tabelas = (await tabelasDe(t.deps.db)).filter((nome) => !TABELAS_DE_CONTROLE.includes(nome));
  const dados: unknown[] = [];
  for (const nome of tabelas) dados.push(await linhasDe(t.deps.db, nome));
  return JSON.stringify(dados);
}

const pastaDaVitrine = () => path.join(t.dataDir, 'uploads', 'fornecedores', String(mundo.vitrine.id));

describe('Baixar meus dados', () => {
  it('gives a ZIP with the JSON of every section, populated, and the uploaded files', async () => {
    await t.deps.emails.enfileirar(t.deps.db, {
      to: PESSOA.email,
      subject: 'Confirme seu novo e-mail',
      text: 'link com token=segredo',
      html: '<p>link com token=segredo</p>',
    });
    await t.deps.emails.esvaziar();
    const { res, bytes } = await baixar(mundo.pessoa.id, mundo.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-\d+-[\d-]+\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');

    const zip = unzipSync(bytes);
    const dados = JSON.parse(new TextDecoder().decode(zip['dados.json']));
    expect(dados.conta).toMatchObject({ id: mundo.pessoa.id, nome: PESSOA.nome, email: PESSOA.email });
    expect(dados.conta).not.toHaveProperty('senha_hash');
    expect(JSON.stringify(dados)).not.toMatch(/argon2|secret_hash|token_hash/);
    expect(dados.sessoes.length).toBeGreaterThanOrEqual(2);
    expect(dados.sessoes[0]).toEqual({ inicio: expect.any(String), ultimo_uso: expect.any(String) });

    expect(dados.vitrines).toHaveLength(1);
    const v = dados.vitrines[0];
    expect(v).toMatchObject({ id: mundo.vitrine.id, nome_empresa: 'Ateliê Vento Norte', publicado: true });
    expect(v.endereco).toBe(`http://localhost:3000/solucao/${mundo.vitrine.slug}`);
    expect(v.links).toEqual([expect.objectContaining({ url: 'https://instagram.com/ateliezuleica' })]);
    expect(v.faqs).toEqual([expect.objectContaining({ pergunta: 'Atende fora da cidade?' })]);
    expect(v.galeria).toEqual([expect.objectContaining({ midia_url: mundo.foto })]);

    expect(dados.depoimentos_escritos).toEqual([
      expect.objectContaining({ id: mundo.escrito.id, nome_empresa: 'Buffet Sol Poente', nota: 5 }),
    ]);
    expect(dados.depoimentos_recebidos).toEqual([
      expect.objectContaining({ id: mundo.recebido.id, nota: 4 }),
    ]);
    expect(dados.respostas).toEqual([
      expect.objectContaining({
        depoimento_id: mundo.recebido.id,
        resposta: 'Obrigada, Clara, foi um prazer.',
      }),
    ]);
    expect(dados.denuncias_feitas).toEqual([
      expect.objectContaining({ depoimento_id: mundo.daCliente.id, motivo: 'spam' }),
    ]);
    // the e-mails sent to the person, without their body (it may hold a live link)
    expect(dados.emails_recebidos).toContainEqual(
      expect.objectContaining({ assunto: 'Confirme seu novo e-mail', estado: 'enviado' }),
    );
    expect(JSON.stringify(dados)).not.toContain('token=segredo');
    expect(dados.orcamentos_enviados).toEqual([
      expect.objectContaining({ fornecedor_id: mundo.outra.id, email: PESSOA.email }),
    ]);
    expect(dados.orcamentos_recebidos).toEqual([
      expect.objectContaining({ fornecedor_id: mundo.vitrine.id, nome: 'Clara Cliente' }),
    ]);
    expect(dados.mensagens_contato).toEqual([expect.objectContaining({ assunto: 'Dúvida sobre o plano' })]);
    expect(dados.estatisticas).toEqual([
      expect.objectContaining({
        fornecedor_id: mundo.vitrine.id,
        visualizacoes_por_dia: [{ dia: '2026-11-20', visualizacoes: 3 }],
      }),
    ]);
    expect(dados.registros_auditoria.map((r: { acao: string }) => r.acao)).toEqual([
      'desativar',
      'restaurar',
    ]);

    // The files: the gallery photo and the profile photo, byte for byte.
    expect(dados.arquivos).toHaveLength(2);
    const daFoto = dados.arquivos.find((a: { url: string }) => a.url === mundo.foto);
    expect(Buffer.from(zip[daFoto.caminho]).equals(BYTES_FOTO)).toBe(true);
    for (const a of dados.arquivos) expect(zip[a.caminho]?.length, a.caminho).toBe(a.bytes);
  });

  it('an admin may download anyone’s data (audit-logged, with ids only); another user gets 403, anonymous 401', async () => {
    const sessaoAdmin = await loginAs(t.deps, mundo.admin);
    const { res, bytes } = await baixar(mundo.pessoa.id, sessaoAdmin.token);
    expect(res.status).toBe(200);
    expect(unzipSync(bytes)['dados.json']).toBeDefined();
    const registro = await t.deps.db
      .selectFrom('auditoria')
      .select(['admin_id', 'entidade_id', 'detalhes'])
      .where('acao', '=', 'exportar_dados')
      .executeTakeFirstOrThrow();
    expect(registro).toEqual({
      admin_id: mundo.admin.id,
      entidade_id: String(mundo.pessoa.id),
      detalhes: '{"arquivos":2}',
    });

    const outro = await loginAs(t.deps, mundo.outroDono);
    const negado = await baixar(mundo.pessoa.id, outro.token);
    expect(negado.res.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(negado.bytes)).message).toBe(
      'Você não tem permissão para baixar os dados deste usuário.',
    );
    expect((await baixar(mundo.pessoa.id)).res.status).toBe(401);
    // the person's own download is not an admin action: nothing more in the trail
    await baixar(mundo.pessoa.id, mundo.token);
    expect(
      (await t.deps.db.selectFrom('auditoria').select('id').where('acao', '=', 'exportar_dados').execute())
        .length,
    ).toBe(1);
  });
});

describe('Excluir minha conta', () => {
  it('after deletion no table holds her e-mail or name, her folder is gone, her pages answer 404, ratings are recounted', async () => {
    // before: everything is there (the scan would find her)
    expect((await ondeAparece(t.deps, PESSOA.email)).length).toBeGreaterThan(3);
    expect((await ondeAparece(t.deps, PESSOA.nome)).length).toBeGreaterThan(2);
    expect(existsSync(pastaDaVitrine())).toBe(true);
    expect((await client.request('GET', `/solucao/${mundo.vitrine.slug}`)).status).toBe(200);
    const antes = await t.deps.db
      .selectFrom('fornecedores')
      .select(['avaliacao_total', 'avaliacao_soma'])
      .where('id', '=', mundo.outra.id)
      .executeTakeFirstOrThrow();
    expect(antes).toEqual({ avaliacao_total: 2, avaliacao_soma: 8 });

    const res = await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, {
      token: mundo.token,
      body: { senha: PESSOA.senha },
    });
    expect(res.status).toBe(204);

    expect(await ondeAparece(t.deps, PESSOA.email)).toEqual([]);
    expect(await ondeAparece(t.deps, PESSOA.nome)).toEqual([]);
    expect(await ondeAparece(t.deps, 'Quintanilha')).toEqual([]);
    expect(await ondeAparece(t.deps, '99876-5432')).toEqual([]);
    expect(existsSync(pastaDaVitrine())).toBe(false);
    for (const url of [
      `/solucao/${mundo.vitrine.slug}`,
      `/fornecedores/${mundo.vitrine.id}`,
      `/api/fornecedores/${mundo.vitrine.id}`,
    ]) {
      expect((await client.request('GET', url)).status, url).toBe(404);
    }
    // her testimonial left the other showcase's rating (the client's 3 remains)
    const depois = await t.deps.db
      .selectFrom('fornecedores')
      .select(['avaliacao_total', 'avaliacao_soma'])
      .where('id', '=', mundo.outra.id)
      .executeTakeFirstOrThrow();
    expect(depois).toEqual({ avaliacao_total: 1, avaliacao_soma: 3 });
    const restantes = await t.deps.db.selectFrom('depoimentos').select('id').execute();
    expect(restantes.map((d) => d.id)).toEqual([mundo.daCliente.id]);
    // quote requests she received are gone; sessions ended; login fails
    expect(await t.deps.db.selectFrom('orcamentos').select('id').execute()).toEqual([]);
    expect(
      await t.deps.db.selectFrom('sessoes').select('id').where('usuario_id', '=', mundo.pessoa.id).execute(),
    ).toEqual([]);
    expect((await client.request('GET', '/api/usuarios/check-token', { token: mundo.token })).status).toBe(
      401,
    );
    const login = await client.request('POST', '/api/usuarios/login', {
      body: { email: PESSOA.email, senha: PESSOA.senha },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
    // the audit trail keeps ids only: the earlier entries lost the e-mail, the deletion is recorded
    const trilha = await t.deps.db
      .selectFrom('auditoria')
      .select(['admin_id', 'acao', 'entidade_id', 'detalhes'])
      .where('entidade', '=', 'usuario')
      .orderBy('id')
      .execute();
    expect(trilha.map((r) => r.acao)).toEqual(['desativar', 'restaurar', 'excluir_conta']);
    expect(trilha.every((r) => r.entidade_id === String(mundo.pessoa.id))).toBe(true);
    expect(trilha[0].detalhes).toBe('{"anonimizado":true}');
    expect(JSON.parse(trilha[2].detalhes ?? '')).toMatchObject({ por_administrador: false, vitrines: 1 });
    expect(trilha[2].admin_id).toBeNull();
    // the e-mail can be used for a new account
    const nova = await client.request('POST', '/api/usuarios', {
      body: {
        nome: 'Outra Pessoa',
        email: PESSOA.email,
        senha: 'outra-senha-123',
        confirmacaoSenha: 'outra-senha-123',
        telefone: '(11) 98765-4321',
        tipo: 'cliente',
      },
    });
    expect(nova.status, nova.text).toBeLessThan(300);
  });

  it('a wrong or missing password is a 400 with a Portuguese message and changes nothing', async () => {
    const antes = await tudo();
    const errada = await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, {
      token: mundo.token,
      body: { senha: 'nao-e-a-senha' },
    });
    expect(errada.status).toBe(400);
    expect(errada.json.message).toBe('Senha incorreta. Sua conta não foi excluída.');
    const sem = await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, { token: mundo.token });
    expect(sem.status).toBe(400);
    expect(sem.json.message).toBe('Digite sua senha para confirmar a exclusão da conta.');
    const comoPessoa = await callerFor(t.deps, mundo.pessoa);
    await expect(comoPessoa.privacidade.excluir({ senha: 'nao-e-a-senha' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await tudo()).toBe(antes);
    expect(existsSync(pastaDaVitrine())).toBe(true);
  });

  it('another user gets 403 and anonymous 401 on both paths and both procedures; nothing changes', async () => {
    const antes = await tudo();
    const outro = await loginAs(t.deps, mundo.outroDono);
    const del = await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, {
      token: outro.token,
      body: { senha: PESSOA.senha },
    });
    expect(del.status).toBe(403);
    expect(del.json.message).toBe('Você não tem permissão para excluir esta conta.');
    expect((await client.request('DELETE', `/api/usuarios/${mundo.pessoa.id}`, { body: {} })).status).toBe(
      401,
    );
    // the body is read only after the permission check: a malformed one from someone else is still a 403
    const malformado = (token: string) =>
      client.app.request(`${ORIGIN}/api/usuarios/${mundo.pessoa.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{"senha":',
      });
    expect((await malformado(outro.token)).status).toBe(403);
    expect((await malformado(mundo.token)).status).toBe(400);

    const comoOutro = await callerFor(t.deps, mundo.outroDono);
    const anonimo = await callerFor(t.deps, null);
    const codigo = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: TRPCError) => e.code,
      );
    expect(await codigo(comoOutro.privacidade.excluir({ id: mundo.pessoa.id, senha: PESSOA.senha }))).toBe(
      'FORBIDDEN',
    );
    expect(await codigo(comoOutro.privacidade.resumo({ id: mundo.pessoa.id }))).toBe('FORBIDDEN');
    expect(await codigo(anonimo.privacidade.excluir({ senha: PESSOA.senha }))).toBe('UNAUTHORIZED');
    expect(await codigo(anonimo.privacidade.resumo())).toBe('UNAUTHORIZED');
    expect(await tudo()).toBe(antes);
  });

  it('an admin deletes a person on request without her password, recorded in the audit trail', async () => {
    const comoAdmin = await callerFor(t.deps, mundo.admin);
    const resumo = await comoAdmin.privacidade.resumo({ id: mundo.pessoa.id });
    expect(resumo).toMatchObject({
      vitrines: [{ id: mundo.vitrine.id, nome_empresa: 'Ateliê Vento Norte' }],
      depoimentos_escritos: 1,
      orcamentos_recebidos: 1,
      orcamentos_enviados: 1,
    });
    await comoAdmin.privacidade.excluir({ id: mundo.pessoa.id });
    expect(await ondeAparece(t.deps, PESSOA.email)).toEqual([]);
    expect(await ondeAparece(t.deps, PESSOA.nome)).toEqual([]);
    const registro = await t.deps.db
      .selectFrom('auditoria')
      .select(['admin_id', 'entidade_id', 'detalhes'])
      .where('acao', '=', 'excluir_conta')
      .executeTakeFirstOrThrow();
    expect(registro.admin_id).toBe(mundo.admin.id);
    expect(registro.entidade_id).toBe(String(mundo.pessoa.id));
    expect(JSON.parse(registro.detalhes ?? '')).toMatchObject({ por_administrador: true });
    // the erased account is gone for every later request
    expect(await comoAdmin.privacidade.resumo({ id: mundo.pessoa.id }).catch((e: TRPCError) => e.code)).toBe(
      'NOT_FOUND',
    );
    // over REST an admin sends no password either
    const outra = await createUsuario(t.deps, { nome: 'Pessoa Dois Teste' });
    const sessaoAdmin = await loginAs(t.deps, mundo.admin);
    const res = await client.request('DELETE', `/api/usuarios/${outra.id}`, { token: sessaoAdmin.token });
    expect(res.status).toBe(204);
    expect(await ondeAparece(t.deps, outra.email)).toEqual([]);
  });

  it('the last active admin cannot delete their own account', async () => {
    const comoAdmin = await callerFor(t.deps, mundo.admin);
    await expect(comoAdmin.privacidade.excluir({ senha: mundo.admin.senha })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Não é possível excluir o último administrador ativo.',
    });
  });

  it('a failure removing the files after the commit is logged and does not bring the data back', async () => {
    const erros: unknown[] = [];
    t.deps.storage.deletePrefix = async () => {
      throw new Error('disco indisponível');
    };
    const logger = t.deps.logger as unknown as { error: (...a: unknown[]) => void };
    logger.error = (...a: unknown[]) => erros.push(a);
    const comoPessoa = await callerFor(t.deps, mundo.pessoa);
    await expect(comoPessoa.privacidade.excluir({ senha: PESSOA.senha })).resolves.toMatchObject({
      message: 'Conta excluída. Seus dados foram apagados.',
    });
    expect(erros).toHaveLength(1);
    expect(await ondeAparece(t.deps, PESSOA.email)).toEqual([]);
    expect(
      await t.deps.db.selectFrom('fornecedores').select('id').where('id', '=', mundo.vitrine.id).execute(),
    ).toEqual([]);
  });
});
