// The demo catalogue: suppliers OF wedding professionals, written for them, in Brazilian Portuguese.
// Tag names must exist in taxonomy.ts; Localidade uses the two-letter state code, 'Brasil' or 'Online'.

export type AreaFaq =
  | 'juridico'
  | 'contabil'
  | 'trafego'
  | 'site'
  | 'sistema'
  | 'curso'
  | 'mentoria'
  | 'story'
  | 'design'
  | 'impressos'
  | 'conteudo'
  | 'social'
  | 'consultoria';

export type LinkDemo =
  | 'whatsapp'
  | 'instagram'
  | 'site'
  | 'email'
  | 'telefone'
  | 'facebook'
  | 'youtube'
  | 'linkedin'
  | 'tiktok'
  | 'pinterest';

export interface FornecedorDemo {
  nome: string;
  slogan: string;
  /** One or two sentences; several are over 100 characters (the home page prefers those). */
  curta: string;
  /** Paragraphs of the long description. */
  sobre: string[];
  /** What is delivered, as list items of the page content. */
  entregas: string[];
  /** Closing paragraph of the content: how it works or why choose it. */
  comoFunciona: string;
  local: string[];
  publico: string[];
  atividade: string[];
  servicos: string[];
  geral?: string[];
  tipos: string[];
  area: AreaFaq;
  ddd: string;
  links: LinkDemo[];
  verificado?: boolean;
  premium?: boolean;
}

