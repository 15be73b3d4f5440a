import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import { arquivo, estadoDoFornecedor, multipart, type Pessoas, pessoas, png } from './setup.js';

/**
 * The editor's files through tRPC (FormData inputs, sent unbatched by the app's httpLink): the
 * same services, limits, checks and Portuguese messages as the REST multipart routes.
 */
describe('showcase files through tRPC', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  const estado = async () => ({
    ...(await estadoDoFornecedor(t, p.fornecedorId)),
    total: (await t.deps.db.selectFrom('fornecedores').select('id').execute()).length,
  });

  /** A call to one upload procedure: `id` plus the given fields. */
  const chamar = (procedimento: string, campos: Record<string, string | File>, token?: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(campos)) form.append(k, v);
    return multipart(client, 'POST', `/trpc/fornecedores.${procedimento}`, form, token);
  };
  const rest = (method: string, url: string, campos: Record<string, File>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(campos)) form.append(k, v);
    return multipart(client, method, url, form, p.tokens.dono);
  };

  it('the owner adds a gallery image, a photo and a rich-text image; the answers are the services’', async () => {
    const id = String(p.fornecedorId);
    const midia = await chamar(
      'adicionarMidia',
      { id, midia: arquivo(await png(), 'a.png', 'image/png') },
      p.tokens.dono,
    );
    expect(midia.status).toBe(200);
    expect(midia.json.result.data).toMatchObject({
      midia: { id: expect.any(Number), midia_url: expect.stringMatching(/^\/uploads\/fornecedores\//) },
      message: 'Imagem adicionada com sucesso!',
    });

    const foto = await chamar(
      'atualizarParcialComArquivos',
      { id, foto_perfil: arquivo(await png(), 'f.png', 'image/png'), frase_slogan: 'Slogan novo' },
      p.tokens.dono,
    );
    expect(foto.status).toBe(200);
    const fornecedor = foto.json.result.data.fornecedor;
    expect(fornecedor.foto_perfil).toMatch(/^\/uploads\/fornecedores\//);
    expect(fornecedor.frase_slogan).toBe('Slogan novo');
    expect(fornecedor.galeria).toHaveLength(1);

    const imagem = await chamar(
      'enviarImagem',
      { id, imagem: arquivo(await png(), 'i.png', 'image/png') },
      p.tokens.dono,
    );
    expect(imagem.status).toBe(200);
    expect(imagem.json.result.data.url).toMatch(/^\/uploads\/fornecedores\//);

    const depois = await estado();
    expect(depois.midias).toHaveLength(1);
    expect(depois.f.foto_perfil).toBe(fornecedor.foto_perfil);
    expect(depois.arquivos.length).toBeGreaterThanOrEqual(3);
  });

  it('a new supplier is created with its photo and gallery from one multipart call', async () => {
    const form = {
      nome_empresa: 'Buffet Novo',
      descricao_curta: 'Buffet para festas.',
      faqs: JSON.stringify([{ pergunta: 'Atende aos domingos?', resposta: 'Sim.' }]),
      links: JSON.stringify([]),
      foto_perfil: arquivo(await png(), 'f.png', 'image/png'),
      galeria: arquivo(await png(), 'g.png', 'image/png'),
    };
    const res = await chamar('criarComArquivos', form, p.tokens.outro);
    expect(res.status).toBe(200);
    const novoId: number = res.json.result.data.id;
    const criado = await t.deps.db
      .selectFrom('fornecedores')
      .select(['usuario_id', 'nome_empresa', 'foto_perfil'])
      .where('id', '=', novoId)
      .executeTakeFirstOrThrow();
    expect(criado).toMatchObject({ usuario_id: p.outro.id, nome_empresa: 'Buffet Novo' });
    expect(criado.foto_perfil).toMatch(/^\/uploads\/fornecedores\//);
    const midias = await t.deps.db
      .selectFrom('galeria_midias')
      .select('id')
      .where('fornecedor_id', '=', novoId)
      .execute();
    expect(midias).toHaveLength(1);
  });

  it('another advertiser gets FORBIDDEN, anonymous UNAUTHORIZED, a cliente cannot create; nothing changes', async () => {
    const antes = await estado();
    const id = String(p.fornecedorId);
    const chamadas = async () => ({
      adicionarMidia: { id, midia: arquivo(await png(), 'a.png', 'image/png') },
      atualizarParcialComArquivos: { id, foto_perfil: arquivo(await png(), 'f.png', 'image/png') },
      enviarImagem: { id, imagem: arquivo(await png(), 'i.png', 'image/png') },
    });
    for (const [procedimento, campos] of Object.entries(await chamadas())) {
      const outro = await chamar(procedimento, campos, p.tokens.outro);
      expect(outro.status, procedimento).toBe(403);
      expect(outro.json.error.data.code, procedimento).toBe('FORBIDDEN');
    }
    for (const [procedimento, campos] of Object.entries(await chamadas())) {
      const anonimo = await chamar(procedimento, campos);
      expect(anonimo.status, procedimento).toBe(401);
      expect(anonimo.json.error.data.code, procedimento).toBe('UNAUTHORIZED');
    }
    const criar = { nome_empresa: 'Intruso', descricao_curta: 'Não deveria existir.' };
    expect((await chamar('criarComArquivos', criar)).json.error.data.code).toBe('UNAUTHORIZED');
    expect((await chamar('criarComArquivos', criar, p.tokens.cliente)).json.error.data.code).toBe(
      'FORBIDDEN',
    );
    expect(await estado()).toEqual(antes);
  });

  it('a bad file gets the same Portuguese message as REST and changes nothing', async () => {
    const antes = await estado();
    const id = String(p.fornecedorId);
    const falso = () => arquivo(Buffer.from('isto não é uma imagem'), 'foto.jpg', 'image/jpeg');

    const viaRest = await rest('PUT', `/api/galerias/${id}`, { midia: falso() });
    const galeria = await chamar('adicionarMidia', { id, midia: falso() }, p.tokens.dono);
    expect(galeria.status).toBe(415);
    expect(galeria.json.error.message).toBe(viaRest.json.message);
    expect(galeria.json.error.message).toMatch(/[ãçéíóú]/);

    const fotoRest = await rest('PUT', `/api/fornecedores/${id}/partial`, { foto_perfil: falso() });
    const foto = await chamar('atualizarParcialComArquivos', { id, foto_perfil: falso() }, p.tokens.dono);
    expect(foto.status).toBe(415);
    expect(foto.json.error.message).toBe(fotoRest.json.message);

    const semArquivo = await chamar('adicionarMidia', { id }, p.tokens.dono);
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.json.error.message).toBe('Por favor, selecione um arquivo');

    const semId = await chamar('adicionarMidia', { midia: falso() }, p.tokens.dono);
    expect(semId.status).toBe(400);
    expect(semId.json.error.message).toBe('Identificador inválido.');
    expect(await estado()).toEqual(antes);
  });

  it('each upload procedure has its REST twin’s body cap, answered in tRPC’s error shape', async () => {
    const antes = await estado();
    const id = String(p.fornecedorId);
    // 2 MB passes the gallery's 52 MB cap (the default tRPC cap is 1 MiB)...
    const medio = arquivo(Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]), 'm.png', 'image/png');
    expect((await chamar('adicionarMidia', { id, midia: medio }, p.tokens.dono)).status).not.toBe(413);
    // ...13 MB does not pass the photo's 12 MB cap, nor 2 MB any other procedure's 1 MiB
    const enorme = arquivo(Buffer.alloc(13 * 1024 * 1024), 'enorme.jpg', 'image/jpeg');
    const foto = await chamar('atualizarParcialComArquivos', { id, foto_perfil: enorme }, p.tokens.dono);
    expect(foto.status).toBe(413);
    expect(foto.json.error).toMatchObject({
      message: 'O arquivo ou a requisição excede o tamanho permitido.',
      data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
    });
    const outra = await chamar('atualizarParcial', { id, midia: medio }, p.tokens.dono);
    expect(outra.status).toBe(413);
    expect((await estado()).f.foto_perfil).toBe(antes.f.foto_perfil);
  });
});
