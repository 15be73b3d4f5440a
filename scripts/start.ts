// `npm start`: builds the client when the build is missing or older than its sources, then serves.
import { ensureClientBuild } from './lib/build.js';

ensureClientBuild();
await import('../server/index.js');
