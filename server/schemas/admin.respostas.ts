import * as v from 'valibot';
import { tipoUsuario } from './auth.respostas.js';
import { usuarioCurto } from './perfil.respostas.js';
import { id, instante, instanteOuNulo, inteiro, pagina, texto, textoOuNulo } from './respostas-comuns.js';

export const listaUsuariosResposta = pagina(
  v.strictObject({
    id,
    nome: texto,
    email: texto,
    telefone: textoOuNulo,
    tipo: tipoUsuario,
    email_verificado: v.boolean(),
    created_at: instante,
    deleted_at: instanteOuNulo,
  }),
);

export const listaFornecedoresAdminResposta = pagina(
  v.strictObject({
    id,
    slug: texto,
    usuario_id: id,
    usuario: v.strictObject({ nome: texto, ativo: v.boolean() }),
    nome_empresa: texto,
    descricao_curta: texto,
    telefone: textoOuNulo,
    foto_perfil: textoOuNulo,
    verificado: v.boolean(),
    premium: v.boolean(),
    publicado: v.boolean(),
    created_at: instante,
    deleted_at: instanteOuNulo,
  }),
);

export const fornecedorTagsResposta = v.array(v.strictObject({ fornecedor_id: id, tag_id: id }));

export const memoriaResposta = v.strictObject({
  heapUsed: v.number(),
  heapTotal: v.number(),
  heapUsage: v.number(),
  heapLimit: v.number(),
  heapLimitUsage: v.number(),
  rss: v.number(),
});

export const pageViewsPorDiaResposta = v.array(v.strictObject({ data: texto, quantidade: inteiro }));

export const resumoAdminResposta = v.strictObject({
  usuarios: v.array(v.strictObject({ tipo: tipoUsuario, total: inteiro, ativos: inteiro })),
  fornecedores: v.strictObject({ total: inteiro, ativos: inteiro, verificados: inteiro, premium: inteiro }),
  tags: inteiro,
  tiposTag: inteiro,
  categoriasLink: inteiro,
  tagsPorTipo: v.array(v.strictObject({ id, nome: texto, quantidade: inteiro })),
  orcamentos: v.strictObject({ total: inteiro, spam: inteiro, taxa_spam: v.nullable(v.number()) }),
});

export const auditoriaResposta = pagina(
  v.strictObject({
    id,
    admin_id: v.nullable(id),
    admin_nome: textoOuNulo,
    acao: texto,
    entidade: texto,
    entidade_id: textoOuNulo,
    detalhes: v.pipe(
      v.unknown(),
      v.description('Objeto com o que mudou (de/para, nome…), conforme a ação; ou null.'),
    ),
    created_at: instante,
  }),
);

export const mensagemContatoResposta = v.strictObject({
  id,
  nome: texto,
  email: texto,
  assunto: texto,
  mensagem: texto,
  enviado_em: instanteOuNulo,
  lida_em: instanteOuNulo,
  respondida_em: instanteOuNulo,
  created_at: instante,
});

export const listaMensagensResposta = v.strictObject({
  ...pagina(mensagemContatoResposta).entries,
  nao_lidas: inteiro,
});

export const alterarTipoResposta = v.strictObject({ usuario: usuarioCurto });
export const desativacaoResposta = v.strictObject({ id, deleted_at: instanteOuNulo });
export const selosResposta = v.strictObject({ id, verificado: v.boolean(), premium: v.boolean() });

export const fileInfoResposta = v.strictObject({
  exists: v.boolean(),
  filePath: texto,
  size: v.nullable(inteiro),
  permissions: textoOuNulo,
  created: instanteOuNulo,
  error: textoOuNulo,
});
export const listFilesResposta = v.strictObject({
  files: v.array(v.strictObject({ name: texto, size: inteiro, path: texto })),
});
export const checkUploadsResposta = v.strictObject({
  status: texto,
  directories: v.array(
    v.strictObject({
      path: texto,
      exists: v.boolean(),
      writable: v.boolean(),
      permissions: textoOuNulo,
      itens: inteiro,
    }),
  ),
  /** Admins only. */
  system: v.optional(
    v.strictObject({ platform: texto, arch: texto, nodeVersion: texto, uptime: v.number() }),
  ),
});

const emailDaFila = v.strictObject({
  id,
  destinatario: texto,
  assunto: texto,
  estado: v.pipe(
    v.picklist(['pendente', 'enviado', 'falhou']),
    v.description(
      'pendente: na fila (ou sendo tentado de novo); enviado; falhou: desistido após 24 h de tentativas.',
    ),
  ),
  tentativas: inteiro,
  ultimo_erro: textoOuNulo,
  proxima_em: instante,
  desiste_em: instante,
  enviado_em: instanteOuNulo,
  created_at: instante,
  updated_at: instante,
});

export const painelEmailsResposta = v.strictObject({
  ...pagina(emailDaFila).entries,
  pendentes: inteiro,
  enviados: inteiro,
  falhas: inteiro,
  dias_retencao: v.pipe(
    inteiro,
    v.description('EMAIL_RETENTION_DAYS: por quantos dias os enviados ficam guardados.'),
  ),
  tentando: v.pipe(inteiro, v.description('Pendentes que já falharam ao menos uma vez (SMTP fora do ar?).')),
});

export const reenviarEmailResposta = v.strictObject({ message: texto, email: emailDaFila });
