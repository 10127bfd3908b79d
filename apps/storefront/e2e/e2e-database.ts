import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/**
 * The end-to-end stack's own database, for a spec that must change what no shopper can: a store's stock dropping
 * under a pickup already chosen. scripts/e2e-stack.mjs gives each run a fresh SQLite file of its own
 * (var/e2e/{E2E_WEB_PORT}/outsole.sqlite); the spec writes to it as an operator's shell would, from outside the api.
 * No api endpoint or dev-only hook is involved, so nothing of this reaches a deployed api: the api reads a store's
 * stock afresh on every cart call, and its online stock is kept only under the generation that the database's own
 * triggers replace on any change of `inventory` (decision 0021), so the next cart read sees the change.
 * Only for the e2e stack's SQLite database: never point it at another.
 */
function e2eDatabasePath(): string {
  const port = process.env.E2E_WEB_PORT ?? '3100';
  return join(import.meta.dirname, '..', '..', '..', 'var', 'e2e', port, 'outsole.sqlite');
}

/** A store's stock of a variant now, or null when the store holds no row for it. */
export function storeStock(storeId: string, upc: string): number | null {
  const db = new DatabaseSync(e2eDatabasePath(), { timeout: 10_000 });
  try {
    const row = db.prepare('select quantity from inventory where location_id = ? and upc = ?').get(storeId, upc) as
      { quantity: number } | undefined;
    return row ? Number(row.quantity) : null;
  } finally {
    db.close();
  }
}

/** Sets a store's stock of a variant (its row must exist: a store that never held the variant is not made up). */
export function setStoreStock(storeId: string, upc: string, quantity: number): void {
  if (storeId === 'online') throw new Error('setStoreStock changes a store’s stock, not the online stock');
  const db = new DatabaseSync(e2eDatabasePath(), { timeout: 10_000 });
  try {
    const changed = db
      .prepare('update inventory set quantity = ?, updated_at = ? where location_id = ? and upc = ?')
      .run(quantity, new Date().toISOString(), storeId, upc);
    if (Number(changed.changes) !== 1) throw new Error(`no stock row of ${upc} at ${storeId}`);
  } finally {
    db.close();
  }
}
