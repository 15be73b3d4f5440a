import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginacao } from '../../components/paginacao';
import { useToast } from '../../components/toast';
import { mensagemComMotivo } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';
import { formatarDataHora } from './admin-util';

export const POR_PAGINA_MENSAGENS = 20;

/** The reply link: the sender's address, "Re: {subject}". */
function linkResposta(email: string, assunto: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${assunto}`)}`;
}

/** How many contact messages are unread (the tab shows it); shares the list's first-page query. */
export function useMensagensNaoLidas(): number | undefined {
  const trpc = useTRPC();
  const q = useQuery(trpc.admin.mensagens.queryOptions({ page: 1, per_page: POR_PAGINA_MENSAGENS }));
  return q.data?.nao_lidas;
}

/**
 * The contact form's messages (they reach no one by e-mail without CONTACT_EMAIL): newest first,
 * opening one marks it read, "Marcar como respondida", and a reply link.
 */
export function AdminMensagens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [aberta, setAberta] = useState<number | null>(null);
  const lista = useQuery({
    ...trpc.admin.mensagens.queryOptions({ page, per_page: POR_PAGINA_MENSAGENS }),
    placeholderData: keepPreviousData,
  });
  const marcar = useMutation(
    trpc.admin.marcarMensagem.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.mensagens.queryKey() }),
      onError: (error) => toast.error(mensagemComMotivo('Erro ao atualizar a mensagem', error)),
    }),
  );

  function abrir(m: { id: number; lida_em: string | null }) {
    const fechar = aberta === m.id;
    setAberta(fechar ? null : m.id);
    if (!fechar && m.lida_em === null) marcar.mutate({ id: m.id, lida: true });
  }

  const d = lista.data;
  return (
    <section aria-labelledby="titulo-mensagens">
      <h2 id="titulo-mensagens">Mensagens de contato</h2>
      {d && (
        <p className="texto-suave">
          {d.total === 1 ? '1 mensagem' : `${d.total} mensagens`} ·{' '}
          {d.nao_lidas === 1 ? '1 não lida' : `${d.nao_lidas} não lidas`}
        </p>
      )}
      {lista.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      {d && d.rows.length === 0 && <p className="vazio">Nenhuma mensagem recebida ainda.</p>}
      {d && d.rows.length > 0 && (
        <ul className="admin-mensagens">
          {d.rows.map((m) => {
            const expandida = aberta === m.id;
            const idCorpo = `mensagem-${m.id}`;
            return (
              <li
                key={m.id}
                className={`cartao admin-mensagem${m.lida_em ? '' : ' admin-mensagem-nao-lida'}`}
              >
                <button
                  type="button"
                  className="admin-mensagem-cabecalho"
                  aria-expanded={expandida}
                  aria-controls={idCorpo}
                  onClick={() => abrir(m)}
                >
                  <span className="admin-mensagem-assunto">
                    {!m.lida_em && <span className="selo selo-marca">Não lida</span>}
                    {m.respondida_em && <span className="selo selo-info">Respondida</span>}
                    <strong>{m.assunto}</strong>
                  </span>
                  <span className="texto-suave">
                    {m.nome} &lt;{m.email}&gt; · {formatarDataHora(m.created_at)}
                  </span>
                </button>
                {expandida && (
                  <div id={idCorpo} className="admin-mensagem-corpo">
                    <p className="admin-mensagem-texto">{m.mensagem}</p>
                    <div className="admin-mensagem-acoes">
                      <a className="btn btn-primario btn-pequeno" href={linkResposta(m.email, m.assunto)}>
                        Responder por e-mail
                      </a>
                      <button
                        type="button"
                        className="btn btn-secundario btn-pequeno"
                        disabled={marcar.isPending}
                        onClick={() => marcar.mutate({ id: m.id, respondida: !m.respondida_em })}
                      >
                        {m.respondida_em ? 'Desmarcar respondida' : 'Marcar como respondida'}
                      </button>
                      <button
                        type="button"
                        className="btn btn-texto btn-pequeno"
                        disabled={marcar.isPending}
                        onClick={() => {
                          marcar.mutate({ id: m.id, lida: false });
                          setAberta(null);
                        }}
                      >
                        Marcar como não lida
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {d && (
        <Paginacao
          page={page}
          perPage={POR_PAGINA_MENSAGENS}
          total={d.total}
          onChange={setPage}
          rotulo="Páginas das mensagens"
        />
      )}
    </section>
  );
}
