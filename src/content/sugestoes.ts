import type { NomeIcone } from '../components/icones.generated';
/** The 12 pain points of the home page ('Como podemos ajudar você?', 3 shown at a time), each leading to a tag. */
export interface Sugestao {
  id: number;
  pergunta: string;
  solucao: string;
  tag: string;
  icone: NomeIcone;
}

export const sugestoes: Sugestao[] = [
  {
    id: 1,
    pergunta: 'Tem dúvidas sobre contratos, multas e cancelamentos?',
    solucao: 'Um advogado especializado em eventos revisa seus contratos e protege seu negócio.',
    tag: 'Advogado',
    icone: 'fas-scale-balanced',
  },
  {
    id: 2,
    pergunta: 'Seus anúncios não trazem pedidos de orçamento?',
    solucao: 'Especialistas em tráfego pago colocam sua marca na frente de quem está contratando.',
    tag: 'Tráfego Pago',
    icone: 'fas-bullseye',
  },
  {
    id: 3,
    pergunta: 'Seu site está desatualizado ou você nem tem um?',
    solucao: 'Um webdesigner cria um site rápido e bonito que transforma visitas em contatos.',
    tag: 'WebDesigner',
    icone: 'fas-laptop-code',
  },
  {
    id: 4,
    pergunta: 'Quer aparecer para quem procura casamento no Google?',
    solucao: 'Blogs e influenciadores do mercado divulgam seu trabalho para o público certo.',
    tag: 'Blog',
    icone: 'fas-pen-nib',
  },
  {
    id: 5,
    pergunta: 'Sente que precisa se atualizar para cobrar mais?',
    solucao: 'Cursos feitos para profissionais de eventos ensinam técnicas, gestão e vendas.',
    tag: 'Curso',
    icone: 'fas-graduation-cap',
  },
  {
    id: 6,
    pergunta: 'Perde tempo com planilhas, agenda e orçamentos soltos?',
    solucao: 'Um sistema de gestão organiza clientes, contratos e pagamentos em um só lugar.',
    tag: 'Sistema',
    icone: 'fas-gears',
  },
  {
    id: 7,
    pergunta: 'Sua marca não transmite o valor do seu serviço?',
    solucao: 'Um designer cria identidade visual, apresentações e materiais à altura do seu trabalho.',
    tag: 'Designer',
    icone: 'fas-palette',
  },
  {
    id: 8,
    pergunta: 'Não sabe por onde começar a divulgar seu negócio?',
    solucao: 'Uma agência de marketing digital monta a estratégia completa para atrair noivos.',
    tag: 'Marketing Digital',
    icone: 'fas-chart-line',
  },
  {
    id: 9,
    pergunta: 'Impostos, notas fiscais e MEI tiram o seu sono?',
    solucao: 'Um contador que conhece o mercado de eventos cuida da parte fiscal e reduz custos.',
    tag: 'Contador',
    icone: 'fas-calculator',
  },
  {
    id: 10,
    pergunta: 'Não tem tempo para postar nas redes sociais?',
    solucao: 'Um social media planeja e publica conteúdo constante enquanto você trabalha nos eventos.',
    tag: 'Redes Sociais',
    icone: 'fas-hashtag',
  },
  {
    id: 11,
    pergunta: 'Seu negócio cresceu e você não sabe qual o próximo passo?',
    solucao: 'Uma mentoria com quem já trilhou o caminho ajuda a tomar decisões com segurança.',
    tag: 'Mentoria',
    icone: 'fas-compass',
  },
  {
    id: 12,
    pergunta: 'Quer mostrar os bastidores do evento em tempo real?',
    solucao: 'Um storymaker registra e publica stories do casamento enquanto a festa acontece.',
    tag: 'Storymaker',
    icone: 'fas-mobile-screen',
  },
];
