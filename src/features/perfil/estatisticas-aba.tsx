import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import {
  JANELA_ESTATISTICAS_DIAS,
  MSG_ESTATISTICAS,
  VISITANTES_POR_PREFIXO,
} from '../../../server/schemas/estatisticas.schema';
import { Icone } from '../../components/icone';
import type { NomeIcone } from '../../components/icones.generated';
import { paths } from '../../config/paths';
import { useTRPC } from '../../lib/trpc';
import { formatarDia, formatarNumero, janelaPadrao, taxaEngajamento } from './estatisticas-calculo';
import { GraficoVisualizacoes } from './grafico-visualizacoes';
import type { UsuarioSessao } from './tipos';
import { useVitrines } from './vitrines-lista';

const ICONES_LINK: [RegExp, NomeIcone][] = [
  [/whatsapp/, 'fab-whatsapp'],
  [/phone|telefone/, 'fas-phone'],
  [/email|mail/, 'fas-envelope'],
  [/instagram/, 'fab-instagram'],
  [/facebook/, 'fab-facebook'],
  [/twitter/, 'fab-x-twitter'],
  [/perfil|profile|vitrine/, 'fas-user'],
  [/site|website/, 'fas-globe'],
];

/** Section 9: the icon of a link type; anything else is a generic link. */
export function iconeDoLink(tipo: string): NomeIcone {
  const t = tipo.toLowerCase();
  return ICONES_LINK.find(([re]) => re.test(t))?.[1] ?? 'fas-link';
}

function Cartao({
  icone,
  rotulo,
  valor,
  dica,
}: {
  icone: NomeIcone;
  rotulo: string;
  valor: string;
  dica?: string;
}) {
  return (
    <div className="cartao perfil-indicador">
      <Icone nome={icone} />
      <div>
        <p className="perfil-indicador-rotulo">{rotulo}</p>
        <p className="perfil-indicador-valor">{valor}</p>
        {dica && <p className="perfil-indicador-dica">{dica}</p>}
      </div>
    </div>
  );
}