export const FORNECEDORES_DEMO: FornecedorDemo[] = [
  {
    nome: 'Martins & Lacerda Advocacia para Eventos',
    slogan: 'Contrato bem feito é casamento tranquilo.',
    curta:
      'Contratos de prestação de serviço, cláusulas de cancelamento e direito de imagem pensados para fotógrafos, cerimonialistas e buffets que querem trabalhar com segurança.',
    sobre: [
      'Somos um escritório de São Paulo dedicado ao mercado de eventos há mais de dez anos. Atendemos profissionais que perderam noites de sono com remarcações, distratos e clientes que somem depois do sinal.',
      'Nosso trabalho é traduzir a lei para a rotina de quem vive de sábado a sábado: contratos claros, que o casal entende e assina sem medo, e que protegem você quando algo sai do combinado.',
    ],
    entregas: [
      'Modelo de contrato personalizado para o seu serviço, com política de remarcação e cancelamento',
      'Termo de autorização de uso de imagem alinhado à LGPD',
      'Revisão de contratos de locação de espaço e de parceiros',
      'Notificações extrajudiciais e acompanhamento de cobranças',
    ],
    comoFunciona:
      'Começamos com uma conversa de 30 minutos para entender como você vende e entrega. Em até sete dias úteis você recebe o contrato revisado, com uma videochamada para tirar dúvidas cláusula por cláusula.',
    local: ['SP', 'Online'],
    publico: ['para Todos'],
    atividade: ['Advogado'],
    servicos: ['Contratos'],
    geral: ['Primeira Consulta Grátis'],
    tipos: ['Prestador de Serviços', 'Consultoria'],
    area: 'juridico',
    ddd: '11',
    links: ['whatsapp', 'site', 'instagram', 'email'],
    verificado: true,
    premium: true,
  },
  {
    nome: 'Contábil Aliança',
    slogan: 'Sua empresa de eventos com as contas em dia.',
    curta:
      'Contabilidade para fotógrafos, decoradores e assessorias: abertura de empresa, MEI que virou ME, emissão de notas e planejamento de impostos sem sustos.',
    sobre: [
      'A Contábil Aliança nasceu em Belo Horizonte atendendo a família de uma das sócias, que tinha um buffet. Hoje cuidamos de mais de trezentas empresas do setor de casamentos em todo o país, com atendimento cem por cento online.',
      'Sabemos que o faturamento de quem trabalha com eventos é sazonal e que o sinal chega meses antes da festa. Organizamos sua contabilidade respeitando esse ritmo.',
    ],
    entregas: [
      'Abertura e migração de MEI para microempresa',
      'Escolha do regime tributário e do CNAE certos para o seu serviço',
      'Emissão de notas fiscais e guias mensais',
      'Pró-labore, declaração de imposto de renda dos sócios e relatório anual',
    ],
    comoFunciona:
      'Você envia os documentos pelo WhatsApp ou pelo nosso portal, e uma contadora dedicada acompanha sua empresa. Todo mês você recebe um resumo simples com o que entrou, o que saiu e quanto reservar para impostos.',
    local: ['MG', 'Online'],
    publico: ['para Todos'],
    atividade: ['Contador'],
    servicos: ['Abertura de Empresa', 'Imposto de Renda', 'Financeiro'],
    geral: ['Atendimento Personalizado'],
    tipos: ['Prestador de Serviços'],
    area: 'contabil',
    ddd: '31',
    links: ['whatsapp', 'site', 'email', 'telefone'],
    verificado: true,
  },
  {
    nome: 'Clique Certo Tráfego',
    slogan: 'Anúncios que trazem casais, não curtidas.',
    curta: 'Gestão de anúncios no Instagram e no Google para quem vende casamento e quer agenda cheia.',
    sobre: [
      'Gerimos campanhas exclusivamente para fornecedores de casamento. Isso significa que já sabemos qual público responde, qual época do ano rende mais e quanto custa, em média, um orçamento qualificado no seu nicho.',
      'Nada de relatórios cheios de números que não ajudam: mostramos quantas conversas chegaram no seu WhatsApp e quantas viraram contrato.',
    ],
    entregas: [
      'Planejamento de campanhas para Meta Ads e Google Ads',
      'Criação de públicos por região, faixa de investimento e data do evento',
      'Roteiro dos anúncios e orientação para os criativos',
      'Relatório quinzenal com custo por conversa e por contrato fechado',
    ],
    comoFunciona:
      'No primeiro mês montamos a estrutura e testamos três abordagens diferentes. A partir do segundo, concentramos o investimento no que trouxe mais contratos. Contrato mensal, sem fidelidade.',
    local: ['Brasil'],
    publico: ['Fotografia', 'Decoração', 'Filmagem'],
    atividade: ['Tráfego Pago', 'Marketing Digital'],
    servicos: ['Anúncios no Meta', 'Anúncios no Google'],
    tipos: ['Agência'],
    area: 'trafego',
    ddd: '11',
    links: ['whatsapp', 'instagram', 'site'],
    verificado: true,
  },
  {
    nome: 'Pixel & Véu Web Design',
    slogan: 'Seu portfólio merece um site à altura.',
    curta:
      'Sites rápidos e elegantes para fotógrafos e videomakers de casamento, com galerias leves, blog e formulário de orçamento que chega direto no seu WhatsApp.',
    sobre: [
      'Somos um estúdio pequeno de Curitiba formado por uma designer e um desenvolvedor. Fazemos poucos sites por mês para conseguir cuidar de cada detalhe, do texto da página inicial à velocidade no celular.',
      'Seu site é a sua vitrine quando o casal pesquisa seu nome no Google: ele precisa abrir rápido, mostrar seu estilo e facilitar o pedido de orçamento.',
    ],
    entregas: [
      'Site com até oito páginas, pronto para celular',
      'Galerias otimizadas que carregam rápido mesmo com muitas fotos',
      'Configuração de domínio, e-mail profissional e Google Meu Negócio',
      'Treinamento para você atualizar textos e portfólio sozinho',
    ],
    comoFunciona:
      'O projeto leva de quatro a seis semanas: briefing, proposta visual, desenvolvimento e ajustes. Você acompanha tudo por um link de prévia e só publicamos quando estiver do seu jeito.',
    local: ['PR', 'Online'],
    publico: ['Fotografia', 'Filmagem'],
    atividade: ['WebDesigner'],
    servicos: ['Site Profissional'],
    geral: ['Parcelamento'],
    tipos: ['Prestador de Serviços'],
    area: 'site',
    ddd: '41',
    links: ['whatsapp', 'site', 'instagram'],
    verificado: true,
  },
  {
    nome: 'Agenda Noiva CRM',
    slogan: 'Do primeiro contato ao pós-festa, tudo em um só lugar.',
    curta:
      'Sistema de gestão para profissionais de casamento: funil de orçamentos, contratos com assinatura digital, parcelas, agenda da equipe e lembretes automáticos para os casais.',
    sobre: [
      'O Agenda Noiva nasceu dentro de uma assessoria de casamentos que cansou de planilhas espalhadas. Hoje é usado por fotógrafos, cerimonialistas, decoradores e buffets de todo o Brasil.',
      'Você enxerga em uma tela quantos orçamentos estão abertos, quem precisa de retorno e quanto vai entrar no caixa nos próximos meses.',
    ],
    entregas: [
      'Funil de vendas com etapas personalizáveis',
      'Contratos e propostas com assinatura eletrônica',
      'Controle de parcelas com aviso automático de vencimento',
      'Agenda compartilhada com a equipe e checklists por evento',
    ],
    comoFunciona:
      'Você testa grátis por 14 dias, sem cartão. Nossa equipe importa seus contatos e contratos atuais em uma chamada de implantação, e o suporte responde pelo WhatsApp em horário comercial.',
    local: ['Online'],
    publico: ['para Todos'],
    atividade: ['Sistema'],
    servicos: ['CRM', 'Vendas e Atendimento', 'Financeiro'],
    geral: ['Novidade'],
    tipos: ['Software e Sistemas'],
    area: 'sistema',
    ddd: '48',
    links: ['site', 'whatsapp', 'instagram', 'youtube'],
    verificado: true,
    premium: true,
  },
  {
    nome: 'Escola do Fotógrafo de Casamento',
    slogan: 'Técnica, negócio e posicionamento em um só curso.',
    curta:
      'Curso online completo para fotógrafos que querem sair do preço baixo: direção de casais, edição consistente, atendimento e precificação.',
    sobre: [
      'São mais de 120 aulas gravadas por fotógrafos que trabalham com casamento há pelo menos oito anos, com encontros ao vivo todo mês para revisar portfólios dos alunos.',
      'O curso é dividido em trilhas, então você pode começar pelo que mais dói hoje: técnica, vendas ou gestão.',
    ],
    entregas: [
      'Trilha de direção de casais e cobertura do dia',
      'Trilha de edição com fluxo de trabalho e presets',
      'Trilha de negócio: precificação, contrato e atendimento',
      'Comunidade de alunos e revisão de portfólio ao vivo',
    ],
    comoFunciona:
      'Acesso por um ano a todas as aulas e atualizações, com certificado. Se em sete dias você perceber que não é para você, devolvemos o valor integral.',
    local: ['Online'],
    publico: ['Fotografia'],
    atividade: ['Curso'],
    servicos: ['Precificação'],
    geral: ['Parcelamento'],
    tipos: ['Educação e Cursos'],
    area: 'curso',
    ddd: '21',
    links: ['site', 'instagram', 'youtube'],
    verificado: true,
  },
  {
    nome: 'Mentoria Bem Casado',
    slogan: 'Menos improviso, mais lucro na sua assessoria.',
    curta:
      'Mentoria individual para assessoras e cerimonialistas que querem organizar processos, montar equipe e cobrar o valor justo.',
    sobre: [
      'Sou a Renata Albuquerque, cerimonialista há quinze anos no Rio de Janeiro. Depois de coordenar mais de seiscentos casamentos, passei a ajudar outras profissionais a crescer sem se perder na operação.',
      'A mentoria é prática: a cada encontro saímos com uma tarefa clara, um modelo pronto ou uma decisão tomada.',
    ],
    entregas: [
      'Diagnóstico do negócio e metas para os próximos doze meses',
      'Revisão de pacotes, precificação e proposta comercial',
      'Modelos de checklist, cronograma do dia e roteiro de reunião',
      'Acompanhamento pelo WhatsApp entre os encontros',
    ],
    comoFunciona:
      'São oito encontros quinzenais de uma hora por videochamada. As vagas são limitadas a dez mentoradas por semestre para garantir atenção individual.',
    local: ['RJ', 'Online'],
    publico: ['Assessoria', 'Cerimonial'],
    atividade: ['Mentoria'],
    servicos: ['Precificação', 'Vendas e Atendimento'],
    tipos: ['Consultoria', 'Educação e Cursos'],
    area: 'mentoria',
    ddd: '21',
    links: ['whatsapp', 'instagram'],
    verificado: true,
  },
  {
    nome: 'Stories que Encantam',
    slogan: 'Bastidores que viram pedidos de orçamento.',
    curta:
      'Storymaker para decoradoras e maquiadoras: gravamos os bastidores do evento e entregamos stories no mesmo dia.',
    sobre: [
      'Enquanto você monta a decoração ou prepara a noiva, nós registramos cada detalhe no celular, com luz, enquadramento e legenda pensados para o seu perfil.',
      'Os casais adoram ver o processo, e quem está pesquisando fornecedores sente confiança ao acompanhar um trabalho real.',
    ],
    entregas: [
      'Cobertura de até seis horas de bastidores no dia do evento',
      'Sequência de stories postada em tempo real ou entregue no mesmo dia',
      'Três reels editados em até cinco dias',
      'Arquivos brutos organizados para você reaproveitar',
    ],
    comoFunciona:
      'Antes do evento fazemos uma chamada rápida para alinhar o tom do seu perfil e o que não pode faltar. No dia, chegamos junto com a sua equipe e seguimos o seu cronograma.',
    local: ['SP'],
    publico: ['Decoração', 'Beleza e Maquiagem'],
    atividade: ['Storymaker', 'Redes Sociais'],
    servicos: ['Vídeos para Reels'],
    tipos: ['Prestador de Serviços'],
    area: 'story',
    ddd: '11',
    links: ['whatsapp', 'instagram', 'tiktok'],
  },
  {
    nome: 'Traço Nobre Design',
    slogan: 'Identidade visual com alma de ateliê.',
    curta:
      'Criamos logotipos, paletas e papelaria para marcas de casamento que querem parecer tão sofisticadas quanto o trabalho que entregam.',
    sobre: [
      'O Traço Nobre é um estúdio de design de Florianópolis especializado no mercado nupcial. Já desenhamos marcas para buffets, floristas, ateliês de vestidos e espaços de eventos.',
      'Uma marca coerente faz o casal lembrar de você e justifica um preço mais alto antes mesmo da primeira reunião.',
    ],
    entregas: [
      'Logotipo principal, versões reduzidas e monograma',
      'Paleta de cores, tipografia e manual de uso',
      'Papelaria: cartão, proposta comercial e assinatura de e-mail',
      'Kit de artes para destaques e posts do Instagram',
    ],
    comoFunciona:
      'Começamos com um questionário sobre o seu público e as marcas que você admira. Apresentamos dois caminhos criativos e refinamos o escolhido em até duas rodadas de ajustes.',
    local: ['SC', 'Online'],
    publico: ['para Todos'],
    atividade: ['Designer'],
    servicos: ['Identidade Visual'],
    geral: ['Parcelamento'],
    tipos: ['Prestador de Serviços'],
    area: 'design',
    ddd: '48',
    links: ['instagram', 'site', 'whatsapp'],
    verificado: true,
  },
  {
    nome: 'Álbum Eterno Encadernações',
    slogan: 'O álbum que o casal vai mostrar para os netos.',
    curta:
      'Laboratório de álbuns fotográficos de casamento com capas em linho, couro e acrílico, impressão fine art e entrega para todo o Brasil.',
    sobre: [
      'Desde 1998 produzimos álbuns artesanais em Caxias do Sul. Cada peça passa pelas mãos de encadernadores experientes e por uma conferência de cor página a página.',
      'Trabalhamos só para fotógrafos: você envia a diagramação, aprovamos a prova digital e o álbum chega na sua casa com embalagem de presente para entregar ao casal.',
    ],
    entregas: [
      'Álbuns em lâmina com abertura panorâmica',
      'Capas em linho, couro ecológico, madeira ou acrílico com foto',
      'Caixas, estojos e pen drives personalizados',
      'Prova digital de cor antes da impressão',
    ],
    comoFunciona:
      'Faça o cadastro como fotógrafo para acessar a tabela de preços profissional. O prazo de produção é de doze dias úteis, com frete para todo o país.',
    local: ['Brasil'],
    publico: ['Fotografia'],
    atividade: ['Fornecedor de Produtos'],
    servicos: ['Álbuns e Impressos'],
    tipos: ['Fornecedor de Produtos'],
    area: 'impressos',
    ddd: '54',
    links: ['site', 'whatsapp', 'instagram', 'facebook'],
    verificado: true,
    premium: true,
  },
  {
    nome: 'Diário de Bodas Conteúdo',
    slogan: 'Textos que colocam seu nome no Google.',
    curta:
      'Produção de blog e artigos otimizados para buscas, escritos por quem conhece o universo do casamento.',
    sobre: [
      'Somos uma equipe de redatoras de Salvador que escreve para fornecedores de casamento de todo o país. Pesquisamos o que os casais procuram e transformamos isso em artigos úteis no seu site.',
      'Um blog bem cuidado traz visitas o ano inteiro, inclusive de casais que ainda nem conhecem o seu trabalho.',
    ],
    entregas: [
      'Pesquisa de palavras-chave do seu nicho e da sua cidade',
      'Quatro ou oito artigos por mês com imagens e revisão',
      'Publicação direta no seu site e ajustes de SEO',
      'Relatório mensal de posições no Google',
    ],
    comoFunciona:
      'Montamos um calendário editorial de três meses com você. Cada artigo passa por sua aprovação antes de ser publicado.',
    local: ['BA', 'Online'],
    publico: ['para Todos'],
    atividade: ['Blog', 'Marketing Digital'],
    servicos: ['Site Profissional'],
    tipos: ['Prestador de Serviços'],
    area: 'conteudo',
    ddd: '71',
    links: ['site', 'email', 'instagram'],
  },
  {
    nome: 'Rede Florescer Social Media',
    slogan: 'Seu Instagram tão bonito quanto seus arranjos.',
    curta:
      'Gestão de Instagram para floriculturas e decoradoras: planejamento, legendas, artes e respostas às mensagens, com a estética do seu trabalho.',
    sobre: [
      'Atendemos floristas e decoradoras do Recife e de outras capitais do Nordeste. Conhecemos o vocabulário do seu trabalho e sabemos mostrar cada detalhe de uma montagem.',
      'Você continua fazendo o que ama enquanto nós cuidamos da constância das postagens.',
    ],
    entregas: [
      'Calendário mensal com doze a vinte publicações',
      'Legendas, artes e capas de destaques',
      'Resposta a comentários e mensagens em horário comercial',
      'Relatório mensal de alcance e de pedidos de orçamento',
    ],
    comoFunciona:
      'Uma vez por mês fazemos uma reunião de pauta e recebemos as fotos dos seus últimos eventos. O restante fica com a gente.',
    local: ['PE', 'PB'],
    publico: ['Floricultura', 'Decoração'],
    atividade: ['Redes Sociais'],
    servicos: ['Gestão de Instagram'],
    tipos: ['Agência'],
    area: 'social',
    ddd: '81',
    links: ['instagram', 'whatsapp'],
    verificado: true,
  },
  {
    nome: 'Via Digital Marketing para Eventos',
    slogan: 'Estratégia completa para encher sua agenda de datas.',
    curta:
      'Marketing digital para buffets e espaços de eventos: posicionamento, Google Meu Negócio, anúncios, site e funil de visitas agendadas.',
    sobre: [
      'A Via Digital é uma agência de Goiânia que atende exclusivamente empresas de eventos. Nosso foco é um só: transformar pesquisas em visitas ao seu espaço.',
      'Integramos tudo o que o casal vê antes de chegar até você, do resultado no Google ao atendimento no WhatsApp.',
    ],
    entregas: [
      'Diagnóstico de presença digital e plano de noventa dias',
      'Otimização do Google Meu Negócio e gestão de avaliações',
      'Campanhas para agendamento de visitas e degustações',
      'Roteiro de atendimento para a sua equipe comercial',
    ],
    comoFunciona:
      'Trabalhamos em ciclos trimestrais com metas de visitas agendadas. Você tem um gerente de conta e acesso a um painel com os resultados atualizados.',
    local: ['GO', 'DF'],
    publico: ['Buffet', 'Espaço de Eventos'],
    atividade: ['Marketing Digital', 'Tráfego Pago'],
    servicos: ['Anúncios no Google', 'Vendas e Atendimento'],
    tipos: ['Agência'],
    area: 'trafego',
    ddd: '62',
    links: ['site', 'whatsapp', 'instagram', 'linkedin'],
  },
  {
    nome: 'Nogueira Advocacia Empresarial',
    slogan: 'Segurança jurídica para buffets e espaços de festa.',
    curta:
      'Assessoria jurídica para buffets e casas de festa: contratos com clientes e fornecedores, questões trabalhistas de equipes extras e alvarás.',
    sobre: [
      'Atuamos no Rio de Janeiro com empresas de eventos que têm equipe, estrutura física e muitos contratos ao mesmo tempo.',
      'Cuidamos da prevenção para que problemas com garçons freelancers, vizinhança ou fiscalização não virem processos.',
    ],
    entregas: [
      'Contratos de locação de espaço e de pacotes de festa',
      'Orientação trabalhista para contratação de equipes por evento',
      'Apoio em alvarás, licenças e vistorias',
      'Defesa em reclamações e processos de consumidores',
    ],
    comoFunciona:
      'Oferecemos planos mensais de assessoria com número de horas definido, ou projetos fechados para demandas pontuais.',
    local: ['RJ', 'ES'],
    publico: ['Buffet', 'Espaço de Eventos'],
    atividade: ['Advogado'],
    servicos: ['Contratos', 'Abertura de Empresa'],
    tipos: ['Prestador de Serviços', 'Consultoria'],
    area: 'juridico',
    ddd: '21',
    links: ['whatsapp', 'email', 'linkedin', 'telefone'],
    verificado: true,
  },
  {
    nome: 'Somar Contabilidade Criativa',
    slogan: 'Contabilidade leve para quem vive de criatividade.',
    curta:
      'Contabilidade online para fotógrafos, videomakers e designers que emitem poucas notas e querem pagar menos imposto dentro da lei.',
    sobre: [
      'A Somar atende profissionais criativos de todo o Brasil com planos enxutos e uma contadora que fala a sua língua.',
      'Explicamos quando vale sair do MEI, como separar as contas da pessoa física e da empresa e quanto guardar por mês para não passar aperto em abril.',
    ],
    entregas: [
      'Planos mensais para MEI, Simples Nacional e sociedades',
      'Emissão de notas pelo aplicativo',
      'Declaração anual e imposto de renda da pessoa física',
      'Conteúdos e lives mensais sobre finanças do negócio criativo',
    ],
    comoFunciona:
      'Tudo acontece online: cadastro, envio de documentos e atendimento pelo chat ou pelo WhatsApp.',
    local: ['Online'],
    publico: ['Fotografia', 'Filmagem'],
    atividade: ['Contador'],
    servicos: ['Imposto de Renda', 'Abertura de Empresa'],
    geral: ['Novidade'],
    tipos: ['Prestador de Serviços'],
    area: 'contabil',
    ddd: '11',
    links: ['site', 'whatsapp', 'instagram'],
  },
  {
    nome: 'Ponto de Fuga Sites',
    slogan: 'Sites que vendem enquanto você trabalha no evento.',
    curta:
      'Criação de sites e páginas de vendas para profissionais de casamento, com textos persuasivos e integração com WhatsApp e agenda.',
    sobre: [
      'Somos de Fortaleza e criamos sites para fornecedores de todo o Nordeste. Cada projeto começa pelos textos: o que o casal precisa ler para confiar e pedir um orçamento.',
      'Entregamos sites fáceis de atualizar, com hospedagem incluída no primeiro ano.',
    ],
    entregas: [
      'Página de vendas ou site institucional completo',
      'Textos escritos por redatora especializada',
      'Integração com WhatsApp, Instagram e agenda',
      'Hospedagem e certificado de segurança por doze meses',
    ],
    comoFunciona:
      'Prazo médio de trinta dias, com pagamento em até seis vezes e uma rodada de ajustes depois de publicado.',
    local: ['CE', 'RN', 'PI'],
    publico: ['para Todos'],
    atividade: ['WebDesigner'],
    servicos: ['Site Profissional'],
    geral: ['Parcelamento'],
    tipos: ['Prestador de Serviços'],
    area: 'site',
    ddd: '85',
    links: ['whatsapp', 'site'],
  },
  {
    nome: 'Orça Fácil Sistemas',
    slogan: 'Orçamento certo em cinco minutos.',
    curta:
      'Sistema de orçamentos e fichas técnicas para buffets e confeitarias: calcule custo por convidado, margem e envie propostas com a sua marca.',
    sobre: [
      'O Orça Fácil foi criado por um engenheiro filho de boleira, que via a mãe refazer contas a cada pedido. Hoje ajuda centenas de cozinhas a saber exatamente quanto lucram em cada festa.',
      'Cadastre seus ingredientes uma vez e o sistema atualiza os custos de todos os cardápios quando o preço do fornecedor muda.',
    ],
    entregas: [
      'Fichas técnicas com custo por porção e por convidado',
      'Propostas em PDF com fotos e a identidade da sua marca',
      'Controle de pedidos, sinais e datas de entrega',
      'Relatórios de margem por tipo de evento',
    ],
    comoFunciona: 'Assinatura mensal com teste grátis de quinze dias e treinamento em vídeo passo a passo.',
    local: ['Online'],
    publico: ['Buffet', 'Confeitaria'],
    atividade: ['Sistema'],
    servicos: ['Precificação', 'Financeiro'],
    tipos: ['Software e Sistemas'],
    area: 'sistema',
    ddd: '19',
    links: ['site', 'whatsapp', 'youtube'],
    verificado: true,
  },
  {
    nome: 'Academia Doce Negócio',
    slogan: 'Da cozinha de casa ao ateliê de doces finos.',
    curta: 'Cursos de gestão e vendas para confeiteiras que atendem casamentos.',
    sobre: [
      'Fundada em Belo Horizonte por duas confeiteiras, a Academia Doce Negócio ensina o que ninguém conta nos cursos de receita: como precificar, fotografar, vender e atender noivas.',
      'As turmas presenciais acontecem em BH e o curso online atende alunas de todo o país.',
    ],
    entregas: [
      'Curso de precificação de bolos e doces finos',
      'Oficina de fotografia de doces com o celular',
      'Módulo de degustação e fechamento de contratos',
      'Grupo de alunas com encontros mensais',
    ],
    comoFunciona:
      'Escolha entre a turma presencial de fim de semana ou o curso online com acesso por doze meses.',
    local: ['MG', 'Online'],
    publico: ['Confeitaria', 'Buffet'],
    atividade: ['Curso'],
    servicos: ['Precificação', 'Vendas e Atendimento'],
    tipos: ['Educação e Cursos'],
    area: 'curso',
    ddd: '31',
    links: ['instagram', 'site', 'whatsapp'],
  },
  {
    nome: 'Papel & Afeto Papelaria Fina',
    slogan: 'Convites que contam a história do casal.',
    curta:
      'Design e impressão de convites, menus, tags e sinalização para assessorias e cerimonialistas que oferecem papelaria aos seus clientes.',
    sobre: [
      'Somos um ateliê paulistano de papelaria personalizada. Trabalhamos em parceria com assessorias: você indica, nós criamos, e a sua comissão é garantida.',
      'Usamos papéis algodão, hot stamping, lacres de cera e caligrafia feita à mão.',
    ],
    entregas: [
      'Convites, save the date e papelaria do dia',
      'Menus, marcadores de lugar e mapa de mesas',
      'Sinalização em acrílico e madeira',
      'Programa de parceria para assessorias',
    ],
    comoFunciona:
      'Enviamos um kit de amostras para a sua assessoria mostrar aos casais. A produção leva de vinte a trinta dias.',
    local: ['Brasil'],
    publico: ['Assessoria', 'Cerimonial'],
    atividade: ['Designer', 'Fornecedor de Produtos'],
    servicos: ['Álbuns e Impressos', 'Identidade Visual'],
    tipos: ['Fornecedor de Produtos'],
    area: 'impressos',
    ddd: '11',
    links: ['instagram', 'whatsapp', 'site', 'pinterest'],
  },
  {
    nome: 'Foco no Lead Agência',
    slogan: 'Visitas agendadas no seu espaço, toda semana.',
    curta:
      'Tráfego pago para espaços de eventos e buffets do Centro-Oeste, com foco em visitas agendadas e não em seguidores.',
    sobre: [
      'Somos uma agência de Brasília que aprendeu, na prática, que um espaço de eventos precisa de visitas presenciais para fechar contratos.',
      'Toda campanha termina em um agendamento: o casal escolhe o horário e a sua equipe recebe o aviso no celular.',
    ],
    entregas: [
      'Campanhas no Google e no Instagram voltadas para visitas',
      'Página de agendamento integrada à sua agenda',
      'Mensagens automáticas de confirmação e lembrete',
      'Relatório mensal de custo por visita',
    ],
    comoFunciona: 'Contrato trimestral com meta combinada de visitas e reunião mensal de resultados.',
    local: ['DF', 'GO', 'MT'],
    publico: ['Espaço de Eventos', 'Buffet'],
    atividade: ['Tráfego Pago'],
    servicos: ['Anúncios no Google', 'Anúncios no Meta'],
    tipos: ['Agência'],
    area: 'trafego',
    ddd: '61',
    links: ['whatsapp', 'site'],
  },
  {
    nome: 'Caderno da Noiva Influência',
    slogan: 'Seu serviço apresentado para milhares de noivas.',
    curta:
      'Blog e perfil de referência para noivas, com publieditoriais e matérias patrocinadas para fornecedores que querem ser lembrados na hora da escolha.',
    sobre: [
      'O Caderno da Noiva existe desde 2014 e recebe noivas de todo o Brasil em busca de ideias e indicações. Publicamos casamentos reais, guias e listas de fornecedores.',
      'Para anunciantes, criamos conteúdos que não parecem propaganda: histórias reais de casais que contrataram o seu serviço.',
    ],
    entregas: [
      'Matéria patrocinada no blog com divulgação nas redes',
      'Publicação de casamento real com créditos para todos os fornecedores',
      'Presença no guia anual de fornecedores por cidade',
      'Stories e reels em parceria',
    ],
    comoFunciona:
      'Envie seu portfólio e escolha um pacote. Nossa equipe editorial propõe a pauta e você aprova antes de publicar.',
    local: ['SP', 'Online'],
    publico: ['para Todos'],
    atividade: ['Blog', 'Redes Sociais'],
    servicos: ['Gestão de Instagram'],
    tipos: ['Prestador de Serviços'],
    area: 'conteudo',
    ddd: '11',
    links: ['site', 'instagram', 'email', 'tiktok'],
    premium: true,
    verificado: true,
  },
  {
    nome: 'Bastidores Storymaking',
    slogan: 'O dia do casal contado em tempo real.',
    curta: 'Storymakers para cerimoniais e assessorias de Minas Gerais, com cobertura do making of à festa.',
    sobre: [
      'Nossa equipe acompanha o casamento ao lado da assessoria, registrando os momentos que o casal e os convidados querem ver ainda naquela noite.',
      'Trabalhamos de forma discreta, sem atrapalhar fotógrafo e filmagem, e com roteiro combinado antes.',
    ],
    entregas: [
      'Cobertura em stories no perfil da assessoria ou do casal',
      'Vídeo de melhores momentos entregue em 24 horas',
      'Conteúdo de bastidores para o portfólio da assessoria',
    ],
    comoFunciona:
      'Pacotes de quatro, seis ou oito horas, com deslocamento incluso na região metropolitana de BH.',
    local: ['MG'],
    publico: ['Assessoria', 'Cerimonial'],
    atividade: ['Storymaker'],
    servicos: ['Vídeos para Reels'],
    tipos: ['Prestador de Serviços'],
    area: 'story',
    ddd: '31',
    links: ['instagram', 'whatsapp'],
  },
  {
    nome: 'Mentoria Fotógrafo Empreendedor',
    slogan: 'Cobre o que vale e trabalhe menos fins de semana.',
    curta:
      'Mentoria em grupo para fotógrafos de casamento que querem organizar finanças, subir o ticket médio e parar de depender de indicação.',
    sobre: [
      'Conduzida pelo fotógrafo paranaense Diego Sartori, a mentoria reúne pequenos grupos durante quatro meses com encontros semanais.',
      'Cada participante sai com pacotes revisados, tabela de preços, roteiro de vendas e um plano de marketing simples de manter.',
    ],
    entregas: [
      'Dezesseis encontros ao vivo em grupo',
      'Análise individual de portfólio e de pacotes',
      'Planilha de custos e de precificação',
      'Roteiros de atendimento e de reunião de fechamento',
    ],
    comoFunciona:
      'Turmas de até doze fotógrafos, abertas duas vezes por ano. Inscrições por lista de espera.',
    local: ['PR', 'Online'],
    publico: ['Fotografia'],
    atividade: ['Mentoria'],
    servicos: ['Precificação', 'Financeiro'],
    tipos: ['Educação e Cursos', 'Consultoria'],
    area: 'mentoria',
    ddd: '41',
    links: ['instagram', 'whatsapp', 'youtube'],
    verificado: true,
  },
  {
    nome: 'Trilha Certa Licenciamento Musical',
    slogan: 'Música licenciada para seus filmes de casamento.',
    curta:
      'Plataforma de músicas licenciadas para videomakers publicarem filmes de casamento sem bloqueios nas redes.',
    sobre: [
      'Reunimos mais de quatro mil faixas de artistas independentes brasileiros, com licença para uso em filmes de casamento e nas redes sociais.',
      'Chega de vídeo mudo no Instagram ou reclamação de direitos autorais no YouTube.',
    ],
    entregas: [
      'Catálogo com busca por clima, instrumento e duração',
      'Licença individual por filme ou assinatura ilimitada',
      'Certificado de licença para apresentar às plataformas',
    ],
    comoFunciona: 'Assine online, baixe as faixas e gere o certificado de cada projeto em um clique.',
    local: ['Online'],
    publico: ['Filmagem', 'Música e DJ'],
    atividade: ['Sistema'],
    servicos: ['Vídeos para Reels'],
    tipos: ['Software e Sistemas'],
    area: 'sistema',
    ddd: '11',
    links: ['site', 'instagram', 'email'],
  },
  {
    nome: 'Prisma Gestão Financeira',
    slogan: 'Seu caixa organizado o ano inteiro, mesmo na baixa temporada.',
    curta:
      'Consultoria financeira para empresas de casamento: fluxo de caixa, separação de contas, precificação e planejamento para a baixa temporada.',
    sobre: [
      'Somos consultores de Vitória especializados em pequenos negócios de eventos. Sabemos que o dinheiro entra em parcelas e que os meses de inverno costumam ser mais magros.',
      'Montamos com você uma rotina financeira que cabe em uma hora por semana.',
    ],
    entregas: [
      'Diagnóstico financeiro e organização das contas',
      'Planilha ou sistema de fluxo de caixa configurado',
      'Revisão de preços com base em custos reais',
      'Acompanhamento mensal por três meses',
    ],
    comoFunciona:
      'Projeto de noventa dias com encontros online quinzenais. Depois, você pode seguir com acompanhamento mensal.',
    local: ['ES', 'Online'],
    publico: ['para Todos'],
    atividade: ['Consultoria'],
    servicos: ['Financeiro', 'Precificação'],
    geral: ['Primeira Consulta Grátis'],
    tipos: ['Consultoria'],
    area: 'consultoria',
    ddd: '27',
    links: ['whatsapp', 'site', 'linkedin'],
  },
  {
    nome: 'Laço Jurídico',
    slogan: 'Direito de imagem e LGPD sem complicação.',
    curta:
      'Advocacia digital para fotógrafos e filmakers: uso de imagem, LGPD, contratos e proteção do seu portfólio.',
    sobre: [
      'O Laço Jurídico atende online profissionais da imagem de todo o Brasil. Explicamos o que você pode ou não publicar e como se proteger de cópias do seu trabalho.',
      'Nossos pacotes têm preço fechado, sem surpresas.',
    ],
    entregas: [
      'Kit de contratos para fotografia e filmagem de casamento',
      'Política de privacidade e termos para o seu site',
      'Notificação por uso indevido das suas fotos',
      'Plantão de dúvidas por mensagem',
    ],
    comoFunciona:
      'Escolha um pacote no site, preencha o formulário sobre o seu negócio e receba os documentos em até cinco dias úteis.',
    local: ['Brasil'],
    publico: ['Fotografia', 'Filmagem'],
    atividade: ['Advogado'],
    servicos: ['Contratos'],
    tipos: ['Prestador de Serviços'],
    area: 'juridico',
    ddd: '51',
    links: ['site', 'whatsapp', 'instagram'],
    verificado: true,
  },
  {
    nome: 'Agência Lumiar',
    slogan: 'Marketing que valoriza quem faz festa no Norte.',
    curta:
      'Marketing digital e redes sociais para fornecedores de casamento de Manaus e região, com produção de conteúdo local e anúncios.',
    sobre: [
      'A Lumiar é uma agência manauara que conhece os espaços, os costumes e o calendário de festas da região.',
      'Cuidamos do seu Instagram, das campanhas e do seu site para que você apareça para os casais certos.',
    ],
    entregas: [
      'Gestão de redes sociais com produção de fotos e vídeos',
      'Campanhas de anúncios regionais',
      'Google Meu Negócio e avaliações',
    ],
    comoFunciona: 'Planos mensais a partir de três meses, com reunião presencial ou online.',
    local: ['AM', 'PA', 'RR'],
    publico: ['para Todos'],
    atividade: ['Marketing Digital', 'Redes Sociais'],
    servicos: ['Gestão de Instagram', 'Anúncios no Meta'],
    tipos: ['Agência'],
    area: 'social',
    ddd: '92',
    links: ['instagram', 'whatsapp', 'facebook'],
  },
  {
    nome: 'Impressões Dourado Gráfica',
    slogan: 'Impressos com acabamento de alta costura.',
    curta:
      'Gráfica especializada em impressos para fotógrafos e cerimoniais: fotos fine art, caixas, cartões e brindes.',
    sobre: [
      'Há vinte anos em Campinas, a Dourado imprime para profissionais que não abrem mão de qualidade: papéis de algodão, hot stamping e cores conferidas.',
      'Atendemos pedidos pequenos e grandes, com envio para todo o Brasil.',
    ],
    entregas: [
      'Fotos fine art e ampliações',
      'Caixas e embalagens personalizadas',
      'Cartões de visita, tags e brindes para clientes',
    ],
    comoFunciona: 'Orçamento em até um dia útil e prova física disponível para pedidos acima de cem peças.',
    local: ['SP'],
    publico: ['Fotografia', 'Cerimonial'],
    atividade: ['Fornecedor de Produtos'],
    servicos: ['Álbuns e Impressos'],
    tipos: ['Fornecedor de Produtos'],
    area: 'impressos',
    ddd: '19',
    links: ['site', 'whatsapp', 'telefone', 'instagram'],
  },
  {
    nome: 'Fluxo Cerimonial App',
    slogan: 'O roteiro do grande dia na palma da mão da equipe.',
    curta:
      'Aplicativo para cerimonialistas: cronograma do dia, lista de fornecedores, contatos de emergência e checklists compartilhados com a equipe em tempo real.',
    sobre: [
      'O Fluxo Cerimonial substitui as pastas impressas e os grupos de WhatsApp confusos. Toda a equipe vê o mesmo cronograma e marca as etapas concluídas.',
      'Funciona sem internet e sincroniza assim que o sinal volta, o que faz diferença em sítios e fazendas.',
    ],
    entregas: [
      'Cronograma do evento com alertas por horário',
      'Ficha de fornecedores com contatos e horários de chegada',
      'Checklists por função e registro de ocorrências',
      'Relatório pós-evento para enviar ao casal',
    ],
    comoFunciona: 'Plano gratuito para até dois eventos por mês e planos pagos para equipes maiores.',
    local: ['Online'],
    publico: ['Cerimonial', 'Assessoria'],
    atividade: ['Sistema'],
    servicos: ['CRM'],
    geral: ['Novidade'],
    tipos: ['Software e Sistemas'],
    area: 'sistema',
    ddd: '11',
    links: ['site', 'instagram', 'email'],
    verificado: true,
  },
  {
    nome: 'Catálogo Vivo Fotografia Comercial',
    slogan: 'Seu trabalho fotografado para vender.',
    curta:
      'Fotos e vídeos comerciais para decoradoras, floristas e confeitarias mostrarem o próprio trabalho nas redes.',
    sobre: [
      'Em Belém, fotografamos mesas, arranjos, bolos e ambientações com luz e composição de catálogo.',
      'As imagens são pensadas para o seu Instagram, site e propostas comerciais.',
    ],
    entregas: [
      'Sessões de fotos em evento ou em estúdio',
      'Vídeos curtos para reels',
      'Banco de imagens organizado por tema',
    ],
    comoFunciona: 'Pacotes por sessão ou mensais, com entrega das fotos tratadas em até cinco dias.',
    local: ['PA', 'AP'],
    publico: ['Decoração', 'Confeitaria', 'Floricultura'],
    atividade: ['Marketing Digital'],
    servicos: ['Vídeos para Reels'],
    tipos: ['Prestador de Serviços'],
    area: 'social',
    ddd: '91',
    links: ['instagram', 'whatsapp'],
  },
  {
    nome: 'Cerimonialista de Sucesso',
    slogan: 'O curso que forma cerimonialistas requisitadas.',
    curta:
      'Curso online de cerimonial e assessoria de casamentos: do primeiro atendimento à coordenação do grande dia, com modelos prontos para usar.',
    sobre: [
      'Criado por cerimonialistas com mais de mil eventos no currículo, o curso ensina a rotina completa de uma assessoria de casamentos.',
      'Ideal para quem está começando ou quer profissionalizar uma assessoria que já existe.',
    ],
    entregas: [
      'Sessenta aulas em vídeo divididas em oito módulos',
      'Modelos de contrato, checklist e cronograma',
      'Aulas bônus sobre precificação e redes sociais',
      'Certificado de conclusão',
    ],
    comoFunciona: 'Acesso imediato após a inscrição e suporte às dúvidas na área de alunos.',
    local: ['Online'],
    publico: ['Assessoria', 'Cerimonial'],
    atividade: ['Curso'],
    servicos: ['Vendas e Atendimento'],
    geral: ['Parcelamento'],
    tipos: ['Educação e Cursos'],
    area: 'curso',
    ddd: '21',
    links: ['site', 'instagram', 'youtube'],
  },
  {
    nome: 'Rota Contábil MEI',
    slogan: 'Seu MEI regularizado sem sair de casa.',
    curta: 'Contabilidade para MEIs e pequenas empresas de eventos da Paraíba e do Rio Grande do Norte.',
    sobre: [
      'Ajudamos maquiadoras, DJs, decoradoras e fotógrafas a abrir e manter o MEI em dia, e avisamos quando é hora de crescer.',
      'Atendemos presencialmente em João Pessoa e Natal, e online para toda a região.',
    ],
    entregas: [
      'Abertura e regularização de MEI',
      'Guias mensais e declaração anual',
      'Migração para microempresa quando o faturamento crescer',
    ],
    comoFunciona: 'Mensalidade acessível e atendimento pelo WhatsApp com resposta em até um dia útil.',
    local: ['PB', 'RN'],
    publico: ['para Todos'],
    atividade: ['Contador'],
    servicos: ['Abertura de Empresa'],
    tipos: ['Prestador de Serviços'],
    area: 'contabil',
    ddd: '83',
    links: ['whatsapp', 'instagram'],
  },
  {
    nome: 'Marca Viva Branding',
    slogan: 'Marcas femininas, fortes e memoráveis.',
    curta:
      'Branding para ateliês de vestidos, maquiadoras e salões de noivas: estratégia de marca, logotipo, fotos de posicionamento e tom de voz.',
    sobre: [
      'A Marca Viva é um estúdio de Porto Alegre que une estratégia e design. Ajudamos você a explicar, com imagens e palavras, por que o seu trabalho é diferente.',
      'Cada projeto inclui um guia de tom de voz para legendas e atendimento.',
    ],
    entregas: [
      'Oficina de estratégia de marca',
      'Identidade visual completa',
      'Guia de tom de voz e de fotos',
      'Modelos para posts e propostas',
    ],
    comoFunciona: 'Projetos de seis a oito semanas, com encontros online ou presenciais em Porto Alegre.',
    local: ['RS', 'SC'],
    publico: ['Vestidos e Trajes', 'Beleza e Maquiagem'],
    atividade: ['Designer'],
    servicos: ['Identidade Visual'],
    tipos: ['Prestador de Serviços', 'Consultoria'],
    area: 'design',
    ddd: '51',
    links: ['instagram', 'site', 'whatsapp'],
  },
  {
    nome: 'Storyboard Noivas',
    slogan: 'Reels e stories para quem embeleza as noivas.',
    curta:
      'Storymaker para maquiadoras e cabeleireiras: gravamos o making of da noiva e entregamos vídeos prontos para postar.',
    sobre: [
      'Atendemos Brasília e Goiânia acompanhando a produção da noiva do começo ao fim.',
      'Os vídeos mostram a sua técnica de perto e viram o melhor argumento de venda para as próximas noivas.',
    ],
    entregas: [
      'Cobertura do making of com celular e iluminação própria',
      'Dois reels editados e sequência de stories',
      'Legenda sugerida para cada publicação',
    ],
    comoFunciona: 'Agende a data com antecedência mínima de quinze dias. Pacotes mensais têm desconto.',
    local: ['DF', 'GO'],
    publico: ['Beleza e Maquiagem', 'Vestidos e Trajes'],
    atividade: ['Storymaker'],
    servicos: ['Vídeos para Reels'],
    tipos: ['Prestador de Serviços'],
    area: 'story',
    ddd: '61',
    links: ['instagram', 'whatsapp', 'tiktok'],
  },
  {
    nome: 'Atende Bem Treinamentos',
    slogan: 'Atendimento que transforma orçamento em contrato.',
    curta:
      'Treinamento de vendas e atendimento para equipes de buffets, espaços e assessorias, com roteiros de WhatsApp e reunião de fechamento.',
    sobre: [
      'Analisamos conversas reais da sua equipe e montamos roteiros que respeitam o seu estilo.',
      'Os treinamentos acontecem na sua empresa em Santa Catarina ou online para todo o Brasil.',
    ],
    entregas: [
      'Análise das conversas de atendimento',
      'Roteiros para primeiro contato, visita e fechamento',
      'Treinamento prático com simulações',
      'Mentoria de acompanhamento por trinta dias',
    ],
    comoFunciona: 'Treinamentos de um dia ou programas de quatro semanas, com certificado para a equipe.',
    local: ['SC', 'Online'],
    publico: ['Buffet', 'Espaço de Eventos', 'Assessoria'],
    atividade: ['Mentoria', 'Curso'],
    servicos: ['Vendas e Atendimento'],
    tipos: ['Educação e Cursos', 'Consultoria'],
    area: 'mentoria',
    ddd: '47',
    links: ['whatsapp', 'site', 'linkedin'],
  },
  {
    nome: 'Mapa Certo Presença Local',
    slogan: 'Apareça primeiro quando procurarem na sua cidade.',
    curta:
      'Google Meu Negócio, avaliações e anúncios locais para fornecedores de casamento de Mato Grosso e Mato Grosso do Sul.',
    sobre: [
      'Quando o casal pesquisa "decoração de casamento em Cuiabá", quem aparece no mapa leva a maior parte dos contatos.',
      'Cuidamos do seu perfil, das fotos, das respostas às avaliações e de anúncios locais de baixo custo.',
    ],
    entregas: [
      'Otimização completa do perfil no Google',
      'Estratégia para pedir e responder avaliações',
      'Anúncios locais com orçamento controlado',
    ],
    comoFunciona: 'Plano mensal sem fidelidade, com relatório de ligações e rotas recebidas.',
    local: ['MT', 'MS'],
    publico: ['para Todos'],
    atividade: ['Marketing Digital'],
    servicos: ['Anúncios no Google'],
    tipos: ['Agência'],
    area: 'trafego',
    ddd: '65',
    links: ['whatsapp', 'site'],
  },
  {
    nome: 'Cardápio Digital Web',
    slogan: 'Seu buffet com site e cardápio interativo.',
    curta:
      'Sites com cardápio interativo para buffets: o casal monta o menu, vê o valor estimado e agenda a degustação.',
    sobre: [
      'Somos uma pequena empresa de Aracaju que une site e sistema em um só produto para buffets.',
      'O casal escolhe entradas, pratos e sobremesas, e você recebe um pedido de orçamento detalhado.',
    ],
    entregas: [
      'Site do buffet com galeria e depoimentos',
      'Cardápio interativo com cálculo por convidado',
      'Agendamento de degustações',
    ],
    comoFunciona: 'Implantação em três semanas e mensalidade que inclui hospedagem e suporte.',
    local: ['SE', 'AL', 'BA'],
    publico: ['Buffet'],
    atividade: ['WebDesigner', 'Sistema'],
    servicos: ['Site Profissional'],
    tipos: ['Software e Sistemas', 'Prestador de Serviços'],
    area: 'site',
    ddd: '79',
    links: ['site', 'whatsapp', 'instagram'],
  },
  {
    nome: 'Escreva Bem Conteúdo',
    slogan: 'Palavras que vendem o seu trabalho.',
    curta: 'Redação de textos para sites, blogs, propostas e legendas de profissionais de casamento.',
    sobre: [
      'Sou jornalista e escrevo para fornecedores de casamento há sete anos. Transformo o que você faz em textos claros, calorosos e fáceis de encontrar no Google.',
      'Atendo online clientes de todo o Brasil.',
    ],
    entregas: [
      'Textos para site e página de vendas',
      'Artigos de blog com SEO',
      'Apresentação comercial e proposta',
      'Banco de legendas para o Instagram',
    ],
    comoFunciona:
      'Você responde a um questionário, fazemos uma entrevista de quarenta minutos e entrego o primeiro texto em uma semana.',
    local: ['Online'],
    publico: ['para Todos'],
    atividade: ['Blog'],
    servicos: ['Site Profissional'],
    tipos: ['Prestador de Serviços'],
    area: 'conteudo',
    ddd: '21',
    links: ['email', 'instagram', 'linkedin'],
  },
  {
    nome: 'Equilíbrio Departamento Pessoal',
    slogan: 'Equipe extra sem risco trabalhista.',
    curta:
      'Contabilidade e departamento pessoal para buffets e espaços que contratam garçons, cozinheiros e recepcionistas por evento.',
    sobre: [
      'Atendemos empresas de eventos do Paraná e de Santa Catarina que trabalham com equipes variáveis a cada fim de semana.',
      'Organizamos contratos intermitentes, folha de pagamento e recolhimentos para que você tenha equipe sem correr riscos.',
    ],
    entregas: [
      'Folha de pagamento e contratos intermitentes',
      'Recolhimento de encargos e obrigações acessórias',
      'Contabilidade completa da empresa',
    ],
    comoFunciona:
      'Mensalidade conforme o número de colaboradores, com atendimento por uma analista dedicada.',
    local: ['PR', 'SC'],
    publico: ['Buffet', 'Espaço de Eventos'],
    atividade: ['Contador'],
    servicos: ['Financeiro'],
    tipos: ['Prestador de Serviços'],
    area: 'contabil',
    ddd: '41',
    links: ['telefone', 'email', 'site', 'whatsapp'],
    verificado: true,
  },
  {
    nome: 'Vozes do Sim Mentoria',
    slogan: 'Para DJs e músicos que querem viver de casamento.',
    curta:
      'Mentoria para DJs, bandas e músicos de cerimônia que querem se posicionar melhor e vender pacotes mais completos.',
    sobre: [
      'Conduzida por um DJ com mais de quinhentos casamentos no Rio de Janeiro, a mentoria cobre repertório, atendimento, contratos e marketing.',
      'Encontros individuais e em grupo, online.',
    ],
    entregas: [
      'Revisão de pacotes e de preços',
      'Roteiro de reunião com os noivos',
      'Plano de conteúdo para o Instagram',
    ],
    comoFunciona: 'Programa de três meses com encontros quinzenais e grupo de apoio.',
    local: ['RJ', 'Online'],
    publico: ['Música e DJ'],
    atividade: ['Mentoria'],
    servicos: ['Vendas e Atendimento', 'Precificação'],
    tipos: ['Consultoria'],
    area: 'mentoria',
    ddd: '21',
    links: ['instagram', 'whatsapp', 'youtube'],
  },
  {
    nome: 'Criativa Reels Studio',
    slogan: 'Vídeos curtos que fazem o seu perfil crescer.',
    curta: 'Edição de reels e gestão de redes para fornecedores de casamento do Maranhão e do Piauí.',
    sobre: [
      'Recebemos os vídeos que você grava no evento e devolvemos reels editados com música, legendas e capa.',
      'Também cuidamos do calendário de postagens para manter o seu perfil ativo.',
    ],
    entregas: ['Edição de oito a dezesseis reels por mês', 'Capas e legendas', 'Agendamento das publicações'],
    comoFunciona: 'Você envia os vídeos por uma pasta compartilhada e recebe os reels em até três dias.',
    local: ['MA', 'PI'],
    publico: ['para Todos'],
    atividade: ['Redes Sociais', 'Storymaker'],
    servicos: ['Vídeos para Reels', 'Gestão de Instagram'],
    tipos: ['Prestador de Serviços'],
    area: 'social',
    ddd: '98',
    links: ['instagram', 'whatsapp', 'tiktok'],
  },
  {
    nome: 'Protege Evento Corretora de Seguros',
    slogan: 'Seu evento e seus equipamentos protegidos.',
    curta:
      'Seguros para fornecedores de casamento: responsabilidade civil, equipamentos fotográficos, cancelamento de eventos e acidentes com a equipe.',
    sobre: [
      'Somos corretores especializados no setor de eventos, com atendimento em todo o Brasil.',
      'Explicamos cada cobertura em linguagem simples e ajudamos você no momento do sinistro.',
    ],
    entregas: [
      'Seguro de responsabilidade civil para eventos',
      'Seguro de equipamentos fotográficos e de som',
      'Seguro de acidentes pessoais para equipes',
    ],
    comoFunciona: 'Cotação em até dois dias úteis, com comparação entre seguradoras.',
    local: ['Brasil'],
    publico: ['Espaço de Eventos', 'Buffet', 'Fotografia'],
    atividade: ['Consultoria'],
    servicos: ['Contratos'],
    tipos: ['Consultoria', 'Prestador de Serviços'],
    area: 'consultoria',
    ddd: '11',
    links: ['whatsapp', 'telefone', 'site'],
    verificado: true,
  },
  {
    nome: 'Tráfego Nordeste',
    slogan: 'Anúncios com sotaque e resultado.',
    curta:
      'Gestão de tráfego pago para fornecedores de casamento de Pernambuco, Paraíba e Rio Grande do Norte.',
    sobre: [
      'Conhecemos o público nordestino e a temporada de casamentos da região.',
      'Cada campanha tem meta clara de conversas no WhatsApp e acompanhamento semanal.',
    ],
    entregas: [
      'Campanhas no Instagram e no Facebook',
      'Criação de anúncios em vídeo e imagem',
      'Relatório semanal de resultados',
    ],
    comoFunciona: 'Contrato mensal, com reunião de alinhamento no início de cada mês.',
    local: ['PE', 'PB', 'RN'],
    publico: ['para Todos'],
    atividade: ['Tráfego Pago'],
    servicos: ['Anúncios no Meta'],
    tipos: ['Agência'],
    area: 'trafego',
    ddd: '81',
    links: ['whatsapp', 'instagram'],
  },
  {
    nome: 'Ateliê Caixa de Memórias',
    slogan: 'A entrega das fotos como um presente.',
    curta:
      'Caixas, estojos e pen drives personalizados para fotógrafos entregarem as fotos do casamento com uma experiência inesquecível.',
    sobre: [
      'Produzimos em Juiz de Fora embalagens artesanais em madeira, linho e papel, com gravação do nome do casal.',
      'Enviamos para todo o Brasil, com pedido mínimo baixo para fotógrafos que estão começando.',
    ],
    entregas: [
      'Caixas de madeira e linho com gravação',
      'Pen drives personalizados',
      'Envelopes e cartões para fotos impressas',
    ],
    comoFunciona: 'Peça o catálogo pelo WhatsApp. Produção em até quinze dias úteis.',
    local: ['Brasil'],
    publico: ['Fotografia', 'Filmagem'],
    atividade: ['Fornecedor de Produtos'],
    servicos: ['Álbuns e Impressos'],
    tipos: ['Fornecedor de Produtos'],
    area: 'impressos',
    ddd: '32',
    links: ['whatsapp', 'instagram', 'site'],
  },
  {
    nome: 'Amazônia Digital Soluções',
    slogan: 'Tecnologia e marketing para quem faz eventos no Norte.',
    curta:
      'Sites, sistemas simples e marketing digital para fornecedores de eventos de Rondônia, Roraima, Amapá e Tocantins.',
    sobre: [
      'Com sede em Porto Velho, atendemos fornecedores de cidades onde nem sempre há agências especializadas.',
      'Cuidamos do site, do Instagram e dos anúncios em um pacote só.',
    ],
    entregas: ['Site profissional com domínio próprio', 'Gestão de Instagram', 'Anúncios regionais'],
    comoFunciona: 'Atendimento online e visitas presenciais em Porto Velho e Palmas.',
    local: ['RO', 'RR', 'AP', 'TO'],
    publico: ['para Todos'],
    atividade: ['WebDesigner', 'Marketing Digital'],
    servicos: ['Site Profissional', 'Gestão de Instagram'],
    tipos: ['Agência'],
    area: 'site',
    ddd: '69',
    links: ['whatsapp', 'site', 'instagram'],
  },
  {
    nome: 'Vitrine Legal Consultoria Jurídica',
    slogan: 'Seu contrato revisado em 48 horas.',
    curta: 'Revisão rápida de contratos e termos para fornecedores de casamento do Sul do país.',
    sobre: [
      'Atendemos em Porto Alegre e online. Você envia o seu contrato e recebe uma versão revisada com comentários explicando cada alteração.',
      'Também oferecemos modelos prontos para decoradoras, cerimonialistas e buffets.',
    ],
    entregas: [
      'Revisão de contrato em 48 horas',
      'Modelos prontos por tipo de serviço',
      'Consultas avulsas por videochamada',
    ],
    comoFunciona: 'Pagamento por documento revisado ou plano trimestral de consultas.',
    local: ['RS', 'SC', 'PR'],
    publico: ['Decoração', 'Cerimonial', 'Buffet'],
    atividade: ['Advogado'],
    servicos: ['Contratos'],
    tipos: ['Prestador de Serviços'],
    area: 'juridico',
    ddd: '51',
    links: ['whatsapp', 'email'],
  },
];

