/** The blog's fixed content: three articles for wedding professionals. */
export interface SecaoArtigo {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Artigo {
  id: number;
  title: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** The illustration (SVG) shown on the page. */
  imageUrl: string;
  /** The share preview image (1200×630 PNG, scripts/gen-static-images.ts): previews do not read SVG. */
  imagemCompartilhar: string;
  intro: string;
  sections: SecaoArtigo[];
  conclusion: string;
  cta: string;
  /** The activity tag of the article's subject: its call to action opens the list filtered by it. */
  ctaTag: string;
  /** The call to action's button. */
  ctaBotao: string;
  /** A shorter title for the page's <title> and share previews, when the article's is too long. */
  tituloCurto?: string;
  /** The illustration's description (the share image's alt text). */
  imagemAlt: string;
}

export const artigos: Artigo[] = [
  {
    id: 1,
    title: 'Como organizar as finanças do seu negócio de casamentos',
    author: 'Equipe Vitrine do Sim',
    date: '2026-10-06',
    imageUrl: '/images/blog/artigo-1.svg',
    imagemCompartilhar: '/images/blog/artigo-1.png',
    intro:
      'Quem trabalha com casamentos conhece bem a sazonalidade: meses de agenda lotada seguidos de períodos em que o telefone quase não toca. Fotógrafos, decoradores, buffets e assessorias que não separam o dinheiro da empresa do dinheiro pessoal acabam sentindo esse vaivém no próprio bolso. Neste artigo, você vai ver passos práticos para organizar as finanças, precificar com segurança e atravessar a baixa temporada com tranquilidade.',
    sections: [
      {
        title: 'Separe as contas da pessoa física e da empresa',
        paragraphs: [
          'O primeiro passo é ter uma conta bancária só para o negócio. Todo sinal de contrato, parcela ou pagamento de fornecedor passa por ela. Assim, você enxerga quanto a empresa realmente fatura e quanto custa manter a operação.',
          'Defina um pró-labore fixo, como se você fosse funcionário da própria empresa. Nos meses fortes, o excedente fica no caixa do negócio para cobrir os meses fracos.',
        ],
      },
      {
        title: 'Conheça seus custos por evento',
        paragraphs: [
          'Cada casamento tem custos diretos (equipe, transporte, insumos, alimentação) e uma fatia dos custos fixos (equipamentos, aluguel, software, contador). Sem esse número, o preço vira chute.',
        ],
        bullets: [
          'Liste todos os custos fixos mensais e divida pelo número médio de eventos por mês.',
          'Some os custos diretos de um evento típico do seu serviço.',
          'Inclua impostos e taxas de maquininha ou plataforma de pagamento.',
          'Só então acrescente a margem de lucro desejada.',
        ],
      },
      {
        title: 'Monte uma reserva para a baixa temporada',
        paragraphs: [
          'Uma boa regra é guardar o equivalente a três a seis meses de custos fixos. Comece com um percentual de cada contrato fechado, por exemplo 10%, e aplique em algo com liquidez diária.',
          'Contratos com parcelas distribuídas até a data do evento também ajudam a suavizar o fluxo de caixa ao longo do ano.',
        ],
      },
      {
        title: 'Conte com um contador que entende de eventos',
        paragraphs: [
          'O enquadramento tributário certo (MEI, Simples Nacional ou outro regime) pode representar uma economia significativa. Um contador acostumado ao mercado de eventos orienta sobre notas fiscais, contratos com terceiros e o momento certo de mudar de regime.',
        ],
      },
    ],
    conclusion:
      'Organizar as finanças não exige planilhas complicadas, e sim constância: conta separada, custos conhecidos, preço calculado e reserva para os meses fracos. Com isso, cada casamento passa a contribuir para um negócio sustentável, e não só para pagar as contas do mês.',
    cta: 'Encontre contadores e consultores financeiros que atendem profissionais de eventos na Vitrine do Sim.',
    ctaTag: 'Contador',
    ctaBotao: 'Ver contadores',
    imagemAlt: 'Ilustração: calculadora, moedas e gráfico, para artigos de finanças e gestão',
  },
  {
    id: 2,
    title: 'Instagram para profissionais de casamento: o que realmente atrai clientes',
    author: 'Equipe Vitrine do Sim',
    date: '2026-10-20',
    imageUrl: '/images/blog/artigo-2.svg',
    imagemCompartilhar: '/images/blog/artigo-2.png',
    intro:
      'O Instagram virou a vitrine principal de muitos profissionais de casamento, mas publicar fotos bonitas não basta para lotar a agenda. Os noivos querem confiança, e os parceiros do mercado querem saber com quem estão trabalhando. Veja como planejar o conteúdo, usar os formatos certos e transformar seguidores em pedidos de orçamento.',
    sections: [
      {
        title: 'Mostre o bastidor, não só o resultado',
        paragraphs: [
          'O casamento pronto encanta, mas é o bastidor que gera confiança: a montagem da decoração, a prova do menu, a conversa com os noivos. Esse conteúdo mostra como você trabalha e diferencia o seu serviço do concorrente.',
        ],
      },
      {
        title: 'Tenha uma rotina de publicação possível',
        paragraphs: [
          'Melhor publicar três vezes por semana durante o ano inteiro do que todos os dias por um mês e sumir depois. Monte um calendário simples e reaproveite cada evento em vários formatos.',
        ],
        bullets: [
          'Reels curtos com os melhores momentos do evento.',
          'Carrossel com o antes e depois ou o passo a passo.',
          'Stories com enquetes e caixas de perguntas.',
          'Depoimentos de noivos e de parceiros com quem você trabalhou.',
        ],
      },
      {
        title: 'Facilite o contato',
        paragraphs: [
          'A bio precisa dizer o que você faz, onde atende e como pedir orçamento. Um link direto para o WhatsApp ou para a sua vitrine evita que o interessado desista no meio do caminho.',
        ],
      },
      {
        title: 'Quando vale investir em ajuda profissional',
        paragraphs: [
          'Se o Instagram toma horas que deveriam ir para os eventos, talvez seja hora de contratar um social media, um storymaker ou uma agência de tráfego pago. Esses profissionais cuidam da constância e dos anúncios enquanto você cuida dos clientes.',
        ],
      },
    ],
    conclusion:
      'Um perfil que atrai clientes combina bastidor, constância e contato fácil. Comece pelo que cabe na sua rotina e, quando o negócio pedir, conte com especialistas para ganhar escala sem perder a sua identidade.',
    cta: 'Conheça social medias, storymakers e agências de marketing para o mercado de casamentos na Vitrine do Sim.',
    ctaTag: 'Marketing Digital',
    ctaBotao: 'Ver soluções de marketing',
    tituloCurto: 'Instagram para profissionais de casamento: o que atrai clientes',
    imagemAlt:
      'Ilustração: celular com publicação e gráfico de crescimento, para artigos de marketing digital',
  },
  {
    id: 3,
    title: 'Contratos que protegem o seu negócio de eventos',
    author: 'Equipe Vitrine do Sim',
    date: '2026-11-03',
    imageUrl: '/images/blog/artigo-3.svg',
    imagemCompartilhar: '/images/blog/artigo-3.png',
    intro:
      'Remarcação de data, cancelamento perto do evento, atraso no pagamento, uso de imagens: situações assim aparecem mais cedo ou mais tarde para todo profissional de casamentos. Um contrato bem feito evita discussões, deixa as regras claras para os dois lados e protege o seu trabalho. Veja os pontos que não podem faltar.',
    sections: [
      {
        title: 'Descreva o serviço com precisão',
        paragraphs: [
          'Tudo o que está incluído (e o que não está) precisa estar por escrito: horas de cobertura, quantidade de itens, equipe, deslocamento, prazos de entrega. Quanto mais claro, menor a chance de expectativas diferentes no dia do evento.',
        ],
      },
      {
        title: 'Regras para cancelamento e remarcação',
        paragraphs: [
          'Defina multas proporcionais à antecedência do cancelamento e as condições para remarcar a data. O Código de Defesa do Consumidor exige equilíbrio: cláusulas abusivas podem ser anuladas, por isso vale contar com orientação jurídica.',
        ],
        bullets: [
          'Percentual retido em cada faixa de antecedência.',
          'Prazo e custo para remarcação.',
          'O que acontece em caso de força maior.',
        ],
      },
      {
        title: 'Pagamentos e reajustes',
        paragraphs: [
          'Estabeleça o valor do sinal, as datas das parcelas, a forma de pagamento e o índice de reajuste para contratos fechados com muita antecedência. Preveja também multa e juros por atraso.',
        ],
      },
      {
        title: 'Direitos de imagem e portfólio',
        paragraphs: [
          'Se você pretende usar fotos e vídeos do evento no portfólio ou nas redes sociais, peça a autorização no contrato. A Lei Geral de Proteção de Dados também exige cuidado com os dados pessoais dos noivos e convidados.',
        ],
      },
    ],
    conclusion:
      'Um contrato completo é um investimento pequeno perto do prejuízo de um conflito. Revise o seu modelo com um advogado que conhece o mercado de eventos e atualize-o sempre que o seu serviço mudar.',
    cta: 'Encontre advogados especializados em contratos para eventos na Vitrine do Sim.',
    ctaTag: 'Advogado',
    ctaBotao: 'Ver advogados',
    imagemAlt: 'Ilustração: contrato e balança da justiça, para artigos sobre contratos e questões jurídicas',
  },
];

export function artigoPorId(id: number | string): Artigo | undefined {
  return artigos.find((a) => String(a.id) === String(id));
}
