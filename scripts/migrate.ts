import { mkdirSync } from 'node:fs';
import { abrirBanco, closeDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { readEnv } from '../server/env.js';

// The engine the environment chose: DATABASE_URL (PostgreSQL) or DATA_DIR/app.db (SQLite).
const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
const banco = abrirBanco(env);
await migrateToLatest(banco.db);
await closeDb(banco);
process.stdout.write(`Banco de dados migrado (${banco.motor === 'postgres' ? 'PostgreSQL' : 'SQLite'}).\n`);
