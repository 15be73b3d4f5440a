import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { StatusOrcamentoValor } from '../../../server/schemas/orcamentos.schema';
import { Icone } from '../../components/icone';
import { Paginacao } from '../../components/paginacao';
import { useToast } from '../../components/toast';
import { useSiteName } from '../../lib/site';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/use-debounced';
import type { UsuarioSessao } from './tipos';
import { useVitrines } from './vitrines-lista';

// Minha Conta › Orçamentos: the quote requests sent to the owner's showcases (admin: all).

export const POR_PAGINA_ORCAMENTOS = 20;
type Pedido = RouterOutputs['orcamentos']['obter'];

export const ROTULO_STATUS: Record<StatusOrcamentoValor, string> = {
  nova: 'Nova',
  respondida: 'Respondida',
  arquivada: 'Arquivada',
  spam: 'Spam',
};

const CLASSE_STATUS: Record<StatusOrcamentoValor, string> = {
  nova: 'selo-marca',
  respondida: 'selo-verificado',
  arquivada: 'selo-info',
  spam: 'selo-erro',
};

const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** mailto: with the request's subject, for "Responder por e-mail". */
export function linkEmail(p: Pick<Pedido, 'email' | 'nome_empresa'>): string {
  return `mailto:${p.email}?subject=${encodeURIComponent(`Orçamento – ${p.nome_empresa}`)}`;
}

/** Digits with Brazil's 55 when the number has only DDD + number (as the showcase's WhatsApp links). */
const numeroWhatsApp = (telefone: string) => {
  const d = telefone.replace(/\D/g, '');
  return d.length === 10 || d.length === 11 ? `55${d}` : d;
};

/** wa.me with a greeting, for "Responder no WhatsApp" (Brazilian numbers get the 55). */
export function linkWhatsApp(
  p: Pick<Pedido, 'telefone' | 'nome' | 'nome_empresa'>,
  site: string,
): string | null {
  if (!p.telefone) return null;
  const texto = `Olá, ${primeiroNome(p.nome)}! Aqui é da ${p.nome_empresa}. Recebemos seu pedido de orçamento pela ${site} e vamos te ajudar.`;
  return `https://wa.me/${numeroWhatsApp(p.telefone)}?text=${encodeURIComponent(texto)}`;
}

