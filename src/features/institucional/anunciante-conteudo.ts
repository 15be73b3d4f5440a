import type { NomeIcone } from '../../components/icones.generated';
import type { categoriasAnunciante } from '../../config/paths';

export type CategoriaAnunciante = (typeof categoriasAnunciante)[number];

/** The free period offered to the first advertisers: the same on every page (spec: 12 months). */
export const MESES_GRATIS = 12;

export interface ConteudoCategoria {
  /** Short name used in lists and the page title. */
  nome: string;
  icone: NomeIcone;
  titulo: string;
  lead: string;
  /** Who among the event professionals needs this kind of supplier. */
  porQue: string[];
  /** What an advertiser of this category can put in the showcase. */
  oQueOferecer: string[];
  perguntas: { pergunta: string; resposta: string }[];
}

export const conteudoCategorias: Record<CategoriaAnunciante, ConteudoCategoria> = {
  storymaker: {
    nome: 'Storymakers',
    icone: 'fas-mobile-screen-button',
    titulo: 'Storymaker: mostre seu trabalho a quem contrata bastidores',
    lead: 'Assessorias, cerimonialistas, fotógrafos e espaços de eventos procuram storymakers de confiança para registrar bastidores e entregar stories no mesmo dia. Coloque sua vitrine na frente deles.',
    porQue: [
      'Cerimonialistas querem indicar um storymaker que já conhecem para os seus casais.',
      'Fotógrafos e filmmakers buscam parceiros para cobrir os bastidores sem disputar espaço.',
      'Espaços e buffets querem conteúdo pronto para as próprias redes a cada evento.',
    ],
    oQueOferecer: [
      'Pacotes de cobertura em tempo real para eventos sociais e corporativos',
      'Parcerias fixas com assessorias e espaços de eventos',
      'Produção de conteúdo para o Instagram de outros fornecedores',
      'Mentoria para quem quer começar como storymaker',
    ],
    perguntas: [
      {
        pergunta: 'Posso anunciar se trabalho sozinho(a)?',
        resposta:
          'Sim. Profissionais autônomos e equipes têm a mesma vitrine. Mostre sua região de atendimento, exemplos de entregas e como prefere ser contatado.',
      },
      {
        pergunta: 'Posso mostrar vídeos na vitrine?',
        resposta:
          'Sim. A galeria aceita imagens e vídeos curtos, e você pode adicionar botões para o seu Instagram, WhatsApp e portfólio.',
      },
    ],
  },
  advogado: {
    nome: 'Advogados',
    icone: 'fas-scale-balanced',
    titulo: 'Advocacia para empresas de eventos: seja encontrado por quem precisa',
    lead: 'Contratos com noivos, cancelamentos, direitos de imagem, parcerias e questões trabalhistas fazem parte da rotina de quem vive de casamentos. Mostre como o seu escritório resolve esses problemas.',
    porQue: [
      'Fotógrafos, buffets e decoradores precisam de contratos claros e atualizados.',
      'Cancelamentos e remarcações geram dúvidas que pedem orientação especializada.',
      'Empresas que crescem precisam formalizar equipes, freelancers e sociedades.',
    ],
    oQueOferecer: [
      'Modelos e revisão de contratos de prestação de serviços para eventos',
      'Consultoria sobre direitos de imagem e uso de fotos em redes sociais',
      'Assessoria trabalhista para equipes de eventos e freelancers',
      'Planos mensais de atendimento jurídico para pequenas empresas',
    ],
    perguntas: [
      {
        pergunta: 'A vitrine respeita as regras de publicidade da advocacia?',
        resposta:
          'A vitrine é informativa: você descreve áreas de atuação, formação e formas de contato, sem promessas de resultado. Você decide o conteúdo e é responsável por manter o anúncio de acordo com as normas da OAB.',
      },
      {
        pergunta: 'Atendo online. Posso aparecer para todo o Brasil?',
        resposta:
          'Sim. Na sua vitrine, marque a localidade "Brasil" para ser exibido a profissionais de todas as regiões.',
      },
    ],
  },
  'blog-influencer': {
    nome: 'Blogs e influenciadores',
    icone: 'fas-bullhorn',
    titulo: 'Blogs e influenciadores: encontre marcas do mercado de eventos',
    lead: 'Fornecedores de casamento investem em divulgação e procuram vozes com credibilidade no segmento. Apresente seu blog, perfil ou canal e receba propostas de parceria diretamente.',
    porQue: [
      'Fornecedores buscam divulgação segmentada para o público certo.',
      'Marcas querem conteúdo autêntico feito por quem entende de eventos.',
      'Sem número mínimo de seguidores: o que conta é a relevância do seu conteúdo para o setor.',
      'As parcerias são negociadas diretamente entre você e a marca, sem intermediação nem comissão.',
    ],
    oQueOferecer: [
      'Publicações patrocinadas e resenhas de produtos e serviços',
      'Cobertura de feiras, lançamentos e eventos do setor',
      'Espaço publicitário em blogs, newsletters e podcasts',
      'Campanhas de conteúdo com fornecedores parceiros',
    ],
    perguntas: [
      {
        pergunta: 'Existe um número mínimo de seguidores?',
        resposta:
          'Não. Não exigimos número mínimo de seguidores: o que conta é a relevância do seu conteúdo para o mercado de eventos. Mostre seus números e seus melhores trabalhos na vitrine.',
      },
      {
        pergunta: 'Como as parcerias são negociadas?',
        resposta:
          'Diretamente entre você e o fornecedor interessado. A plataforma não intermedeia valores nem cobra comissão: o contato chega pelos botões da sua vitrine.',
      },
    ],
  },
  'marketing-digital': {
    nome: 'Marketing digital',
    icone: 'fas-chart-line',
    titulo: 'Marketing digital para quem faz o casamento acontecer',
    lead: 'Gestão de redes sociais, tráfego pago, sites e posicionamento de marca estão entre as maiores dores de fotógrafos, decoradores e assessorias. Mostre como a sua agência ou consultoria resolve isso.',
    porQue: [
      'Pequenas empresas de eventos querem mais pedidos de orçamento qualificados.',
      'Muitos profissionais não têm tempo para cuidar das próprias redes entre um evento e outro.',
      'Quem já entende o ciclo de vendas de um casamento entrega resultado mais rápido.',
    ],
    oQueOferecer: [
      'Gestão de Instagram e produção de conteúdo para fornecedores',
      'Campanhas de tráfego pago com foco em orçamentos',
      'Criação de sites, páginas de captura e SEO',
      'Consultoria de posicionamento e precificação',
    ],
    perguntas: [
      {
        pergunta: 'Posso mostrar cases de clientes?',
        resposta:
          'Sim. Use o conteúdo da vitrine e a galeria para apresentar resultados, sempre com a autorização dos seus clientes.',
      },
      {
        pergunta: 'Como sei se a vitrine está trazendo contatos?',
        resposta:
          'No painel de estatísticas você acompanha as visualizações da vitrine e os cliques em cada botão de contato, dia a dia.',
      },
    ],
  },
  contador: {
    nome: 'Contadores',
    icone: 'fas-calculator',
    titulo: 'Contabilidade para empresas de eventos: apareça para novos clientes',
    lead: 'Muitos profissionais de casamento começam como autônomos e precisam formalizar o negócio, organizar impostos e separar as contas. Mostre como o seu escritório simplifica essa jornada.',
    porQue: [
      'Fotógrafos e decoradores que crescem precisam sair da informalidade.',
      'A sazonalidade dos eventos exige planejamento financeiro e tributário.',
      'Emitir notas e organizar recebimentos parcelados é uma dúvida frequente.',
    ],
    oQueOferecer: [
      'Abertura de empresa e transição de MEI para ME',
      'Planejamento tributário para prestadores de serviço de eventos',
      'Contabilidade mensal, folha de pagamento e emissão de notas',
      'Consultoria financeira e precificação',
    ],
    perguntas: [
      {
        pergunta: 'Atendo clientes de outras cidades. Posso anunciar?',
        resposta:
          'Sim. Informe na vitrine as localidades que você atende ou marque "Brasil" se o seu atendimento é totalmente online.',
      },
      {
        pergunta: 'Preciso ter um site?',
        resposta:
          'Não. A sua vitrine já funciona como uma página profissional, com descrição, fotos, perguntas frequentes e botões de contato.',
      },
    ],
  },
  'cursos-mentoria': {
    nome: 'Cursos e mentorias',
    icone: 'fas-graduation-cap',
    titulo: 'Cursos e mentorias para profissionais de eventos',
    lead: 'Profissionais de casamento investem em formação para vender melhor, organizar a rotina e crescer. Apresente seus cursos, workshops e mentorias para quem está buscando aprender.',
    porQue: [
      'Quem está começando procura formação prática e direta.',
      'Empresas consolidadas querem capacitar as equipes.',
      'Gestão, vendas e atendimento estão entre os temas mais procurados.',
    ],
    oQueOferecer: [
      'Cursos online e presenciais de técnica, gestão ou vendas',
      'Mentorias individuais e em grupo',
      'Workshops, imersões e eventos de capacitação',
      'Materiais, planilhas e modelos para o dia a dia',
    ],
    perguntas: [
      {
        pergunta: 'Posso divulgar datas de turmas?',
        resposta:
          'Sim. Atualize o conteúdo da vitrine sempre que abrir uma nova turma e adicione um botão com o link de inscrição.',
      },
      {
        pergunta: 'A plataforma cobra comissão sobre as inscrições?',
        resposta:
          'Não. O contato e a venda acontecem diretamente entre você e o aluno, pelos botões da sua vitrine.',
      },
    ],
  },
  designer: {
    nome: 'Designers',
    icone: 'fas-pen-nib',
    titulo: 'Design para marcas do mercado de casamentos',
    lead: 'Identidade visual, papelaria, apresentações comerciais e materiais para redes sociais fazem diferença na hora de fechar um contrato. Mostre o seu portfólio para os fornecedores que precisam disso.',
    porQue: [
      'Fornecedores querem uma marca que transmita o padrão do seu serviço.',
      'Propostas e catálogos bem desenhados ajudam a vender mais.',
      'Papelaria e convites exigem um olhar especializado.',
    ],
    oQueOferecer: [
      'Identidade visual e manual de marca',
      'Catálogos, propostas comerciais e apresentações',
      'Modelos para redes sociais e materiais impressos',
      'Papelaria personalizada para fornecedores',
    ],
    perguntas: [
      {
        pergunta: 'Como mostro meu portfólio?',
        resposta:
          'Use a galeria da vitrine para imagens dos seus projetos e adicione botões para o Behance, o Instagram ou o seu site.',
      },
      {
        pergunta: 'Faço convites para noivos. Posso anunciar?',
        resposta:
          'A plataforma é voltada a empresas: anuncie os serviços que você oferece aos fornecedores de casamento, como papelaria para cerimonialistas ou materiais para buffets. Anúncios voltados para casais não são permitidos.',
      },
    ],
  },
};

export function isCategoriaAnunciante(value: string | undefined): value is CategoriaAnunciante {
  return value !== undefined && Object.hasOwn(conteudoCategorias, value);
}
