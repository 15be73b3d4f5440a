import { useEffect, useState } from 'react';
import { SecaoPadroes } from './padroes-secao';

interface Token {
  nome: string;
  valor: string;
}

const GRUPOS = {
  cores: '--cor-',
  fontes: '--fonte-',
  tamanhos: '--texto-',
  pesos: '--peso-',
  espacos: '--esp-',
  raios: '--raio-',
  sombras: '--sombra-',
} as const;
type Grupo = keyof typeof GRUPOS;
type Tokens = Record<Grupo, Token[]>;

/** Every custom property declared on :root by the app's own style sheets (never a copied list). */
function nomesDosTokens(): string[] {
  const nomes = new Set<string>();
  const visitar = (regras: CSSRuleList) => {
    for (const regra of Array.from(regras)) {
      if (regra instanceof CSSStyleRule && regra.selectorText === ':root') {
        for (const prop of Array.from(regra.style)) if (prop.startsWith('--')) nomes.add(prop);
      } else if ('cssRules' in regra && (regra as CSSGroupingRule).cssRules) {
        visitar((regra as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const folha of Array.from(document.styleSheets)) {
    try {
      visitar(folha.cssRules);
    } catch {
      // a cross-origin sheet cannot be read; ours are all same-origin
    }
  }
  return [...nomes];
}

/** Reads the live tokens with getComputedStyle, so the guide always shows what the product uses. */
export function useTokens(): Tokens {
  const [tokens, setTokens] = useState<Tokens>(() => ({
    cores: [],
    fontes: [],
    tamanhos: [],
    pesos: [],
    espacos: [],
    raios: [],
    sombras: [],
  }));
  useEffect(() => {
    const estilo = getComputedStyle(document.documentElement);
    const nomes = nomesDosTokens();
    const lidos = {} as Tokens;
    for (const grupo of Object.keys(GRUPOS) as Grupo[]) {
      lidos[grupo] = nomes
        .filter((n) => n.startsWith(GRUPOS[grupo]))
        .map((nome) => ({ nome, valor: estilo.getPropertyValue(nome).trim() }));
    }
    setTokens(lidos);
  }, []);
  return tokens;
}

export function SecaoCores({ tokens }: { tokens: Tokens }) {
  return (
    <SecaoPadroes ancora="cores">
      <p className="texto-suave">
        Vinho como cor da marca, champanhe como acento usado com moderação, fundo marfim e cores de feedback
        que passam o contraste AA.
      </p>
      <div className="padroes-cores">
        {tokens.cores.map((t) => (
          <div key={t.nome} className="padroes-cor">
            <div className="padroes-cor-amostra" style={{ background: `var(${t.nome})` }} />
            <div className="padroes-cor-legenda">
              <code>{t.nome}</code>
              <br />
              <code>{t.valor}</code>
            </div>
          </div>
        ))}
      </div>
    </SecaoPadroes>
  );
}

export function SecaoTipografia({ tokens }: { tokens: Tokens }) {
  return (
    <SecaoPadroes ancora="tipografia">
      <div className="padroes-tipos">
        {tokens.fontes.map((t) => (
          <div key={t.nome} className="padroes-tipo">
            <code>
              {t.nome}: {t.valor}
            </code>
            <span style={{ fontFamily: `var(${t.nome})`, fontSize: 'var(--texto-2xl)' }}>
              Soluções para quem faz o casamento acontecer
            </span>
          </div>
        ))}
        {tokens.tamanhos.map((t) => (
          <div key={t.nome} className="padroes-tipo">
            <code>
              {t.nome}: {t.valor}
            </code>
            <span style={{ fontSize: `var(${t.nome})` }}>Vitrine do fornecedor</span>
          </div>
        ))}
        <div className="padroes-tipo">
          <code>Pesos: {tokens.pesos.map((t) => `${t.nome} ${t.valor}`).join(' · ')}</code>
          <span>
            {tokens.pesos.map((t) => (
              <span key={t.nome} style={{ fontWeight: `var(${t.nome})`, marginRight: 'var(--esp-4)' }}>
                Peso {t.valor}
              </span>
            ))}
          </span>
        </div>
      </div>
      <div className="padroes-exemplo" style={{ marginTop: 'var(--esp-5)' }}>
        <p className="sobretitulo">Sobretítulo</p>
        <h3>Título de seção em serifa</h3>
        <p>
          Texto corrido em sans-serif com <a href="#tipografia">um link</a> e <strong>ênfase</strong>.
        </p>
        <p className="texto-suave">Texto suave para descrições e legendas.</p>
      </div>
    </SecaoPadroes>
  );
}

export function SecaoEspacamento({ tokens }: { tokens: Tokens }) {
  return (
    <SecaoPadroes ancora="espacamento">
      <div className="grade-2">
        <div className="padroes-escala">
          {tokens.espacos.map((t) => (
            <div key={t.nome} className="padroes-token">
              <code style={{ minWidth: '9rem' }}>
                {t.nome}: {t.valor}
              </code>
              <span className="padroes-barra" style={{ width: `var(${t.nome})` }} />
            </div>
          ))}
        </div>
        <div className="linha">
          {tokens.raios.map((t) => (
            <div key={t.nome} className="padroes-token" style={{ flexDirection: 'column' }}>
              <span className="padroes-raio" style={{ borderRadius: `var(${t.nome})` }} />
              <code>{t.nome}</code>
            </div>
          ))}
          {tokens.sombras.map((t) => (
            <div key={t.nome} className="padroes-token" style={{ flexDirection: 'column' }}>
              <span className="padroes-sombra" style={{ boxShadow: `var(${t.nome})` }} />
              <code>{t.nome}</code>
            </div>
          ))}
        </div>
      </div>
    </SecaoPadroes>
  );
}