/** FAQs by area: each supplier gets 2 to 4 of its area's questions. */
export const FAQS_POR_AREA: Record<AreaFaq, { pergunta: string; resposta: string }[]> = {
  juridico: [
    {
      pergunta: 'O contrato serve para qualquer tipo de evento?',
      resposta:
        'Fazemos o contrato a partir do seu serviço e dos eventos que você atende. Casamentos, aniversários e eventos corporativos podem ter cláusulas diferentes, e isso é ajustado no modelo.',
    },
    {
      pergunta: 'Vocês atendem profissionais de outros estados?',
      resposta:
        'Sim. Todo o atendimento pode ser feito por videochamada e os documentos são assinados eletronicamente.',
    },
    {
      pergunta: 'Como funciona a cláusula de remarcação?',
      resposta:
        'Definimos com você prazos, valores e limites para remarcações, sempre de forma clara para o casal e de acordo com o Código de Defesa do Consumidor.',
    },
    {
      pergunta: 'Preciso de advogado para cobrar um cliente que não pagou?',
      resposta:
        'Na maioria dos casos uma notificação extrajudicial resolve. Se não resolver, avaliamos com você o melhor caminho, incluindo o juizado especial.',
    },
  ],
  contabil: [
    {
      pergunta: 'Quando devo sair do MEI?',
      resposta:
        'Quando o faturamento se aproxima do limite anual ou quando você precisa contratar mais de um funcionário. Fazemos a simulação para mostrar o momento certo.',
    },
    {
      pergunta: 'Posso receber o sinal do casamento na minha conta pessoal?',
      resposta:
        'O ideal é receber sempre na conta da empresa. Misturar as contas dificulta o controle e pode gerar problemas com a Receita.',
    },
    {
      pergunta: 'Vocês emitem as notas fiscais por mim?',
      resposta:
        'Sim, nos planos que incluem emissão. Você também pode emitir pelo aplicativo com o nosso suporte.',
    },
    {
      pergunta: 'O atendimento é só online?',
      resposta:
        'O atendimento principal é online, pelo WhatsApp e por videochamada, e os documentos ficam disponíveis no portal.',
    },
  ],
  trafego: [
    {
      pergunta: 'Quanto preciso investir em anúncios por mês?',
      resposta:
        'Depende da sua cidade e do seu ticket médio. Para a maioria dos fornecedores, recomendamos começar com um valor entre R$ 600 e R$ 1.500 por mês, além da nossa taxa de gestão.',
    },
    {
      pergunta: 'Em quanto tempo aparecem os primeiros resultados?',
      resposta:
        'As primeiras conversas costumam chegar na primeira semana. Resultados consistentes aparecem a partir do segundo mês, depois dos testes.',
    },
    {
      pergunta: 'Vocês produzem os vídeos dos anúncios?',
      resposta:
        'Orientamos o roteiro e editamos o material que você envia. A gravação pode ser contratada à parte.',
    },
    {
      pergunta: 'Existe fidelidade no contrato?',
      resposta: 'Não. O contrato é mensal e pode ser encerrado com aviso de trinta dias.',
    },
  ],
  site: [
    {
      pergunta: 'Vou conseguir atualizar o site sozinho?',
      resposta:
        'Sim. Entregamos o site com um painel simples e um treinamento gravado para você trocar fotos e textos.',
    },
    {
      pergunta: 'O site aparece no Google?',
      resposta:
        'Configuramos o básico de SEO, o Google Search Console e o Google Meu Negócio. O posicionamento melhora com o tempo e com conteúdo novo.',
    },
    {
      pergunta: 'A hospedagem está incluída?',
      resposta:
        'Incluímos hospedagem e certificado de segurança no primeiro ano. Depois você pode renovar conosco ou levar o site para onde preferir.',
    },
    {
      pergunta: 'Qual é o prazo de entrega?',
      resposta:
        'Entre três e seis semanas, dependendo do tamanho do projeto e da rapidez com que recebemos textos e fotos.',
    },
  ],
  sistema: [
    {
      pergunta: 'Existe período de teste gratuito?',
      resposta:
        'Sim. Você pode testar todas as funções antes de assinar, sem precisar cadastrar cartão de crédito.',
    },
    {
      pergunta: 'Meus dados ficam seguros?',
      resposta:
        'Os dados ficam em servidores com cópias de segurança diárias e só você e a sua equipe têm acesso.',
    },
    {
      pergunta: 'Funciona no celular?',
      resposta: 'Sim. O sistema funciona no navegador do celular e do computador, sem instalar nada.',
    },
    {
      pergunta: 'Posso cancelar quando quiser?',
      resposta: 'Pode. A assinatura é mensal e você consegue exportar seus dados antes de sair.',
    },
  ],
  curso: [
    {
      pergunta: 'Por quanto tempo tenho acesso às aulas?',
      resposta:
        'O acesso vale por doze meses a partir da inscrição, incluindo as atualizações publicadas nesse período.',
    },
    {
      pergunta: 'O curso serve para quem está começando?',
      resposta:
        'Sim. Os módulos começam do básico e avançam para temas de gestão e vendas, então também são úteis para quem já atua.',
    },
    {
      pergunta: 'Tem certificado?',
      resposta: 'Sim. O certificado é liberado quando você conclui todas as aulas.',
    },
    {
      pergunta: 'Posso parcelar?',
      resposta: 'Sim, em até doze vezes no cartão de crédito.',
    },
  ],
  mentoria: [
    {
      pergunta: 'Qual é a diferença entre a mentoria e um curso?',
      resposta:
        'Na mentoria olhamos para o seu negócio especificamente: seus números, seus pacotes e seus clientes. O curso ensina o conteúdo geral para todos.',
    },
    {
      pergunta: 'Os encontros ficam gravados?',
      resposta: 'Sim. Você recebe a gravação de cada encontro para rever quando quiser.',
    },
    {
      pergunta: 'Quanto tempo por semana preciso dedicar?',
      resposta: 'Reserve de duas a três horas por semana para os encontros e para as tarefas combinadas.',
    },
  ],
  story: [
    {
      pergunta: 'Vocês postam no meu perfil ou enviam os arquivos?',
      resposta:
        'Como você preferir. Podemos postar em tempo real no seu perfil ou enviar os arquivos no mesmo dia.',
    },
    {
      pergunta: 'Atrapalha o trabalho do fotógrafo e da filmagem?',
      resposta:
        'Não. Combinamos o posicionamento com a equipe de foto e filme e trabalhamos de forma discreta.',
    },
    {
      pergunta: 'Atendem fora da cidade?',
      resposta: 'Sim, com a cobrança de deslocamento e hospedagem quando necessário.',
    },
  ],
  design: [
    {
      pergunta: 'Quantas opções de logotipo recebo?',
      resposta:
        'Apresentamos dois caminhos criativos e refinamos o escolhido em até duas rodadas de ajustes.',
    },
    {
      pergunta: 'Recebo os arquivos editáveis?',
      resposta: 'Sim. Você recebe os arquivos em vetor, PNG e PDF, além do manual de uso da marca.',
    },
    {
      pergunta: 'Quanto tempo leva o projeto?',
      resposta: 'Entre quatro e oito semanas, conforme o escopo.',
    },
  ],
  impressos: [
    {
      pergunta: 'Qual é o prazo de produção?',
      resposta:
        'O prazo varia de doze a trinta dias úteis, conforme o produto e o acabamento, sem contar o frete.',
    },
    {
      pergunta: 'Enviam para todo o Brasil?',
      resposta: 'Sim. Enviamos por transportadora ou Correios, com seguro e código de rastreio.',
    },
    {
      pergunta: 'Posso ver uma prova antes da impressão?',
      resposta:
        'Sempre enviamos uma prova digital para aprovação. Para pedidos maiores, a prova física também está disponível.',
    },
    {
      pergunta: 'Existe pedido mínimo?',
      resposta:
        'Para a maioria dos produtos não há pedido mínimo. Itens com gravação personalizada podem ter um mínimo de cinco unidades.',
    },
  ],
  conteudo: [
    {
      pergunta: 'Os textos são originais?',
      resposta:
        'Sim. Todos os textos são escritos do zero para o seu negócio e passam por verificação de originalidade.',
    },
    {
      pergunta: 'Em quanto tempo o blog traz resultados?',
      resposta:
        'Os primeiros resultados de busca costumam aparecer entre três e seis meses de publicações constantes.',
    },
    {
      pergunta: 'Preciso aprovar cada texto?',
      resposta: 'Sim. Nada é publicado sem a sua aprovação.',
    },
  ],
  social: [
    {
      pergunta: 'Preciso enviar as fotos?',
      resposta: 'Sim. Você envia fotos e vídeos dos seus eventos e nós selecionamos, editamos e publicamos.',
    },
    {
      pergunta: 'Vocês respondem as mensagens dos clientes?',
      resposta:
        'Nos planos com atendimento, respondemos às primeiras mensagens e encaminhamos os pedidos de orçamento para você.',
    },
    {
      pergunta: 'Quantas publicações por mês?',
      resposta: 'Os planos vão de doze a vinte publicações mensais, além de stories semanais.',
    },
  ],
  consultoria: [
    {
      pergunta: 'A primeira conversa tem custo?',
      resposta:
        'Não. A primeira conversa serve para entender a sua necessidade e dizer com sinceridade se podemos ajudar.',
    },
    {
      pergunta: 'Atendem empresas pequenas?',
      resposta: 'Sim. A maioria dos nossos clientes são pequenos negócios com até dez pessoas.',
    },
    {
      pergunta: 'Como é o acompanhamento?',
      resposta: 'Fazemos encontros online periódicos e você tem um canal direto pelo WhatsApp para dúvidas.',
    },
  ],
};

