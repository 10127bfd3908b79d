import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { notePopularQuery, popularQueries } from './search.popular.js';

describe('popular queries held in memory', () => {
  it('a search recorded while the held list fails to load is not an unhandled rejection (which ends the process)', async () => {
    // Not migrated: reading the site's queries fails, as a database that is down would.
    const db = openDatabase({ kind: 'sqlite', filename: ':memory:' });
    try {
      const loading = popularQueries(db, 'stride-en-us', ['run'], 5);
      notePopularQuery(db, 'stride-en-us', 'running shoes', 3, new Date().toISOString());
      await expect(loading).rejects.toThrow(/no such table/);
      // A turn for the note's own chain to settle: an unhandled rejection fails the run here.
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await db.destroy();
    }
  });
});
