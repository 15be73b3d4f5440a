import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import './institucional.css';
import { Icone } from '../../components/icone';

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
function useTokens(): Record<Grupo, Token[]> {
  const [tokens, setTokens] = useState<Record<Grupo, Token[]>>(() => ({
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
    const lidos = {} as Record<Grupo, Token[]>;
    for (const grupo of Object.keys(GRUPOS) as Grupo[]) {
      lidos[grupo] = nomes
        .filter((n) => n.startsWith(GRUPOS[grupo]))
        .map((nome) => ({ nome, valor: estilo.getPropertyValue(nome).trim() }));
    }
    setTokens(lidos);
  }, []);
  return tokens;
}

const secoes = [
  ['cores', 'Cores'],
  ['tipografia', 'Tipografia'],
  ['espacamento', 'Espaçamento e raios'],
  ['botoes', 'Botões'],
  ['cartoes', 'Cartões e selos'],
  ['formularios', 'Formulários'],
  ['feedback', 'Alertas e estados'],
  ['navegacao', 'Abas, tabelas e paginação'],
  ['grade', 'Grade'],
  ['flexbox', 'Flexbox'],
  ['icones', 'Ícones'],
] as const;

const icones = [
  ['fas-magnifying-glass', 'Pesquisar'],
  ['fas-store', 'Vitrine'],
  ['fas-chart-line', 'Estatísticas'],
  ['fas-user', 'Dados pessoais'],
  ['fas-link', 'Link'],
  ['fas-phone', 'Telefone'],
  ['fas-envelope', 'E-mail'],
  ['fas-globe', 'Site'],
  ['fab-whatsapp', 'WhatsApp'],
  ['fab-instagram', 'Instagram'],
  ['fab-facebook', 'Facebook'],
  ['fas-star', 'Premium'],
  ['fas-circle-check', 'Verificado'],
  ['fas-pen', 'Editar'],
  ['fas-trash', 'Excluir'],
  ['fas-xmark', 'Fechar'],
] as const;

function Abas() {
  const abas = ['Conteúdo', 'Depoimentos', 'Contato'];
  const [ativa, setAtiva] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const mover = (i: number) => {
    const proxima = (i + abas.length) % abas.length;
    setAtiva(proxima);
    refs.current[proxima]?.focus();
  };
  return (
    <div>
      <div className="abas" role="tablist" aria-label="Exemplo de abas">
        {abas.map((aba, i) => (
          <button
            key={aba}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-aba-${i}`}
            className="aba"
            aria-selected={ativa === i}
            aria-controls={`${id}-painel-${i}`}
            tabIndex={ativa === i ? 0 : -1}
            onClick={() => setAtiva(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') mover(i + 1);
              else if (e.key === 'ArrowLeft') mover(i - 1);
              else if (e.key === 'Home') mover(0);
              else if (e.key === 'End') mover(abas.length - 1);
            }}
          >
            {aba}
          </button>
        ))}
      </div>
      {abas.map((aba, i) => (
        <div
          key={aba}
          role="tabpanel"
          id={`${id}-painel-${i}`}
          aria-labelledby={`${id}-aba-${i}`}
          hidden={ativa !== i}
        >
          <p>
            Painel <strong>{aba}</strong>: use as setas do teclado para trocar de aba.
          </p>
        </div>
      ))}
    </div>
  );
}

export default function PadroesPage() {
  usePageTitle('Guia de Padrões Visuais');
  const site = useSiteName();
  const tokens = useTokens();
  const toast = useToast();
  const id = useId();
  const [modal, setModal] = useState(false);
  const [pagina, setPagina] = useState(2);

  return (
    <main className="container pagina">
      <header className="largura-texto">
        <span className="sobretitulo">Design system</span>
        <h1>Guia de Padrões Visuais</h1>
        <p className="texto-suave">
          Cores, tipografia, componentes e padrões de layout da plataforma {site}. Os valores abaixo são lidos
          ao vivo das variáveis CSS da aplicação: o guia nunca fica diferente do produto.
        </p>
      </header>
      <nav className="padroes-nav" aria-label="Seções do guia">
        {secoes.map(([ancora, titulo]) => (
          <a key={ancora} href={`#${ancora}`} className="tag">
            {titulo}
          </a>
        ))}
      </nav>

      <section id="cores" className="padroes-secao" aria-labelledby="t-cores">
        <h2 id="t-cores">Cores</h2>
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
      </section>

      <section id="tipografia" className="padroes-secao" aria-labelledby="t-tipografia">
        <h2 id="t-tipografia">Tipografia</h2>
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
      </section>

      <section id="espacamento" className="padroes-secao" aria-labelledby="t-espacamento">
        <h2 id="t-espacamento">Espaçamento e raios</h2>
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
      </section>

      <section id="botoes" className="padroes-secao" aria-labelledby="t-botoes">
        <h2 id="t-botoes">Botões</h2>
        <div className="linha">
          <button type="button" className="btn btn-primario">
            Primário
          </button>
          <button type="button" className="btn btn-secundario">
            Secundário
          </button>
          <button type="button" className="btn btn-texto">
            Texto
          </button>
          <button type="button" className="btn btn-destaque">
            Destaque
          </button>
          <button type="button" className="btn btn-perigo">
            <Icone nome="fas-trash" /> Excluir
          </button>
          <button type="button" className="btn btn-primario btn-pequeno">
            Pequeno
          </button>
          <button type="button" className="btn btn-primario" disabled>
            Desabilitado
          </button>
          <button type="button" className="btn btn-primario" disabled>
            <span className="spinner" aria-hidden="true" /> Enviando...
          </button>
        </div>
      </section>

      <section id="cartoes" className="padroes-secao" aria-labelledby="t-cartoes">
        <h2 id="t-cartoes">Cartões e selos</h2>
        <div className="grade-3">
          <article className="cartao">
            <h3 className="cartao-titulo">Cartão simples</h3>
            <p className="texto-suave">Superfície branca, borda suave e sombra discreta.</p>
          </article>
          <article className="cartao cartao-interativo cartao-destaque">
            <span className="cartao-icone">
              <Icone nome="fas-star" />
            </span>
            <h3 className="cartao-titulo">Cartão em destaque</h3>
            <p className="texto-suave">Realce em champanhe e elevação ao passar o mouse.</p>
          </article>
          <article className="cartao">
            <h3 className="cartao-titulo">Selos e tags</h3>
            <div className="linha">
              <span className="selo selo-premium">
                <Icone nome="fas-crown" /> Premium
              </span>
              <span className="selo selo-verificado">
                <Icone nome="fas-circle-check" /> Verificado
              </span>
              <span className="selo">Neutro</span>
              <span className="selo selo-info">Info</span>
              <span className="selo selo-aviso">Aviso</span>
              <span className="selo selo-erro">Erro</span>
              <span className="tag">Fotografia</span>
              <span className="tag">Contabilidade</span>
            </div>
          </article>
        </div>
      </section>

      <section id="formularios" className="padroes-secao" aria-labelledby="t-formularios">
        <h2 id="t-formularios">Formulários</h2>
        <form
          className="padroes-exemplo grade-2"
          onSubmit={(e) => e.preventDefault()}
          aria-label="Exemplo de formulário"
        >
          <div>
            <div className="campo">
              <label htmlFor={`${id}-nome`}>Nome</label>
              <input id={`${id}-nome`} type="text" placeholder="Seu nome completo" />
              <span className="dica-campo">Como aparecerá nos depoimentos.</span>
            </div>
            <div className="campo campo-invalido">
              <label htmlFor={`${id}-email`}>E-mail</label>
              <input
                id={`${id}-email`}
                type="email"
                defaultValue="maria@"
                aria-invalid="true"
                aria-describedby={`${id}-email-erro`}
              />
              <span id={`${id}-email-erro`} className="erro-campo">
                Digite um e-mail válido
              </span>
            </div>
            <div className="campo">
              <label htmlFor={`${id}-categoria`}>Categoria</label>
              <select id={`${id}-categoria`} defaultValue="">
                <option value="">Selecione uma categoria</option>
                <option>Contabilidade</option>
                <option>Marketing digital</option>
                <option>Cursos e mentorias</option>
              </select>
            </div>
          </div>
          <div>
            <div className="campo">
              <label htmlFor={`${id}-mensagem`}>Mensagem</label>
              <textarea id={`${id}-mensagem`} rows={3} placeholder="Sua mensagem" />
            </div>
            <fieldset className="grupo">
              <legend>Tipo de conta</legend>
              <label className="opcao opcao-cartao">
                <input type="radio" name={`${id}-tipo`} defaultChecked /> Sou Profissional de Eventos
              </label>
              <label className="opcao opcao-cartao" style={{ marginTop: 'var(--esp-2)' }}>
                <input type="radio" name={`${id}-tipo`} /> Sou Anunciante
              </label>
            </fieldset>
            <label className="opcao">
              <input type="checkbox" defaultChecked /> Li e aceito os Termos de Uso
            </label>
            <div className="campo" style={{ marginTop: 'var(--esp-3)' }}>
              <label htmlFor={`${id}-desabilitado`}>Campo desabilitado</label>
              <input id={`${id}-desabilitado`} type="text" value="Não editável" disabled readOnly />
            </div>
          </div>
        </form>
      </section>

      <section id="feedback" className="padroes-secao" aria-labelledby="t-feedback">
        <h2 id="t-feedback">Alertas e estados</h2>
        <div className="alerta alerta-sucesso">Perfil atualizado com sucesso!</div>
        <div className="alerta alerta-info">Link adicionado. Será salvo quando você salvar o fornecedor.</div>
        <div className="alerta alerta-aviso">Sua sessão expira em breve.</div>
        <div className="alerta alerta-erro">Erro ao carregar dados. Por favor, tente novamente.</div>
        <div className="linha" style={{ marginBottom: 'var(--esp-5)' }}>
          <button type="button" className="btn btn-secundario" onClick={() => setModal(true)}>
            Abrir modal
          </button>
          <button
            type="button"
            className="btn btn-secundario"
            onClick={() => toast.success('Perfil atualizado com sucesso!')}
          >
            Mostrar aviso (toast)
          </button>
          <button
            type="button"
            className="btn btn-secundario"
            onClick={() => toast.error('Erro ao excluir fornecedor')}
          >
            Mostrar aviso de erro
          </button>
        </div>
        <div className="grade-3">
          <div className="cartao">
            <div className="vazio" style={{ padding: 'var(--esp-4)' }}>
              <img src="/images/vazio.svg" width="320" height="260" alt="" />
              <p className="vazio-titulo">Nada por aqui</p>
              <p>Nenhum fornecedor encontrado.</p>
            </div>
          </div>
          <div className="estado-erro">
            <p>Não foi possível carregar as estatísticas. Tente novamente mais tarde.</p>
            <button type="button" className="btn btn-secundario btn-pequeno">
              Tentar novamente
            </button>
          </div>
          <div className="cartao" aria-hidden="true">
            <span className="esqueleto esqueleto-imagem" />
            <span className="esqueleto esqueleto-titulo" style={{ marginTop: 'var(--esp-3)' }} />
            <span className="esqueleto esqueleto-texto" />
            <span className="esqueleto esqueleto-texto" style={{ width: '70%' }} />
          </div>
        </div>
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" /> Carregando...
        </div>
        <Modal open={modal} title="Confirmar" onClose={() => setModal(false)}>
          <p>Tem certeza que deseja excluir este fornecedor? Esta ação não pode ser desfeita.</p>
          <div className="modal-acoes">
            <button type="button" className="btn btn-secundario" onClick={() => setModal(false)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-perigo" onClick={() => setModal(false)}>
              Excluir
            </button>
          </div>
        </Modal>
      </section>

      <section id="navegacao" className="padroes-secao" aria-labelledby="t-navegacao">
        <h2 id="t-navegacao">Abas, tabelas e paginação</h2>
        <Abas />
        <div className="tabela-rolagem" style={{ marginTop: 'var(--esp-5)' }}>
          <table className="tabela">
            <caption>Cliques por link</caption>
            <thead>
              <tr>
                <th scope="col">Link</th>
                <th scope="col">Tipo</th>
                <th scope="col">Cliques</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Fale no WhatsApp</td>
                <td>whatsapp</td>
                <td>128</td>
              </tr>
              <tr>
                <td>Instagram</td>
                <td>instagram</td>
                <td>64</td>
              </tr>
              <tr>
                <td>Site oficial</td>
                <td>site</td>
                <td>31</td>
              </tr>
            </tbody>
          </table>
        </div>
        <nav aria-label="Paginação de exemplo">
          <ul className="paginacao">
            <li>
              <button type="button" disabled={pagina === 1} onClick={() => setPagina((p) => p - 1)}>
                <span className="sr-only">Página anterior</span>
                <Icone nome="fas-chevron-left" />
              </button>
            </li>
            {[1, 2, 3, 4].map((n) => (
              <li key={n}>
                <button
                  type="button"
                  aria-current={pagina === n ? 'page' : undefined}
                  onClick={() => setPagina(n)}
                >
                  {n}
                </button>
              </li>
            ))}
            <li>
              <button type="button" disabled={pagina === 4} onClick={() => setPagina((p) => p + 1)}>
                <span className="sr-only">Próxima página</span>
                <Icone nome="fas-chevron-right" />
              </button>
            </li>
          </ul>
        </nav>
      </section>

      <section id="grade" className="padroes-secao" aria-labelledby="t-grade">
        <h2 id="t-grade">Grade</h2>
        <p className="texto-suave">
          <code>.grade</code> preenche colunas de no mínimo 16rem; <code>.grade-2</code>,{' '}
          <code>.grade-3</code> e <code>.grade-4</code> começam com uma coluna no celular.
        </p>
        <div className="grade-4 padroes-demo-grade">
          <div>1</div>
          <div>2</div>
          <div>3</div>
          <div>4</div>
        </div>
      </section>

      <section id="flexbox" className="padroes-secao" aria-labelledby="t-flexbox">
        <h2 id="t-flexbox">Flexbox</h2>
        <p className="texto-suave">
          <code>.linha</code> alinha itens com quebra automática; <code>.pilha</code> empilha com espaçamento
          constante.
        </p>
        <div className="padroes-demo-flex">
          <div>Início</div>
          <div>Centro</div>
          <div>Fim</div>
        </div>
        <div className="pilha padroes-demo-flex" style={{ marginTop: 'var(--esp-4)', alignItems: 'stretch' }}>
          <div>Item empilhado 1</div>
          <div>Item empilhado 2</div>
        </div>
      </section>

      <section id="icones" className="padroes-secao" aria-labelledby="t-icones">
        <h2 id="t-icones">Ícones</h2>
        <p className="texto-suave">
          Font Awesome Free num sprite SVG (componente Icone): marcas para redes sociais, sólidos para o
          restante, sempre com texto ou aria-label.
        </p>
        <ul className="padroes-icones">
          {icones.map(([nome, rotulo]) => (
            <li key={nome}>
              <Icone nome={nome} />
              <span>{rotulo}</span>
              <code>{nome}</code>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
