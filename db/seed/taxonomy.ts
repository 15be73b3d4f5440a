// The reference taxonomy: tag categories, tags, link categories and supplier types.
import { ESTADOS } from '../../shared/estados.js';

export const CATEGORIAS_TAG = ['Geral', 'Público', 'Atividade', 'Serviços', 'Localidade'] as const;

export { ESTADOS };

export const TAG_PARA_TODOS = 'para Todos';
export const TAG_BRASIL = 'Brasil';
export const TAG_ONLINE = 'Online';

/** The 12 pain points of the home page, each a tag. */
export const TAGS_DORES = [
  'Advogado',
  'Tráfego Pago',
  'WebDesigner',
  'Blog',
  'Curso',
  'Sistema',
  'Designer',
  'Marketing Digital',
  'Contador',
  'Redes Sociais',
  'Mentoria',
  'Storymaker',
] as const;

export const TAGS_POR_CATEGORIA: Record<(typeof CATEGORIAS_TAG)[number], string[]> = {
  Geral: ['Novidade', 'Atendimento Personalizado', 'Parcelamento', 'Primeira Consulta Grátis'],
  Público: [
    TAG_PARA_TODOS,
    'Fotografia',
    'Decoração',
    'Assessoria',
    'Buffet',
    'Cerimonial',
    'Filmagem',
    'Confeitaria',
    'Música e DJ',
    'Espaço de Eventos',
    'Floricultura',
    'Vestidos e Trajes',
    'Beleza e Maquiagem',
  ],
  Atividade: [...TAGS_DORES, 'Consultoria', 'Fornecedor de Produtos'],
  Serviços: [
    'Contratos',
    'Identidade Visual',
    'Site Profissional',
    'Gestão de Instagram',
    'Anúncios no Google',
    'Anúncios no Meta',
    'CRM',
    'Financeiro',
    'Imposto de Renda',
    'Abertura de Empresa',
    'Vídeos para Reels',
    'Álbuns e Impressos',
    'Precificação',
    'Vendas e Atendimento',
  ],
  Localidade: [TAG_BRASIL, TAG_ONLINE, ...ESTADOS.map((e) => e.uf)],
};

export const CATEGORIAS_LINK: { nome: string; icone: string }[] = [
  { nome: 'whatsapp', icone: 'fa-brands fa-whatsapp' },
  { nome: 'instagram', icone: 'fa-brands fa-instagram' },
  { nome: 'facebook', icone: 'fa-brands fa-facebook' },
  { nome: 'site', icone: 'fa-solid fa-globe' },
  { nome: 'email', icone: 'fa-solid fa-envelope' },
  { nome: 'telefone', icone: 'fa-solid fa-phone' },
  { nome: 'youtube', icone: 'fa-brands fa-youtube' },
  { nome: 'tiktok', icone: 'fa-brands fa-tiktok' },
  { nome: 'linkedin', icone: 'fa-brands fa-linkedin' },
  { nome: 'twitter', icone: 'fa-brands fa-x-twitter' },
  { nome: 'pinterest', icone: 'fa-brands fa-pinterest' },
  { nome: 'outro', icone: 'fa fa-link' },
];

export const TIPOS_FORNECEDOR = [
  'Prestador de Serviços',
  'Fornecedor de Produtos',
  'Software e Sistemas',
  'Educação e Cursos',
  'Consultoria',
  'Agência',
];
