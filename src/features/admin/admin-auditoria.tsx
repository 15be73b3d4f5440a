import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginacao } from '../../components/paginacao';
import { useTRPC } from '../../lib/trpc';
import { formatarDataHora } from './admin-util';

const POR_PAGINA = 25;

const ACOES: Record<string, string> = {
  alterar_tipo: 'Alterou o tipo',
  alterar_senha: 'Definiu nova senha',
  desativar: 'Desativou',
  restaurar: 'Restaurou',
  definir_selos: 'Alterou os selos',
  criar: 'Criou',
  atualizar: 'Alterou',
  excluir: 'Excluiu',
  ocultar: 'Ocultou',
  manter: 'Manteve (arquivou as denúncias de)',
};

const ENTIDADES: Record<string, string> = {
  usuario: 'usuário',
  fornecedor: 'fornecedor',
  tag: 'tag',
  tipo_tag: 'tipo de tag',
  categoria_link: 'categoria de link',
  mensagem_contato: 'mensagem de contato',
  depoimento: 'depoimento',
};

function resumoDetalhes(d: unknown): string {
  if (!d || typeof d !== 'object') return '';
  return Object.entries(d as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

/** The audit trail of admin actions: who, what, on which record, when. */
export function AdminAuditoria() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...trpc.admin.auditoria.queryOptions({ page, per_page: POR_PAGINA }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="titulo-auditoria">
      <h2 id="titulo-auditoria">Registro de ações dos administradores</h2>
      {log.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      {log.data && log.data.rows.length === 0 && <p className="vazio">Nenhuma ação registrada ainda.</p>}
      {log.data && log.data.rows.length > 0 && (
        <div className="admin-tabela-rolagem">
          <table className="tabela admin-tabela">
            <caption className="sr-only">Ações registradas ({log.data.total})</caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Administrador</th>
                <th scope="col">Ação</th>
                <th scope="col">Registro</th>
                <th scope="col">Detalhes</th>
              </tr>
            </thead>
            <tbody>
              {log.data.rows.map((r) => (
                <tr key={r.id}>
                  <td data-rotulo="Quando">{formatarDataHora(r.created_at)}</td>
                  <td data-rotulo="Administrador">{r.admin_nome ?? 'Conta removida'}</td>
                  <td data-rotulo="Ação">
                    {ACOES[r.acao] ?? r.acao} {ENTIDADES[r.entidade] ?? r.entidade}
                  </td>
                  <td data-rotulo="Registro">{r.entidade_id ? `#${r.entidade_id}` : '—'}</td>
                  <td data-rotulo="Detalhes" className="admin-detalhes">
                    {resumoDetalhes(r.detalhes)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data && (
        <Paginacao
          page={page}
          perPage={POR_PAGINA}
          total={log.data.total}
          onChange={setPage}
          rotulo="Páginas do registro"
        />
      )}
    </section>
  );
}
