import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { closeDb, createDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { readEnv } from '../server/env.js';

const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
const created = createDb(path.join(env.dataDir, 'app.db'));
await migrateToLatest(created.db);
await closeDb(created);
process.stdout.write('Banco de dados migrado.\n');
