import * as v from 'valibot';
import { id, instante, instanteOuNulo, inteiro, texto, textoOuNulo } from './respostas-comuns.js';

export const depoimentoResposta = v.strictObject({
  id,
  fornecedor_id: id,
  usuario_id: id,
  usuario: v.strictObject({ nome: textoOuNulo }),
  nota: inteiro,
  comentario: texto,
  oculto: v.boolean(),
  resposta: textoOuNulo,
  resposta_em: instanteOuNulo,
  resposta_da_equipe: v.pipe(
    v.boolean(),
    v.description('A resposta foi escrita pela equipe (um admin), não pelo responsável pela vitrine.'),
  ),
  created_at: instante,
  updated_at: instante,
});

export const denunciaResposta = v.strictObject({
  id,
  depoimento_id: id,
  motivo: texto,
  observacao: textoOuNulo,
  created_at: instante,
});

export const filaModeracaoResposta = v.array(
  v.strictObject({
    id,
    nota: inteiro,
    comentario: texto,
    oculto: v.boolean(),
    created_at: instante,
    autor: v.strictObject({ id, nome: texto }),
    fornecedor: v.strictObject({ id, nome_empresa: texto, slug: texto }),
    total: inteiro,
    motivos: v.array(v.strictObject({ motivo: texto, rotulo: texto, total: inteiro })),
    observacoes: v.array(texto),
    primeira_denuncia: instante,
  }),
);
