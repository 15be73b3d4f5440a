import { useId, useRef, useState } from 'react';
import { Icone } from '../../components/icone';
import { SecaoPadroes } from './padroes-secao';

/** Icons the product uses, each with what it stands for there. */
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

/** Tabs as the product builds them: roving focus, arrows, Home and End move between them. */
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

/** Tabs (keyboard-driven), a table and a live pagination. */
export function SecaoNavegacao() {
  const [pagina, setPagina] = useState(2);
  return (
    <SecaoPadroes ancora="navegacao">
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
    </SecaoPadroes>
  );
}

export function SecaoGrade() {
  return (
    <SecaoPadroes ancora="grade">
      <p className="texto-suave">
        <code>.grade</code> preenche colunas de no mínimo 16rem; <code>.grade-2</code>, <code>.grade-3</code>{' '}
        e <code>.grade-4</code> começam com uma coluna no celular.
      </p>
      <div className="grade-4 padroes-demo-grade">
        <div>1</div>
        <div>2</div>
        <div>3</div>
        <div>4</div>
      </div>
    </SecaoPadroes>
  );
}

export function SecaoFlexbox() {
  return (
    <SecaoPadroes ancora="flexbox">
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
    </SecaoPadroes>
  );
}

export function SecaoIcones() {
  return (
    <SecaoPadroes ancora="icones">
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
    </SecaoPadroes>
  );
}
