import path from 'node:path';
import Database from 'better-sqlite3';

/** Queues rows straight into the running server's database (as a failed SMTP would leave them). */
export function inserirEmailsComProblema(dataDir: string, sufixo: string): void {
  const sqlite = new Database(path.join(dataDir, 'app.db'));
  sqlite.pragma('busy_timeout = 5000');
  const inserir = sqlite.prepare(
    `insert into emails (destinatario, assunto, texto, html, estado, tentativas, proxima_em, desiste_em,
       ultimo_erro, created_at, updated_at)
     values (?, ?, 'texto', '<p>texto</p>', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const h = (horas: number) => new Date(Date.now() + horas * 3_600_000).toISOString();
  inserir.run(
    `noiva-${sufixo}@exemplo.com.br`,
    'Confirme seu e-mail na Vitrine do Sim',
    'falhou',
    31,
    h(-1),
    h(-1),
    'Greeting never received',
    h(-25),
    h(-1),
  );
  inserir.run(
    `buffet-${sufixo}@exemplo.com.br`,
    'Novo pedido de orçamento para Buffet Flor de Sal',
    'pendente',
    3,
    h(1),
    h(20),
    'connect ECONNREFUSED 10.0.0.5:587',
    h(-4),
    h(-0.2),
  );
  sqlite.close();
}
