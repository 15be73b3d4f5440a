/**
 * Who may call what: one hand-written entry per tRPC procedure and per REST route.
 * test/security/authorization-matrix.test.ts enumerates the router and the REST table themselves
 * and fails when a procedure or route has no entry here (a new route must be classified) or when an
 * entry names something that no longer exists.
 *
 * Levels (callers: anonymous, cliente C, anunciante A who owns supplier F, anunciante B, admin):
 * - public: nobody gets 401/403;
 * - authed: anonymous 401; every signed-in role allowed;
 * - anunciante: anonymous 401, cliente 403; both anunciantes and admin allowed;
 * - admin: anonymous 401, cliente and both anunciantes 403; admin allowed;
 * - owner: the object belongs to supplier F (owned by A): anonymous 401, cliente 403, B 403,
 *   A and admin allowed;
 * - author: a testimonial written by C on F: anonymous 401, A and B 403, C and admin allowed;
 * - self: the user record of C: anonymous 401, A and B 403, C and admin allowed.
 * "Allowed" means never 401/403 (a 400 on a minimal input, or a 404 after an earlier call removed
 * the object, is fine: the point is the permission).
 */

export type Level = 'public' | 'authed' | 'anunciante' | 'admin' | 'owner' | 'author' | 'self';
export type Role = 'anonimo' | 'cliente' | 'anuncianteOutro' | 'anuncianteDono' | 'admin';
export type Outcome = 'allow' | 401 | 403;

export interface Fixtures {
  fornecedorId: number;
  fornecedorSlug: string;
  linkId: number;
  midiaId: number;
  depoimentoId: number;
  clienteId: number;
  clienteEmail: string;
  clienteSenha: string;
  vitimaId: number;
  tagId: number;
  categoriaTagId: number;
  tipoTagId: number;
  categoriaLinkId: number;
  /** A quote request sent to F. */
  orcamentoId: number;
}

export interface Expectation {
  level: Level;
  /** tRPC input. */
  input?: (f: Fixtures) => unknown;
  /** REST path parameters (by name, without the regex part). */
  params?: (f: Fixtures) => Record<string, string | number>;
  /** REST query string (without '?'). */
  query?: (f: Fixtures) => string;
  /** REST JSON body. */
  body?: (f: Fixtures) => unknown;
  /** REST: send an (empty) multipart form instead of JSON (upload routes read multipart first). */
  multipart?: boolean;
  /** Exceptions to the level's rule, each with its reason. */
  except?: Partial<Record<Role, Outcome>>;
  why?: string;
}

const fid = (f: Fixtures) => ({ id: f.fornecedorId });
const vitima = (f: Fixtures) => ({ id: f.vitimaId });
const dadosFornecedor = {
  nome_empresa: 'Buffet Matriz',
  descricao_curta: 'Buffet completo para casamentos.',
};
/** A multipart form (the upload procedures' input) with the given text fields and no file. */
const formulario = (campos: Record<string, string | number>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, String(v));
  return form;
};
const credenciais = (f: Fixtures) => ({ email: f.clienteEmail, senha: f.clienteSenha });
const perfilDados = (f: Fixtures) => ({
  nome: 'Cliente Renomeado',
  email: f.clienteEmail,
  telefone: '(11) 98765-4321',
});
const pedidoOrcamento = {
  nome: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  mensagem: 'Gostaria de um orçamento para um evento de 120 pessoas.',
  consentimento: true,
};
const SELF_REVIEW = 'a supplier owner cannot review their own showcase (service rule)';
const REPORT_OWN = 'the fixture testimonial is the cliente’s own: nobody reports their own (service rule)';

