// One reading of a failed call on the client (src/lib/erros.ts): the server's Portuguese message
// reaches the person; a generic text only when the server said nothing usable.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { ErroEnvio } from '../../src/lib/erro-envio.js';
import { descreverFalha, mensagemComMotivo, motivoOu } from '../../src/lib/erros.js';

function erroDoServidor(httpStatus: number, message: string, appCode = 'FORBIDDEN') {
  return TRPCClientError.from({
    error: { message, code: -32603, data: { code: appCode, httpStatus, appCode } },
  });
}

const PROPRIA = 'Você não pode deixar um depoimento na sua própria vitrine.';
const GENERICA = 'Erro ao enviar depoimento. Tente novamente.';

describe('decodificador de erros do cliente', () => {
  it('a refusal shows the server’s message instead of the generic text', () => {
    expect(motivoOu(erroDoServidor(403, PROPRIA), GENERICA)).toBe(PROPRIA);
    expect(
      motivoOu(erroDoServidor(409, 'Você já deixou um depoimento para este fornecedor.'), GENERICA),
    ).toBe('Você já deixou um depoimento para este fornecedor.');
    expect(
      mensagemComMotivo('Erro ao alterar tipo de usuário', erroDoServidor(400, 'Senha incorreta.')),
    ).toBe('Erro ao alterar tipo de usuário: Senha incorreta.');
  });

  it('no answer, a 401 or a server failure keep the generic text; never the browser’s English', () => {
    const semResposta = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(motivoOu(semResposta, GENERICA)).toBe(GENERICA);
    expect(motivoOu(erroDoServidor(401, 'Sessão expirada.'), GENERICA)).toBe(GENERICA);
    expect(
      motivoOu(erroDoServidor(500, 'Erro interno do servidor. Tente novamente mais tarde.'), GENERICA),
    ).toBe(GENERICA);
    expect(descreverFalha(semResposta, 'x')).toBe(
      'Ocorreu um erro de conexão. Por favor, tente novamente mais tarde.',
    );
    expect(descreverFalha(new ErroEnvio('Tempo esgotado ao enviar o arquivo.', 'timeout'), 'x')).toBe(
      'Tempo esgotado ao enviar o arquivo.',
    );
    expect(
      descreverFalha(new ErroEnvio('Erro 413', 'http', 413, { message: 'O arquivo passa de 10 MB.' }), 'x'),
    ).toBe('O arquivo passa de 10 MB.');
  });

  it('no client module outside src/lib decodes a failed call on its own', () => {
    const arquivos: string[] = [];
    const visitar = (dir: string) => {
      for (const nome of readdirSync(dir)) {
        const p = path.join(dir, nome);
        if (statSync(p).isDirectory()) visitar(p);
        else if (/\.(ts|tsx)$/.test(nome)) arquivos.push(p);
      }
    };
    visitar('src');
    const proprio =
      /trpcErrorData\(|\(\w+ as Error\)\.message|instanceof Error \? \w+\.message|instanceof Error && \w+\.message|\.data\?\.(code|appCode|errors)\b/;
    const fora = arquivos
      .filter((a) => !a.startsWith(path.join('src', 'lib')))
      .filter((a) => proprio.test(readFileSync(a, 'utf8')));
    expect(fora).toEqual([]);
  });
});
