import { describe, expect, it } from 'vitest';
import { iconeDoLink } from '../../src/features/perfil/estatisticas-aba.js';
import { janelaPadrao } from '../../src/features/perfil/estatisticas-calculo.js';
import { abaAtual, abasPermitidas } from '../../src/features/perfil/perfil-page.js';

describe('Minha Conta: tabs, defaults and showcase creation rules (client)', () => {
  it('gives anunciante and admin four tabs (with the quote inbox) and cliente only the personal data', () => {
    expect(abasPermitidas('anunciante')).toEqual(['estatisticas', 'vitrine', 'orcamentos', 'dados_pessoais']);
    expect(abasPermitidas('admin')).toEqual(['estatisticas', 'vitrine', 'orcamentos', 'dados_pessoais']);
    expect(abasPermitidas('cliente')).toEqual(['dados_pessoais']);
  });

  it('chooses the tab by the URL hash, with the role’s default otherwise', () => {
    expect(abaAtual('', 'anunciante')).toBe('estatisticas');
    expect(abaAtual('', 'admin')).toBe('estatisticas');
    expect(abaAtual('', 'cliente')).toBe('dados_pessoais');
    expect(abaAtual('#vitrine', 'anunciante')).toBe('vitrine');
    expect(abaAtual('#dados_pessoais', 'admin')).toBe('dados_pessoais');
    expect(abaAtual('#estatisticas', 'cliente')).toBe('dados_pessoais');
    expect(abaAtual('#qualquer', 'anunciante')).toBe('estatisticas');
  });

  it('defaults the date range to the last 30 days, today included', () => {
    expect(janelaPadrao(30, new Date(2026, 2, 5, 12))).toEqual({ inicio: '2026-02-04', fim: '2026-03-05' });
  });

  it('picks the link icon by type, with the generic link otherwise', () => {
    expect(iconeDoLink('whatsapp')).toBe('fab-whatsapp');
    expect(iconeDoLink('telefone')).toBe('fas-phone');
    expect(iconeDoLink('website')).toBe('fas-globe');
    expect(iconeDoLink('youtube')).toBe('fas-link');
  });
});
