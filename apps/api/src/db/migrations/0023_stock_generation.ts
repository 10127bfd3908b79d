import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * SQLite only: a generation that every change of `inventory` replaces, so the api may keep online stock it read for
 * as long as the generation it read it under stands (decision 0021; modules/products/variant-facts.service.ts). The
 * triggers make it exact whoever writes (this process, another one, an operator's shell, a foreign key's cascade).
 * The generation is random, not a count: a transaction that changed stock and was rolled back must not leave a
 * number the next change would reuse, or stock read inside it would seem current again (within ±2^53, so it reads
 * back exactly as a JavaScript number).
 * PostgreSQL keeps no stock (a cart call reads it beside its other work), so it has neither table nor triggers: a row
 * every stock change updated would make concurrent orders wait on each other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`create table stock_generation (
    id integer primary key check (id = 1),
    generation integer not null
  )`.execute(db);
  await sql`insert into stock_generation (id, generation) values (1, random() % 9007199254740992)`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`inventory_${event}_stock_generation`)} after ${sql.raw(event)} on inventory
      begin update stock_generation set generation = random() % 9007199254740992 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.raw(`inventory_${event}_stock_generation`)}`.execute(db);
  }
  await sql`drop table stock_generation`.execute(db);
}
