import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Estrelas, formatarMedia, ResumoAvaliacao, rotuloDepoimentos } from '../../components/avaliacao';
import { TAMANHOS_FOTO } from '../../components/imagem';
import { LinkButton } from '../../components/link-button';
import { LinkComAcao } from '../../components/link-com-acao';
import { NaoEncontrado } from '../../components/nao-encontrado';
import { FotoFornecedor, SupplierBadge } from '../../components/supplier-badge';
import { paths } from '../../config/paths';
import { codigoDoErro } from '../../lib/erros';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useSiteName } from '../../lib/site';
import { httpStatusOf, useTRPC } from '../../lib/trpc';
import { Depoimentos } from './depoimentos';
import { Galeria } from './galeria';
import './fornecedores.css';
import './detalhe.css';
import { Compartilhar } from '../../components/compartilhar';
import { Icone } from '../../components/icone';
import { contatosDoFornecedor, TEXTOS_PADRAO } from '../../lib/link-buttons';
import { consultasDoDetalhe, fornecedorDoEndereco } from './consultas-detalhe';

// The quote form (and its captcha and branch list) loads only when the visitor opens it.
type OrcamentoModalTipo = typeof import('./orcamento-modal').default;

type Aba = 'conteudo' | 'depoimentos' | 'contato';
const ABAS: { id: Aba; rotulo: string }[] = [
  { id: 'conteudo', rotulo: 'Conteúdo' },
  { id: 'depoimentos', rotulo: 'Depoimentos' },
  { id: 'contato', rotulo: 'Contato' },
];

