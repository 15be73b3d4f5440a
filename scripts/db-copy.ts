// `npm run db:copy -- --from sqlite:./data/app.db --to postgres://…`: moves an installation's data
// between engines (server/ops/copia.ts). Server stopped; the destination must be empty (or --substituir).
import { AppError } from '../server/errors.js';
import {
  copiarEntreEnderecos,
  descreverEndereco,
  formatarResumo,
  lerArgumentosDaCopia,
  USO_DA_COPIA,
} from '../server/ops/copia.js';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(`${USO_DA_COPIA}\n`);
  process.exit(0);
}

let args: ReturnType<typeof lerArgumentosDaCopia>;
try {
  args = lerArgumentosDaCopia(argv);
} catch (erro) {
  process.stderr.write(`${erro instanceof Error ? erro.message : String(erro)}\n\n${USO_DA_COPIA}\n`);
  process.exit(2);
}

process.stdout.write(`Copiando ${descreverEndereco(args.origem)} → ${descreverEndereco(args.destino)}\n`);
try {
  const inicio = Date.now();
  const resumo = await copiarEntreEnderecos(args, {
    avisar: (m) => process.stdout.write(`${m}\n`),
    aoCopiar: (r) => process.stdout.write(`  ${r.tabela}: ${r.linhas}\n`),
  });
  process.stdout.write(
    `\n${formatarResumo(resumo)}\n\nCópia concluída em ${((Date.now() - inicio) / 1000).toFixed(1)} s.\n`,
  );
} catch (erro) {
  const mensagem =
    erro instanceof AppError
      ? erro.message
      : `Falha na cópia: ${erro instanceof Error ? erro.message : String(erro)}`;
  process.stderr.write(`${mensagem}\n`);
  process.exit(1);
}
