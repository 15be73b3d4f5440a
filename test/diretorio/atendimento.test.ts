import { describe, expect, it } from 'vitest';
import { textoAtendimento } from '../../src/features/fornecedores/filtros';

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
});