/** HTML sanitized by the server when it was stored; rendered as the server sent it. */
function HtmlDoServidor({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html?.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write by the server (server/sanitize.ts)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function DetalheFornecedorPage() {
  const params = useParams<{ id?: string; slug?: string }>();
  const [, navigate] = useLocation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const siteName = useSiteName();
  const [aba, setAba] = useState<Aba>('conteudo');
  // Closed on the server and at hydration (same markup); the click loads and opens it.
  const [OrcamentoModal, setOrcamentoModal] = useState<OrcamentoModalTipo | null>(null);

  const { id, slug } = fornecedorDoEndereco(params);
  const detalhe = useQuery(consultasDoDetalhe({ params, trpc }).detalhe);
  const f = detalhe.data;
  usePageTitle(f?.nome_empresa ?? (detalhe.isError ? 'Erro ao carregar o fornecedor' : 'Fornecedor'));

  // A numeric-id visit, or an earlier slug (renamed showcase), moves to /solucao/{current slug}
  // with the history replaced and no reload.
  useEffect(() => {
    if (f?.slug && (id !== undefined || f.slug !== slug)) {
      queryClient.setQueryData(trpc.fornecedores.detail.queryKey({ slug: f.slug }), f);
      navigate(paths.fornecedorPorSlug(f.slug), { replace: true });
    }
  }, [id, slug, f, navigate, queryClient, trpc]);

  // A draft is a 404 in the server render (its HTML is the same for every visitor and cached):
  // signed in, the page asks once more with the session, and the owner or an admin gets it.
  const naoEncontrado = detalhe.isError && httpStatusOf(detalhe.error) === 404;
  const perguntouComSessao = useRef<string | null>(null);
  const refetch = detalhe.refetch;
  useEffect(() => {
    if (!naoEncontrado || !user) return;
    const chave = `${user.id}|${id ?? ''}|${slug ?? ''}`;
    if (perguntouComSessao.current === chave) return;
    perguntouComSessao.current = chave;
    void refetch();
  }, [naoEncontrado, user, id, slug, refetch]);

  // A different supplier starts on the first tab; a link to one testimonial (the advertiser's
  // e-mail: #depoimento-{id}) opens the testimonials tab and brings it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the supplier changes
  useEffect(() => {
    const alvo = /^#depoimento-\d+$/.test(window.location.hash) ? window.location.hash.slice(1) : null;
    setAba(alvo ? 'depoimentos' : 'conteudo');
    if (alvo) requestAnimationFrame(() => document.getElementById(alvo)?.scrollIntoView({ block: 'center' }));
  }, [id, slug]);

  if (id === undefined && !slug) return <NaoEncontrado />;
  if (detalhe.isPending) {
    return (
      <main className="container pagina">
        <div className="carregando" role="status">
          <span className="spinner" aria-hidden="true" /> Carregando dados do fornecedor...
        </div>
      </main>
    );
  }
  if (detalhe.isError) {
    if (httpStatusOf(detalhe.error) === 404) {
      // CODIGO_VITRINE_DESATIVADA (server/schemas/desativacao.ts): the server's message is the text.
      if (codigoDoErro(detalhe.error) === 'VITRINE_DESATIVADA')
        return <NaoEncontrado titulo="Vitrine indisponível" texto={detalhe.error.message} />;
      return (
        <NaoEncontrado
          titulo="Fornecedor não encontrado"
          texto="Fornecedor não encontrado ou erro ao carregar dados."
        />
      );
    }
    return (
      <main className="container pagina estado-erro">
        <h1>Erro ao carregar o fornecedor</h1>
        <p>Fornecedor não encontrado ou erro ao carregar dados.</p>
        <button type="button" className="btn btn-secundario" onClick={() => detalhe.refetch()}>
          Tentar novamente
        </button>
        <p>
          <Link href={paths.fornecedores}>Voltar para lista de fornecedores</Link>
        </p>
      </main>
    );
  }
  if (!f) {
    return (
      <main className="container pagina">
        <p className="vazio">Fornecedor não encontrado.</p>
      </main>
    );
  }

  const podeEditar = !!user && (user.id === f.usuario_id || user.tipo === 'admin');
  const vitrine = { siteName, caminho: paths.fornecedorPorSlug(f.slug) };
  const links = f.links.map((l) => <LinkButton key={l.id} link={l} fornecedorId={f.id} vitrine={vitrine} />);
  const recarregar = () => queryClient.invalidateQueries({ queryKey: trpc.fornecedores.detail.queryKey() });
  const contatos = contatosDoFornecedor(f);
  const outrosLinks = f.links.filter((l) => !contatos.some((c) => c.link === l));
  const botaoContato = (c: (typeof contatos)[number], className: string, texto?: string | null) => (
    <LinkButton
      key={c.tipo}
      link={texto === undefined ? c.link : { ...c.link, texto_tela: texto }}
      fornecedorId={f.id}
      className={className}
      vitrine={vitrine}
    />
  );
  const verDepoimentos = () => {
    setAba('depoimentos');
    document.getElementById('aba-depoimentos')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const { media, total } = f.avaliacao;
  // Drafts take no requests (the server answers 404 for them too).
  const pedeOrcamento = f.publicado;
  const comBarra = contatos.length > 0 || pedeOrcamento;
  // A link to the contact card: without JavaScript it leads to every way to reach the supplier.
  const botaoOrcamento = (className: string, texto: string) => (
    <LinkComAcao
      href="#fale-com"
      role="button"
      className={className}
      aoSeguir={() => void import('./orcamento-modal').then((m) => setOrcamentoModal(() => m.default))}
    >
      <Icone nome="fas-paper-plane" /> {texto}
    </LinkComAcao>
  );

  return (
    <main className={`container pagina detalhe-fornecedor${comBarra ? ' com-barra-contato' : ''}`}>
      {!f.publicado && (
        <div className="alerta alerta-aviso detalhe-rascunho" role="status">
          <strong>Rascunho</strong>: só você e os administradores veem esta página.{' '}
          <Link href={paths.editarFornecedor(f.id)}>Voltar ao editor para publicar</Link>
        </div>
      )}
      <div className="detalhe-grade">
        <header className="detalhe-cabecalho">
          <FotoFornecedor
            foto={f.foto_perfil}
            larguras={f.foto_perfil_larguras}
            alt={f.nome_empresa}
            width={224}
            height={224}
            sizes={TAMANHOS_FOTO.detalhe}
            className="detalhe-foto"
            prioritaria
          />
          <div>
            <h1>{f.nome_empresa}</h1>
            <ResumoAvaliacao avaliacao={f.avaliacao} className="detalhe-cabecalho-avaliacao" />
            {f.frase_slogan && <p className="detalhe-slogan">{f.frase_slogan}</p>}
            {outrosLinks.length > 0 && (
              <div className="detalhe-links">
                {outrosLinks.map((l) => (
                  <LinkButton key={l.id} link={l} fornecedorId={f.id} vitrine={vitrine} />
                ))}
              </div>
            )}
            <div className="detalhe-acoes">
              <Compartilhar titulo={f.nome_empresa} caminho={paths.fornecedorPorSlug(f.slug)} />
              {podeEditar && (
                <Link href={paths.editarFornecedor(f.id)} className="btn btn-secundario btn-pequeno">
                  <Icone nome="fas-pen-to-square" /> Editar Vitrine
                </Link>
              )}
            </div>
          </div>
        </header>

        <aside className="detalhe-lateral" aria-label="Contato e avaliações">
          {/* The contact card: one button per way to reach the supplier; more actions go in its list. */}
          <section id="fale-com" className="cartao detalhe-contato" aria-labelledby="contato-titulo">
            <h2 id="contato-titulo">Fale com {f.nome_empresa}</h2>
            {pedeOrcamento &&
              botaoOrcamento('btn btn-primario detalhe-orcamento-botao', 'Solicitar orçamento')}
            {contatos.length ? (
              <div className="detalhe-contato-acoes">
                {contatos.map((c) => botaoContato(c, 'btn btn-secundario link-botao'))}
              </div>
            ) : (
              !pedeOrcamento && <p className="texto-suave">Sem contatos cadastrados.</p>
            )}
          </section>
          <section className="detalhe-lateral-bloco detalhe-lateral-avaliacao" aria-label="Avaliação">
            <button type="button" className="detalhe-avaliacao" onClick={verDepoimentos}>
              {total > 0 && media !== null ? (
                <>
                  <strong className="detalhe-avaliacao-media">{formatarMedia(media)}</strong>{' '}
                  <Estrelas nota={media} /> <span>{rotuloDepoimentos(total)}</span>
                </>
              ) : (
                <span>Sem depoimentos ainda</span>
              )}
            </button>
          </section>
          {(f.premium || f.verificado) && (
            <section className="detalhe-lateral-bloco" aria-label="Selos">
              {f.premium && <SupplierBadge premium />}
              {f.verificado && <SupplierBadge verificado />}
            </section>
          )}
          <section className="detalhe-lateral-bloco" aria-labelledby="tags-titulo">
            <h2 id="tags-titulo">Tags</h2>
            <div className="lista-tags">
              {f.tags.length === 0 ? (
                <span className="texto-suave">Sem tags cadastradas.</span>
              ) : (
                f.tags.map((t) => (
                  <Link
                    key={t.id}
                    className="tag"
                    href={`${paths.fornecedores}?tag=${encodeURIComponent(t.nome)}`}
                  >
                    {t.nome}
                  </Link>
                ))
              )}
            </div>
          </section>
        </aside>

        <div className="detalhe-corpo">
          <HtmlDoServidor html={f.descricao_longa} className="detalhe-html secao" />

          <section className="secao" aria-labelledby="galeria-titulo">
            <h2 id="galeria-titulo">Galeria</h2>
            <Galeria itens={f.galeria} />
          </section>

          <section className="secao">
            <div className="abas" role="tablist" aria-label="Informações do fornecedor">
              {ABAS.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  role="tab"
                  id={`aba-${a.id}`}
                  aria-controls={`painel-${a.id}`}
                  aria-selected={aba === a.id}
                  className="aba"
                  onClick={() => setAba(a.id)}
                >
                  {a.rotulo}
                  {a.id === 'depoimentos' && f.depoimentos.length > 0 ? ` (${f.depoimentos.length})` : ''}
                </button>
              ))}
            </div>
            {/* Every panel is in the page (crawlers and readers without JavaScript get all of it); the
            inactive ones are hidden. */}
            <div
              role="tabpanel"
              id="painel-conteudo"
              aria-labelledby="aba-conteudo"
              hidden={aba !== 'conteudo'}
            >
              <HtmlDoServidor html={f.conteudo} className="detalhe-html" />
            </div>
            <div
              role="tabpanel"
              id="painel-depoimentos"
              aria-labelledby="aba-depoimentos"
              hidden={aba !== 'depoimentos'}
            >
              <Depoimentos
                fornecedorId={f.id}
                nomeEmpresa={f.nome_empresa}
                donoId={f.usuario_id}
                depoimentos={f.depoimentos}
                usuario={user}
                aoMudar={recarregar}
              />
            </div>
            <div role="tabpanel" id="painel-contato" aria-labelledby="aba-contato" hidden={aba !== 'contato'}>
              {links.length ? (
                <div className="detalhe-links">{links}</div>
              ) : (
                <p className="vazio">Sem links cadastrados.</p>
              )}
            </div>
          </section>

          <section className="secao" aria-labelledby="faq-titulo">
            <h2 id="faq-titulo">Perguntas Frequentes</h2>
            {f.faqs.length === 0 ? (
              <p className="vazio">Nenhuma pergunta frequente cadastrada.</p>
            ) : (
              <div className="sanfona">
                {f.faqs.map((q) => (
                  <details key={q.id}>
                    <summary>{q.pergunta}</summary>
                    <div className="sanfona-conteudo">{q.resposta}</div>
                  </details>
                ))}
              </div>
            )}
          </section>
        </div>
      </div>

      {comBarra && (
        <nav className="detalhe-barra-contato" aria-label="Contato rápido">
          {pedeOrcamento && botaoOrcamento('detalhe-barra-botao detalhe-barra-orcamento', 'Orçamento')}
          {contatos
            .filter((c) => c.tipo !== 'email' || contatos.length < 4)
            .map((c) => botaoContato(c, 'detalhe-barra-botao', TEXTOS_PADRAO[c.tipo]))}
        </nav>
      )}
      {OrcamentoModal && (
        <OrcamentoModal
          fornecedorId={f.id}
          empresa={f.nome_empresa}
          remetente={user}
          onClose={() => setOrcamentoModal(null)}
        />
      )}
    </main>
  );
}
