// The bench's server (npm run bench spawns it): the production server plus the bench's plugin.
import { servir } from '../../server/servidor.js';
import { pluginBench } from './plugin.js';

await servir({ plugins: [pluginBench()] });
