import type { BackInStockRequestsTable, Db } from '../../db/schema.js';

/**
 * Records a sign-up unless this email already waits for this variant on this site (the unique key decides, so two
 * simultaneous sign-ups still count once).
 */
export async function insertRequestOnce(db: Db, row: BackInStockRequestsTable): Promise<void> {
  await db
    .insertInto('back_in_stock_requests')
    .values(row)
    .onConflict((conflict) => conflict.columns(['email', 'upc', 'site_id']).doNothing())
    .execute();
}
