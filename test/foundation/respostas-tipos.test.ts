import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as r from '../../server/schemas/admin.respostas.js';
import * as ra from '../../server/schemas/auth.respostas.js';
import * as rc from '../../server/schemas/catalogo.respostas.js';
import * as rd from '../../server/schemas/depoimentos.respostas.js';
import * as re from '../../server/schemas/estatisticas.respostas.js';
import * as rf from '../../server/schemas/fornecedores.respostas.js';
import * as ro from '../../server/schemas/orcamentos.respostas.js';
import * as rp from '../../server/schemas/perfil.respostas.js';
import * as rv from '../../server/schemas/vitrine.respostas.js';
import * as adminAuditoria from '../../server/services/admin.auditoria.service.js';
import * as adminCatalogo from '../../server/services/admin.catalogo.service.js';
import * as adminFornecedores from '../../server/services/admin.fornecedores.service.js';
import * as adminSistema from '../../server/services/admin.sistema.service.js';
import * as adminUsuarios from '../../server/services/admin.usuarios.service.js';
import * as auth from '../../server/services/auth.service.js';
import * as catalogo from '../../server/services/catalogo.service.js';
import * as contato from '../../server/services/contato.service.js';
import * as depoimentos from '../../server/services/depoimentos.service.js';
import * as estatisticas from '../../server/services/estatisticas.service.js';
import * as detalhe from '../../server/services/fornecedores.detalhe.service.js';
import * as fornecedores from '../../server/services/fornecedores.service.js';
import * as orcamentos from '../../server/services/orcamentos.service.js';
import * as perfil from '../../server/services/perfil.service.js';
import * as tracking from '../../server/services/tracking.service.js';
import * as vitrineGaleria from '../../server/services/vitrine.galeria.service.js';
import * as vitrineLinks from '../../server/services/vitrine.links.service.js';
import * as vitrinePublicacao from '../../server/services/vitrine.publicacao.service.js';
import * as vitrine from '../../server/services/vitrine.service.js';

/**
 * Compile-time half of the documentation check (tsc runs over test/): each service's answer type
 * must fit the schema its REST route documents (types and nullability; the REST tests check the
 * runtime values and reject undocumented fields).
 */
function documentado<S extends v.GenericSchema>(
  _schema: S,
  _servico: (...args: never[]) => v.InferOutput<S> | Promise<v.InferOutput<S>>,
) {
  return true;
}

describe('documented answers fit the services’ types (checked by tsc)', () => {
  it('lists every pair', () => {
    const pares = [
      documentado(ra.cadastroResposta, auth.cadastrar),
      documentado(ra.sessaoResposta, auth.login),
      documentado(ra.sessaoResposta, auth.renovarToken),
      documentado(ra.checkTokenResposta, auth.verificarToken),
      documentado(rp.usuarioResposta, perfil.obterUsuario),
      documentado(rp.atualizarUsuarioResposta, perfil.atualizarUsuario),
      documentado(rc.tagsResposta, catalogo.listTags),
      documentado(rc.idNomeLista, catalogo.listCategoriasTag),
      documentado(rc.categoriasLinkResposta, catalogo.listCategoriasLink),
      documentado(rc.idNomeLista, catalogo.listTiposFornecedor),
      documentado(rf.listaFornecedoresResposta, fornecedores.listPublicos),
      documentado(rf.buscaFornecedoresResposta, fornecedores.searchPaged),
      documentado(rf.detalheFornecedorResposta, detalhe.detail),
      documentado(rv.edicaoFornecedorResposta, vitrine.carregarEdicao),
      documentado(rv.criarFornecedorResposta, vitrine.criar),
      documentado(rv.criarFornecedorResposta, vitrine.criarRascunho),
      documentado(rv.salvarFornecedorResposta, vitrine.atualizar),
      documentado(rv.salvarFornecedorResposta, vitrine.atualizarParcial),
      documentado(rv.publicacaoResposta, vitrinePublicacao.publicar),
      documentado(rv.linkResposta, vitrineLinks.adicionarLink),
      documentado(rv.linkResposta, vitrineLinks.editarLink),
      documentado(rv.ordemLinksResposta, vitrineLinks.reordenarLinks),
      documentado(rv.ordemGaleriaResposta, vitrineGaleria.reordenarGaleria),
      documentado(rv.midiaResposta, vitrineGaleria.adicionarMidia),
      documentado(rv.imagemConteudoResposta, vitrineGaleria.enviarImagemConteudo),
      documentado(rv.responsaveisResposta, vitrine.listarResponsaveis),
      documentado(rd.depoimentoResposta, depoimentos.criar),
      documentado(rd.depoimentoResposta, depoimentos.responder),
      documentado(rd.denunciaResposta, depoimentos.denunciar),
      documentado(rd.filaModeracaoResposta, depoimentos.filaModeracao),
      documentado(ro.orcamentoEnviadoResposta, orcamentos.enviar),
      documentado(ro.listaOrcamentosResposta, orcamentos.listar),
      documentado(ro.orcamentoResposta, orcamentos.obter),
      documentado(ro.orcamentoResposta, orcamentos.marcar),
      documentado(re.estatisticasFornecedorResposta, estatisticas.estatisticasFornecedor),
      documentado(re.relatorioPeriodoResposta, estatisticas.relatorioPeriodo),
      documentado(re.topLinksResposta, estatisticas.topLinks),
      documentado(re.cliquesPorLinkResposta, estatisticas.relatorioCliquesLink),
      documentado(re.rastreioResposta, tracking.pageView),
      documentado(re.rastreioResposta, tracking.linkClick),
      documentado(r.listaUsuariosResposta, adminUsuarios.listarUsuarios),
      documentado(r.listaFornecedoresAdminResposta, adminFornecedores.listarFornecedores),
      documentado(r.fornecedorTagsResposta, adminFornecedores.listarFornecedorTags),
      documentado(r.memoriaResposta, adminSistema.memoria),
      documentado(r.pageViewsPorDiaResposta, adminSistema.pageViewStats),
      documentado(r.resumoAdminResposta, adminSistema.resumo),
      documentado(r.auditoriaResposta, adminAuditoria.listarAuditoria),
      documentado(r.listaMensagensResposta, contato.listarMensagens),
      documentado(r.mensagemContatoResposta, contato.marcarMensagem),
      documentado(r.desativacaoResposta, adminUsuarios.desativarUsuario),
      documentado(r.desativacaoResposta, adminFornecedores.restaurarFornecedor),
      documentado(r.selosResposta, adminFornecedores.definirSelos),
      documentado(rc.tagResposta, adminCatalogo.criarTag),
      documentado(rc.excluirTagResposta, adminCatalogo.excluirTag),
      documentado(rc.idNome, adminCatalogo.criarTipoTag),
      documentado(rc.categoriaLinkResposta, adminCatalogo.criarCategoriaLink),
    ];
    expect(pares.every(Boolean)).toBe(true);
  });
});
