import { describe, expect, it } from 'vitest';
import type { LinkItem } from '../../src/features/vitrine-editor/regras.js';
import {
  iconeDoLink as iconeNoEditor,
  textoDoLink as textoNoEditor,
} from '../../src/features/vitrine-editor/secao-links.js';
import {
  comTextoWhatsApp,
  contatosDoFornecedor,
  iconeDoLink,
  TEXTO_BOTAO_SEM_TEXTO,
  textoDoLink,
  tipoDoLink,
  urlComProtocolo,
} from '../../src/lib/link-buttons.js';
import { ehLinkInterno, pageTypeDe } from '../../src/lib/tracking.js';

describe('link buttons: type by category, default text, https:// added', () => {
  it.each([
    ['whatsapp', 'whatsapp'],
    ['WhatsApp Business', 'whatsapp'],
    ['phone', 'telefone'],
    ['telefone', 'telefone'],
    ['email', 'email'],
    ['mail', 'email'],
    ['instagram', 'instagram'],
    ['facebook', 'facebook'],
    ['twitter', 'twitter'],
    ['perfil', 'perfil'],
    ['profile', 'perfil'],
    ['vitrine', 'perfil'],
    ['site', 'site'],
    ['website', 'site'],
    ['youtube', 'link'],
  ])('category %s is type %s', (categoria, tipo) => {
    expect(tipoDoLink(categoria, 'https://exemplo.com.br')).toBe(tipo);
  });

  it('defaults: type site, icon fa fa-link for unknown types, texts by type or Botão sem texto', () => {
    expect(tipoDoLink(null, null)).toBe('site');
    expect(iconeDoLink('link')).toBe('fa fa-link');
    expect(iconeDoLink('whatsapp', 'fa-brands fa-whatsapp')).toBe('fa-brands fa-whatsapp');
    expect(textoDoLink('  ', 'link')).toBe(TEXTO_BOTAO_SEM_TEXTO);
    expect(TEXTO_BOTAO_SEM_TEXTO).toBe('Botão sem texto');
    expect(textoDoLink(null, 'whatsapp')).toBe('WhatsApp');
    expect(textoDoLink('Fale comigo', 'site')).toBe('Fale comigo');
  });

  it('prepends https:// only when the url has no scheme', () => {
    expect(urlComProtocolo('wa.me/5511999999999')).toBe('https://wa.me/5511999999999');
    expect(urlComProtocolo('http://exemplo.com.br')).toBe('http://exemplo.com.br');
    expect(urlComProtocolo('HTTPS://exemplo.com.br')).toBe('HTTPS://exemplo.com.br');
    expect(urlComProtocolo('mailto:a@b.com')).toBe('mailto:a@b.com');
    expect(urlComProtocolo('tel:+5511999999999')).toBe('tel:+5511999999999');
  });

  it('internal profile links are recognised (not logged)', () => {
    expect(ehLinkInterno('/solucao/aurora')).toBe(true);
    expect(ehLinkInterno('https://site/fornecedores/12')).toBe(true);
    expect(ehLinkInterno('https://instagram.com/aurora')).toBe(false);
  });

  it('tracked page types by path', () => {
    expect(pageTypeDe('/')).toEqual({ page_type: 'home', object_id: null });
    expect(pageTypeDe('/fornecedores')).toEqual({ page_type: 'lista_fornecedores', object_id: null });
    expect(pageTypeDe('/fornecedores/12')).toEqual({ page_type: 'fornecedor', object_id: '12' });
    expect(pageTypeDe('/solucao/aurora')).toEqual({ page_type: 'fornecedor', object_id: 'aurora' });
    expect(pageTypeDe('/blog')).toEqual({ page_type: 'blog', object_id: null });
    expect(pageTypeDe('/blog/2')).toEqual({ page_type: 'artigo_blog', object_id: '2' });
    expect(pageTypeDe('/perfil/editar')).toBeNull();
    expect(pageTypeDe('/fornecedores/novo')).toBeNull();
  });

  it('contact card: one contact per type (WhatsApp, telefone, e-mail, site), links first, then the showcase fields', () => {
    const wa = { id: 1, url: 'https://wa.me/5511999990000', categoria: { nome: 'whatsapp' } };
    const insta = { id: 2, url: 'instagram.com/x', categoria: { nome: 'instagram' } };
    const mail = { id: 3, url: 'mailto:a@b.com', categoria: { nome: 'email' } };
    const contatos = contatosDoFornecedor({
      links: [insta, mail, wa],
      whatsapp: '(21) 97777-6666',
      telefone: '(11) 3333-4444',
      site: 'www.exemplo.com.br',
    });
    expect(contatos.map((c) => [c.tipo, c.link.url])).toEqual([
      ['whatsapp', 'https://wa.me/5511999990000'],
      ['telefone', 'tel:+551133334444'],
      ['email', 'mailto:a@b.com'],
      ['site', 'www.exemplo.com.br'],
    ]);
    expect(contatos[0].link).toBe(wa);
    expect(contatosDoFornecedor({ links: [insta] })).toEqual([]);
    expect(contatosDoFornecedor({ links: [], whatsapp: '(21) 97777-6666' })[0].link.url).toBe(
      'https://wa.me/5521977776666',
    );
  });
});

describe("the showcase editor's list of link buttons", () => {
  it('shows each link with the icon and text of its button on the public page', () => {
    const links: LinkItem[] = [
      {
        id: 1,
        url: 'https://exemplo.com.br/perfil',
        texto_tela: null,
        categoria_id: 1,
        categoria: { id: 1, nome: 'perfil', icone: '' },
      },
      // A site whose address mentions Instagram is still a site (the type comes from the category).
      {
        id: 2,
        url: 'https://exemplo.com.br/instagram',
        texto_tela: '',
        categoria_id: 2,
        categoria: { id: 2, nome: 'site', icone: '' },
      },
      {
        id: 3,
        url: 'https://youtube.com/@aurora',
        texto_tela: null,
        categoria_id: 3,
        categoria: { id: 3, nome: 'youtube', icone: 'fa-brands fa-youtube' },
      },
    ];
    expect(links.map(iconeNoEditor)).toEqual([
      'fa-solid fa-id-card',
      'fa-solid fa-globe',
      'fa-brands fa-youtube',
    ]);
    expect(links.map(textoNoEditor)).toEqual(['Ver perfil', 'Site', 'YouTube']);
  });

  it('WhatsApp buttons of a showcase prefill where the contact came from (issue 29)', () => {
    const url = 'https://vitrinedosim.com.br/solucao/clara-contas';
    const msg = `Olá! Vi sua vitrine no Vitrine do Sim: ${url}`;
    expect(comTextoWhatsApp('https://wa.me/5531991234567', 'Vitrine do Sim', url)).toBe(
      `https://wa.me/5531991234567?text=${encodeURIComponent(msg)}`,
    );
    // a text the supplier wrote is kept; other addresses are not touched
    expect(comTextoWhatsApp('https://wa.me/5531991234567?text=Oi', 'Vitrine do Sim', url)).toBe(
      'https://wa.me/5531991234567?text=Oi',
    );
    expect(comTextoWhatsApp('https://exemplo.com.br', 'Vitrine do Sim', url)).toBe('https://exemplo.com.br');
  });
});