export function EstatisticasAba({ usuario }: { usuario: UsuarioSessao }) {
  const trpc = useTRPC();
  const id = useId();
  const vitrines = useVitrines(usuario);
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const padrao = janelaPadrao(JANELA_ESTATISTICAS_DIAS);
  const [inicio, setInicio] = useState(padrao.inicio);
  const [fim, setFim] = useState(padrao.fim);

  // The first showcase of the list (newest) unless the user picked another one.
  const fornecedorId =
    escolhida !== null && vitrines.itens.some((v) => v.id === escolhida)
      ? escolhida
      : (vitrines.itens[0]?.id ?? null);
  const stats = useQuery({
    ...trpc.accessLogs.estatisticasFornecedor.queryOptions({
      fornecedorId: fornecedorId ?? 0,
      start_date: inicio || null,
      end_date: fim || null,
    }),
    enabled: fornecedorId !== null,
    placeholderData: (anterior) => anterior,
  });

  if (vitrines.carregando) {
    return (
      <div className="carregando" role="status">
        <span className="spinner" aria-hidden="true" />
        Carregando estatísticas...
      </div>
    );
  }
  if (vitrines.erro) {
    return (
      <div className="alerta alerta-erro" role="alert">
        {MSG_ESTATISTICAS.erroCarregar}
      </div>
    );
  }
  if (vitrines.itens.length === 0) {
    return (
      <div className="vazio">
        <Icone nome="fas-chart-line" />
        <p>Você ainda não tem uma vitrine. Crie a sua para acompanhar visualizações e cliques.</p>
        <Link href={paths.perfilAba('vitrine')} className="btn btn-primario">
          Ir para Vitrine
        </Link>
      </div>
    );
  }

  const dados = stats.data;
  const views = dados?.views.total ?? 0;
  const cliques = dados?.link_clicks.total ?? 0;
  const vazio = dados && views === 0 && cliques === 0 && dados.orcamentos.total === 0;

  return (
    <div className="perfil-estatisticas">
      <div className="cartao perfil-filtros">
        <div className="campo">
          <label htmlFor={`${id}-vitrine`}>Vitrine</label>
          <select
            id={`${id}-vitrine`}
            value={fornecedorId ?? ''}
            onChange={(e) => setEscolhida(Number(e.target.value))}
          >
            {vitrines.itens.map((v) => (
              <option key={v.id} value={v.id}>
                {v.nome_empresa}
                {usuario.tipo === 'admin' && v.usuario_id !== usuario.id && v.usuario_nome
                  ? ` (${v.usuario_nome})`
                  : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="campo">
          <label htmlFor={`${id}-inicio`}>De</label>
          <input
            id={`${id}-inicio`}
            type="date"
            value={inicio}
            max={fim || undefined}
            onChange={(e) => setInicio(e.target.value)}
          />
        </div>
        <div className="campo">
          <label htmlFor={`${id}-fim`}>Até</label>
          <input
            id={`${id}-fim`}
            type="date"
            value={fim}
            min={inicio || undefined}
            onChange={(e) => setFim(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-secundario perfil-filtros-limpar"
          onClick={() => {
            setInicio(padrao.inicio);
            setFim(padrao.fim);
          }}
        >
          Últimos 30 dias
        </button>
      </div>

      {stats.isError && (
        <div className="alerta alerta-erro" role="alert">
          {MSG_ESTATISTICAS.erroCarregar}
        </div>
      )}
      {stats.isPending && !stats.isError && (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" />
          Carregando estatísticas...
        </div>
      )}

      {dados && (
        <div aria-busy={stats.isFetching} className="perfil-estatisticas-corpo">
          <p className="perfil-periodo">
            Período: {formatarDia(dados.start_date, true)} a {formatarDia(dados.end_date, true)}
            {dados.excluidos_por_excesso > 0 && (
              <span
                data-testid="excluidos-por-excesso"
                title="Visualizações e cliques em massa de um mesmo visitante, ou de uma mesma rede além do limite diário, não entram nos números."
              >
                {' '}
                · Excluídos por excesso: {formatarNumero(dados.excluidos_por_excesso)}
              </span>
            )}
          </p>
          <div className="grade perfil-indicadores" data-testid="indicadores">
            <Cartao icone="fas-eye" rotulo="Visualizações" valor={formatarNumero(views)} />
            <Cartao icone="fas-arrow-pointer" rotulo="Cliques em links" valor={formatarNumero(cliques)} />
            <Cartao
              icone="fas-user-group"
              rotulo="Visitantes únicos"
              valor={formatarNumero(dados.views.unique)}
            />
            <Cartao
              icone="fas-percent"
              rotulo="Taxa de engajamento"
              valor={taxaEngajamento(cliques, views)}
              dica="Cliques ÷ visualizações"
            />
            <Cartao
              icone="fas-envelope"
              rotulo="Pedidos de orçamento"
              valor={formatarNumero(dados.orcamentos.total)}
            />
            <Cartao
              icone="fas-bullseye"
              rotulo="Conversão em pedidos"
              valor={taxaEngajamento(dados.orcamentos.total, dados.views.unique)}
              dica="Pedidos ÷ visitantes únicos"
            />
          </div>

          {vazio ? (
            <div className="vazio">
              <Icone nome="far-calendar-xmark" />
              <p>Nenhum acesso registrado no período</p>
            </div>
          ) : (
            <>
              <section className="cartao perfil-secao" aria-labelledby={`${id}-grafico`}>
                <h3 id={`${id}-grafico`}>Visualizações e pedidos de orçamento por dia</h3>
                <GraficoVisualizacoes dias={dados.daily_stats} />
              </section>
              <section className="cartao perfil-secao" aria-labelledby={`${id}-links`}>
                <h3 id={`${id}-links`}>Cliques por link</h3>
                {dados.link_clicks.by_link.length === 0 ? (
                  <p className="perfil-texto-suave">Nenhum clique em links no período.</p>
                ) : (
                  <div className="perfil-tabela-rolagem">
                    <table className="tabela">
                      <thead>
                        <tr>
                          <th scope="col">Link</th>
                          <th scope="col">Endereço</th>
                          <th scope="col" className="numero">
                            Cliques
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {dados.link_clicks.by_link.map((l) => (
                          <tr key={`${l.link_id ?? 'x'}-${l.link_url}`}>
                            <td>
                              <Icone nome={iconeDoLink(l.link_type)} />{' '}
                              {l.link_texto || MSG_ESTATISTICAS.linkSemNome}
                            </td>
                            <td className="perfil-url">{l.link_url}</td>
                            <td className="numero">{formatarNumero(l.total_clicks)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            </>
          )}
          <p className="perfil-nota">
            Não contamos robôs e pré-visualizações de links (como as do WhatsApp), nem as suas próprias
            visitas à sua vitrine. Visitantes únicos são contados por dia: quem volta em outro dia conta de
            novo. Uma mesma rede soma no máximo {VISITANTES_POR_PREFIXO} visitantes novos por dia; o que passa
            disso aparece em “Excluídos por excesso”.
          </p>
        </div>
      )}
    </div>
  );
}
