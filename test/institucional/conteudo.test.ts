import { describe, expect, it } from 'vitest';
import { categoriasAnunciante } from '../../src/config/paths.js';
import {
  conteudoCategorias,
  isCategoriaAnunciante,
  MESES_GRATIS,
} from '../../src/features/institucional/anunciante-conteudo.js';

describe('advertiser landing content', () => {
  it('offers the same free period everywhere: the category texts never say "a few months" nor another number', () => {
    const tudo = JSON.stringify(conteudoCategorias);
    expect(tudo).not.toMatch(/alguns meses/i);
    const prazos = [...tudo.matchAll(/(\d+) (?:primeiros )?meses/g)].map((m) => Number(m[1]));
    expect(prazos.filter((n) => n !== MESES_GRATIS)).toEqual([]);
  });

  it('has complete content for exactly the seven category routes', () => {
    expect(Object.keys(conteudoCategorias).sort()).toEqual([...categoriasAnunciante].sort());
    for (const slug of categoriasAnunciante) {
      const c = conteudoCategorias[slug];
      expect(c.titulo.length, slug).toBeGreaterThan(20);
      expect(c.lead.length, slug).toBeGreaterThan(80);
      expect(c.porQue.length, slug).toBeGreaterThanOrEqual(3);
      expect(c.oQueOferecer.length, slug).toBeGreaterThanOrEqual(4);
      expect(c.perguntas.length, slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('tells bloggers and influencers there is no minimum follower count and deals are direct', () => {
    const texto = JSON.stringify(conteudoCategorias['blog-influencer']);
    expect(texto).toContain('Não exigimos número mínimo de seguidores');
    expect(texto).toMatch(/negociadas diretamente/);
  });

  it('recognises only the seven slugs as categories', () => {
    expect(isCategoriaAnunciante('contador')).toBe(true);
    expect(isCategoriaAnunciante('astronauta')).toBe(false);
    expect(isCategoriaAnunciante('toString')).toBe(false);
    expect(isCategoriaAnunciante(undefined)).toBe(false);
  });
});
