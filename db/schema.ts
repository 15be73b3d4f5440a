import type { ColumnType, Generated, Insertable, Updateable } from 'kysely';
import type {
  FornecedorVisitasDiariasTable,
  LinkClicksDiariosTable,
  LinkClicksTable,
  PageViewsDiariosTable,
  PageViewsTable,
  RastreioSalTable,
} from './schema/estatisticas.js';

/**
 * The tables' row types, one interface per table, and `DB` below, which names them for Kysely. The
 * statistics tables are in db/schema/estatisticas.ts. test/foundation/schema-banco.test.ts compares
 * all of them with the migrated database on both engines (kysely-codegen).
 */

/** Timestamps are ISO-8601 strings in UTC (portable to Postgres as text/timestamptz). */
type Timestamp = string;

export type TipoUsuario = 'cliente' | 'anunciante' | 'admin';
export type TipoTokenEmail = 'verificacao' | 'redefinicao';
export type TipoMidia = 'imagem' | 'video';

export interface UsuariosTable {
  id: Generated<number>;
  nome: string;
  /** Always stored lower-cased and trimmed; unique. */
  email: string;
  telefone: string | null;
  ramo_atividade: string | null;
  tipo: TipoUsuario;
  senha_hash: string;
  email_verificado_em: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface SessoesTable {
  /** Public part of the token `id.secret`. */
  id: string;
  usuario_id: number;
  /** SHA-256 (hex) of the secret part; the secret itself is never stored. */
  secret_hash: string;
  /** Epoch milliseconds. */
  created_at: number;
  last_used_at: number;
}

export interface TokensEmailTable {
  id: Generated<number>;
  usuario_id: number;
  tipo: TipoTokenEmail;
  /** SHA-256 (hex) of the token sent by e-mail. */
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CategoriasTagTable {
  id: Generated<number>;
  nome: string;
}

export interface TagsTable {
  id: Generated<number>;
  nome: string;
  categoria_id: number;
}

export interface FornecedoresTable {
  id: Generated<number>;
  slug: string;
  usuario_id: number;
  nome_empresa: string;
  frase_slogan: string | null;
  descricao_curta: string;
  descricao_longa: string | null;
  conteudo: string | null;
  foto_perfil: string | null;
  /** Widths of the photo's WebP variants, JSON ("[320,640]"); null = none (migration 017). */
  foto_perfil_larguras: ColumnType<string | null, string | null | undefined, string | null>;
  telefone: string | null;
  site: string | null;
  whatsapp: string | null;
  verificado: ColumnType<number, number | undefined, number>;
  premium: ColumnType<number, number | undefined, number>;
  /** Bytes used by this supplier's uploads (quota). */
  midia_bytes: ColumnType<number, number | undefined, number>;
  /** 1 = public; 0 = draft, seen only by its owner and admins (migration 019). */
  publicado: ColumnType<number, number | undefined, number>;
  /** Count and sum of the visible testimonials, kept exact by the testimonial service (migration 020). */
  avaliacao_total: ColumnType<number, number | undefined, number>;
  avaliacao_soma: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** Why an admin deactivated it (shown to the owner); null when active (migration 028). */
  desativacao_motivo: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FornecedorTagsTable {
  fornecedor_id: number;
  tag_id: number;
}

export interface TiposFornecedorTable {
  id: Generated<number>;
  nome: string;
}

export interface FornecedorTiposTable {
  fornecedor_id: number;
  tipo_id: number;
}

export interface CategoriasLinkTable {
  id: Generated<number>;
  nome: string;
  icone: string;
}

export interface FornecedorLinksTable {
  id: Generated<number>;
  fornecedor_id: number;
  categoria_id: number;
  url: string;
  texto_tela: string | null;
  ordem: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface GaleriaMidiasTable {
  id: Generated<number>;
  fornecedor_id: number;
  midia_url: string;
  tipo: TipoMidia;
  tamanho_bytes: number;
  /** Widths of the image's WebP variants, JSON; null = none (migration 017). */
  larguras: ColumnType<string | null, string | null | undefined, string | null>;
  /** The owner's order; the first image is the cover (migration 028). */
  ordem: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface FaqsTable {
  id: Generated<number>;
  fornecedor_id: number;
  pergunta: string;
  resposta: string;
  ordem: ColumnType<number, number | undefined, number>;
}

export interface DepoimentosTable {
  id: Generated<number>;
  fornecedor_id: number;
  usuario_id: number;
  nota: number;
  comentario: string;
  /** 1 = hidden by moderation: out of the page, the counts and the average (migration 020). */
  oculto: ColumnType<number, number | undefined, number>;
  oculto_em: ColumnType<string | null, string | null | undefined, string | null>;
  /** The advertiser's public plain-text reply. */
  resposta: ColumnType<string | null, string | null | undefined, string | null>;
  resposta_em: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who wrote the reply: the owner, or an admin ("Resposta da equipe"); null before migration 026. */
  resposta_por: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One report per user per testimonial (migration 020). `usuario_id` is null once its author
 * deleted their account: the report stays, anonymised (migration 027).
 */
export interface DepoimentoDenunciasTable {
  id: Generated<number>;
  depoimento_id: number;
  usuario_id: number | null;
  motivo: string;
  observacao: string | null;
  /** 'aberta' until decided; 'mantida' (dismissed) or 'ocultada'. */
  situacao: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** Scheduled jobs: their row is updated first, so two processes run one at a time. */
export interface RotinasTable {
  nome: string;
  executada_em: string | null;
}

/** One rate-limit bucket (migration 023): hits in the window that ends at expira_em (epoch ms). */
export interface LimitesTable {
  chave: string;
  contagem: number;
  expira_em: number;
}

/** An accepted ALTCHA challenge (its signature) until it expires (epoch ms): a replay is refused. */
export interface CaptchaUsadosTable {
  assinatura: string;
  expira_em: number;
}

export interface MensagensContatoTable {
  id: Generated<number>;
  nome: string;
  email: string;
  assunto: string;
  mensagem: string;
  enviado_em: Timestamp | null;
  /** First opened in the admin panel; null = unread. */
  lida_em: Timestamp | null;
  /** Marked answered by an admin; null = not answered. */
  respondida_em: Timestamp | null;
  created_at: Timestamp;
}

export interface AuditoriaTable {
  id: Generated<number>;
  admin_id: number | null;
  acao: string;
  entidade: string;
  entidade_id: string | null;
  detalhes: string | null;
  created_at: Timestamp;
}

/** Version of the public directory, bumped by triggers (see migration 010). */
export interface DiretorioVersaoTable {
  id: number;
  versao: ColumnType<number, number | undefined, number>;
}

/** Which suppliers each directory version touched (NULL: all; see migration 012). */
export interface DiretorioMudancasTable {
  versao: number;
  fornecedor_id: number | null;
}

/** Which suppliers each page-contents version touched (NULL: all; see migration 013). */
export interface VitrineMudancasTable {
  versao: number;
  fornecedor_id: number | null;
}

/** Earlier slugs of a showcase, still answering for it (see migration 015). */
export interface FornecedorSlugsAntigosTable {
  slug: string;
  fornecedor_id: number;
  created_at: Timestamp;
}

export type StatusOrcamento = 'nova' | 'respondida' | 'arquivada' | 'spam';
export type ContatoPreferido = 'email' | 'whatsapp';

/** A quote request sent to one showcase (migration 021). */
export interface OrcamentosTable {
  id: Generated<number>;
  fornecedor_id: number;
  /** The signed-in sender, when there was one. */
  usuario_id: number | null;
  nome: string;
  email: string;
  telefone: string | null;
  ramo: string | null;
  cidade: string | null;
  uf: string | null;
  mensagem: string;
  contato_preferido: ContatoPreferido;
  /** When the sender ticked the consent box. */
  consentimento_em: Timestamp;
  status: ColumnType<StatusOrcamento, StatusOrcamento | undefined, StatusOrcamento>;
  /** First opened by the owner (or an admin); null = unread. */
  lida_em: Timestamp | null;
  /** SHA-256 (hex) of the sender's delete-link token. */
  token_hash: string;
  created_at: Timestamp;
}

export type EstadoEmail = 'pendente' | 'enviado' | 'falhou';

/** One e-mail of the queue (migration 025): delivered after the commit that wrote it, retried until `desiste_em`. */
export interface EmailsTable {
  id: Generated<number>;
  destinatario: string;
  assunto: string;
  texto: string;
  html: string;
  responder_para: string | null;
  /** JSON array of the links worth logging when it goes to the outbox folder (development). */
  links: string | null;
  /** The contact message whose `enviado_em` is set when this e-mail is delivered. */
  mensagem_contato_id: number | null;
  estado: ColumnType<EstadoEmail, EstadoEmail | undefined, EstadoEmail>;
  tentativas: ColumnType<number, number | undefined, number>;
  /** Not claimed before this instant (the backoff). */
  proxima_em: Timestamp;
  /** After a failed attempt past this instant the e-mail is given up (`falhou`). */
  desiste_em: Timestamp;
  /** The sender that claimed it and until when (a lease: past it, another sender may claim it). */
  reservado_por: string | null;
  reservado_ate: Timestamp | null;
  ultimo_erro: string | null;
  enviado_em: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  usuarios: UsuariosTable;
  sessoes: SessoesTable;
  tokens_email: TokensEmailTable;
  categorias_tag: CategoriasTagTable;
  tags: TagsTable;
  fornecedores: FornecedoresTable;
  fornecedor_tags: FornecedorTagsTable;
  tipos_fornecedor: TiposFornecedorTable;
  fornecedor_tipos: FornecedorTiposTable;
  categorias_link: CategoriasLinkTable;
  fornecedor_links: FornecedorLinksTable;
  galeria_midias: GaleriaMidiasTable;
  faqs: FaqsTable;
  depoimentos: DepoimentosTable;
  depoimento_denuncias: DepoimentoDenunciasTable;
  page_views: PageViewsTable;
  link_clicks: LinkClicksTable;
  rastreio_sal: RastreioSalTable;
  page_views_diarios: PageViewsDiariosTable;
  link_clicks_diarios: LinkClicksDiariosTable;
  fornecedor_visitas_diarias: FornecedorVisitasDiariasTable;
  rotinas: RotinasTable;
  mensagens_contato: MensagensContatoTable;
  auditoria: AuditoriaTable;
  diretorio_versao: DiretorioVersaoTable;
  diretorio_mudancas: DiretorioMudancasTable;
  vitrine_mudancas: VitrineMudancasTable;
  fornecedor_slugs_antigos: FornecedorSlugsAntigosTable;
  orcamentos: OrcamentosTable;
  emails: EmailsTable;
  limites: LimitesTable;
  captcha_usados: CaptchaUsadosTable;
}

export type NovoFornecedor = Insertable<FornecedoresTable>;
export type FornecedorUpdate = Updateable<FornecedoresTable>;
