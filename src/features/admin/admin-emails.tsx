import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginacao } from '../../components/paginacao';
import { useToast } from '../../components/toast';
import { mensagemComMotivo } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { formatarDataHora } from './admin-util';
import './admin-emails.css';

export const POR_PAGINA_EMAILS = 20;
/** The queue changes by itself (the sender): the panel looks again this often. */
const ATUALIZAR_MS = 15_000;

/** How many e-mails were given up (the tab shows it); shares the panel's first-page query. */
export function useEmailsComFalha(): number | undefined {
  const trpc = useTRPC();
  const q = useQuery(trpc.admin.emails.queryOptions({ page: 1, per_page: POR_PAGINA_EMAILS }));
  return q.data?.falhas;
}

const n = (valor: number, um: string, varios: string) =>
  `${valor.toLocaleString('pt-BR')} ${valor === 1 ? um : varios}`;

/**
 * The e-mail queue (server/mail/fila.ts): how many are pending, sent and given up, and the ones
 * with a problem (given up first, then those being retried) with their last error. "Reenviar"
 * puts one back in the queue for a new 24 h of attempts. Bodies are never shown.
 */
export function AdminEmails() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const lista = useQuery({
    ...trpc.admin.emails.queryOptions({ page, per_page: POR_PAGINA_EMAILS }),
    placeholderData: keepPreviousData,
    refetchInterval: ATUALIZAR_MS,
  });
  const reenviar = useMutation(
    trpc.admin.reenviarEmail.mutationOptions({
      onSuccess: (r) => {
        toast.success(r.message);
        return queryClient.invalidateQueries({ queryKey: trpc.admin.emails.queryKey() });
      },
      onError: (error) => toast.error(mensagemComMotivo('Erro ao reenviar o e-mail', error)),
    }),
  );

  const d = lista.data;
  const contagens = d
    ? [
        {
          rotulo: 'Pendentes',
          valor: d.pendentes,
          sub:
            d.tentando > 0 ? n(d.tentando, 'em nova tentativa', 'em nova tentativa') : 'na fila para envio',
        },
        {
          rotulo: 'Enviados',
          valor: d.enviados,
          sub:
            d.dias_retencao === 1
              ? 'entregues no último dia'
              : `entregues nos últimos ${d.dias_retencao} dias`,
        },
        { rotulo: 'Com falha', valor: d.falhas, sub: 'desistidos após 24 h de tentativas' },
      ]
    : [];

  return (
    <section aria-labelledby="titulo-emails">
      <h2 id="titulo-emails">E-mails</h2>
      <p className="texto-suave">
        Todo e-mail do site entra numa fila e é enviado logo depois. Se o servidor de e-mail não responder,
        ele é tentado de novo por até 24 horas; depois disso aparece aqui como falha.
      </p>
      {lista.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      {d && (
        <ul className="emails-contagens" aria-label="Situação da fila de e-mails">
          {contagens.map((c) => (
            <li
              key={c.rotulo}
              className={`cartao emails-contagem${c.rotulo === 'Com falha' && c.valor > 0 ? ' emails-contagem-falha' : ''}`}
            >
              <span className="admin-numero">{c.valor.toLocaleString('pt-BR')}</span>
              <span className="admin-rotulo">{c.rotulo}</span>
              <span className="admin-sub">{c.sub}</span>
            </li>
          ))}
        </ul>
      )}
      {d && d.rows.length === 0 && (
        <p className="vazio">Nenhum e-mail com falha ou aguardando nova tentativa.</p>
      )}
      {d && d.rows.length > 0 && (
        <>
          <h3 className="emails-subtitulo">Com falha ou em nova tentativa</h3>
          <ul className="emails-lista">
            {d.rows.map((e) => {
              const falhou = e.estado === 'falhou';
              return (
                <li
                  key={e.id}
                  className={`cartao emails-item${falhou ? ' emails-item-falhou' : ''}`}
                  data-email-id={e.id}
                >
                  <p className="emails-assunto">
                    <span className={`selo ${falhou ? 'selo-erro' : 'selo-aviso'}`}>
                      {falhou ? 'Falhou' : 'Tentando de novo'}
                    </span>
                    <strong>{e.assunto}</strong>
                  </p>
                  <dl className="emails-dados">
                    <div className="emails-para">
                      <dt>Para</dt>
                      <dd>{e.destinatario}</dd>
                    </div>
                    <div>
                      <dt>Tentativas</dt>
                      <dd>{e.tentativas}</dd>
                    </div>
                    <div>
                      <dt>Criado em</dt>
                      <dd>{formatarDataHora(e.created_at)}</dd>
                    </div>
                    <div>
                      <dt>Última tentativa</dt>
                      <dd>{formatarDataHora(e.updated_at)}</dd>
                    </div>
                    {!falhou && (
                      <div>
                        <dt>Próxima tentativa</dt>
                        <dd>{formatarDataHora(e.proxima_em)}</dd>
                      </div>
                    )}
                  </dl>
                  {e.ultimo_erro && (
                    <p className="emails-erro">
                      <span className="emails-erro-rotulo">Último erro:</span> <code>{e.ultimo_erro}</code>
                    </p>
                  )}
                  <div className="linha">
                    <button
                      type="button"
                      className="btn btn-primario btn-pequeno"
                      disabled={reenviar.isPending}
                      onClick={() => reenviar.mutate({ id: e.id })}
                      aria-label={`Reenviar o e-mail “${e.assunto}” para ${e.destinatario}`}
                    >
                      Reenviar
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {d && (
        <Paginacao
          page={page}
          perPage={POR_PAGINA_EMAILS}
          total={d.total}
          onChange={setPage}
          rotulo="Páginas dos e-mails"
        />
      )}
    </section>
  );
}
