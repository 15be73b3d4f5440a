import { describe, expect, it } from 'vitest';
import { TAGS_POR_CATEGORIA } from '../../db/seed/taxonomy';
import {
  CATEGORIA_LOCALIDADE,
  CATEGORIA_PUBLICO,
  compararCategorias,
  curingasDoFiltro,
  escolherNoFiltro,
  exclusivaCombinada,
  TAG_BRASIL,
  TAG_EXCLUSIVA,
  TAG_ONLINE,
  TAG_PARA_TODOS,
} from '../../server/schemas/regras-catalogo';

const tag = (nome: string, categoria: string) => ({ nome, categoria });

describe('regras-catalogo (the taxonomy rules shared by server and client)', () => {
  it('names special tags that exist in the reference taxonomy, in their categories', () => {
    expect(TAGS_POR_CATEGORIA[CATEGORIA_PUBLICO]).toContain(TAG_PARA_TODOS);
    expect(TAGS_POR_CATEGORIA[CATEGORIA_LOCALIDADE]).toEqual(
      expect.arrayContaining([TAG_BRASIL, TAG_ONLINE]),
    );
    expect(TAG_EXCLUSIVA).toEqual({ Público: 'para Todos', Localidade: 'Brasil' });
  });

  it("exclusivaCombinada: 'para Todos' or 'Brasil' with another tag of its category is refused", () => {
    expect(exclusivaCombinada([tag('para Todos', 'Público'), tag('Buffet', 'Público')])).toEqual({
      categoria: 'Público',
      exclusiva: 'para Todos',
    });
    expect(exclusivaCombinada([tag('Brasil', 'Localidade'), tag('MG', 'Localidade')])).toEqual({
      categoria: 'Localidade',
      exclusiva: 'Brasil',
    });
  });

  it('exclusivaCombinada: an exclusive tag alone in its category, or beside other categories, is fine', () => {
    expect(exclusivaCombinada([tag('para Todos', 'Público'), tag('Brasil', 'Localidade')])).toBeNull();
    expect(
      exclusivaCombinada([tag('Brasil', 'Localidade'), tag('Buffet', 'Público'), tag('CRM', 'Serviços')]),
    ).toBeNull();
    // Online and states combine freely; several Público tags without 'para Todos' too.
    expect(exclusivaCombinada([tag('Online', 'Localidade'), tag('SP', 'Localidade')])).toBeNull();
    expect(exclusivaCombinada([tag('Buffet', 'Público'), tag('Fotografia', 'Público')])).toBeNull();
    expect(exclusivaCombinada([])).toBeNull();
  });

  it("curingasDoFiltro: a Público tag also matches 'para Todos', a state also matches 'Brasil' and 'Online'", () => {
    expect(curingasDoFiltro('Buffet', 'Público')).toEqual(['para Todos']);
    expect(curingasDoFiltro('MG', 'Localidade')).toEqual(['Brasil', 'Online']);
  });

  it('curingasDoFiltro: the wildcards themselves, Online and other categories match only themselves', () => {
    expect(curingasDoFiltro('para Todos', 'Público')).toEqual([]);
    expect(curingasDoFiltro('Brasil', 'Localidade')).toEqual([]);
    expect(curingasDoFiltro('Online', 'Localidade')).toEqual([]);
    expect(curingasDoFiltro('CRM', 'Serviços')).toEqual([]);
    expect(curingasDoFiltro('Novidade', 'Geral')).toEqual([]);
  });

  it("escolherNoFiltro: a choice replaces its category's earlier one and keeps the others; null clears it", () => {
    const categorias: Record<string, string> = {
      Buffet: 'Público',
      Fotografia: 'Público',
      MG: 'Localidade',
      SP: 'Localidade',
      CRM: 'Serviços',
    };
    const categoriaDe = (n: string) => categorias[n];
    expect(escolherNoFiltro(['Buffet', 'MG', 'CRM'], 'Público', 'Fotografia', categoriaDe)).toEqual([
      'MG',
      'CRM',
      'Fotografia',
    ]);
    expect(escolherNoFiltro(['Buffet', 'MG'], 'Localidade', 'SP', categoriaDe)).toEqual(['Buffet', 'SP']);
    expect(escolherNoFiltro(['Buffet', 'MG'], 'Localidade', null, categoriaDe)).toEqual(['Buffet']);
    expect(escolherNoFiltro([], 'Serviços', 'CRM', categoriaDe)).toEqual(['CRM']);
  });

  it('compararCategorias: Geral, then Público, then the others in pt-BR alphabetical order', () => {
    const ordem = ['Serviços', 'Localidade', 'Público', 'Atividade', 'Geral'].sort(compararCategorias);
    expect(ordem).toEqual(['Geral', 'Público', 'Atividade', 'Localidade', 'Serviços']);
    // Accents sort as in Portuguese, not by code point ('Á' before 'B').
    expect(['Bolos', 'Álbuns'].sort(compararCategorias)).toEqual(['Álbuns', 'Bolos']);
  });
});
