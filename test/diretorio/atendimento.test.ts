import { describe, expect, it } from 'vitest';
import { atendimentoDasTags, tagsDoCartao, textoAtendimento } from '../../src/lib/localidade';

describe('textoAtendimento (the list card\'s "Atende" line)', () => {
  it('lists the states in one line, in order, with online at the end', () => {
    expect(textoAtendimento(['MG', 'AM'])).toBe('Atende: AM, MG');
    expect(textoAtendimento(['SP', 'Online'])).toBe('Atende: SP e online');
  });
  it('says "todo o Brasil" for Brasil and "online" for online only', () => {
    expect(textoAtendimento(['Brasil'])).toBe('Atende todo o Brasil');
    expect(textoAtendimento(['Online'])).toBe('Atende online');
  });
  it('is null without Localidade tags', () => {
    expect(textoAtendimento([])).toBeNull();
  });
  it('reads the Localidade tags of a card and leaves the other tags as chips', () => {
    const tag = (nome: string, categoria: string) => ({ nome, CategoriaTag: { nome: categoria } });
    const tags = [tag('MG', 'Localidade'), tag('Buffet', 'Atividade'), tag('AM', 'Localidade')];
    expect(atendimentoDasTags(tags)).toBe('Atende: AM, MG');
    expect(tagsDoCartao(tags).chips.map((t) => t.nome)).toEqual(['Buffet']);
  });
});

describe('tagsDoCartao (issue 29: cards no longer mix audience and activity)', () => {
  const tag = (nome: string, categoria: string) => ({ nome, CategoriaTag: { nome: categoria } });
  it('chips: activity first, then services and the rest; audience and location only in their lines', () => {
    const tags = [
      tag('Advogado', 'Público'),
      tag('CRM', 'Serviços'),
      tag('Buffet', 'Atividade'),
      tag('Cerimonial', 'Público'),
      tag('Novidade', 'Geral'),
      tag('Álbuns e Impressos', 'Atividade'),
      tag('SP', 'Localidade'),
    ];
    const { chips, publico } = tagsDoCartao(tags);
    expect(chips.map((t) => t.nome)).toEqual(['Álbuns e Impressos', 'Buffet', 'CRM', 'Novidade']);
    expect(publico).toBe('Advogado, Cerimonial');
  });
  it("'para Todos' reads 'Todos os públicos'; no audience tag, no line", () => {
    expect(tagsDoCartao([tag('para Todos', 'Público'), tag('Buffet', 'Público')]).publico).toBe(
      'Todos os públicos',
    );
    expect(tagsDoCartao([tag('Buffet', 'Atividade')]).publico).toBeNull();
  });
});
