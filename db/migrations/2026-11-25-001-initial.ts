import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit after release; add a new dated migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usuarios')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('telefone', 'text')
    .addColumn('ramo_atividade', 'text')
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('cliente', 'anunciante', 'admin')`))
    .addColumn('senha_hash', 'text', (c) => c.notNull())
    .addColumn('email_verificado_em', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('usuarios_email_minusculo', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('sessoes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessoes_usuario').on('sessoes').column('usuario_id').execute();

  await db.schema
    .createTable('tokens_email')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('verificacao', 'redefinicao')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tokens_email_usuario')
    .on('tokens_email')
    .columns(['usuario_id', 'tipo'])
    .execute();

  await db.schema
    .createTable('categorias_tag')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nome', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nome', 'text', (c) => c.notNull().unique())
    .addColumn('categoria_id', 'integer', (c) =>
      c.notNull().references('categorias_tag.id').onDelete('restrict'),
    )
    .execute();
  await db.schema.createIndex('tags_categoria').on('tags').column('categoria_id').execute();

  await db.schema
    .createTable('fornecedores')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('restrict'))
    .addColumn('nome_empresa', 'text', (c) => c.notNull())
    .addColumn('frase_slogan', 'text')
    .addColumn('descricao_curta', 'text', (c) => c.notNull())
    .addColumn('descricao_longa', 'text')
    .addColumn('conteudo', 'text')
    .addColumn('foto_perfil', 'text')
    .addColumn('telefone', 'text')
    .addColumn('site', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('verificado', 'integer', (c) => c.notNull().defaultTo(0).check(sql`verificado in (0, 1)`))
    .addColumn('premium', 'integer', (c) => c.notNull().defaultTo(0).check(sql`premium in (0, 1)`))
    .addColumn('midia_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('fornecedores_usuario').on('fornecedores').column('usuario_id').execute();
  await db.schema
    .createIndex('fornecedores_ativos')
    .on('fornecedores')
    .columns(['deleted_at', 'id'])
    .execute();

  await db.schema
    .createTable('fornecedor_tags')
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('fornecedor_tags_pk', ['fornecedor_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('fornecedor_tags_tag')
    .on('fornecedor_tags')
    .columns(['tag_id', 'fornecedor_id'])
    .execute();

  await db.schema
    .createTable('tipos_fornecedor')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nome', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('fornecedor_tipos')
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('tipo_id', 'integer', (c) => c.notNull().references('tipos_fornecedor.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('fornecedor_tipos_pk', ['fornecedor_id', 'tipo_id'])
    .execute();

  await db.schema
    .createTable('categorias_link')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nome', 'text', (c) => c.notNull().unique())
    .addColumn('icone', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fornecedor_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('categoria_id', 'integer', (c) =>
      c.notNull().references('categorias_link.id').onDelete('restrict'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('texto_tela', 'text')
    .addColumn('ordem', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fornecedor_links_fornecedor')
    .on('fornecedor_links')
    .column('fornecedor_id')
    .execute();

  await db.schema
    .createTable('galeria_midias')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('midia_url', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('imagem', 'video')`))
    .addColumn('tamanho_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('galeria_midias_fornecedor')
    .on('galeria_midias')
    .column('fornecedor_id')
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('pergunta', 'text', (c) => c.notNull())
    .addColumn('resposta', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('faqs_fornecedor').on('faqs').column('fornecedor_id').execute();

  await db.schema
    .createTable('depoimentos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('nota', 'integer', (c) => c.notNull().check(sql`nota between 1 and 5`))
    .addColumn('comentario', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('depoimentos_um_por_usuario', ['fornecedor_id', 'usuario_id'])
    .execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('page_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('fornecedor_id', 'integer', (c) => c.references('fornecedores.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('user_agent', 'text')
    .addColumn('motivo_descartado', 'text')
    .addColumn('contado', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_views_fornecedor_dia')
    .on('page_views')
    .columns(['fornecedor_id', 'dia'])
    .execute();
  await db.schema.createIndex('page_views_tipo_dia').on('page_views').columns(['page_type', 'dia']).execute();
  await db.schema.createIndex('page_views_sessao').on('page_views').columns(['session_id', 'url']).execute();

  await db.schema
    .createTable('link_clicks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('link_id', 'integer', (c) => c.references('fornecedor_links.id').onDelete('set null'))
    .addColumn('link_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('link_text', 'text')
    .addColumn('origem_page_type', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('user_agent', 'text')
    .addColumn('motivo_descartado', 'text')
    .addColumn('contado', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_clicks_fornecedor_dia')
    .on('link_clicks')
    .columns(['fornecedor_id', 'dia'])
    .execute();
  await db.schema
    .createIndex('link_clicks_sessao')
    .on('link_clicks')
    .columns(['session_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('mensagens_contato')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('assunto', 'text', (c) => c.notNull())
    .addColumn('mensagem', 'text', (c) => c.notNull())
    .addColumn('enviado_em', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auditoria')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('acao', 'text', (c) => c.notNull())
    .addColumn('entidade', 'text', (c) => c.notNull())
    .addColumn('entidade_id', 'text')
    .addColumn('detalhes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auditoria_data').on('auditoria').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'auditoria',
    'mensagens_contato',
    'link_clicks',
    'page_views',
    'depoimentos',
    'faqs',
    'galeria_midias',
    'fornecedor_links',
    'categorias_link',
    'fornecedor_tipos',
    'tipos_fornecedor',
    'fornecedor_tags',
    'fornecedores',
    'tags',
    'categorias_tag',
    'tokens_email',
    'sessoes',
    'usuarios',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
