import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { navigate, useLocationProperty } from 'wouter/use-browser-location';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { type TipoUsuario, useSession } from '../../lib/session';
import { DadosPessoais } from './dados-pessoais';
import { EstatisticasAba } from './estatisticas-aba';
import { OrcamentosAba } from './orcamentos-aba';
import { PrivacidadeSecao } from './privacidade';
import { VitrinesAba } from './vitrines-aba';
import './perfil.css';
import { Icone } from '../../components/icone';
import type { NomeIcone } from '../../components/icones.generated';

export type Aba = 'estatisticas' | 'vitrine' | 'orcamentos' | 'dados_pessoais';

const ROTULOS: Record<Aba, { texto: string; icone: NomeIcone }> = {
  estatisticas: { texto: 'Estatísticas', icone: 'fas-chart-line' },
  vitrine: { texto: 'Vitrine', icone: 'fas-store' },
  orcamentos: { texto: 'Orçamentos', icone: 'fas-envelope' },
  dados_pessoais: { texto: 'Dados Pessoais', icone: 'fas-user' },
};

/** Section 2: estatisticas and vitrine (and the quote inbox) for anunciante and admin, dados_pessoais for everyone. */
export function abasPermitidas(tipo: TipoUsuario): Aba[] {
  return tipo === 'anunciante' || tipo === 'admin'
    ? ['estatisticas', 'vitrine', 'orcamentos', 'dados_pessoais']
    : ['dados_pessoais'];
}

/** The URL hash chooses the tab; without one (or with one the role may not see) the role's default. */
export function abaAtual(hash: string, tipo: TipoUsuario): Aba {
  const pedida = hash.replace(/^#/, '') as Aba;
  const permitidas = abasPermitidas(tipo);
  return permitidas.includes(pedida) ? pedida : permitidas[0];
}

export default function PerfilPage() {
  usePageTitle('Minha Conta');
  const { user, status } = useSession();
  const hash = useLocationProperty(() => window.location.hash);
  const tabsRef = useRef<HTMLDivElement>(null);

  // The tab is named in the address even when chosen by default (so it can be shared or reloaded).
  const aba = user ? abaAtual(hash, user.tipo) : 'dados_pessoais';
  useEffect(() => {
    if (user && hash !== `#${aba}`) navigate(`${paths.perfil}#${aba}`, { replace: true });
  }, [user, hash, aba]);

  if (status === 'loading') {
    return (
      <div className="carregando" role="status">
        <span className="spinner" aria-hidden="true" />
        Carregando...
      </div>
    );
  }
  if (!user) return <Redirect to={paths.login} replace />;

  const abas = abasPermitidas(user.tipo);
  const escolher = (a: Aba) => navigate(`${paths.perfil}#${a}`, { replace: true });
  const onKeyDown = (e: React.KeyboardEvent) => {
    const i = abas.indexOf(aba);
    let proxima: Aba | null = null;
    if (e.key === 'ArrowRight') proxima = abas[(i + 1) % abas.length];
    else if (e.key === 'ArrowLeft') proxima = abas[(i - 1 + abas.length) % abas.length];
    else if (e.key === 'Home') proxima = abas[0];
    else if (e.key === 'End') proxima = abas[abas.length - 1];
    if (!proxima) return;
    e.preventDefault();
    escolher(proxima);
    tabsRef.current?.querySelector<HTMLButtonElement>(`#aba-${proxima}`)?.focus();
  };

  return (
    <main className="container pagina perfil">
      <header className="perfil-cabecalho">
        <h1>Minha Conta</h1>
        <p className="perfil-saudacao">
          Olá, <strong>{user.nome}</strong>
        </p>
      </header>
      {abas.length > 1 && (
        <div
          className="abas perfil-abas"
          role="tablist"
          aria-label="Seções da conta"
          ref={tabsRef}
          onKeyDown={onKeyDown}
        >
          {abas.map((a) => (
            <button
              key={a}
              type="button"
              role="tab"
              id={`aba-${a}`}
              className="aba"
              aria-selected={aba === a}
              aria-controls={`painel-${a}`}
              tabIndex={aba === a ? 0 : -1}
              onClick={() => escolher(a)}
            >
              <Icone nome={ROTULOS[a].icone} /> {ROTULOS[a].texto}
            </button>
          ))}
        </div>
      )}
      <section
        className="perfil-painel"
        role={abas.length > 1 ? 'tabpanel' : undefined}
        id={`painel-${aba}`}
        aria-labelledby={abas.length > 1 ? `aba-${aba}` : undefined}
      >
        {aba === 'estatisticas' && <EstatisticasAba usuario={user} />}
        {aba === 'vitrine' && <VitrinesAba usuario={user} />}
        {aba === 'orcamentos' && <OrcamentosAba usuario={user} />}
        {aba === 'dados_pessoais' && (
          <>
            <DadosPessoais usuario={user} />
            <PrivacidadeSecao usuario={user} />
          </>
        )}
      </section>
    </main>
  );
}
