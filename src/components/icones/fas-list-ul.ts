// Gerado por scripts/gen-icones.ts: não editar à mão.
// Font Awesome Free 7.3.1 by @fontawesome - https://fontawesome.com (solid/list-ul.svg)
// Licença do ícone: CC BY 4.0 (https://fontawesome.com/license/free), Copyright Fonticons, Inc.
import type { DadosIcone } from '../icone';

export const fasListUl: DadosIcone = [
  512,
  512,
  'M48 144a48 48 0 1 0 0-96 48 48 0 1 0 0 96zM192 64c-17.7 0-32 14.3-32 32s14.3 32 32 32l288 0c17.7 0 32-14.3 32-32s-14.3-32-32-32L192 64zm0 160c-17.7 0-32 14.3-32 32s14.3 32 32 32l288 0c17.7 0 32-14.3 32-32s-14.3-32-32-32l-288 0zm0 160c-17.7 0-32 14.3-32 32s14.3 32 32 32l288 0c17.7 0 32-14.3 32-32s-14.3-32-32-32l-288 0zM48 464a48 48 0 1 0 0-96 48 48 0 1 0 0 96zM96 256a48 48 0 1 0 -96 0 48 48 0 1 0 96 0z',
];
