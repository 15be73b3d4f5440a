import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.js';
import {
  donoNoFiltro,
  exigeSenhaParaExcluirConta,
  exigirAcesso,
  exigirAdmin,
  exigirAnuncianteOuAdmin,
  exigirGerirFornecedor,
  exigirLogin,
  type NivelDeAcesso,
  podeAvaliarFornecedor,
  podeDenunciarDepoimento,
  podeEditarDepoimento,
  podeEditarVitrine,
  podeEscolherResponsavel,
  podeExcluirDepoimento,
  podeGerirDadosPessoais,
  podeGerirFornecedor,
  podeMudarTipo,
  podeSerResponsavel,
  podeVerPerfil,
  type Usuario,
} from '../../server/services/permissoes.js';

const ID = 7;
const OUTRO_ID = 8;
const cliente: Usuario = { id: ID, tipo: 'cliente' };
const anunciante: Usuario = { id: ID, tipo: 'anunciante' };
const admin: Usuario = { id: ID, tipo: 'admin' };
const PAPEIS = { cliente, anunciante, admin } as const;
type Papel = keyof typeof PAPEIS;

/** The code an `exigir*` call throws, or null when it lets the caller through. */
function falha(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).code;
  }
}

// Each rule × each role × the caller owning the entity (its owner/author id is the caller's) or not.
type Regra = (u: Usuario, donoId: number) => boolean;
const tabela: [string, Regra, Record<Papel, [dono: boolean, naoDono: boolean]>][] = [
  [
    'podeGerirFornecedor',
    podeGerirFornecedor,
    { cliente: [true, false], anunciante: [true, false], admin: [true, true] },
  ],
  [
    'podeEditarVitrine',
    (u, dono) => podeEditarVitrine(u, { usuario_id: dono }),
    { cliente: [false, false], anunciante: [true, false], admin: [true, true] },
  ],
  [
    'podeVerPerfil',
    podeVerPerfil,
    { cliente: [true, false], anunciante: [true, false], admin: [true, true] },
  ],
  [
    'podeGerirDadosPessoais',
    podeGerirDadosPessoais,
    { cliente: [true, false], anunciante: [true, false], admin: [true, true] },
  ],
  [
    'exigeSenhaParaExcluirConta',
    exigeSenhaParaExcluirConta,
    { cliente: [true, false], anunciante: [true, false], admin: [true, false] },
  ],
  [
    'podeAvaliarFornecedor',
    podeAvaliarFornecedor,
    { cliente: [false, true], anunciante: [false, true], admin: [false, true] },
  ],
  [
    'podeEditarDepoimento',
    podeEditarDepoimento,
    { cliente: [true, false], anunciante: [true, false], admin: [true, false] },
  ],
  [
    'podeExcluirDepoimento',
    podeExcluirDepoimento,
    { cliente: [true, false], anunciante: [true, false], admin: [true, true] },
  ],
  [
    'podeDenunciarDepoimento',
    podeDenunciarDepoimento,
    { cliente: [false, true], anunciante: [false, true], admin: [false, true] },
  ],
];

describe('permissions module: role × owner/non-owner', () => {
  for (const [nome, regra, esperado] of tabela) {
    for (const papel of Object.keys(PAPEIS) as Papel[]) {
      const [dono, naoDono] = esperado[papel];
      it(`${nome}: ${papel} owner → ${dono}, non-owner → ${naoDono}`, () => {
        expect(regra(PAPEIS[papel], ID)).toBe(dono);
        expect(regra(PAPEIS[papel], OUTRO_ID)).toBe(naoDono);
      });
    }
  }

  it('a supplier without an owner is managed by admins only', () => {
    expect(podeGerirFornecedor(anunciante, null)).toBe(false);
    expect(podeGerirFornecedor(admin, null)).toBe(true);
  });

  it('exigirGerirFornecedor throws FORBIDDEN with the given message for a non-owner only', () => {
    expect(() => exigirGerirFornecedor(anunciante, OUTRO_ID, 'Sem acesso.')).toThrowError('Sem acesso.');
    expect(falha(() => exigirGerirFornecedor(anunciante, OUTRO_ID))).toBe('FORBIDDEN');
    expect(falha(() => exigirGerirFornecedor(anunciante, ID))).toBeNull();
    expect(falha(() => exigirGerirFornecedor(admin, OUTRO_ID))).toBeNull();
  });
});

describe('permissions module: roles', () => {
  const casos: [string, Usuario | null, Record<NivelDeAcesso, string | null>][] = [
    [
      'anonymous',
      null,
      { public: null, authed: 'UNAUTHORIZED', anunciante: 'UNAUTHORIZED', admin: 'UNAUTHORIZED' },
    ],
    ['cliente', cliente, { public: null, authed: null, anunciante: 'FORBIDDEN', admin: 'FORBIDDEN' }],
    ['anunciante', anunciante, { public: null, authed: null, anunciante: null, admin: 'FORBIDDEN' }],
    ['admin', admin, { public: null, authed: null, anunciante: null, admin: null }],
  ];
  for (const [nome, usuario, esperado] of casos) {
    it(`exigirAcesso and the exigir* helpers agree for ${nome}`, () => {
      for (const nivel of Object.keys(esperado) as NivelDeAcesso[]) {
        expect(
          falha(() => exigirAcesso(usuario, nivel)),
          nivel,
        ).toBe(esperado[nivel]);
      }
      expect(falha(() => exigirLogin(usuario))).toBe(esperado.authed);
      expect(falha(() => exigirAnuncianteOuAdmin(usuario))).toBe(esperado.anunciante);
      expect(falha(() => exigirAdmin(usuario))).toBe(esperado.admin);
    });
  }

  it('keeps the documented messages', () => {
    expect(() => exigirLogin(null)).toThrowError('Sessão expirada. Faça login novamente.');
    expect(() => exigirAnuncianteOuAdmin(cliente)).toThrowError('Você não tem permissão para esta ação.');
    expect(() => exigirAdmin(anunciante)).toThrowError('Acesso restrito a administradores.');
  });

  it('admin-only choices and the owner filter', () => {
    expect([cliente, anunciante, admin].map(podeEscolherResponsavel)).toEqual([false, false, true]);
    expect([cliente, anunciante, admin].map(podeMudarTipo)).toEqual([false, false, true]);
    expect([cliente, anunciante, admin].map(podeSerResponsavel)).toEqual([false, true, true]);
    expect([cliente, anunciante, admin].map(donoNoFiltro)).toEqual([ID, ID, undefined]);
  });
});
