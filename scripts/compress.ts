// Precompresses the client build (brotli and gzip) so the server never compresses on the fly.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lerClientDist } from '../server/env.js';

const DIR = lerClientDist();
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|eot)$/;

let count = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(name)) {
      const data = readFileSync(full);
      if (data.length < 512) continue;
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(DIR);
process.stdout.write(`${count} arquivos pré-comprimidos (br, gzip)\n`);
