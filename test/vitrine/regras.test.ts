import { describe, expect, it } from 'vitest';
import {
  alternarTag,
  dadosAutosave,
  dadosCompletos,
  editorVazio,
  formularioDe,
  limitarTexto,
  linksParaEnvio,
  MSG,
  mensagemErroAutosave,
  mensagemErroSalvar,
  reducaoPercentual,
  type TagInfo,
  tipoMidia,
  type ValoresVitrine,
  validarEnvio,
  validarRespostaMidia,
} from '../../src/features/vitrine-editor/regras.js';
import { corrigirExtensao, otimizavel } from '../../src/lib/image-compress.js';

const valores = (extra: Partial<ValoresVitrine> = {}): ValoresVitrine => ({
  usuario_id: 7,
  nome_empresa: 'Empresa',
  frase_slogan: 'Slogan',
  descricao_curta: 'Curta',
  descricao_longa: '<p>Longa</p>',
  conteudo: '<p>Conteúdo</p>',
  tags: [1, 2],
  tipos: [3],
  faqs: [
    { chave: 'a', pergunta: 'P?', resposta: 'R.' },
    { chave: 'b', pergunta: 'Sem resposta', resposta: '' },
  ],
  ...extra,
});

const tag = (id: number, nome: string, categoria: string): TagInfo => ({
  id,
  nome,
  CategoriaTag: { nome: categoria },
});
const TAGS = [
  tag(1, 'para Todos', 'Público'),
  tag(2, 'Fotografia', 'Público'),
  tag(3, 'Decoração', 'Público'),
  tag(4, 'Brasil', 'Localidade'),
  tag(5, 'SP', 'Localidade'),
  tag(6, 'Advogado', 'Atividade'),
];

