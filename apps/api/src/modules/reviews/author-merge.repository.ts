import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Moves what one author id wrote to another (a guest session's content to the account it signed in to). Every
 * function runs in the caller's transaction and returns how many rows it moved.
 */

/** Reviews, questions and answers: their author becomes `to`. */
export async function moveAuthored(
  trx: Kysely<Database>,
  table: 'reviews' | 'questions' | 'answers',
  from: string,
  to: string,
): Promise<number> {
  const result = await trx.updateTable(table).set({ author_id: to }).where('author_id', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A vote table and the table keeping its counts (as reviews.repository.ts VoteTarget). */
export interface MovableVotes {
  votes: 'review_votes' | 'answer_votes';
  key: 'review_id' | 'answer_id';
  counted: 'reviews' | 'answers';
}

/**
 * Moves `from`'s helpful votes to `to`: those cast as `from` (older guest votes, `session:{usid}`) and a guest's
 * votes cast from that session (`guest_id`, kept with the address's vote: decision 0052), keeping "one vote per
 * voter": where `to` already voted on the same item the guest's vote is dropped and the count it added is taken
 * back off the item (the account's own vote stands). Three statements, in this order: uncount the duplicates,
 * delete them, re-key the rest to the account (the address's place is free again: its vote is the account's now).
 */
export async function moveVotes(
  trx: Kysely<Database>,
  target: MovableVotes,
  from: string,
  to: string,
): Promise<number> {
  const votes = sql.table(target.votes);
  const key = sql.ref(target.key);
  const counted = sql.table(target.counted);
  const guests = (alias: string) => {
    const voter = sql.ref(`${alias}.voter_id`);
    const guest = sql.ref(`${alias}.guest_id`);
    return sql`(${voter} = ${from} or (${guest} = ${from} and ${voter} <> ${to}))`;
  };
  const duplicate = (helpful: number) => sql`(select count(*) from ${votes} g
      where g.${key} = ${counted}.id and ${guests('g')} and g.helpful = ${helpful}
        and exists (select 1 from ${votes} a where a.${key} = g.${key} and a.voter_id = ${to}))`;
  await sql`update ${counted}
    set helpful_count = helpful_count - ${duplicate(1)}, unhelpful_count = unhelpful_count - ${duplicate(0)}
    where id in (select g.${key} from ${votes} g where ${guests('g')}
      and exists (select 1 from ${votes} a where a.${key} = g.${key} and a.voter_id = ${to}))`.execute(trx);
  await sql`delete from ${votes} where ${guests(target.votes)}
    and ${key} in (select a.${key} from ${votes} a where a.voter_id = ${to})`.execute(trx);
  const moved = await sql`update ${votes} set voter_id = ${to}, guest_id = null
    where ${guests(target.votes)}`.execute(trx);
  return Number(moved.numAffectedRows ?? 0);
}

/** Moves `from`'s review flags to `to`; a review both flagged keeps the account's flag only (once per flagger). */
export async function moveFlags(trx: Kysely<Database>, from: string, to: string): Promise<number> {
  await sql`delete from review_flags where flagger_id = ${from}
    and review_id in (select f.review_id from review_flags f where f.flagger_id = ${to})`.execute(trx);
  const result = await trx
    .updateTable('review_flags')
    .set({ flagger_id: to })
    .where('flagger_id', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
