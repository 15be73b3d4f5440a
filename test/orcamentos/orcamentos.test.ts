import { afterEach, describe, expect, it } from 'vitest';
import { MSG_ORCAMENTO } from '../../server/schemas/orcamentos.schema.js';
import { apagarAntigos, DIA_MS } from '../../server/services/orcamentos.service.js';
import { agendarRotinaDiaria } from '../../server/services/rotina-diaria.service.js';
import { entregues } from '../auth/outbox.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs, type TestUser } from '../helpers/factories.js';
import { httpClient, resolverCaptcha } from '../helpers/http.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

const pedido = {
  nome: 'Marina Albuquerque',
  email: 'marina@fotografiaflor.com.br',
  telefone: '11987654321',
  ramo: 'Fotografia',
  cidade: 'Campinas',
  uf: 'sp',
  mensagem: 'Olá! Gostaria de um orçamento para um casamento de 150 convidados em março.',
  contato_preferido: 'whatsapp' as const,
  consentimento: true,
};

async function mundo(env: Record<string, string> = {}) {
  t = await createTestDb(env);
  const dono = await createUsuario(t.deps, {
    tipo: 'anunciante',
    email: `dono-${Date.now()}@exemplo.com.br`,
  });
  const outro = await createUsuario(t.deps, { tipo: 'anunciante' });
  const f = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Buffet Flor de Sal' });
  const g = await createFornecedor(t.deps, outro.id, { nome_empresa: 'Doces da Vila' });
  const http = httpClient(t.deps);
  return { dono, outro, f, g, ...http };
}

const linhas = () => t.deps.db.selectFrom('orcamentos').selectAll().orderBy('id').execute();
const tokenDe = async (u: TestUser) => (await loginAs(t.deps, u)).token;

