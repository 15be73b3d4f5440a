import { mkdirSync } from 'node:fs';
import readline from 'node:readline';
import { abrirBanco, closeDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { readEnv } from '../server/env.js';
import { AppError } from '../server/errors.js';
import { criarOuPromoverAdmin } from '../server/services/auth.service.js';

// npm run create-admin: e-mail, name and password from a prompt (terminal) or from three lines on
// stdin (e.g. `printf 'email\nnome\nsenha\n' | npm run create-admin`). Creates or promotes.

async function lerDoStdin(): Promise<string[]> {
  const partes: Buffer[] = [];
  for await (const parte of process.stdin) partes.push(parte as Buffer);
  return Buffer.concat(partes).toString('utf8').split(/\r?\n/);
}

async function perguntar(): Promise<string[]> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const pergunta = (texto: string) => new Promise<string>((resolve) => rl.question(texto, resolve));
  const email = await pergunta('E-mail do administrador: ');
  const nome = await pergunta('Nome: ');
  // the password is not echoed
  const escrever = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
  let oculto = false;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    escrever(oculto ? (s.includes('\n') ? '\n' : '') : s);
  };
  const promessa = pergunta('Senha (mínimo de 6 caracteres): ');
  oculto = true;
  const senha = await promessa;
  oculto = false;
  rl.close();
  return [email, nome, senha];
}

const env = readEnv();
const [email = '', nome = '', senha = ''] = process.stdin.isTTY ? await perguntar() : await lerDoStdin();
mkdirSync(env.dataDir, { recursive: true });
// PostgreSQL when DATABASE_URL is set, else DATA_DIR/app.db (as the server).
const created = abrirBanco(env);
try {
  await migrateToLatest(created.db);
  const { id, criado } = await criarOuPromoverAdmin(created.db, { email, nome, senha });
  process.stdout.write(
    criado
      ? `Administrador criado (id ${id}, ${email.trim().toLowerCase()}).\n`
      : `Conta existente promovida a administrador (id ${id}, ${email.trim().toLowerCase()}).\n`,
  );
} catch (err) {
  if (err instanceof AppError) {
    const detalhes = err.errors?.map((e) => `  ${e.campo}: ${e.mensagem}`).join('\n');
    process.stderr.write(`${err.message}\n${detalhes ? `${detalhes}\n` : ''}`);
    process.exitCode = 1;
  } else {
    throw err;
  }
} finally {
  await closeDb(created);
}
