import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../server/rest/admin.rest.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs, type TestUser } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';
import { operacoesRest } from '../helpers/rest-operacoes.js';

function concreto(p: string): string {
  return p.replace(':id', '1').replace(':filename', 'foto.jpg');
}

describe('admin REST paths', () => {
  let t: TestDb;
  let http: ReturnType<typeof httpClient>;
  let admin: TestUser;
  let adminToken: string;

  beforeEach(async () => {
    t = await createTestDb();
    http = httpClient(t.deps);
    admin = await createUsuario(t.deps, { tipo: 'admin' });
    adminToken = (await loginAs(t.deps, admin)).token;
  });
  afterEach(() => t.cleanup());

  it('refuses every admin-only path to anonymous (401), cliente and anunciante (403)', async () => {
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    const anunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    const tokCliente = (await loginAs(t.deps, cliente)).token;
    const tokAnunciante = (await loginAs(t.deps, anunciante)).token;
    // every admin-only path of the product, whichever adapter holds it
    const soAdmin = operacoesRest.filter((r) => r.access === 'admin');
    expect(soAdmin.length).toBeGreaterThanOrEqual(23);
    for (const r of soAdmin) {
      const p = concreto(r.path);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      expect((await http.request(r.method, p, { body })).status, `${r.method} ${p} anônimo`).toBe(401);
      expect(
        (await http.request(r.method, p, { body, token: tokCliente })).status,
        `${r.method} ${p} cliente`,
      ).toBe(403);
      expect(
        (await http.request(r.method, p, { body, token: tokAnunciante })).status,
        `${r.method} ${p} anunciante`,
      ).toBe(403);
    }
    // the diagnostics: anonymous 401, cliente 403
    for (const r of adminRoutes.filter((x) => x.access === 'anunciante')) {
      const p = concreto(r.path);
      expect((await http.request('GET', p)).status, p).toBe(401);
      expect((await http.request('GET', p, { token: tokCliente })).status, p).toBe(403);
    }
  });

  it('lists users and suppliers (inactive included) searched and paged on the server', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Marina Albuquerque' });
    const f1 = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Contabilidade Aurora' });
    await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Estúdio Lumen',
      deleted_at: new Date().toISOString(),
    });
    const outro = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Paulo Teixeira' });
    await createFornecedor(t.deps, outro.id, {
      nome_empresa: 'Agência Vento Sul',
      telefone: '(41) 99999-1234',
    });

    const todos = await http.request('GET', '/api/fornecedores/todos', { token: adminToken });
    expect(todos.status).toBe(200);
    expect(todos.json.total).toBe(3);
    expect(todos.json.rows.some((r: { deleted_at: string | null }) => r.deleted_at !== null)).toBe(true);

    const porDono = await http.request('GET', '/api/fornecedores/todos?q=albuquerque', { token: adminToken });
    expect(porDono.json.total).toBe(2);
    expect(porDono.json.rows[0].usuario.nome).toBe('Marina Albuquerque');

    const porId = await http.request('GET', `/api/fornecedores/todos?q=${outro.id}`, { token: adminToken });
    expect(porId.json.rows.map((r: { nome_empresa: string }) => r.nome_empresa)).toContain(
      'Agência Vento Sul',
    );

    const porTelefone = await http.request('GET', '/api/fornecedores/todos?q=99999-1234', {
      token: adminToken,
    });
    expect(porTelefone.json.total).toBe(1);

    const pagina = await http.request('GET', '/api/fornecedores/todos?page=2&per_page=2', {
      token: adminToken,
    });
    expect(pagina.json.rows).toHaveLength(1);
    expect(pagina.json.total).toBe(3);
    expect(pagina.json.rows[0].id).toBe(f1.id);

    const usuarios = await http.request('GET', '/api/usuarios/todos?q=Paulo', { token: adminToken });
    expect(usuarios.status).toBe(200);
    expect(usuarios.json.total).toBe(1);
    expect(usuarios.json.rows[0]).not.toHaveProperty('senha_hash');

    // Accents and case ignored on both sides, as an admin types: "joao" finds "João", "ESTUDIO"
    // finds "Estúdio", and the accented word finds itself.
    await createUsuario(t.deps, { tipo: 'cliente', nome: 'João Conceição' });
    for (const q of ['joao', 'CONCEICAO', 'joão conceição', 'ÇÃO']) {
      const r = await http.request('GET', `/api/usuarios/todos?q=${encodeURIComponent(q)}`, {
        token: adminToken,
      });
      expect(
        r.json.rows.map((u: { nome: string }) => u.nome),
        q,
      ).toEqual(['João Conceição']);
    }
    for (const q of ['estudio lumen', 'ESTÚDIO', 'agencia vento']) {
      const r = await http.request('GET', `/api/fornecedores/todos?q=${encodeURIComponent(q)}`, {
        token: adminToken,
      });
      expect(r.json.total, q).toBe(1);
    }

    const ruim = await http.request('GET', '/api/usuarios/todos?per_page=5000', { token: adminToken });
    expect(ruim.status).toBe(400);
  });

  it('answers memory, fornecedor-tags and the home page-view stats per São Paulo day', async () => {
    const mem = await http.request('GET', '/api/memoria', { token: adminToken });
    expect(mem.status).toBe(200);
    expect(mem.json.heapUsed).toBeGreaterThan(0);
    expect(mem.json.heapTotal).toBeGreaterThanOrEqual(mem.json.heapUsed);
    expect(mem.json.heapUsage).toBeGreaterThan(0);
    // The alarm is measured against the heap's hard limit, not heapTotal.
    expect(mem.json.heapLimit).toBe(v8.getHeapStatistics().heap_size_limit);
    expect(mem.json.heapLimit).toBeGreaterThan(mem.json.heapTotal);
    expect(mem.json.heapLimitUsage).toBeCloseTo((mem.json.heapUsed / mem.json.heapLimit) * 100, 0);
    expect(mem.json.heapLimitUsage).toBeLessThan(mem.json.heapUsage);
    expect(mem.json.rss).toBeGreaterThanOrEqual(mem.json.heapUsed);

    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const ontem = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() - 86_400_000),
    );
    const base = {
      object_id: null,
      fornecedor_id: null,
      url: '/',
      referrer: null,
      usuario_id: null,
      user_agent: null,
    };
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('page_views')
      .values([
        {
          ...base,
          page_type: 'home',
          session_id: 'a',
          dia: hoje,
          contado: 1,
          motivo_descartado: null,
          created_at: now,
        },
        {
          ...base,
          page_type: 'home',
          session_id: 'b',
          dia: hoje,
          contado: 1,
          motivo_descartado: null,
          created_at: now,
        },
        {
          ...base,
          page_type: 'home',
          session_id: 'c',
          dia: hoje,
          contado: 0,
          motivo_descartado: 'bot',
          created_at: now,
        },
        {
          ...base,
          page_type: 'home',
          session_id: 'd',
          dia: ontem,
          contado: 1,
          motivo_descartado: null,
          created_at: now,
        },
        {
          ...base,
          page_type: 'blog',
          session_id: 'e',
          dia: hoje,
          contado: 1,
          motivo_descartado: null,
          created_at: now,
        },
      ])
      .execute();
    const stats = await http.request('GET', '/api/access-logs/page-views/stats?page_type=home', {
      token: adminToken,
    });
    expect(stats.status).toBe(200);
    expect(stats.json).toEqual([
      { data: ontem, quantidade: 1 },
      { data: hoje, quantidade: 2 },
    ]);

    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { tags: ['Brasil'] });
    const ft = await http.request('GET', '/api/fornecedor-tags', { token: adminToken });
    expect(ft.json).toEqual([{ fornecedor_id: f.id, tag_id: expect.any(Number) }]);
  });

  it('deactivating a user ends their token at once; restore lets them log in again', async () => {
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    const { token } = await loginAs(t.deps, cliente);
    expect((await http.request('GET', '/api/usuarios/check-token', { token })).status).toBe(200);

    const del = await http.request('PUT', `/api/usuarios/${cliente.id}/delete`, { token: adminToken });
    expect(del.status).toBe(200);
    expect(del.json.deleted_at).toBeTruthy();
    expect((await http.request('GET', '/api/usuarios/check-token', { token })).status).toBe(401);
    const recusado = await http.request('POST', '/api/usuarios/login', {
      body: { email: cliente.email, senha: cliente.senha },
    });
    expect(recusado.status).toBe(403);

    const res = await http.request('PUT', `/api/usuarios/${cliente.id}/restore`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.deleted_at).toBeNull();
    const login = await http.request('POST', '/api/usuarios/login', {
      body: { email: cliente.email, senha: cliente.senha },
    });
    expect(login.status).toBe(200);
    expect((await http.request('GET', '/api/usuarios/check-token', { token: login.json.token })).status).toBe(
      200,
    );
  });

  it('a password set by an admin ends that user sessions and the new one works', async () => {
    const anunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    const { token } = await loginAs(t.deps, anunciante);
    const curta = await http.request('PUT', `/api/usuarios/${anunciante.id}/senha`, {
      token: adminToken,
      body: { senha: '123' },
    });
    expect(curta.status).toBe(400);
    expect(curta.json.errors[0]).toEqual({
      campo: 'senha',
      mensagem: 'A senha deve ter pelo menos 6 caracteres',
    });
    const ok = await http.request('PUT', `/api/usuarios/${anunciante.id}/senha`, {
      token: adminToken,
      body: { senha: 'nova-senha-forte' },
    });
    expect(ok.status).toBe(200);
    expect((await http.request('GET', '/api/usuarios/check-token', { token })).status).toBe(401);
    const login = await http.request('POST', '/api/usuarios/login', {
      body: { email: anunciante.email, senha: 'nova-senha-forte' },
    });
    expect(login.status).toBe(200);
  });

  it('the last active admin cannot deactivate or demote themselves', async () => {
    const del = await http.request('PUT', `/api/usuarios/${admin.id}/delete`, { token: adminToken });
    expect(del.status).toBe(403);
    const tipo = await http.request('PUT', `/api/usuarios/${admin.id}/tipo`, {
      token: adminToken,
      body: { tipo: 'cliente' },
    });
    expect(tipo.status).toBe(403);
    const row = await t.deps.db
      .selectFrom('usuarios')
      .select(['tipo', 'deleted_at'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tipo: 'admin', deleted_at: null });
  });

  it('tag CRUD: type required, detaches on delete; types and categories in use are refused', async () => {
    const semTipo = await http.request('POST', '/api/tags', { token: adminToken, body: { nome: 'Drone' } });
    expect(semTipo.status).toBe(400);
    expect(semTipo.json.errors).toEqual([{ campo: 'categoria_id', mensagem: 'Selecione um tipo de tag' }]);

    const tipo = await http.request('POST', '/api/tipos-tag', {
      token: adminToken,
      body: { nome: 'Equipamentos' },
    });
    expect(tipo.status).toBe(201);
    const tag = await http.request('POST', '/api/tags', {
      token: adminToken,
      body: { nome: 'Drone', categoria_id: String(tipo.json.id) },
    });
    expect(tag.status).toBe(201);
    expect(tag.json).toMatchObject({
      nome: 'Drone',
      categoria_id: tipo.json.id,
      CategoriaTag: { nome: 'Equipamentos' },
    });
    const dup = await http.request('POST', '/api/tags', {
      token: adminToken,
      body: { nome: 'drone', categoria_id: tipo.json.id },
    });
    expect(dup.status).toBe(409);

    const publicas = await http.request('GET', '/api/tags');
    expect(publicas.json.map((x: { nome: string }) => x.nome)).toContain('Drone');

    const ren = await http.request('PUT', `/api/tags/${tag.json.id}`, {
      token: adminToken,
      body: { nome: 'Filmagem com drone' },
    });
    expect(ren.status).toBe(200);
    expect(ren.json.nome).toBe('Filmagem com drone');

    const emUso = await http.request('DELETE', `/api/tipos-tag/${tipo.json.id}`, { token: adminToken });
    expect(emUso.status).toBe(409);
    expect(emUso.json.message).toContain('não pode ser excluído');

    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { tags: ['Filmagem com drone'] });
    const del = await http.request('DELETE', `/api/tags/${tag.json.id}`, { token: adminToken });
    expect(del.status).toBe(200);
    expect(del.json.fornecedoresAfetados).toBe(1);
    const vinculos = await t.deps.db
      .selectFrom('fornecedor_tags')
      .selectAll()
      .where('fornecedor_id', '=', f.id)
      .execute();
    expect(vinculos).toEqual([]);

    expect(
      (await http.request('DELETE', `/api/tipos-tag/${tipo.json.id}`, { token: adminToken })).status,
    ).toBe(200);

    const semNome = await http.request('POST', '/api/categorias-link', {
      token: adminToken,
      body: { icone: 'fa fa-link' },
    });
    expect(semNome.status).toBe(400);
    expect(semNome.json.errors[0].mensagem).toBe('Nome da categoria é obrigatória');
    const semIcone = await http.request('POST', '/api/categorias-link', {
      token: adminToken,
      body: { nome: 'Podcast' },
    });
    expect(semIcone.status).toBe(400);
    const cat = await http.request('POST', '/api/categorias-link', {
      token: adminToken,
      body: { nome: 'Podcast', icone: 'fa-solid fa-podcast' },
    });
    expect(cat.status).toBe(201);
    const upd = await http.request('PUT', `/api/categorias-link/${cat.json.id}`, {
      token: adminToken,
      body: { nome: 'Podcast', icone: 'fa fa-music' },
    });
    expect(upd.json.icone).toBe('fa fa-music');
    await t.deps.db
      .insertInto('fornecedor_links')
      .values({
        fornecedor_id: f.id,
        categoria_id: cat.json.id,
        url: 'https://podcast.exemplo.com.br/episodio',
        texto_tela: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const catEmUso = await http.request('DELETE', `/api/categorias-link/${cat.json.id}`, {
      token: adminToken,
    });
    expect(catEmUso.status).toBe(409);
    expect(catEmUso.json.message).toContain('não pode ser excluída');

    const log = await http.request('GET', '/api/admin/auditoria?per_page=50', { token: adminToken });
    const acoes = log.json.rows.map((r: { acao: string; entidade: string }) => `${r.acao}:${r.entidade}`);
    expect(acoes).toEqual(
      expect.arrayContaining([
        'criar:tipo_tag',
        'criar:tag',
        'atualizar:tag',
        'excluir:tag',
        'excluir:tipo_tag',
        'criar:categoria_link',
        'atualizar:categoria_link',
      ]),
    );
    expect(log.json.rows.every((r: { admin_id: number }) => r.admin_id === admin.id)).toBe(true);
  });

  it('sets verificado and premium and deactivates/restores a supplier (audited)', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id);
    const selos = await http.request('PUT', `/api/fornecedores/${f.id}/selos`, {
      token: adminToken,
      body: { verificado: true, premium: true },
    });
    expect(selos.json).toEqual({ id: f.id, verificado: true, premium: true });
    expect(
      (
        await http.request('PUT', `/api/fornecedores/${f.id}/delete`, {
          token: adminToken,
          body: { motivo: 'Teste' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await http.request('PUT', `/api/fornecedores/${f.id}/restore`, { token: adminToken })).status,
    ).toBe(200);
    expect(
      (
        await http.request('PUT', '/api/fornecedores/999999/delete', {
          token: adminToken,
          body: { motivo: 'Teste' },
        })
      ).status,
    ).toBe(404);
    const rows = await t.deps.db
      .selectFrom('auditoria')
      .select(['acao', 'entidade', 'entidade_id'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { acao: 'definir_selos', entidade: 'fornecedor', entidade_id: String(f.id) },
        { acao: 'desativar', entidade: 'fornecedor', entidade_id: String(f.id) },
        { acao: 'restaurar', entidade: 'fornecedor', entidade_id: String(f.id) },
      ]),
    );
  });

  it('a deactivated supplier answers 404 on its public page and leaves the public lists and sitemap', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Assessoria Jurídica Íris' });
    const visivel = await http.request('GET', `/api/fornecedores/${f.id}`);
    expect(visivel.status).toBe(200);
    await http.request('PUT', `/api/fornecedores/${f.id}/delete`, {
      token: adminToken,
      body: { motivo: 'Dados de contato falsos' },
    });

    expect((await http.request('GET', `/api/fornecedores/${f.id}`)).status).toBe(404);
    const lista = await http.request('GET', '/api/fornecedores');
    expect(lista.text).not.toContain('Assessoria Jurídica Íris');
    const home = await (await callerFor(t.deps)).fornecedores.home();
    expect(JSON.stringify(home)).not.toContain('Assessoria Jurídica Íris');
    const sitemap = await http.request('GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).not.toContain(f.slug);
    expect(sitemap.text).not.toContain(`/fornecedores/${f.id}<`);

    await http.request('PUT', `/api/fornecedores/${f.id}/restore`, { token: adminToken });
    expect((await http.request('GET', `/api/fornecedores/${f.id}`)).status).toBe(200);
    expect((await http.request('GET', '/sitemap.xml')).text).toContain(f.slug);
    expect((await http.request('GET', '/api/fornecedores')).text).toContain('Assessoria Jurídica Íris');
  });

  it("an inactive advertiser's showcases are hidden from the public until the account is restored", async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Marketing Digital Alvorada' });
    expect((await http.request('GET', `/api/fornecedores/${f.id}`)).status).toBe(200);
    await http.request('PUT', `/api/usuarios/${dono.id}/delete`, { token: adminToken });
    expect((await http.request('GET', `/api/fornecedores/${f.id}`)).status).toBe(404);
    expect((await http.request('GET', '/api/fornecedores')).text).not.toContain('Marketing Digital Alvorada');
    expect((await http.request('GET', '/sitemap.xml')).text).not.toContain(f.slug);
    await http.request('PUT', `/api/usuarios/${dono.id}/restore`, { token: adminToken });
    expect((await http.request('GET', `/api/fornecedores/${f.id}`)).status).toBe(200);
    expect((await http.request('GET', '/api/fornecedores')).text).toContain('Marketing Digital Alvorada');
  });

  describe('upload diagnostics', () => {
    let anunciante: TestUser;
    let tokAnunciante: string;
    let fId: number;
    beforeEach(async () => {
      anunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
      tokAnunciante = (await loginAs(t.deps, anunciante)).token;
      fId = (await createFornecedor(t.deps, anunciante.id)).id;
      const dir = path.join(t.dataDir, 'uploads', 'fornecedores', String(fId));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'abc123.jpg'), Buffer.alloc(1234));
      writeFileSync(path.join(t.dataDir, 'segredo.txt'), 'segredo');
      writeFileSync(path.join(t.dataDir, 'uploads', 'raiz.jpg'), 'x');
    });

    it('shows file info, the file list and the folders health to the owner and to the admin', async () => {
      for (const token of [tokAnunciante, adminToken]) {
        const info = await http.request('GET', `/api/galerias/file-info/${fId}/abc123.jpg`, { token });
        expect(info.status).toBe(200);
        expect(info.json).toMatchObject({
          exists: true,
          filePath: `fornecedores/${fId}/abc123.jpg`,
          size: 1234,
          error: null,
        });
        expect(info.json.permissions).toMatch(/^[0-7]{3}$/);
        expect(info.json.created).toMatch(/^\d{4}-/);
        const list = await http.request('GET', `/api/galerias/list-files/${fId}`, { token });
        expect(list.json.files).toEqual([
          { name: 'abc123.jpg', size: 1234, path: `/uploads/fornecedores/${fId}/abc123.jpg` },
        ]);
      }
      const falta = await http.request('GET', `/api/galerias/file-info/${fId}/nao-existe.jpg`, {
        token: adminToken,
      });
      expect(falta.json).toMatchObject({ exists: false, error: 'Arquivo não encontrado.' });
      const health = await http.request('GET', '/api/health/check-uploads', { token: adminToken });
      expect(health.status).toBe(200);
      expect(health.json.directories[0]).toMatchObject({ path: 'uploads', exists: true, writable: true });
      expect(JSON.stringify(health.json)).not.toContain(t.dataDir);
    });

    // Issue 21, item 6c: the runtime was shown to any advertiser; the attack pass of issue 28:
    // the folders too. Admins only, on REST and tRPC.
    it('check-uploads (folders and runtime) answers admins only', async () => {
      const doAnunciante = await http.request('GET', '/api/health/check-uploads', { token: tokAnunciante });
      expect(doAnunciante.status).toBe(403);
      expect(doAnunciante.text).not.toMatch(/uploads|writable|nodeVersion/);
      const paraAdmin = await http.request('GET', '/api/health/check-uploads', { token: adminToken });
      expect(paraAdmin.status).toBe(200);
      expect(paraAdmin.json.directories).toHaveLength(2);
      expect(paraAdmin.json.system).toMatchObject({
        platform: process.platform,
        nodeVersion: process.version,
      });
      expect(paraAdmin.json.system.uptime).toBeGreaterThanOrEqual(0);

      await expect(
        (await callerFor(t.deps, anunciante)).admin.diagnostico.checkUploads(),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      const trpcAdmin = await (await callerFor(t.deps, admin)).admin.diagnostico.checkUploads();
      expect(trpcAdmin.system?.nodeVersion).toBe(process.version);
    });

    it("refuses another advertiser's supplier", async () => {
      const outro = await createUsuario(t.deps, { tipo: 'anunciante' });
      const tok = (await loginAs(t.deps, outro)).token;
      expect(
        (await http.request('GET', `/api/galerias/file-info/${fId}/abc123.jpg`, { token: tok })).status,
      ).toBe(403);
      expect((await http.request('GET', `/api/galerias/list-files/${fId}`, { token: tok })).status).toBe(403);
    });

    it('refuses every path trick, however encoded', async () => {
      const truques = [
        '../segredo.txt',
        '..%2f..%2f..%2fsegredo.txt',
        '%2e%2e%2f%2e%2e%2f%2e%2e%2fsegredo.txt',
        '%2e%2e',
        '..%5c..%5c..%5csegredo.txt',
        '%252e%252e%252f%252e%252e%252fsegredo.txt',
        '%2fetc%2fpasswd',
        '%2Fetc%2Fpasswd',
        '/etc/passwd',
        '/%2e%2e/%2e%2e/segredo.txt',
        '.%2e/raiz.jpg',
        'abc123.jpg%00.png',
        '..',
        '.',
        '.env',
        'C:%5cWindows%5cwin.ini',
      ];
      for (const truque of truques) {
        for (const url of [
          `/api/galerias/file-info/${fId}/${truque}`,
          `/api/galerias/file-info/${fId}//${truque}`,
          `/api/galerias/file-info//${fId}/${truque}`,
        ]) {
          const res = await http.request('GET', url, { token: adminToken });
          // Refused (400/404), or normalised by the URL parser into a plain name inside the
          // supplier's own folder that does not exist there: never anything outside it.
          if (res.status === 200) {
            expect(res.json.exists, url).toBe(false);
            expect(res.json.filePath.startsWith(`fornecedores/${fId}/`), url).toBe(true);
            expect(res.json.filePath.slice(`fornecedores/${fId}/`.length), url).toMatch(/^[\w.-]+$/);
          } else {
            expect([400, 404], `${url} → ${res.status}`).toContain(res.status);
          }
          expect(res.json?.exists ?? false, url).toBe(false);
          expect(res.json?.size ?? null, url).toBeNull();
        }
      }
      for (const id of ['..%2f1', '1%2f..', '%2e%2e', '-1', '1.5']) {
        const res = await http.request('GET', `/api/galerias/list-files/${id}`, { token: adminToken });
        expect([400, 404], id).toContain(res.status);
      }
    });
  });
});
