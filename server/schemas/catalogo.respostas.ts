import * as v from 'valibot';
import { id, inteiro, texto } from './respostas-comuns.js';

export const tagResposta = v.strictObject({
  id,
  nome: texto,
  categoria_id: id,
  CategoriaTag: v.strictObject({ nome: texto }),
});
export const idNome = v.strictObject({ id, nome: texto });
export const categoriaLinkResposta = v.strictObject({ id, nome: texto, icone: texto });

export const tagsResposta = v.array(tagResposta);
export const idNomeLista = v.array(idNome);
export const categoriasLinkResposta = v.array(categoriaLinkResposta);
export const excluirTagResposta = v.strictObject({ message: texto, fornecedoresAfetados: inteiro });