export function OrcamentosAba({ usuario }: { usuario: UsuarioSessao }) {
  const id = useId();
  const trpc = useTRPC();
  const [fornecedorId, setFornecedorId] = useState<number | undefined>();
  const [status, setStatus] = useState<StatusOrcamentoValor | ''>('');
  const [busca, setBusca] = useState('');
  const q = useDebounced(busca.trim(), 300);
  const [page, setPage] = useState(1);
  const [aberto, setAberto] = useState<number | null>(null);
  const vitrines = useVitrines(usuario, '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts on the first page
  useEffect(() => setPage(1), [fornecedorId, status, q]);

  const lista = useQuery({
    ...trpc.orcamentos.listar.queryOptions({
      fornecedor_id: fornecedorId,
      status: status || undefined,
      q: q || undefined,
      page,
      per_page: POR_PAGINA_ORCAMENTOS,
    }),
    placeholderData: (anterior) => anterior,
  });

  if (aberto !== null) return <DetalhePedido id={aberto} onVoltar={() => setAberto(null)} />;

  const d = lista.data;
  return (
    <section className="perfil-orcamentos" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Pedidos de orçamento</h2>
      <div className="perfil-filtros orcamentos-filtros">
        {vitrines.itens.length > 1 && (
          <div className="campo">
            <label htmlFor={`${id}-vitrine`}>Vitrine</label>
            <select
              id={`${id}-vitrine`}
              value={fornecedorId ?? ''}
              onChange={(e) => setFornecedorId(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">Todas</option>
              {vitrines.itens.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.nome_empresa}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="campo">
          <label htmlFor={`${id}-status`}>Situação</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusOrcamentoValor | '')}
          >
            <option value="">Todas</option>
            {(Object.keys(ROTULO_STATUS) as StatusOrcamentoValor[]).map((s) => (
              <option key={s} value={s}>
                {ROTULO_STATUS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="campo">
          <label htmlFor={`${id}-busca`}>Buscar</label>
          <input
            id={`${id}-busca`}
            type="search"
            placeholder="Nome, e-mail, cidade ou mensagem"
            value={busca}
            maxLength={100}
            onChange={(e) => setBusca(e.target.value)}
          />
        </div>
      </div>
      {lista.isPending && (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" /> Carregando pedidos...
        </div>
      )}
      {lista.isError && (
        <div className="alerta alerta-erro" role="alert">
          Não foi possível carregar os pedidos de orçamento.
        </div>
      )}
      {d && d.rows.length === 0 && (
        <p className="vazio">
          {q || status || fornecedorId
            ? 'Nenhum pedido encontrado com estes filtros.'
            : 'Nenhum pedido de orçamento recebido ainda.'}
        </p>
      )}
      {d && d.rows.length > 0 && (
        <ul className="orcamentos-lista" aria-busy={lista.isFetching}>
          {d.rows.map((p) => (
            <li key={p.id} className={`cartao orcamentos-item${p.lida_em ? '' : ' orcamentos-nao-lido'}`}>
              <button type="button" className="orcamentos-item-botao" onClick={() => setAberto(p.id)}>
                <span className="orcamentos-item-topo">
                  <span className="orcamentos-item-nome">{p.nome}</span>
                  <span className={`selo ${p.lida_em ? CLASSE_STATUS[p.status] : 'selo-marca'}`}>
                    {!p.lida_em ? 'Não lido' : ROTULO_STATUS[p.status]}
                  </span>
                </span>
                <span className="texto-suave">
                  {p.nome_empresa} · {dataHora(p.created_at)}
                  {p.cidade ? ` · ${p.cidade}${p.uf ? `/${p.uf}` : ''}` : ''}
                </span>
                <span className="orcamentos-item-trecho">{p.mensagem}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {d && (
        <Paginacao
          page={page}
          perPage={POR_PAGINA_ORCAMENTOS}
          total={d.total}
          onChange={setPage}
          rotulo="Páginas dos pedidos"
        />
      )}
    </section>
  );
}

function DetalhePedido({ id, onVoltar }: { id: number; onVoltar: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const site = useSiteName();
  const pedido = useQuery(trpc.orcamentos.obter.queryOptions({ id }));
  const marcar = useMutation({
    ...trpc.orcamentos.marcar.mutationOptions(),
    onSuccess: (atual) => {
      queryClient.setQueryData(trpc.orcamentos.obter.queryKey({ id }), atual);
      void queryClient.invalidateQueries({ queryKey: trpc.orcamentos.listar.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.orcamentos.naoLidas.queryKey() });
    },
  });
  const p = pedido.data;

  // Opening an unread request marks it read (a write, so not done by the GET itself).
  const naoLido = p && !p.lida_em;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per unread request opened
  useEffect(() => {
    if (naoLido) marcar.mutate({ id, lida: true });
  }, [naoLido, id]);

  if (pedido.isPending) {
    return (
      <div className="carregando" role="status">
        <span className="spinner" aria-hidden="true" /> Carregando pedido...
      </div>
    );
  }
  if (!p) {
    return (
      <div className="alerta alerta-erro" role="alert">
        Pedido de orçamento não encontrado.{' '}
        <button type="button" className="btn btn-texto" onClick={onVoltar}>
          Voltar
        </button>
      </div>
    );
  }
  const mudar = (status: StatusOrcamentoValor, aviso?: string) =>
    marcar.mutate({ id, status }, { onSuccess: () => aviso && toast.success(aviso) });
  const whatsapp = linkWhatsApp(p, site);
  const local = [p.cidade, p.uf].filter(Boolean).join('/');
  return (
    <article className="orcamento-detalhe" aria-labelledby="orcamento-detalhe-titulo">
      <button type="button" className="btn btn-texto btn-pequeno" onClick={onVoltar}>
        <Icone nome="fas-chevron-left" /> Voltar aos pedidos
      </button>
      <header className="orcamento-detalhe-topo">
        <h2 id="orcamento-detalhe-titulo">Pedido de {p.nome}</h2>
        <span className={`selo ${CLASSE_STATUS[p.status]}`}>{ROTULO_STATUS[p.status]}</span>
      </header>
      <p className="texto-suave">
        Para {p.nome_empresa} · recebido em {dataHora(p.created_at)}
      </p>
      <dl className="orcamento-dados">
        <dt>E-mail</dt>
        <dd>{p.email}</dd>
        <dt>WhatsApp/telefone</dt>
        <dd>{p.telefone ?? '—'}</dd>
        <dt>Negócio</dt>
        <dd>{p.ramo ?? '—'}</dd>
        <dt>Cidade</dt>
        <dd>{local || '—'}</dd>
        <dt>Prefere contato por</dt>
        <dd>{p.contato_preferido === 'whatsapp' ? 'WhatsApp' : 'E-mail'}</dd>
        <dt>Consentimento</dt>
        <dd>dado em {dataHora(p.consentimento_em)}</dd>
      </dl>
      <h3>Mensagem</h3>
      <p className="orcamento-mensagem">{p.mensagem}</p>
      <div className="orcamento-acoes">
        <a className="btn btn-primario" href={linkEmail(p)} onClick={() => mudar('respondida')}>
          <Icone nome="fas-envelope" /> Responder por e-mail
        </a>
        {whatsapp && (
          <a
            className="btn btn-secundario"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => mudar('respondida')}
          >
            <Icone nome="fab-whatsapp" /> Responder no WhatsApp
          </a>
        )}
        <button
          type="button"
          className="btn btn-secundario"
          disabled={marcar.isPending || p.status === 'arquivada'}
          onClick={() => mudar('arquivada', 'Pedido arquivado.')}
        >
          <Icone nome="fas-box-open" /> Arquivar
        </button>
        <button
          type="button"
          className="btn btn-texto"
          disabled={marcar.isPending || p.status === 'spam'}
          onClick={() => mudar('spam', 'Pedido marcado como spam.')}
        >
          <Icone nome="fas-triangle-exclamation" /> Marcar como spam
        </button>
      </div>
    </article>
  );
}