/** Testimonial comments by rating; written by wedding professionals about their suppliers. */
export const COMENTARIOS: Record<3 | 4 | 5, string[]> = {
  5: [
    'Atendimento impecável do começo ao fim. Explicaram tudo com paciência e entregaram antes do prazo.',
    'Foi o melhor investimento que fiz no meu negócio este ano. Já percebi a diferença nos contratos fechados.',
    'Profissionais que entendem de verdade o mercado de casamentos. Não precisei explicar como funciona a minha rotina.',
    'Recomendo de olhos fechados. Sempre respondem rápido, mesmo nos fins de semana de evento.',
    'Resolveram em uma semana um problema que eu arrastava havia meses. Muito obrigada pela parceria.',
    'Trabalho sério, organizado e com muito carinho pelos detalhes. Já indiquei para duas colegas.',
    'Saí com tudo organizado e com clareza sobre os próximos passos. Valeu cada centavo.',
  ],
  4: [
    'Gostei bastante do resultado. O prazo atrasou alguns dias, mas me avisaram com antecedência.',
    'Serviço muito bom e atendimento atencioso. Só senti falta de mais opções de pagamento.',
    'Entregaram o que prometeram e com qualidade. Ainda estou me adaptando, mas já vejo melhora.',
    'Equipe competente e educada. Alguns ajustes precisaram de uma segunda rodada, o que é normal.',
    'Bom custo-benefício para quem está começando. Voltaria a contratar.',
  ],
  3: [
    'O resultado final ficou bom, mas a comunicação poderia ser mais rápida durante o projeto.',
    'Atende o básico bem. Esperava um acompanhamento um pouco mais próximo depois da entrega.',
    'Serviço correto, porém precisei cobrar algumas respostas. A qualidade técnica é boa.',
  ],
};

