import type { AppDeps } from '../../server/deps.js';

/** The São Paulo calendar day of an instant, computed independently of the code under test. */
export function diaSP(iso: string): string {
  const d = new Date(new Date(iso).getTime() - 3 * 60 * 60 * 1000); // UTC-3, no DST since 2019
  return d.toISOString().slice(0, 10);
}

/** A page view as the tracker writes it: classified (contado 0/1 with a reason) and dated. */
export async function insertView(
  deps: AppDeps,
  opts: {
    fornecedorId: number | null;
    em: string;
    sessao: string;
    contado?: boolean;
    motivo?: string | null;
    pageType?: string;
    objectId?: string | null;
    usuarioId?: number | null;
    userAgent?: string | null;
  },
) {
  const contado = opts.contado ?? true;
  await deps.db
    .insertInto('page_views')
    .values({
      page_type: opts.pageType ?? 'fornecedor',
      object_id: opts.objectId ?? (opts.fornecedorId === null ? null : String(opts.fornecedorId)),
      fornecedor_id: opts.fornecedorId,
      url: opts.fornecedorId === null ? '/' : `/fornecedores/${opts.fornecedorId}`,
      referrer: null,
      session_id: opts.sessao,
      usuario_id: opts.usuarioId ?? null,
      user_agent: opts.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      motivo_descartado: contado ? null : (opts.motivo ?? 'bot'),
      contado: contado ? 1 : 0,
      dia: diaSP(opts.em),
      created_at: new Date(opts.em).toISOString(),
    })
    .execute();
}

export async function insertClick(
  deps: AppDeps,
  opts: {
    fornecedorId: number;
    linkId: number | null;
    em: string;
    sessao: string;
    contado?: boolean;
    motivo?: string | null;
    tipo?: string;
    url?: string;
    texto?: string | null;
  },
) {
  const contado = opts.contado ?? true;
  await deps.db
    .insertInto('link_clicks')
    .values({
      fornecedor_id: opts.fornecedorId,
      link_id: opts.linkId,
      link_type: opts.tipo ?? 'whatsapp',
      url: opts.url ?? 'https://wa.me/5511987654321',
      link_text: opts.texto === undefined ? 'WhatsApp' : opts.texto,
      origem_page_type: 'fornecedor',
      session_id: opts.sessao,
      usuario_id: null,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      motivo_descartado: contado ? null : (opts.motivo ?? 'bot'),
      contado: contado ? 1 : 0,
      dia: diaSP(opts.em),
      created_at: new Date(opts.em).toISOString(),
    })
    .execute();
}

export async function insertLink(
  deps: AppDeps,
  fornecedorId: number,
  opts: { url: string; texto: string | null; categoria?: string },
) {
  const categoria = await deps.db
    .selectFrom('categorias_link')
    .select('id')
    .$if(!!opts.categoria, (q) => q.where('nome', '=', opts.categoria as string))
    .executeTakeFirstOrThrow();
  const row = await deps.db
    .insertInto('fornecedor_links')
    .values({
      fornecedor_id: fornecedorId,
      categoria_id: categoria.id,
      url: opts.url,
      texto_tela: opts.texto,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
