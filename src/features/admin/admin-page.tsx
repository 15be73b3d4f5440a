import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { plural } from '../../lib/plural';
import { useTRPC } from '../../lib/trpc';
import { AdminAuditoria } from './admin-auditoria';
import { AdminCatalogo } from './admin-catalogo';
import { AdminEmails, useEmailsComFalha } from './admin-emails';
import { AdminFornecedores } from './admin-fornecedores';
import { GraficoAcessos } from './admin-grafico';
import { AdminMensagens, useMensagensNaoLidas } from './admin-mensagens';
import { AdminModeracao } from './admin-moderacao';
import { AdminUsuarios } from './admin-usuarios';
import { formatarMB } from './admin-util';
import './admin.css';
import { Icone } from '../../components/icone';

const MEMORIA_INTERVALO_MS = 30_000;
/** Heap used as a share of the heap's hard limit: red from here (near an out-of-memory crash). */
export const MEMORIA_CRITICA_PCT = 85;
const MEMORIA_ALTA_PCT = 70;

const ABAS = [
  { id: 'usuarios', rotulo: 'Usuários' },
  { id: 'fornecedores', rotulo: 'Fornecedores' },
  { id: 'catalogo', rotulo: 'Tags e categorias' },
  { id: 'moderacao', rotulo: 'Moderação' },
  { id: 'auditoria', rotulo: 'Registro de ações' },
  { id: 'mensagens', rotulo: 'Mensagens de contato' },
  { id: 'emails', rotulo: 'E-mails' },
] as const;
type Aba = (typeof ABAS)[number]['id'];

function Memoria() {
  const trpc = useTRPC();
  const mem = useQuery({
    ...trpc.admin.memoria.queryOptions(),
    refetchInterval: MEMORIA_INTERVALO_MS,
    staleTime: 0,
  });
  const d = mem.data;
  const uso = d?.heapLimitUsage ?? 0;
  const largura = Math.min(100, Math.max(0, uso));
  const nivel = uso >= MEMORIA_CRITICA_PCT ? 'critico' : uso >= MEMORIA_ALTA_PCT ? 'alto' : 'normal';
  const pct = uso.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return (
    <section className="cartao admin-memoria" aria-labelledby="titulo-memoria">
      <h2 id="titulo-memoria">Memória do servidor</h2>
      {mem.isError && <p className="alerta alerta-erro">Erro ao carregar dados do painel</p>}
      <dl className="admin-memoria-dados">
        <div>
          <dt>Heap usado</dt>
          <dd>{d ? formatarMB(d.heapUsed) : '—'}</dd>
        </div>
        <div>
          <dt>Limite do heap</dt>
          <dd>{d ? formatarMB(d.heapLimit) : '—'}</dd>
        </div>
        <div>
          <dt>Memória do processo (RSS)</dt>
          <dd>{d ? formatarMB(d.rss) : '—'}</dd>
        </div>
        <div>
          <dt>Uso do limite</dt>
          <dd>{d ? `${pct}%` : '—'}</dd>
        </div>
      </dl>
      <meter
        className="sr-only"
        min={0}
        max={100}
        high={MEMORIA_ALTA_PCT}
        optimum={0}
        value={largura}
        aria-label="Heap usado em relação ao limite"
      >
        {pct}%
      </meter>
      <div className="admin-barra" aria-hidden="true">
        <span className={`admin-barra-preenchida admin-barra-${nivel}`} style={{ width: `${largura}%` }} />
      </div>
      <p className="admin-sub">Fica vermelho a partir de {MEMORIA_CRITICA_PCT}% do limite do heap.</p>
    </section>
  );
}

/**
 * The panel's numbers follow the data, not the page load: its queries (admin.*, the moderation
 * queue) are refetched when the window regains focus, and after any action that succeeds here.
 */
function usePainelAtualizado() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Before the panel's queries are created, so they pick up these defaults.
  useState(() => {
    for (const chave of [trpc.admin.pathKey(), trpc.depoimentos.moderacao.pathKey()]) {
      queryClient.setQueryDefaults(chave, { refetchOnWindowFocus: 'always', staleTime: 0 });
    }
    return null;
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((evento) => {
        if (evento.type !== 'updated' || evento.action.type !== 'success') return;
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.depoimentos.moderacao.pathKey() });
      }),
    [queryClient, trpc],
  );
}