export const TRPC_EXPECTATIONS: Record<string, Expectation> = {
  'auth.session': { level: 'public' },
  'auth.cadastrar': { level: 'public', input: () => ({}) },
  'auth.login': { level: 'public', input: credenciais },
  'auth.renovarToken': { level: 'authed' },
  'auth.logout': { level: 'authed' },
  'auth.esqueciSenha': { level: 'public', input: () => ({ email: 'ninguem@exemplo.com.br' }) },
  'auth.reenviarVerificacao': { level: 'public', input: () => ({ email: 'ninguem@exemplo.com.br' }) },
  'auth.verificarEmail': { level: 'public', input: () => ({ token: 'x'.repeat(43) }) },
  'auth.validarLinkRedefinicao': { level: 'public', input: () => ({ token: 'x'.repeat(43) }) },
  'auth.redefinirSenha': {
    level: 'public',
    input: () => ({ token: 'x'.repeat(43), senha: 'outra-senha-123', confirmacaoSenha: 'outra-senha-123' }),
  },
  'auth.perfil': { level: 'self', input: (f) => ({ id: f.clienteId }) },
  'auth.atualizarPerfil': { level: 'self', input: (f) => ({ id: f.clienteId, dados: perfilDados(f) }) },
  'auth.tornarAnunciante': {
    level: 'authed',
    input: () => ({}),
    why: 'a entrada sem as confirmações é recusada (400) antes da regra; só cliente → anunciante, da própria conta, tem teste próprio (test/perfil/tornar-anunciante.test.ts)',
  },
  'privacidade.resumo': { level: 'self', input: (f) => ({ id: f.clienteId }) },
  'privacidade.excluir': {
    level: 'self',
    input: (f) => ({ id: f.clienteId, senha: f.clienteSenha }),
    why: 'the person confirms with the password; an admin acting for someone else needs none',
  },

  'fornecedores.tags': { level: 'public' },
  'fornecedores.categoriasTag': { level: 'public' },
  'fornecedores.categoriasLink': { level: 'public' },
  'fornecedores.tiposFornecedor': { level: 'public' },
  'fornecedores.minhas': { level: 'authed' },
  'fornecedores.list': { level: 'public', input: () => ({}) },
  'fornecedores.search': { level: 'public', input: () => ({ texto: 'buffet' }) },
  'fornecedores.home': { level: 'public' },
  'fornecedores.detail': { level: 'public', input: fid },
  'fornecedores.editar': { level: 'owner', input: fid },
  'fornecedores.criar': { level: 'anunciante', input: () => dadosFornecedor },
  'fornecedores.atualizar': {
    level: 'owner',
    input: (f) => ({ id: f.fornecedorId, dados: dadosFornecedor }),
  },
  'fornecedores.atualizarParcial': {
    level: 'owner',
    input: (f) => ({ id: f.fornecedorId, dados: { frase_slogan: 'Novo slogan' } }),
  },
  'fornecedores.criarComArquivos': { level: 'anunciante', input: () => formulario(dadosFornecedor) },
  'fornecedores.atualizarParcialComArquivos': {
    level: 'owner',
    input: (f) => formulario({ id: f.fornecedorId, frase_slogan: 'Novo slogan' }),
  },
  'fornecedores.adicionarMidia': { level: 'owner', input: (f) => formulario({ id: f.fornecedorId }) },
  'fornecedores.enviarImagem': { level: 'owner', input: (f) => formulario({ id: f.fornecedorId }) },
  'fornecedores.publicar': { level: 'owner', input: fid },
  'fornecedores.despublicar': { level: 'owner', input: fid },
  'fornecedores.excluir': { level: 'admin', input: fid },
  'fornecedores.criarRascunho': { level: 'anunciante', input: () => ({}) },
  'fornecedores.adicionarLink': {
    level: 'owner',
    input: (f) => ({
      fornecedor_id: f.fornecedorId,
      url: 'https://exemplo.com.br',
      categoria_id: f.categoriaLinkId,
    }),
  },
  'fornecedores.editarLink': {
    level: 'owner',
    input: (f) => ({ id: f.linkId, url: 'exemplo.com.br/novo', categoria_id: f.categoriaLinkId }),
  },
  'fornecedores.reordenarLinks': {
    level: 'owner',
    input: (f) => ({ fornecedor_id: f.fornecedorId, ids: [f.linkId] }),
  },
  'fornecedores.reordenarGaleria': {
    level: 'owner',
    input: (f) => ({ fornecedor_id: f.fornecedorId, ids: [f.midiaId] }),
  },
  'fornecedores.removerLink': { level: 'owner', input: (f) => ({ id: f.linkId }) },
  'fornecedores.removerMidia': { level: 'owner', input: (f) => ({ id: f.midiaId }) },
  'fornecedores.responsaveis': { level: 'admin', input: () => ({}) },

  'depoimentos.create': {
    level: 'authed',
    input: (f) => ({ fornecedor_id: f.fornecedorId, comentario: 'Atendimento excelente.', nota: 5 }),
    except: { anuncianteDono: 403 },
    why: SELF_REVIEW,
  },
  'depoimentos.update': {
    level: 'author',
    input: (f) => ({ id: f.depoimentoId, comentario: 'Mudei de ideia.', nota: 4 }),
    except: { admin: 403 },
    why: 'an admin moderates by deleting, never rewrites somebody else’s testimonial',
  },
  'depoimentos.delete': { level: 'author', input: (f) => ({ id: f.depoimentoId }) },
  'depoimentos.meus': { level: 'authed', input: (f) => ({ fornecedor_id: f.fornecedorId }) },
  'depoimentos.responder': {
    level: 'owner',
    input: (f) => ({ id: f.depoimentoId, resposta: 'Obrigado pelo retorno!' }),
  },
  'depoimentos.removerResposta': { level: 'owner', input: (f) => ({ id: f.depoimentoId }) },
  'depoimentos.denunciar': {
    level: 'authed',
    input: (f) => ({ id: f.depoimentoId, motivo: 'spam' }),
    except: { cliente: 403 },
    why: REPORT_OWN,
  },
  'depoimentos.moderacao': { level: 'admin' },
  'depoimentos.ocultar': { level: 'admin', input: (f) => ({ id: f.depoimentoId }) },
  'depoimentos.restaurar': { level: 'admin', input: (f) => ({ id: f.depoimentoId }) },
  'depoimentos.manter': { level: 'admin', input: (f) => ({ id: f.depoimentoId }) },

  'accessLogs.pageView': { level: 'public', input: () => ({ page_type: 'home', url: '/' }) },
  'accessLogs.linkClick': {
    level: 'public',
    input: (f) => ({ fornecedor_id: f.fornecedorId, url: 'https://exemplo.com.br' }),
  },
  'accessLogs.exemploClique': {
    level: 'admin',
    input: (f) => ({ fornecedor_id: f.fornecedorId, url: 'https://exemplo.com.br' }),
  },
  'accessLogs.estatisticasFornecedor': { level: 'owner', input: (f) => ({ fornecedorId: f.fornecedorId }) },
  'accessLogs.relatorioPeriodo': {
    level: 'owner',
    input: (f) => ({ page_type: 'fornecedor', object_id: String(f.fornecedorId) }),
  },
  'accessLogs.topLinks': { level: 'owner', input: (f) => ({ fornecedorId: f.fornecedorId }) },
  'accessLogs.relatorioCliquesLink': { level: 'owner', input: (f) => ({ fornecedorId: f.fornecedorId }) },

  'admin.resumo': { level: 'admin' },
  'admin.usuarios': { level: 'admin', input: () => ({}) },
  'admin.fornecedores': { level: 'admin', input: () => ({}) },
  'admin.fornecedorTags': { level: 'admin' },
  'admin.memoria': { level: 'admin' },
  'admin.pageViewStats': { level: 'admin', input: () => ({}) },
  'admin.auditoria': { level: 'admin', input: () => ({}) },
  'admin.mensagens': { level: 'admin', input: () => ({}) },
  'admin.marcarMensagem': { level: 'admin', input: () => ({ id: 1, lida: true }) },
  'admin.emails': { level: 'admin', input: () => ({}) },
  'admin.reenviarEmail': { level: 'admin', input: () => ({ id: 1 }) },
  'admin.alterarTipo': { level: 'admin', input: (f) => ({ id: f.vitimaId, tipo: 'anunciante' }) },
  'admin.alterarSenha': { level: 'admin', input: (f) => ({ id: f.vitimaId, senha: 'nova-senha-segura-1' }) },
  'admin.desativarUsuario': { level: 'admin', input: vitima },
  'admin.restaurarUsuario': { level: 'admin', input: vitima },
  'admin.desativarFornecedor': {
    level: 'admin',
    input: (f) => ({ id: f.fornecedorId, motivo: 'Teste de acesso' }),
  },
  'admin.restaurarFornecedor': { level: 'admin', input: fid },
  'admin.definirSelos': { level: 'admin', input: (f) => ({ id: f.fornecedorId, verificado: true }) },
  'admin.criarTag': {
    level: 'admin',
    input: (f) => ({ nome: 'Tag da matriz', categoria_id: f.categoriaTagId }),
  },
  'admin.atualizarTag': { level: 'admin', input: (f) => ({ id: f.tagId, nome: 'Tag renomeada' }) },
  'admin.excluirTag': { level: 'admin', input: (f) => ({ id: f.tagId }) },
  'admin.criarTipoTag': { level: 'admin', input: () => ({ nome: 'Tipo da matriz' }) },
  'admin.atualizarTipoTag': { level: 'admin', input: (f) => ({ id: f.tipoTagId, nome: 'Tipo renomeado' }) },
  'admin.excluirTipoTag': { level: 'admin', input: (f) => ({ id: f.tipoTagId }) },
  'admin.criarCategoriaLink': {
    level: 'admin',
    input: () => ({ nome: 'Rede nova', icone: 'fa-solid fa-link' }),
  },
  'admin.atualizarCategoriaLink': {
    level: 'admin',
    input: (f) => ({ id: f.categoriaLinkId, nome: 'Rede renomeada', icone: 'fa-solid fa-link' }),
  },
  'admin.excluirCategoriaLink': { level: 'admin', input: (f) => ({ id: f.categoriaLinkId }) },
  'admin.diagnostico.fileInfo': {
    level: 'owner',
    input: (f) => ({ id: f.fornecedorId, filename: 'foto.jpg' }),
  },
  'admin.diagnostico.listFiles': { level: 'owner', input: fid },
  'admin.diagnostico.checkUploads': { level: 'admin' },

  'contato.enviar': {
    level: 'public',
    input: () => ({
      nome: 'Maria',
      email: 'maria@exemplo.com.br',
      assunto: 'Dúvida',
      mensagem: 'Olá, tudo bem?',
    }),
  },

  'orcamentos.enviar': {
    level: 'public',
    input: (f) => ({ fornecedor_id: f.fornecedorId, ...pedidoOrcamento }),
  },
  'orcamentos.listar': { level: 'owner', input: (f) => ({ fornecedor_id: f.fornecedorId }) },
  'orcamentos.obter': { level: 'owner', input: (f) => ({ id: f.orcamentoId }) },
  'orcamentos.marcar': { level: 'owner', input: (f) => ({ id: f.orcamentoId, status: 'arquivada' }) },
  'orcamentos.naoLidas': { level: 'anunciante', why: 'counts only the caller’s own showcases' },
  'orcamentos.excluir': {
    level: 'public',
    input: (f) => ({ id: f.orcamentoId, token: 'x'.repeat(43) }),
    why: 'the token in the sender’s e-mail is the permission (a wrong one: 404)',
  },
};

