import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