export default function Page() {
  usePageTitle('Painel de Administração');
  const trpc = useTRPC();
  usePainelAtualizado();
  const resumo = useQuery(trpc.admin.resumo.queryOptions());
  const acessos = useQuery(trpc.admin.pageViewStats.queryOptions({ page_type: 'home' }));
  const [aba, setAba] = useState<Aba>('usuarios');
  const naoLidas = useMensagensNaoLidas();
  const emailsComFalha = useEmailsComFalha();

  const r = resumo.data;
  const porTipo = (tipo: 'cliente' | 'anunciante' | 'admin') => r?.usuarios.find((u) => u.tipo === tipo);
  const totalUsuarios = r?.usuarios.reduce((n, u) => n + u.total, 0) ?? 0;
  const ativosUsuarios = r?.usuarios.reduce((n, u) => n + u.ativos, 0) ?? 0;
  const cartoes = r
    ? [
        {
          rotulo: 'Usuários',
          valor: totalUsuarios,
          sub: plural(ativosUsuarios, 'ativo', 'ativos'),
          icone: 'fas-users' as const,
        },
        {
          rotulo: 'Anunciantes',
          valor: porTipo('anunciante')?.total ?? 0,
          sub: plural(porTipo('anunciante')?.ativos ?? 0, 'ativo', 'ativos'),
          icone: 'fas-bullhorn' as const,
        },
        {
          rotulo: 'Profissionais de eventos',
          valor: porTipo('cliente')?.total ?? 0,
          sub: plural(porTipo('cliente')?.ativos ?? 0, 'ativo', 'ativos'),
          icone: 'fas-ring' as const,
        },
        {
          rotulo: 'Administradores',
          valor: porTipo('admin')?.total ?? 0,
          sub: plural(porTipo('admin')?.ativos ?? 0, 'ativo', 'ativos'),
          icone: 'fas-user-shield' as const,
        },
        {
          rotulo: 'Vitrines',
          valor: r.fornecedores.total,
          sub: `${plural(r.fornecedores.ativos, 'ativa', 'ativas')} · ${plural(r.fornecedores.total - r.fornecedores.ativos, 'inativa', 'inativas')}`,
          icone: 'fas-store' as const,
        },
        {
          // Seals granted: one showcase may hold both, so the two counts are shown apart.
          rotulo: 'Selos concedidos',
          valor: r.fornecedores.verificados + r.fornecedores.premium,
          sub: `${plural(r.fornecedores.verificados, 'vitrine verificada', 'vitrines verificadas')} · ${plural(r.fornecedores.premium, 'premium', 'premium')}`,
          icone: 'fas-certificate' as const,
        },
        {
          rotulo: 'Tags',
          valor: r.tags,
          sub: `${plural(r.tiposTag, 'tipo', 'tipos')} · ${plural(r.categoriasLink, 'categoria de link', 'categorias de link')}`,
          icone: 'fas-tags' as const,
        },
        {
          rotulo: 'Pedidos de orçamento',
          valor: r.orcamentos.total,
          sub: `${plural(r.orcamentos.spam, 'marcado como spam', 'marcados como spam')} · ${
            r.orcamentos.taxa_spam === null
              ? 'taxa de spam —'
              : `taxa de spam ${(r.orcamentos.taxa_spam * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`
          }`,
          icone: 'fas-envelope' as const,
        },
      ]
    : [];

  return (
    <main className="container pagina admin-pagina">
      <h1>Painel de Administração</h1>
      {(resumo.isError || acessos.isError) && (
        <p className="alerta alerta-erro" role="alert">
          Erro ao carregar dados do painel
        </p>
      )}
      {resumo.isPending && (
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" />
          Carregando...
        </div>
      )}

      {r && (
        <section aria-labelledby="titulo-visao-geral">
          <h2 id="titulo-visao-geral" className="sr-only">
            Visão geral
          </h2>
          <ul className="admin-cartoes">
            {cartoes.map((c) => (
              <li key={c.rotulo} className="cartao admin-cartao-numero">
                <Icone nome={c.icone} />
                <span className="admin-numero">{c.valor.toLocaleString('pt-BR')}</span>
                <span className="admin-rotulo">{c.rotulo}</span>
                <span className="admin-sub">{c.sub}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="admin-grade-2">
        <section className="cartao" aria-labelledby="titulo-acessos">
          <h2 id="titulo-acessos">Acessos à página inicial por dia</h2>
          <p className="admin-sub">Últimos 30 dias, no horário de Brasília</p>
          {acessos.isPending ? (
            <div className="carregando" role="status">
              <span className="spinner" aria-hidden="true" />
              Carregando...
            </div>
          ) : (
            <GraficoAcessos rows={acessos.data ?? []} />
          )}
        </section>
        <div className="admin-coluna">
          <Memoria />
          <section className="cartao" aria-labelledby="titulo-tags-tipo">
            <h2 id="titulo-tags-tipo">Tags por tipo</h2>
            {r && r.tagsPorTipo.length === 0 && <p className="vazio">Nenhum tipo de tag cadastrado.</p>}
            <ul className="admin-tags-tipo">
              {r?.tagsPorTipo.map((t) => {
                const max = Math.max(1, ...r.tagsPorTipo.map((x) => x.quantidade));
                return (
                  <li key={t.id}>
                    <span className="admin-tags-tipo-nome">{t.nome}</span>
                    <span className="admin-tags-tipo-barra" aria-hidden="true">
                      <span style={{ width: `${(t.quantidade / max) * 100}%` }} />
                    </span>
                    <span className="admin-tags-tipo-n">{t.quantidade}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>

      <div className="abas" role="tablist" aria-label="Gestão">
        {ABAS.map((a) => (
          <button
            key={a.id}
            type="button"
            role="tab"
            id={`aba-${a.id}`}
            aria-selected={aba === a.id}
            aria-controls={`painel-${a.id}`}
            className="aba"
            onClick={() => setAba(a.id)}
          >
            {a.rotulo}
            {a.id === 'mensagens' && !!naoLidas && (
              <span className="aba-contador">
                {naoLidas}
                <span className="sr-only"> não lidas</span>
              </span>
            )}
            {a.id === 'emails' && !!emailsComFalha && (
              <span className="aba-contador aba-contador-erro">
                {emailsComFalha}
                <span className="sr-only"> com falha</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`painel-${aba}`} aria-labelledby={`aba-${aba}`}>
        {aba === 'usuarios' && <AdminUsuarios />}
        {aba === 'fornecedores' && <AdminFornecedores />}
        {aba === 'catalogo' && <AdminCatalogo />}
        {aba === 'moderacao' && <AdminModeracao />}
        {aba === 'auditoria' && <AdminAuditoria />}
        {aba === 'mensagens' && <AdminMensagens />}
        {aba === 'emails' && <AdminEmails />}
      </div>
    </main>
  );
}
