import { describe, expect, it } from 'vitest';
import { rotuloCategoriaLink } from '../../server/schemas/categorias-link.js';
import { textoDoLink, tipoDoLink } from '../../src/lib/link-buttons.js';
import { plural } from '../../src/lib/plural.js';

describe('link category labels (issue 15 item 6)', () => {
  it.each([
    ['instagram', 'Instagram'],
    ['email', 'E-mail'],
    ['facebook', 'Facebook'],
    ['outro', 'Outro'],
    ['whatsapp', 'WhatsApp'],
    ['linkedin', 'LinkedIn'],
    ['youtube', 'YouTube'],
    ['tiktok', 'TikTok'],
    ['site', 'Site'],
    ['  Instagram ', 'Instagram'],
  ])('category %s is shown as %s', (nome, rotulo) => {
    expect(rotuloCategoriaLink(nome)).toBe(rotulo);
  });

  it('capitalises only the first letter of a category an admin created', () => {
    expect(rotuloCategoriaLink('loja virtual')).toBe('Loja virtual');
    expect(rotuloCategoriaLink('élan iOS')).toBe('Élan iOS');
    expect(rotuloCategoriaLink('')).toBe('');
    expect(rotuloCategoriaLink(null)).toBe('');
  });

  it('a link button without text shows the label, never the lowercase name', () => {
    for (const nome of ['youtube', 'tiktok', 'linkedin', 'outro', 'pinterest']) {
      const texto = textoDoLink(null, tipoDoLink(nome, 'https://exemplo.com.br'), nome);
      expect(texto).toBe(rotuloCategoriaLink(nome));
      expect(texto).not.toBe(nome);
    }
    // Older editors stored the raw category name as the text.
    expect(textoDoLink('instagram', tipoDoLink('instagram', 'https://instagram.com/x'), 'instagram')).toBe(
      'Instagram',
    );
    expect(textoDoLink('outro', tipoDoLink('outro', 'https://x.com.br'), 'outro')).toBe('Outro');
    expect(textoDoLink('Nosso canal', 'link', 'youtube')).toBe('Nosso canal');
  });
});

describe('plural (issue 15 item 7)', () => {
  it('uses the singular only for exactly one', () => {
    expect(plural(1, 'ativo', 'ativos')).toBe('1 ativo');
    expect(plural(2, 'ativo', 'ativos')).toBe('2 ativos');
    expect(plural(0, 'ativo', 'ativos')).toBe('0 ativos');
    expect(plural(1500, 'tag', 'tags')).toBe('1.500 tags');
  });
});
