import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cadastroFormSchema,
  cadastroSchema,
  emailRecuperacaoSchema,
  formatarTelefone,
  redefinirSenhaFormSchema,
  redefinirSenhaSchema,
} from '../../server/schemas/auth.schema.js';
import { issuesToFieldErrors } from '../../server/schemas/validate.js';
import { errosDaValidacao } from '../../src/lib/erros.js';
import { createTestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';

const valido = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  telefone: '(11) 98765-4321',
  tipo: 'cliente',
  senha: 'segredo1',
  confirmaSenha: 'segredo1',
  ramo_atividade: 'Fotografia',
  recaptchaToken: 'payload',
};

// [field, value, expected message] — every sign-up rule, with the spec's message for each
const regras: [string, unknown, string][] = [
  ['nome', '', 'O nome é obrigatório'],
  ['nome', '   ', 'O nome é obrigatório'],
  ['nome', 'Al', 'O nome deve ter pelo menos 3 caracteres'],
  ['email', '', 'O e-mail é obrigatório'],
  ['email', 'ana@exemplo', 'Digite um e-mail válido'],
  ['email', 'ana exemplo.com', 'Digite um e-mail válido'],
  ['telefone', '', 'O número de WhatsApp é obrigatório'],
  ['telefone', '(11) 9876-54', 'Digite um número de telefone válido com DDD'],
  ['telefone', '119876543210', 'Digite um número de telefone válido com DDD'],
  ['tipo', '', 'Selecione o que deseja fazer na plataforma'],
  ['tipo', 'admin', 'Selecione o que deseja fazer na plataforma'],
  ['senha', '', 'A senha é obrigatória'],
  ['senha', '12345', 'A senha deve ter pelo menos 6 caracteres'],
];

function primeiroErro(schema: v.GenericSchema, data: unknown, campo: string) {
  const r = v.safeParse(schema, data);
  if (r.success) return null;
  return issuesToFieldErrors(r.issues).find((e) => e.campo === campo)?.mensagem ?? null;
}

describe('sign-up validation: one schema for the form and the server', () => {
  it.each(regras)('%s = %j → %s (client form and server alike)', (campo, valor, mensagem) => {
    const dados = { ...valido, [campo]: valor };
    expect(primeiroErro(cadastroFormSchema, dados, campo)).toBe(mensagem);
    expect(primeiroErro(cadastroSchema, dados, campo)).toBe(mensagem);
  });

  it('confirmation and captcha rules of the form', () => {
    expect(primeiroErro(cadastroFormSchema, { ...valido, confirmaSenha: '' }, 'confirmaSenha')).toBe(
      'Confirme sua senha',
    );
    expect(primeiroErro(cadastroFormSchema, { ...valido, confirmaSenha: 'outra1' }, 'confirmaSenha')).toBe(
      'As senhas não coincidem',
    );
    expect(primeiroErro(cadastroFormSchema, { ...valido, recaptchaToken: '' }, 'recaptchaToken')).toBe(
      'Por favor, complete a verificação de segurança',
    );
    const r = v.safeParse(cadastroFormSchema, { ...valido, nome: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(errosDaValidacao(r.issues).nome).toBe('O nome é obrigatório');
  });

  it('accepts a valid sign-up, keeps only cliente/anunciante, stores e-mail lower-cased and the phone formatted', () => {
    const out = v.parse(cadastroSchema, {
      ...valido,
      email: ' Ana@Exemplo.COM.br ',
      telefone: '11987654321',
    });
    expect(out.email).toBe('ana@exemplo.com.br');
    expect(out.telefone).toBe('(11) 98765-4321');
    expect(v.parse(cadastroSchema, { ...valido, tipo: 'anunciante' }).tipo).toBe('anunciante');
    // the password is kept exactly as typed
    expect(v.parse(cadastroSchema, { ...valido, senha: ' com espaços ' }).senha).toBe(' com espaços ');
  });

  it.each([
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 9876-5'],
    ['1198765432', '(11) 9876-5432'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543219999', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
  ])('phone mask %s → %s (at most 11 digits)', (entrada, saida) => {
    expect(formatarTelefone(entrada)).toBe(saida);
  });

  it('recovery and reset rules', () => {
    expect(primeiroErro(emailRecuperacaoSchema, { email: '' }, 'email')).toBe(
      'Por favor, informe seu email.',
    );
    expect(primeiroErro(redefinirSenhaFormSchema, { novaSenha: '', confirmarSenha: '' }, 'novaSenha')).toBe(
      'A nova senha é obrigatória',
    );
    expect(
      primeiroErro(redefinirSenhaFormSchema, { novaSenha: '12345', confirmarSenha: '' }, 'novaSenha'),
    ).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(
      primeiroErro(redefinirSenhaFormSchema, { novaSenha: '123456', confirmarSenha: '' }, 'confirmarSenha'),
    ).toBe('Confirme sua nova senha');
    expect(
      primeiroErro(
        redefinirSenhaFormSchema,
        { novaSenha: '123456', confirmarSenha: '1234567' },
        'confirmarSenha',
      ),
    ).toBe('As senhas não coincidem');
    expect(
      primeiroErro(redefinirSenhaSchema, { token: '', email: 'a@b.co', novaSenha: '123456' }, 'token'),
    ).toBe('Link inválido. Token ou email não fornecidos.');
  });
});

describe('sign-up validation through REST: VALIDATION_ERROR with errors [{ campo, mensagem }]', () => {
  it.each([
    ['nome', { nome: 'Al' }, 'O nome deve ter pelo menos 3 caracteres'],
    ['email', { email: 'x' }, 'Digite um e-mail válido'],
    ['telefone', { telefone: '123' }, 'Digite um número de telefone válido com DDD'],
    ['senha', { senha: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    [
      'ramoAtividade',
      { ramo_atividade: 'x'.repeat(101) },
      'O ramo de atividade deve ter no máximo 100 caracteres',
    ],
  ])('%s', async (campo, patch, mensagem) => {
    const t = await createTestDb();
    try {
      const { request } = httpClient(t.deps);
      const { confirmaSenha: _c, ...body } = { ...valido, ...patch };
      const res = await request('POST', '/api/usuarios', { body });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
      expect(res.json.message).toBe(
        'Dados inválidos para cadastro. Verifique as informações e tente novamente.',
      );
      expect(res.json.errors).toContainEqual({ campo, mensagem });
    } finally {
      await t.cleanup();
    }
  });
});
