// Gerado por scripts/gen-icones.ts: não editar à mão.
// Font Awesome Free 7.3.1 by @fontawesome - https://fontawesome.com (solid/palette.svg)
// Licença do ícone: CC BY 4.0 (https://fontawesome.com/license/free), Copyright Fonticons, Inc.
import type { DadosIcone } from '../icone';

export const fasPalette: DadosIcone = [
  512,
  512,
  'M512 256c0 .9 0 1.8 0 2.7-.4 36.5-33.6 61.3-70.1 61.3L344 320c-26.5 0-48 21.5-48 48 0 3.4 .4 6.7 1 9.9 2.1 10.2 6.5 20 10.8 29.9 6.1 13.8 12.1 27.5 12.1 42 0 31.8-21.6 60.7-53.4 62-3.5 .1-7 .2-10.6 .2-141.4 0-256-114.6-256-256S114.6 0 256 0 512 114.6 512 256zM128 288a32 32 0 1 0 -64 0 32 32 0 1 0 64 0zm0-96a32 32 0 1 0 0-64 32 32 0 1 0 0 64zM288 96a32 32 0 1 0 -64 0 32 32 0 1 0 64 0zm96 96a32 32 0 1 0 0-64 32 32 0 1 0 0 64z',
];
