import * as v from 'valibot';
import { STATUS_ORCAMENTO } from './orcamentos.schema.js';
import { id, instante, instanteOuNulo, pagina, texto, textoOuNulo } from './respostas-comuns.js';

export const orcamentoResposta = v.strictObject({
  id,
  fornecedor_id: id,
  nome_empresa: texto,
  fornecedor_slug: texto,
  usuario_id: v.nullable(id),
  nome: texto,
  email: texto,
  telefone: textoOuNulo,
  ramo: textoOuNulo,
  cidade: textoOuNulo,
  uf: textoOuNulo,
  mensagem: texto,
  contato_preferido: texto,
  consentimento_em: instante,
  status: v.picklist(STATUS_ORCAMENTO),
  lida_em: instanteOuNulo,
  created_at: instante,
});

export const listaOrcamentosResposta = pagina(orcamentoResposta);
export const orcamentoEnviadoResposta = v.strictObject({ id, message: texto });
