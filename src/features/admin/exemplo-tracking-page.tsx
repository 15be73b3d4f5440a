import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { motivoOu } from '../../lib/erros';
import { usePageTitle } from '../../lib/page-title';
import { ehLinkInterno } from '../../lib/tracking';
import { useTRPC } from '../../lib/trpc';
import './admin.css';
import { Icone } from '../../components/icone';
import type { NomeIcone } from '../../components/icones.generated';

type TipoLink = 'site' | 'whatsapp' | 'email' | 'telefone' | 'interno';

const EXEMPLOS: { tipo: TipoLink; texto: string; url: string; icone: NomeIcone }[] = [
  { tipo: 'site', texto: 'Visitar o site', url: 'https://www.exemplo.com.br', icone: 'fas-globe' },
  {
    tipo: 'whatsapp',
    texto: 'Conversar no WhatsApp',
    url: 'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20vi%20sua%20vitrine%20no%20Vitrine%20do%20Sim',
    icone: 'fab-whatsapp',
  },
  {
    tipo: 'email',
    texto: 'Enviar e-mail',
    url: 'mailto:contato@exemplo.com.br',
    icone: 'fas-envelope',
  },
  { tipo: 'telefone', texto: 'Ligar agora', url: 'tel:+5511987654321', icone: 'fas-phone' },
  { tipo: 'interno', texto: 'Ver outros fornecedores', url: '/fornecedores', icone: 'fas-store' },
];

let proximoEvento = 0;

const DICAS = [
  { rotulo: 'Diretório filtrado por tag', exemplo: '/fornecedores?tag=Fotografia' },
  { rotulo: 'Busca por palavra', exemplo: '/fornecedores?busca=contador' },
  {
    rotulo: 'Cliques por link de um fornecedor (dono ou admin)',
    exemplo: 'GET /api/access-logs/reports/link-clicks/{id}?start_date=2026-11-01&end_date=2026-11-30',
  },
  {
    rotulo: 'Links mais clicados',
    exemplo:
      'GET /api/access-logs/reports/top-links/{id}?start_date=2026-11-01&end_date=2026-11-30&limit=100',
  },
  {
    rotulo: 'Visualizações por período',
    exemplo: 'GET /api/access-logs/reports/period?period=day&page_type=fornecedor&object_id={id}',
  },
  {
    rotulo: 'Acessos à página inicial por dia (admin)',
    exemplo: 'GET /api/access-logs/page-views/stats?page_type=home',
  },
];

interface Evento {
  id: number;
  quando: string;
  tipo: TipoLink;
  resultado: string;
}

/**
 * /exemplo-tracking (admin only, on the server too): sample links of each type; every click goes
 * to the click log through accessLogs.exemploClique, recorded but never counted ('exemplo'), so a
 * demo on a real supplier's id changes none of its statistics.
 */
export default function Page() {
  usePageTitle('Exemplo de Tracking');
  const inicial = Number(new URLSearchParams(window.location.search).get('fornecedor')) || 1;
  const [fornecedorId, setFornecedorId] = useState(String(inicial));
  const [eventos, setEventos] = useState<Evento[]>([]);
  const trpc = useTRPC();
  const exemplo = useMutation(trpc.accessLogs.exemploClique.mutationOptions());
  const anotar = (tipo: TipoLink, resultado: string) =>
    setEventos((ev) =>
      [{ id: ++proximoEvento, quando: new Date().toLocaleTimeString('pt-BR'), tipo, resultado }, ...ev].slice(
        0,
        20,
      ),
    );

  function clicar(tipo: TipoLink, url: string, texto: string) {
    const id = Number(fornecedorId);
    if (!Number.isInteger(id) || id < 1) return;
    if (ehLinkInterno(url)) {
      anotar(tipo, 'não enviado: link para outra vitrine do site');
      return;
    }
    exemplo.mutate(
      { fornecedor_id: id, link_id: null, link_type: tipo, url, link_text: texto, origem_page_type: 'other' },
      {
        onSuccess: (r) =>
          anotar(
            tipo,
            r.registrado
              ? 'registrado como exemplo (não entra nas estatísticas)'
              : 'não registrado: fornecedor inexistente ou fora do ar',
          ),
        onError: (err) => anotar(tipo, motivoOu(err, 'não registrado: erro ao enviar')),
      },
    );
  }

  return (
    <main className="container pagina admin-pagina">
      <h1>Exemplo de Tracking</h1>
      <p>
        Esta página demonstra como os cliques nos botões de uma vitrine são registrados. Cada clique abaixo é
        gravado no registro de cliques do fornecedor escolhido marcado como exemplo, e por isso não entra nas
        estatísticas dele. Nas vitrines, as estatísticas contam um clique por pessoa, por link, a cada
        intervalo, e ignoram robôs e o próprio dono da vitrine.
      </p>
      <div className="campo tracking-campo">
        <label htmlFor="exemplo-fornecedor">ID do fornecedor de exemplo</label>
        <input
          id="exemplo-fornecedor"
          type="number"
          min={1}
          value={fornecedorId}
          onChange={(e) => setFornecedorId(e.target.value)}
        />
      </div>

      <section aria-labelledby="titulo-links">
        <h2 id="titulo-links">Links de exemplo</h2>
        <ul className="tracking-links">
          {EXEMPLOS.map((l) => (
            <li key={l.tipo} className="cartao">
              <span className="tag">{l.tipo}</span>
              {l.tipo === 'interno' ? (
                <Link href={l.url} onClick={() => clicar(l.tipo, l.url, l.texto)}>
                  <Icone nome={l.icone} /> {l.texto}
                </Link>
              ) : (
                <a
                  href={l.url}
                  target={l.tipo === 'site' || l.tipo === 'whatsapp' ? '_blank' : undefined}
                  rel="noopener noreferrer"
                  onClick={() => clicar(l.tipo, l.url, l.texto)}
                >
                  <Icone nome={l.icone} /> {l.texto}
                </a>
              )}
              <code className="admin-sub">{l.url}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="titulo-eventos">
        <h2 id="titulo-eventos">Cliques enviados nesta visita</h2>
        {eventos.length === 0 ? (
          <p className="vazio">Clique em um dos links acima para ver o registro.</p>
        ) : (
          <ul aria-live="polite">
            {eventos.map((e) => (
              <li key={e.id}>
                {e.quando} · <strong>{e.tipo}</strong> · {e.resultado}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="titulo-dicas">
        <h2 id="titulo-dicas">Consultas de exemplo</h2>
        <ul>
          {DICAS.map((d) => (
            <li key={d.exemplo}>
              {d.rotulo}: <code className="tracking-codigo">{d.exemplo}</code>
            </li>
          ))}
        </ul>
        <p>
          Os resultados aparecem na aba Estatísticas de{' '}
          <Link href={paths.perfilAba('estatisticas')}>Minha Conta</Link> para o dono da vitrine e no Painel
          de Administração para administradores.
        </p>
      </section>
    </main>
  );
}