export interface ContaDemo {
  nome: string;
  email: string;
  telefone: string;
  ramo: string | null;
}

export const ADMIN_DEMO: ContaDemo = {
  nome: 'Helena Duarte',
  email: 'admin@vitrinedosim.com.br',
  telefone: '(11) 99812-4410',
  ramo: null,
};

export const ANUNCIANTE_DEMO: ContaDemo = {
  nome: 'Rafael Martins',
  email: 'anunciante@vitrinedosim.com.br',
  telefone: '(11) 98877-1203',
  ramo: 'Serviços para eventos',
};

export const CLIENTE_DEMO: ContaDemo = {
  nome: 'Juliana Prado',
  email: 'cliente@vitrinedosim.com.br',
  telefone: '(11) 97654-3321',
  ramo: 'Fotografia',
};

/** Other advertisers; they own every demo supplier after the first three. */
export const OUTROS_ANUNCIANTES: ContaDemo[] = [
  {
    nome: 'Camila Nogueira',
    email: 'camila.nogueira@vitrinedosim.com.br',
    telefone: '(21) 98123-4567',
    ramo: 'Advocacia',
  },
  {
    nome: 'Thiago Albuquerque',
    email: 'thiago.albuquerque@vitrinedosim.com.br',
    telefone: '(31) 99234-5678',
    ramo: 'Marketing',
  },
  {
    nome: 'Patrícia Sartori',
    email: 'patricia.sartori@vitrinedosim.com.br',
    telefone: '(41) 98345-6789',
    ramo: 'Design',
  },
  {
    nome: 'Marcelo Ribeiro',
    email: 'marcelo.ribeiro@vitrinedosim.com.br',
    telefone: '(48) 99456-7890',
    ramo: 'Tecnologia',
  },
  {
    nome: 'Fernanda Costa',
    email: 'fernanda.costa@vitrinedosim.com.br',
    telefone: '(81) 98567-8901',
    ramo: 'Educação',
  },
  {
    nome: 'Lucas Menezes',
    email: 'lucas.menezes@vitrinedosim.com.br',
    telefone: '(62) 99678-9012',
    ramo: 'Contabilidade',
  },
  {
    nome: 'Beatriz Lima',
    email: 'beatriz.lima@vitrinedosim.com.br',
    telefone: '(51) 98789-0123',
    ramo: 'Gráfica',
  },
];

