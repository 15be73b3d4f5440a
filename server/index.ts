import { servir } from './servidor.js';

await servir();
