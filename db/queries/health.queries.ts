import { sql } from 'kysely';
import type { Db } from '../client.js';

/** One round trip to the database (answers or throws). */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