describe('sending a quote request (POST /api/fornecedores/{id}/orcamentos, orcamentos.enviar)', () => {
  it('stores an anonymous request and answers 201 { id, message }; both e-mails go out', async () => {
    const { request, f, dono } = await mundo();
    const res = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, { body: pedido });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      message: expect.stringContaining('Pedido de orçamento enviado'),
    });
    const [row] = await linhas();
    expect(row).toMatchObject({
      id: res.json.id,
      fornecedor_id: f.id,
      usuario_id: null,
      nome: pedido.nome,
      email: pedido.email,
      telefone: '(11) 98765-4321',
      uf: 'SP',
      status: 'nova',
      lida_em: null,
      contato_preferido: 'whatsapp',
    });
    expect(row.consentimento_em).toBeTruthy();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const mails = await entregues(t);
    expect(mails).toHaveLength(2);
    const paraDono = mails.find((m) => m.to.includes(dono.email));
    const copia = mails.find((m) => m.to.includes(pedido.email));
    expect(paraDono?.body).toContain(`Reply-To: ${pedido.email}`);
    // the sender prefers WhatsApp: the owner's e-mail carries a one-tap reply with a greeting
    expect(paraDono?.body).toContain('https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Marina!');
    expect(paraDono?.body).toContain('Responder no WhatsApp');
    // (the decoded subject may keep a space where an encoded word was split)
    expect(paraDono?.subject.replace(/\s/g, '')).toContain('Pedidodeorçamentode'.concat('MarinaAlbuquerque'));
    expect(paraDono?.body).toContain('casamento de 150 convidados');
    expect(paraDono?.body).toContain('http://localhost:3000/perfil/editar#orcamentos');
    expect(copia?.subject.replace(/\s/g, '')).toContain('SeupedidodeorçamentoparaBuffetFlordeSal');
    expect(copia?.body).toMatch(
      /http:\/\/localhost:3000\/politica-de-privacidade\?excluir_orcamento=\d+&(amp;|#38;)?token=/,
    );
    expect(copia?.body).not.toContain(row.token_hash);
  });

  it('links the request to the signed-in sender (tRPC) and needs no captcha for them', async () => {
    const { f } = await mundo({ CAPTCHA_DISABLED: 'false' });
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    const caller = await callerFor(t.deps, cliente);
    const res = await caller.orcamentos.enviar({ fornecedor_id: f.id, ...pedido, email: cliente.email });
    expect(res.id).toBeGreaterThan(0);
    expect((await linhas())[0].usuario_id).toBe(cliente.id);
  });

  it('answers each invalid field with its Portuguese message (400 VALIDATION_ERROR) and stores nothing', async () => {
    const { request, f } = await mundo();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ consentimento: false }, 'consentimento', MSG_ORCAMENTO.consentimento],
      [{ consentimento: undefined }, 'consentimento', MSG_ORCAMENTO.consentimento],
      [{ email: 'marina@' }, 'email', 'Digite um e-mail válido'],
      [{ email: '' }, 'email', 'O e-mail é obrigatório'],
      [{ nome: '' }, 'nome', 'O nome é obrigatório'],
      [{ nome: 'Ma' }, 'nome', 'O nome deve ter pelo menos 3 caracteres'],
      [{ mensagem: '' }, 'mensagem', MSG_ORCAMENTO.mensagemObrigatoria],
      [{ mensagem: 'Curta demais.' }, 'mensagem', MSG_ORCAMENTO.mensagemCurta],
      [{ mensagem: 'x'.repeat(2001) }, 'mensagem', MSG_ORCAMENTO.mensagemLonga],
      [{ telefone: '1234' }, 'telefone', MSG_ORCAMENTO.telefoneInvalido],
      [{ telefone: '', contato_preferido: 'whatsapp' }, 'telefone', MSG_ORCAMENTO.whatsappSemTelefone],
      [{ contato_preferido: 'pombo' }, 'contato_preferido', MSG_ORCAMENTO.contatoPreferido],
      [{ uf: 'XX' }, 'uf', MSG_ORCAMENTO.ufInvalida],
      [{ cidade: 'c'.repeat(101) }, 'cidade', MSG_ORCAMENTO.cidadeLonga],
      [{ ramo: 'r'.repeat(101) }, 'ramo', MSG_ORCAMENTO.ramoLongo],
    ];
    for (const [mudanca, campo, mensagem] of casos) {
      const res = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
        body: { ...pedido, ...mudanca },
      });
      expect(res.status, JSON.stringify(mudanca)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
      expect(res.json.errors).toEqual([{ campo, mensagem }]);
    }
    // exactly 20 characters is enough; an optional phone may be left empty with e-mail preferred
    const ok = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: { ...pedido, mensagem: 'a'.repeat(20), telefone: '', contato_preferido: 'email' },
    });
    expect(ok.status).toBe(201);
    expect(await linhas()).toHaveLength(1);
  });

  it('refuses a draft, an inactive or an unknown showcase with 404', async () => {
    const { request, dono } = await mundo();
    const rascunho = await createFornecedor(t.deps, dono.id, { publicado: 0 });
    const inativo = await createFornecedor(t.deps, dono.id, { deleted_at: new Date().toISOString() });
    for (const id of [rascunho.id, inativo.id, 999_999]) {
      const res = await request('POST', `/api/fornecedores/${id}/orcamentos`, { body: pedido });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Fornecedor não encontrado.');
    }
    expect(await linhas()).toHaveLength(0);
  });

  it('requires the ALTCHA captcha from anonymous senders, as the sign-up does', async () => {
    const { request, f } = await mundo({ CAPTCHA_DISABLED: 'false' });
    const sem = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, { body: pedido });
    expect(sem.status).toBe(400);
    expect(sem.json).toMatchObject({
      code: 'RECAPTCHA_MISSING',
      message: 'Por favor, complete a verificação de segurança',
    });
    const falso = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: { ...pedido, recaptchaToken: 'abc' },
    });
    expect(falso.json.code).toBe('RECAPTCHA_VALIDATION_FAILED');
    expect(await linhas()).toHaveLength(0);

    const recaptchaToken = await resolverCaptcha(request);
    const ok = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: { ...pedido, recaptchaToken },
    });
    expect(ok.status).toBe(201);
  });

  it('drops a request whose honeypot is filled: 400, nothing stored, no e-mail', async () => {
    const { request, f } = await mundo();
    const res = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: { ...pedido, site_empresa: 'https://spam.example' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Não foi possível enviar o pedido. Recarregue a página e tente novamente.');
    expect(await linhas()).toHaveLength(0);
    expect(await entregues(t)).toHaveLength(0);
  });

  it('limits per IP, per e-mail and per showcase (RATE_LIMIT_LEADS) with 429 and Retry-After', async () => {
    const { request, f, g } = await mundo({ RATE_LIMIT_LEADS: '2/600' });
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    const post = (id: number, body: object) =>
      request('POST', `/api/fornecedores/${id}/orcamentos`, { body, headers });
    expect((await post(f.id, pedido)).status).toBe(201);
    expect((await post(g.id, { ...pedido, email: 'outra@exemplo.com.br' })).status).toBe(201);
    const ip = await post(f.id, { ...pedido, email: 'terceira@exemplo.com.br' });
    expect(ip.status).toBe(429);
    expect(ip.json.code).toBe('RATE_LIMITED');
    expect(Number(ip.headers.get('retry-after'))).toBeGreaterThan(0);

    // per e-mail, from other addresses
    const de = (ipN: number) => callerFor(t.deps, null, { ip: `198.51.100.${ipN}` });
    await (await de(1)).orcamentos.enviar({ fornecedor_id: g.id, ...pedido });
    await expect((await de(2)).orcamentos.enviar({ fornecedor_id: g.id, ...pedido })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // per showcase: 10× the limit, whoever sends
    for (let i = 0; i < 19; i++) {
      await (await de(10 + i)).orcamentos.enviar({
        fornecedor_id: f.id,
        ...pedido,
        email: `p${i}@exemplo.com.br`,
      });
    }
    await expect(
      (await de(99)).orcamentos.enviar({ fornecedor_id: f.id, ...pedido, email: 'ultima@exemplo.com.br' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await linhas()).filter((r) => r.fornecedor_id === f.id)).toHaveLength(20);
  });

  it('lets no CR/LF from any field reach an e-mail header', async () => {
    const { request, f } = await mundo();
    const injeta = (s: string) => `${s}\r\nBcc: vitima@exemplo.com\r\nX-Injetado: sim`;
    const res = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: {
        ...pedido,
        nome: injeta('Marina'),
        ramo: injeta('Fotografia'),
        cidade: injeta('Campinas'),
        telefone: injeta('11987654321'),
        mensagem: injeta('Mensagem longa o bastante para passar.'),
      },
    });
    expect(res.status).toBe(400); // the phone with letters is not a phone
    const ok = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: {
        ...pedido,
        nome: injeta('Marina'),
        ramo: injeta('Fotografia'),
        cidade: injeta('Campinas'),
        mensagem: injeta('Mensagem longa o bastante para passar.'),
      },
    });
    expect(ok.status).toBe(201);
    const semEmail = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, {
      body: { ...pedido, email: 'marina@exemplo.com\r\nBcc: vitima@exemplo.com' },
    });
    expect(semEmail.status).toBe(400);
    const mails = await entregues(t);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      const cabecalho = m.body.slice(0, m.body.search(/\r?\n\r?\n/));
      expect(cabecalho).not.toMatch(/^Bcc:/im);
      expect(cabecalho).not.toMatch(/^X-Injetado:/im);
      expect(cabecalho).not.toContain('vitima@exemplo.com');
    }
    const [row] = await linhas();
    expect(row.nome).toBe('Marina Bcc: vitima@exemplo.com X-Injetado: sim');
  });
});

