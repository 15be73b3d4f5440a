import { describe, expect, it } from 'vitest';
import { atendimentoDasTags, semLocalidade, textoAtendimento } from '../../src/lib/localidade';

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
    expect(semLocalidade(tags).map((t) => t.nome)).toEqual(['Buffet']);
  });
});