describe('showcase form rules (client)', () => {
  it('autosave sends only the modified fields plus the documented ones', () => {
    const enviados = dadosAutosave(valores(), new Set(['frase_slogan']));
    expect(Object.keys(enviados).sort()).toEqual(
      ['conteudo', 'descricao_longa', 'faqs', 'frase_slogan', 'tags', 'tipos', 'usuario_id'].sort(),
    );
    expect(enviados).not.toHaveProperty('nome_empresa');
    expect(enviados).not.toHaveProperty('descricao_curta');
    expect(enviados.faqs).toEqual([{ pergunta: 'P?', resposta: 'R.' }]);
    expect(enviados.tags).toEqual([1, 2]);
    expect(enviados.usuario_id).toBe(7);
    // no owner picked yet (an admin's new showcase): the field is left out, not sent as null
    expect(dadosAutosave(valores({ usuario_id: null }), new Set())).not.toHaveProperty('usuario_id');
    // empty rich text (only empty tags or line breaks) is sent as empty
    expect(dadosAutosave(valores({ conteudo: '<p><br></p>' }), new Set()).conteudo).toBe('');
    expect(editorVazio('<p></p><p><br></p>')).toBe(true);
    expect(editorVazio('<p><img src="/uploads/a.png"></p>')).toBe(false);
  });

  it('the create form carries every field, lists as JSON, and no absent owner', () => {
    const form = formularioDe({ ...dadosCompletos(valores({ usuario_id: null })), links: [] });
    expect(form.get('nome_empresa')).toBe('Empresa');
    expect(JSON.parse(String(form.get('faqs')))).toEqual([{ pergunta: 'P?', resposta: 'R.' }]);
    expect(JSON.parse(String(form.get('tipos')))).toEqual([3]);
    expect(form.get('links')).toBe('[]');
    expect(form.has('usuario_id')).toBe(false);
  });

  it('tag exclusivity: para Todos alone in Público, Brasil alone in Localidade; clicking a selected tag unselects it', () => {
    expect(alternarTag([2, 3, 6], TAGS[0]!, TAGS).sort()).toEqual([1, 6]);
    expect(alternarTag([1, 6], TAGS[1]!, TAGS).sort()).toEqual([2, 6]);
    expect(alternarTag([5], TAGS[3]!, TAGS)).toEqual([4]);
    expect(alternarTag([4], TAGS[4]!, TAGS)).toEqual([5]);
    expect(alternarTag([2, 6], TAGS[1]!, TAGS)).toEqual([6]);
    expect(alternarTag([6], TAGS[2]!, TAGS).sort()).toEqual([3, 6]);
  });

  it('submit checks in the spec words', () => {
    expect(validarEnvio(valores({ usuario_id: null }), true)).toBe(
      'Por favor, selecione um usuário responsável pelo fornecedor',
    );
    expect(validarEnvio(valores({ descricao_longa: `<p>${'a'.repeat(951)}</p>` }), false)).toBe(
      'A descrição longa excede o limite de 950 caracteres. Por favor, reduza o texto.',
    );
    expect(validarEnvio(valores({ conteudo: `<p><strong>${'a'.repeat(1501)}</strong></p>` }), false)).toBe(
      'O conteúdo excede o limite de 1500 caracteres. Por favor, reduza o texto.',
    );
    expect(
      validarEnvio(valores({ conteudo: `<p><strong>${'a'.repeat(1500)}</strong></p>` }), false),
    ).toBeNull();
    expect(validarEnvio(valores({ nome_empresa: '  ' }), false)).toBe(MSG.nomeObrigatorio);
    expect(limitarTexto('abcdef', 4)).toBe('abcd');
    expect(limitarTexto('ãé', 4)).toBe('ãé');
  });

  it('error texts of autosave and full save', () => {
    expect(mensagemErroAutosave(404, null)).toBe('Rota de salvamento não encontrada');
    expect(mensagemErroAutosave(401, null)).toBe('Sessão expirada');
    expect(mensagemErroAutosave(500, null)).toBe('Erro 500: falha ao salvar');
    expect(mensagemErroAutosave(400, 'Mensagem do servidor')).toBe('Mensagem do servidor');
    expect(mensagemErroAutosave(null, null)).toBe('Servidor não respondeu');
    expect(mensagemErroAutosave(0, null)).toBe('Erro desconhecido ao salvar');
    expect(mensagemErroSalvar(null, null)).toBe(
      'Erro de conexão com o servidor. Verifique sua internet e tente novamente.',
    );
    expect(mensagemErroSalvar(400, 'Nome inválido')).toBe('Erro ao enviar requisição: Nome inválido');
    expect(mensagemErroSalvar(500, null)).toBe('Erro ao enviar requisição: Erro desconhecido');
    expect(mensagemErroSalvar(401, null)).toBe('Sessão expirada. Faça login novamente.');
  });

  it('gallery answers and media kinds', () => {
    expect(() => validarRespostaMidia({})).toThrow('Erro: A resposta do servidor não contém o ID da mídia');
    expect(() => validarRespostaMidia({ midia: { id: 'x', midia_url: '/a.jpg' } })).toThrow(
      'Erro: O ID da mídia recebido não é válido',
    );
    expect(validarRespostaMidia({ midia: { id: 3, midia_url: '/a.jpg' } }).id).toBe(3);
    expect(tipoMidia('/uploads/x.MP4')).toBe('video');
    expect(tipoMidia('/uploads/x.webp')).toBe('imagem');
    expect(tipoMidia('/uploads/x.pdf')).toBeNull();
    expect(reducaoPercentual(1000, 250)).toBe(75);
  });

  it('new-supplier links go only with url and text; the optimiser takes only images it knows', () => {
    expect(
      linksParaEnvio([
        { id: 'temp-1', url: 'https://a.com', texto_tela: 'A', categoria_id: 1 },
        { id: 'temp-2', url: '', texto_tela: 'B', categoria_id: 1 },
        { id: 'temp-3', url: 'https://c.com', texto_tela: '', categoria_id: 1 },
      ]),
    ).toEqual([{ url: 'https://a.com', texto_tela: 'A', categoria_id: 1 }]);
    expect(otimizavel({ type: 'image/bmp', name: 'a.bmp' })).toBe(true);
    expect(otimizavel({ type: 'image/svg+xml', name: 'a.svg' })).toBe(false);
    expect(otimizavel({ type: 'video/mp4', name: 'a.mp4' })).toBe(false);
    expect(corrigirExtensao('foto.JPG', 'image/webp')).toBe('foto.webp');
    expect(corrigirExtensao('foto', 'image/jpeg')).toBe('foto.jpg');
  });
});
