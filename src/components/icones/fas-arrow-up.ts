// Gerado por scripts/gen-icones.ts: não editar à mão.
// Font Awesome Free 7.3.1 by @fontawesome - https://fontawesome.com (solid/arrow-up.svg)
// Licença do ícone: CC BY 4.0 (https://fontawesome.com/license/free), Copyright Fonticons, Inc.
import type { DadosIcone } from '../icone';

export const fasArrowUp: DadosIcone = [
  384,
  512,
  'M214.6 9.4c-12.5-12.5-32.8-12.5-45.3 0l-160 160c-12.5 12.5-12.5 32.8 0 45.3s32.8 12.5 45.3 0L160 109.3 160 480c0 17.7 14.3 32 32 32s32-14.3 32-32l0-370.7 105.4 105.4c12.5 12.5 32.8 12.5 45.3 0s12.5-32.8 0-45.3l-160-160z',
];
