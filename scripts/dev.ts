// `npm run dev`: the API server in watch mode (tsx watch, API_PORT, default 3001) and the Vite
// dev server (PORT, default 3000) proxying /api, /trpc and /uploads to it (see vite.config.ts).
// Ctrl+C (or either child ending) stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '..');
const bin = (nome: string) => path.join(raiz, 'node_modules', '.bin', nome);
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const filhos: ChildProcess[] = [];

function iniciar(nome: string, comando: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Same process group: Ctrl+C in the terminal reaches both; tsx watch relays signals to its child.
  const filho = spawn(comando, args, { cwd: raiz, env, stdio: 'inherit' });
  filho.on('exit', (code, signal) => {
    if (!encerrando) {
      process.stderr.write(`\n${nome} terminou (${signal ?? code}); encerrando o modo de desenvolvimento.\n`);
      encerrar(typeof code === 'number' ? code : 1);
    }
  });
  filhos.push(filho);
  return filho;
}

let encerrando = false;
function encerrar(codigo = 0) {
  if (encerrando) return;
  encerrando = true;
  for (const f of filhos) {
    if (f.pid && f.exitCode === null) {
      try {
        process.kill(f.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const forcar = setTimeout(() => {
    for (const f of filhos) {
      if (f.pid && f.exitCode === null) {
        try {
          process.kill(f.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(codigo);
  }, 5000);
  forcar.unref();
  Promise.all(filhos.map((f) => (f.exitCode !== null ? null : new Promise((r) => f.once('exit', r))))).then(
    () => process.exit(codigo),
  );
}

process.on('SIGINT', () => encerrar(0));
process.on('SIGTERM', () => encerrar(0));
process.on('exit', () => {
  for (const f of filhos)
    if (f.pid && f.exitCode === null)
      try {
        process.kill(f.pid, 'SIGKILL');
      } catch {}
});

iniciar('API (tsx watch)', bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], {
  ...process.env,
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
iniciar('Vite', bin('vite'), ['--port', port, '--strictPort'], { ...process.env, API_PORT: apiPort });
process.stdout.write(
  `Desenvolvimento: interface em http://localhost:${port} (API em http://127.0.0.1:${apiPort}).\n`,
);
