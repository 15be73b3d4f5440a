import { createHash } from 'node:crypto';
import type { AppDeps } from '../../server/deps.js';
import { saveFornecedorFile } from '../../server/uploads/storage.js';
import { callerFor } from '../helpers/callers.js';
import { linhasDe, tabelasDe } from '../helpers/db.js';
import { createFornecedor, createUsuario, escrever, loginAs, type TestUser } from '../helpers/factories.js';

/** The person whose rights are exercised: a name and an e-mail found nowhere else. */
export const PESSOA = {
  nome: 'Zuleica Quintanilha Borba',
  email: 'zuleica.quintanilha@exemplo.com.br',
  senha: 'senha-da-zuleica-1',
};

/** Bytes that are not an image: the storage keeps whatever the upload path gave it. */
export const BYTES_FOTO = Buffer.from('foto da galeria da Zuleica (bytes de teste)');

const agora = () => new Date().toISOString();

/**
 * A realistic account: an advertiser with a published showcase (link, FAQ, gallery file, profile
 * photo, views), a testimonial she wrote on someone else's showcase (rated with another one), a
 * testimonial she received and answered, a report she made, a quote request she sent and one she
 * received, a contact message, e-mail tokens, sessions and audit entries naming her.
 */
export async function criarPessoaCompleta(deps: AppDeps) {
  const pessoa = await createUsuario(deps, { tipo: 'anunciante', ...PESSOA, telefone: '(21) 99876-5432' });
  const admin = await createUsuario(deps, { tipo: 'admin', nome: 'Admin Plataforma' });
  const outroDono = await createUsuario(deps, { tipo: 'anunciante', nome: 'Osvaldo Dono' });
  const cliente = await createUsuario(deps, { tipo: 'cliente', nome: 'Clara Cliente' });

  const vitrine = await createFornecedor(deps, pessoa.id, {
    nome_empresa: 'Ateliê Vento Norte',
    publicado: 1,
    tags: [],
  });
  const outra = await createFornecedor(deps, outroDono.id, {
    nome_empresa: 'Buffet Sol Poente',
    publicado: 1,
  });

  const foto = await saveFornecedorFile(deps.storage, vitrine.id, 'jpg', BYTES_FOTO);
  const perfil = await saveFornecedorFile(deps.storage, vitrine.id, 'png', Buffer.from('perfil'));
  const categoria = await deps.db.selectFrom('categorias_link').select('id').executeTakeFirstOrThrow();
  await escrever(deps, async (trx) => {
    await trx.updateTable('fornecedores').set({ foto_perfil: perfil }).where('id', '=', vitrine.id).execute();
    await trx
      .insertInto('galeria_midias')
      .values({
        fornecedor_id: vitrine.id,
        midia_url: foto,
        tipo: 'imagem',
        tamanho_bytes: BYTES_FOTO.length,
        created_at: agora(),
      })
      .execute();
    await trx
      .insertInto('fornecedor_links')
      .values({
        fornecedor_id: vitrine.id,
        categoria_id: categoria.id,
        url: 'https://instagram.com/ateliezuleica',
        texto_tela: 'Instagram',
        created_at: agora(),
      })
      .execute();
    await trx
      .insertInto('faqs')
      .values({ fornecedor_id: vitrine.id, pergunta: 'Atende fora da cidade?', resposta: 'Sim, com taxa.' })
      .execute();
    await trx
      .insertInto('page_views')
      .values(
        [1, 2, 3].map((n) => ({
          page_type: 'fornecedor',
          object_id: String(vitrine.id),
          fornecedor_id: vitrine.id,
          url: `/solucao/${vitrine.slug}`,
          referrer: null,
          session_id: `s${n}`,
          usuario_id: null,
          user_agent: 'Mozilla/5.0',
          motivo_descartado: null,
          contado: 1,
          dia: '2026-11-20',
          created_at: agora(),
        })),
      )
      .execute();
    return { valor: null, mudanca: { fornecedorIds: [vitrine.id] } };
  });

  // Testimonials: she writes on the other showcase (rated 5, next to a 3), the client writes on hers.
  const comoPessoa = await callerFor(deps, pessoa);
  const comoCliente = await callerFor(deps, cliente);
  const escrito = await comoPessoa.depoimentos.create({
    fornecedor_id: outra.id,
    comentario: 'Buffet impecável, recomendo.',
    nota: 5,
  });
  const daCliente = await comoCliente.depoimentos.create({
    fornecedor_id: outra.id,
    comentario: 'Comida boa, atendimento ok.',
    nota: 3,
  });
  const recebido = await comoCliente.depoimentos.create({
    fornecedor_id: vitrine.id,
    comentario: 'Decoração linda no nosso evento.',
    nota: 4,
  });
  await comoPessoa.depoimentos.responder({ id: recebido.id, resposta: 'Obrigada, Clara, foi um prazer.' });
  await comoPessoa.depoimentos.denunciar({ id: daCliente.id, motivo: 'spam' });

  // Quote requests: one she sent (signed in), one she received.
  const orcamento = (fornecedorId: number, usuarioId: number | null, nome: string, email: string) => ({
    fornecedor_id: fornecedorId,
    usuario_id: usuarioId,
    nome,
    email,
    telefone: '(21) 99876-5432',
    ramo: 'Decoração',
    cidade: 'Niterói',
    uf: 'RJ',
    mensagem: 'Gostaria de um orçamento para 80 convidados.',
    contato_preferido: 'email' as const,
    consentimento_em: agora(),
    token_hash: createHash('sha256').update(`${fornecedorId}-${nome}`).digest('hex'),
    created_at: agora(),
  });
  await deps.db
    .insertInto('orcamentos')
    .values([
      orcamento(outra.id, pessoa.id, PESSOA.nome, PESSOA.email),
      orcamento(vitrine.id, cliente.id, 'Clara Cliente', cliente.email),
    ])
    .execute();
  await deps.db
    .insertInto('mensagens_contato')
    .values({
      nome: PESSOA.nome,
      email: PESSOA.email,
      assunto: 'Dúvida sobre o plano',
      mensagem: 'Como destaco minha vitrine?',
      enviado_em: agora(),
      lida_em: null,
      respondida_em: null,
      created_at: agora(),
    })
    .execute();
  await deps.db
    .insertInto('tokens_email')
    .values({
      usuario_id: pessoa.id,
      tipo: 'redefinicao',
      token_hash: 'a'.repeat(64),
      email: PESSOA.email,
      expires_at: agora(),
      used_at: null,
      created_at: agora(),
    })
    .execute();

  // The audit trail as it is written today names her (deactivate/restore store the e-mail).
  const comoAdmin = await callerFor(deps, admin);
  await comoAdmin.admin.desativarUsuario({ id: pessoa.id });
  await comoAdmin.admin.restaurarUsuario({ id: pessoa.id });
  // Deactivating ended her sessions: two new ones (phone and computer).
  const sessao = await loginAs(deps, pessoa);
  await loginAs(deps, pessoa);

  return {
    pessoa: pessoa as TestUser,
    token: sessao.token,
    admin,
    outroDono,
    cliente,
    vitrine,
    outra,
    foto,
    escrito,
    daCliente,
    recebido,
  };
}

/** Every table, every column holding text (any column may, in SQLite): where the text still occurs. */
export async function ondeAparece(deps: AppDeps, texto: string): Promise<string[]> {
  const achados: string[] = [];
  const procurado = texto.toLowerCase();
  for (const tabela of await tabelasDe(deps.db)) {
    const porColuna = new Map<string, number>();
    for (const linha of await linhasDe(deps.db, tabela)) {
      for (const [coluna, valor] of Object.entries(linha)) {
        if (typeof valor === 'string' && valor.toLowerCase().includes(procurado))
          porColuna.set(coluna, (porColuna.get(coluna) ?? 0) + 1);
      }
    }
    for (const [coluna, n] of porColuna) achados.push(`${tabela}.${coluna} (${n})`);
  }
  return achados;
}