const id = (f: Fixtures) => ({ id: f.fornecedorId });

export const REST_EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/health': { level: 'public' },
  'GET /api/openapi.json': { level: 'public' },
  'GET /api/docs': { level: 'public' },
  'GET /api/captcha/challenge': { level: 'public' },

  'POST /api/usuarios': { level: 'public', body: () => ({}) },
  'POST /api/usuarios/login': { level: 'public', body: credenciais },
  'POST /api/usuarios/renovar-token': { level: 'authed' },
  'GET /api/usuarios/check-token': { level: 'authed' },
  'POST /api/usuarios/logout': { level: 'authed' },
  'POST /api/usuarios/reenviar-verificacao': {
    level: 'public',
    body: () => ({ email: 'ninguem@exemplo.com.br' }),
  },
  'POST /api/usuarios/esqueci-senha': { level: 'public', body: () => ({ email: 'ninguem@exemplo.com.br' }) },
  'POST /api/usuarios/verificar-email': { level: 'public', body: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/usuarios/redefinir-senha': {
    level: 'public',
    body: () => ({ token: 'x'.repeat(43), senha: 'outra-senha-123', confirmacaoSenha: 'outra-senha-123' }),
  },

  'GET /api/usuarios/todos': { level: 'admin' },
  'GET /api/fornecedores/todos': { level: 'admin' },
  'GET /api/fornecedor-tags': { level: 'admin' },
  'GET /api/memoria': { level: 'admin' },
  'GET /api/access-logs/page-views/stats': { level: 'admin' },
  'GET /api/admin/resumo': { level: 'admin' },
  'GET /api/admin/auditoria': { level: 'admin' },
  'GET /api/admin/mensagens': { level: 'admin' },
  'PUT /api/admin/mensagens/:id/lida': { level: 'admin', params: () => ({ id: 1 }) },
  'PUT /api/admin/mensagens/:id/respondida': { level: 'admin', params: () => ({ id: 1 }) },
  'GET /api/admin/emails': { level: 'admin' },
  'POST /api/admin/emails/:id/reenviar': { level: 'admin', params: () => ({ id: 1 }) },
  'PUT /api/usuarios/:id/tipo': { level: 'admin', params: vitima, body: () => ({ tipo: 'anunciante' }) },
  'PUT /api/usuarios/:id/senha': {
    level: 'admin',
    params: vitima,
    body: () => ({ senha: 'nova-senha-segura-1' }),
  },
  'PUT /api/usuarios/:id/delete': { level: 'admin', params: vitima },
  'PUT /api/usuarios/:id/restore': { level: 'admin', params: vitima },
  'PUT /api/fornecedores/:id/delete': {
    level: 'admin',
    params: id,
    body: () => ({ motivo: 'Teste de acesso' }),
  },
  'PUT /api/fornecedores/:id/restore': { level: 'admin', params: id },
  'PUT /api/fornecedores/:id/selos': { level: 'admin', params: id, body: () => ({ premium: true }) },
  'POST /api/tags': {
    level: 'admin',
    body: (f) => ({ nome: 'Tag da matriz', categoria_id: f.categoriaTagId }),
  },
  'PUT /api/tags/:id': {
    level: 'admin',
    params: (f) => ({ id: f.tagId }),
    body: () => ({ nome: 'Tag renomeada' }),
  },
  'DELETE /api/tags/:id': { level: 'admin', params: (f) => ({ id: f.tagId }) },
  'POST /api/tipos-tag': { level: 'admin', body: () => ({ nome: 'Tipo da matriz' }) },
  'PUT /api/tipos-tag/:id': {
    level: 'admin',
    params: (f) => ({ id: f.tipoTagId }),
    body: () => ({ nome: 'Tipo renomeado' }),
  },
  'DELETE /api/tipos-tag/:id': { level: 'admin', params: (f) => ({ id: f.tipoTagId }) },
  'POST /api/categorias-link': {
    level: 'admin',
    body: () => ({ nome: 'Rede nova', icone: 'fa-solid fa-link' }),
  },
  'PUT /api/categorias-link/:id': {
    level: 'admin',
    params: (f) => ({ id: f.categoriaLinkId }),
    body: () => ({ nome: 'Rede renomeada', icone: 'fa-solid fa-link' }),
  },
  'DELETE /api/categorias-link/:id': { level: 'admin', params: (f) => ({ id: f.categoriaLinkId }) },
  'GET /api/galerias/file-info/:id/:filename': {
    level: 'owner',
    params: (f) => ({ id: f.fornecedorId, filename: 'foto.jpg' }),
  },
  'GET /api/galerias/list-files/:id': { level: 'owner', params: id },
  'GET /api/health/check-uploads': { level: 'admin' },

  'GET /api/tags': { level: 'public' },
  'GET /api/tipos-tag': { level: 'public' },
  'GET /api/categorias-link': { level: 'public' },
  'GET /api/tipos-fornecedor': { level: 'public' },

  'POST /api/contato': {
    level: 'public',
    body: () => ({
      nome: 'Maria',
      email: 'maria@exemplo.com.br',
      assunto: 'Dúvida',
      mensagem: 'Olá, tudo bem?',
    }),
  },

  'POST /api/fornecedores/:id/orcamentos': { level: 'public', params: id, body: () => pedidoOrcamento },
  'GET /api/orcamentos': { level: 'owner', query: (f) => `fornecedor_id=${f.fornecedorId}` },
  'GET /api/orcamentos/:id': { level: 'owner', params: (f) => ({ id: f.orcamentoId }) },
  'PUT /api/orcamentos/:id': {
    level: 'owner',
    params: (f) => ({ id: f.orcamentoId }),
    body: () => ({ status: 'arquivada' }),
  },
  'DELETE /api/orcamentos/:id': {
    level: 'public',
    params: (f) => ({ id: f.orcamentoId }),
    query: () => `token=${'x'.repeat(43)}`,
    why: 'the token in the sender’s e-mail is the permission (a wrong one: 404)',
  },

  'POST /api/depoimentos': {
    level: 'authed',
    body: (f) => ({ fornecedor_id: f.fornecedorId, comentario: 'Atendimento excelente.', nota: 5 }),
    except: { anuncianteDono: 403 },
    why: SELF_REVIEW,
  },
  'PUT /api/depoimentos/:id': {
    level: 'author',
    params: (f) => ({ id: f.depoimentoId }),
    body: () => ({ comentario: 'Mudei de ideia.', nota: 4 }),
    except: { admin: 403 },
    why: 'an admin moderates by deleting, never rewrites somebody else’s testimonial',
  },
  'DELETE /api/depoimentos/:id': { level: 'author', params: (f) => ({ id: f.depoimentoId }) },
  'PUT /api/depoimentos/:id/resposta': {
    level: 'owner',
    params: (f) => ({ id: f.depoimentoId }),
    body: () => ({ resposta: 'Obrigado pelo retorno!' }),
  },
  'DELETE /api/depoimentos/:id/resposta': { level: 'owner', params: (f) => ({ id: f.depoimentoId }) },
  'POST /api/depoimentos/:id/denuncias': {
    level: 'authed',
    params: (f) => ({ id: f.depoimentoId }),
    body: () => ({ motivo: 'ofensivo', observacao: 'Linguagem imprópria.' }),
    except: { cliente: 403 },
    why: REPORT_OWN,
  },
  'PUT /api/depoimentos/:id/ocultar': { level: 'admin', params: (f) => ({ id: f.depoimentoId }) },
  'PUT /api/depoimentos/:id/restaurar': { level: 'admin', params: (f) => ({ id: f.depoimentoId }) },
  'PUT /api/depoimentos/:id/manter': { level: 'admin', params: (f) => ({ id: f.depoimentoId }) },
  'GET /api/admin/moderacao': { level: 'admin' },

  'GET /api/fornecedores': { level: 'public' },
  'GET /api/fornecedores/busca': { level: 'public', query: () => 'q=buffet&uf=SP' },
  'GET /api/fornecedores/solucao/:slug': { level: 'public', params: (f) => ({ slug: f.fornecedorSlug }) },
  'GET /api/fornecedores/:id': { level: 'public', params: id },

  'POST /api/access-logs/page-view': { level: 'public', body: () => ({ page_type: 'home', url: '/' }) },
  'POST /api/access-logs/link-click': {
    level: 'public',
    body: (f) => ({ fornecedor_id: f.fornecedorId, url: 'https://exemplo.com.br' }),
  },

  'GET /api/access-logs/stats/fornecedor/:id': { level: 'owner', params: id },
  'GET /api/access-logs/stats/fornecedor': { level: 'authed' },
  'GET /api/access-logs/reports/period': {
    level: 'owner',
    query: (f) => `page_type=fornecedor&object_id=${f.fornecedorId}`,
  },
  'GET /api/access-logs/reports/top-links/:id': { level: 'owner', params: id },
  'GET /api/access-logs/reports/top-links': { level: 'authed' },
  'GET /api/access-logs/reports/link-clicks/:id': { level: 'owner', params: id },
  'GET /api/access-logs/reports/link-clicks': { level: 'authed' },

  'GET /api/usuarios/:id': { level: 'self', params: (f) => ({ id: f.clienteId }) },
  'PUT /api/usuarios/:id': {
    level: 'self',
    params: (f) => ({ id: f.clienteId }),
    body: () => ({ nome: 'Cliente Renomeado' }),
  },
  'GET /api/usuarios/:id/exportar': { level: 'self', params: (f) => ({ id: f.clienteId }) },
  'DELETE /api/usuarios/:id': {
    level: 'self',
    params: (f) => ({ id: f.clienteId }),
    body: (f) => ({ senha: f.clienteSenha }),
  },

  'GET /api/fornecedores/editar/:id': { level: 'owner', params: id },
  'GET /api/usuarios/anunciantes-e-admin': { level: 'admin' },
  'POST /api/fornecedores': { level: 'anunciante', body: () => dadosFornecedor },
  'PUT /api/fornecedores/:id/partial': {
    level: 'owner',
    params: id,
    body: () => ({ frase_slogan: 'Novo slogan' }),
  },
  'PUT /api/fornecedores/:id/publicar': { level: 'owner', params: id },
  'PUT /api/fornecedores/:id/despublicar': { level: 'owner', params: id },
  'POST /api/fornecedores/:id/imagens': { level: 'owner', params: id, multipart: true },
  'PUT /api/fornecedores/:id': { level: 'owner', params: id, body: () => dadosFornecedor },
  'DELETE /api/fornecedores/:id': { level: 'admin', params: id },
  'POST /api/fornecedor-links': {
    level: 'owner',
    body: (f) => ({
      fornecedor_id: f.fornecedorId,
      url: 'https://exemplo.com.br',
      categoria_id: f.categoriaLinkId,
    }),
  },
  'PUT /api/fornecedor-links/:id': {
    level: 'owner',
    params: (f) => ({ id: f.linkId }),
    body: (f) => ({ url: 'exemplo.com.br/novo', categoria_id: f.categoriaLinkId }),
  },
  'PUT /api/fornecedores/:id/links/ordem': {
    level: 'owner',
    params: id,
    body: (f) => ({ ids: [f.linkId] }),
  },
  'PUT /api/galerias/:fornecedorId/ordem': {
    level: 'owner',
    params: (f) => ({ fornecedorId: f.fornecedorId }),
    body: (f) => ({ ids: [f.midiaId] }),
  },
  'DELETE /api/fornecedor-links/:id': { level: 'owner', params: (f) => ({ id: f.linkId }) },
  'PUT /api/galerias/:id': {
    level: 'owner',
    params: (f) => ({ id: f.fornecedorId }),
    multipart: true,
  },
  'DELETE /api/galerias/:id': { level: 'owner', params: (f) => ({ id: f.midiaId }) },
};

/** The expected outcome of one role at one level (before `except`). */
export function expectedOutcome(level: Level, role: Role): Outcome {
  if (level === 'public') return 'allow';
  if (role === 'anonimo') return 401;
  if (role === 'admin') return 'allow';
  switch (level) {
    case 'authed':
      return 'allow';
    case 'anunciante':
      return role === 'cliente' ? 403 : 'allow';
    case 'admin':
      return 403;
    case 'owner':
      return role === 'anuncianteDono' ? 'allow' : 403;
    case 'author':
    case 'self':
      return role === 'cliente' ? 'allow' : 403;
  }
}