/** Wedding professionals (clientes) who write the testimonials, together with CLIENTE_DEMO. */
export const OUTROS_CLIENTES: ContaDemo[] = [
  {
    nome: 'Ana Beatriz Moura',
    email: 'ana.moura@vitrinedosim.com.br',
    telefone: '(21) 99111-2233',
    ramo: 'Assessoria',
  },
  {
    nome: 'Carlos Eduardo Reis',
    email: 'carlos.reis@vitrinedosim.com.br',
    telefone: '(31) 98222-3344',
    ramo: 'Buffet',
  },
  {
    nome: 'Mariana Teixeira',
    email: 'mariana.teixeira@vitrinedosim.com.br',
    telefone: '(41) 99333-4455',
    ramo: 'Decoração',
  },
  {
    nome: 'Gustavo Henrique Lopes',
    email: 'gustavo.lopes@vitrinedosim.com.br',
    telefone: '(71) 98444-5566',
    ramo: 'Filmagem',
  },
  {
    nome: 'Larissa Fontes',
    email: 'larissa.fontes@vitrinedosim.com.br',
    telefone: '(81) 99555-6677',
    ramo: 'Beleza e Maquiagem',
  },
  {
    nome: 'Rodrigo Sampaio',
    email: 'rodrigo.sampaio@vitrinedosim.com.br',
    telefone: '(61) 98666-7788',
    ramo: 'Música e DJ',
  },
  {
    nome: 'Vanessa Carvalho',
    email: 'vanessa.carvalho@vitrinedosim.com.br',
    telefone: '(85) 99777-8899',
    ramo: 'Confeitaria',
  },
  {
    nome: 'Eduarda Pacheco',
    email: 'eduarda.pacheco@vitrinedosim.com.br',
    telefone: '(48) 98888-9900',
    ramo: 'Cerimonial',
  },
];

/** Link button labels shown on the supplier page. */
export const TEXTO_LINK: Record<LinkDemo, string> = {
  whatsapp: 'Conversar no WhatsApp',
  instagram: 'Ver o Instagram',
  site: 'Visitar o site',
  email: 'Enviar e-mail',
  telefone: 'Ligar agora',
  facebook: 'Página no Facebook',
  youtube: 'Canal no YouTube',
  linkedin: 'Perfil no LinkedIn',
  tiktok: 'Vídeos no TikTok',
  pinterest: 'Inspirações no Pinterest',
};