describe('the inbox (GET/PUT /api/orcamentos, orcamentos.listar/obter/marcar/naoLidas)', () => {
  async function comPedidos() {
    const m = await mundo();
    for (const [i, id] of [m.f.id, m.f.id, m.g.id].entries()) {
      await m.request('POST', `/api/fornecedores/${id}/orcamentos`, {
        body: { ...pedido, nome: `Pessoa ${i} Teste`, email: `p${i}@exemplo.com.br` },
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      });
    }
    return m;
  }

  it('lists only the owner’s requests, newest first; admin sees all; filters, search, pagination', async () => {
    const { request, dono, f } = await comPedidos();
    const token = await tokenDe(dono);
    const res = await request('GET', '/api/orcamentos', { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(res.json.rows.map((r: { nome: string }) => r.nome)).toEqual(['Pessoa 1 Teste', 'Pessoa 0 Teste']);
    expect(res.json.rows[0]).not.toHaveProperty('token_hash');
    expect(res.json.rows[0]).toMatchObject({
      nome_empresa: 'Buffet Flor de Sal',
      status: 'nova',
      lida_em: null,
    });

    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    expect((await request('GET', '/api/orcamentos', { token: await tokenDe(admin) })).json.total).toBe(3);

    const busca = await request('GET', '/api/orcamentos?q=pessoa%200', { token });
    expect(busca.json.rows.map((r: { nome: string }) => r.nome)).toEqual(['Pessoa 0 Teste']);
    // Accents and case as people type them: "orcamento" finds "orçamento", "OLA" finds "Olá".
    for (const q of ['orcamento%20para', 'OLA!', 'Orçamento']) {
      const semAcento = await request('GET', `/api/orcamentos?q=${q}`, { token });
      expect(semAcento.json.total, q).toBe(2);
    }
    const pag = await request('GET', `/api/orcamentos?fornecedor_id=${f.id}&per_page=1&page=2`, { token });
    expect(pag.json).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(pag.json.rows.map((r: { nome: string }) => r.nome)).toEqual(['Pessoa 0 Teste']);
    const arquivadas = await request('GET', '/api/orcamentos?status=arquivada', { token });
    expect(arquivadas.json.total).toBe(0);
    const ruim = await request('GET', '/api/orcamentos?status=lixo', { token });
    expect(ruim.status).toBe(400);
  });

  it('refuses another advertiser (403), a cliente (403) and the anonymous (401)', async () => {
    const { request, outro, f } = await comPedidos();
    const [meu] = await linhas();
    const tokenOutro = await tokenDe(outro);
    expect((await request('GET', `/api/orcamentos/${meu.id}`, { token: tokenOutro })).status).toBe(403);
    expect(
      (await request('PUT', `/api/orcamentos/${meu.id}`, { token: tokenOutro, body: { status: 'spam' } }))
        .status,
    ).toBe(403);
    expect(
      (await request('GET', `/api/orcamentos?fornecedor_id=${f.id}`, { token: tokenOutro })).status,
    ).toBe(403);
    const deOutro = await request('GET', '/api/orcamentos', { token: tokenOutro });
    expect(deOutro.json.rows.every((r: { fornecedor_id: number }) => r.fornecedor_id !== f.id)).toBe(true);
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    expect((await request('GET', '/api/orcamentos', { token: await tokenDe(cliente) })).status).toBe(403);
    expect((await request('GET', `/api/orcamentos/${meu.id}`)).status).toBe(401);
    expect((await linhas())[0].status).toBe('nova');
  });

  it('changes status and the read mark; the unread count follows', async () => {
    const { request, dono } = await comPedidos();
    const token = await tokenDe(dono);
    const caller = await callerFor(t.deps, dono);
    expect(await caller.orcamentos.naoLidas()).toEqual({ total: 2 });
    const [primeiro, segundo] = await linhas();

    const detalhe = await request('GET', `/api/orcamentos/${primeiro.id}`, { token });
    expect(detalhe.json).toMatchObject({
      id: primeiro.id,
      mensagem: pedido.mensagem,
      telefone: '(11) 98765-4321',
    });
    expect(detalhe.json.lida_em).toBeNull(); // a GET changes nothing

    const lida = await request('PUT', `/api/orcamentos/${primeiro.id}`, { token, body: { lida: true } });
    expect(lida.json.lida_em).not.toBeNull();
    expect(lida.json.status).toBe('nova');
    expect(await caller.orcamentos.naoLidas()).toEqual({ total: 1 });

    const respondida = await caller.orcamentos.marcar({ id: segundo.id, status: 'respondida' });
    expect(respondida).toMatchObject({ status: 'respondida', lida_em: expect.any(String) });
    expect(await caller.orcamentos.naoLidas()).toEqual({ total: 0 });

    for (const status of ['arquivada', 'spam', 'nova'] as const) {
      const r = await request('PUT', `/api/orcamentos/${segundo.id}`, { token, body: { status } });
      expect(r.json.status).toBe(status);
    }
    const vazio = await request('PUT', `/api/orcamentos/${segundo.id}`, { token, body: {} });
    expect(vazio.status).toBe(400);
    expect((await request('PUT', '/api/orcamentos/999999', { token, body: { status: 'spam' } })).status).toBe(
      404,
    );
  });
});

describe('statistics: requests per day, total, conversion; admin totals and spam rate', () => {
  it('counts requests (spam aside) per São Paulo day and divides by unique visitors', async () => {
    const { f, dono } = await mundo();
    const agora = new Date('2027-03-10T15:00:00Z');
    const inserir = (created_at: string, status: 'nova' | 'spam' = 'nova') =>
      t.deps.db
        .insertInto('orcamentos')
        .values({
          fornecedor_id: f.id,
          nome: 'Pessoa',
          email: 'p@exemplo.com.br',
          mensagem: 'Uma mensagem com vinte caracteres.',
          contato_preferido: 'email',
          consentimento_em: created_at,
          token_hash: 'a'.repeat(64),
          status,
          created_at,
        })
        .execute();
    await inserir('2027-03-10T12:00:00.000Z');
    await inserir('2027-03-10T02:30:00.000Z'); // 23:30 of 03-09 in São Paulo
    await inserir('2027-03-09T13:00:00.000Z');
    await inserir('2027-03-10T13:00:00.000Z', 'spam');
    await inserir('2027-01-01T13:00:00.000Z'); // outside the 30 days
    for (const [sessao, dia] of [
      ['s1', '2027-03-09'],
      ['s2', '2027-03-10'],
      ['s3', '2027-03-10'],
      ['s3', '2027-03-10'],
    ]) {
      await t.deps.db
        .insertInto('page_views')
        .values({
          page_type: 'fornecedor',
          object_id: String(f.id),
          fornecedor_id: f.id,
          url: '/x',
          referrer: null,
          session_id: sessao,
          usuario_id: null,
          user_agent: null,
          motivo_descartado: null,
          dia,
          created_at: `${dia}T15:00:00.000Z`,
        })
        .execute();
    }
    const { estatisticasFornecedor } = await import('../../server/services/estatisticas.service.js');
    const { createContextInner } = await import('../../server/services/contexto.js');
    const ctx = createContextInner(t.deps, { user: dono });
    const r = await estatisticasFornecedor(ctx, { fornecedorId: f.id }, agora);
    expect(r.orcamentos).toEqual({ total: 3, conversao: 1 });
    const dia = (d: string) => r.daily_stats.find((x) => x.date === d);
    expect(dia('2027-03-09')).toMatchObject({ total_views: 1, orcamentos: 2 });
    expect(dia('2027-03-10')).toMatchObject({ total_views: 3, orcamentos: 1 });
    expect(r.daily_stats.reduce((n, x) => n + x.orcamentos, 0)).toBe(3);

    // the period report of the showcase counts them in its buckets too
    const caller = await callerFor(t.deps, dono);
    const semana = await caller.accessLogs.relatorioPeriodo({
      page_type: 'fornecedor',
      object_id: String(f.id),
      start_date: '2027-03-01',
      end_date: '2027-03-10',
      period: 'week',
    });
    expect(semana).toEqual([
      { data_stats: '2027-03-01', total_views: 0, total_orcamentos: 0 },
      // 9 and 10 March 2027 are Tuesday and Wednesday of the week from Monday the 8th
      { data_stats: '2027-03-08', total_views: 4, total_orcamentos: 3 },
    ]);

    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const resumo = await (await callerFor(t.deps, admin)).admin.resumo();
    expect(resumo.orcamentos).toEqual({ total: 5, spam: 1, taxa_spam: 0.2 });
  });
});

describe('privacy: the sender’s delete link and retention', () => {
  it('deletes the request at once with the link from the copy; a wrong token or a second use: 404', async () => {
    const { request, f } = await mundo();
    const { json } = await request('POST', `/api/fornecedores/${f.id}/orcamentos`, { body: pedido });
    const copia = (await entregues(t)).find((m) => m.to.includes(pedido.email));
    const link = copia?.body.match(
      /\/politica-de-privacidade\?excluir_orcamento=(\d+)&(?:amp;|#38;)?token=([\w-]+)/,
    );
    expect(link?.[1]).toBe(String(json.id));
    const token = link?.[2] ?? '';
    const errado = await request('DELETE', `/api/orcamentos/${json.id}?token=${'x'.repeat(43)}`);
    expect(errado.status).toBe(404);
    expect(await linhas()).toHaveLength(1);
    const ok = await request('DELETE', `/api/orcamentos/${json.id}?token=${token}`);
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Seu pedido de orçamento foi excluído.');
    expect(await linhas()).toHaveLength(0);
    expect((await request('DELETE', `/api/orcamentos/${json.id}?token=${token}`)).status).toBe(404);
  });

  it('the daily job deletes requests older than LEAD_RETENTION_DAYS (injected clock)', async () => {
    const { f } = await mundo({ LEAD_RETENTION_DAYS: '30' });
    const agora = new Date('2027-03-01T12:00:00Z');
    const idade = (dias: number) => new Date(agora.getTime() - dias * DIA_MS).toISOString();
    for (const [nome, dias] of [
      ['velho', 31],
      ['no limite', 29],
      ['novo', 1],
    ] as const) {
      await t.deps.db
        .insertInto('orcamentos')
        .values({
          fornecedor_id: f.id,
          nome,
          email: 'a@exemplo.com.br',
          mensagem: 'Uma mensagem com vinte caracteres.',
          contato_preferido: 'email',
          consentimento_em: idade(dias),
          token_hash: 'a'.repeat(64),
          created_at: idade(dias),
        })
        .execute();
    }
    expect(await apagarAntigos(t.deps, agora)).toBe(1);
    expect((await linhas()).map((r) => r.nome)).toEqual(['no limite', 'novo']);

    // the daily job runs at once, then each interval, with the clock it is given
    let relogio = new Date(agora.getTime() + 2 * DIA_MS);
    t.deps.agora = () => relogio;
    const parar = agendarRotinaDiaria(t.deps, { intervaloMs: 20 });
    // Polled, not slept: on PostgreSQL under load one run can take longer than the interval.
    await expect.poll(async () => (await linhas()).map((r) => r.nome)).toEqual(['novo']);
    relogio = new Date(agora.getTime() + 40 * DIA_MS);
    await expect.poll(async () => (await linhas()).length).toBe(0);
    parar();
  });
});
