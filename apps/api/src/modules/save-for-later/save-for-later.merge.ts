import { randomUUID } from 'node:crypto';
import { MAX_SAVED_ITEMS } from '@outsole/contracts/save-for-later';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import type { GuestMerger } from '../session/guest-merge.js';
import { consumerListOwner, guestListOwner } from './save-for-later.owner.js';
import {
  changeListOwner,
  deleteList,
  findAllItems,
  findList,
  findListOf,
  upsertItem,
  type SavedListRow,
} from './save-for-later.repository.js';

/**
 * spec §4 Session: on sign-in the guest's saved-for-later list joins the account's on the same site. Without an
 * account list the guest list changes owner; otherwise each item is added to the account's line of the same variant
 * (quantities summed, at most 999999) or becomes a new line, and the guest list is deleted (its id then answers
 * API404). Reports `saveForLater: true` when there were items to merge, and how many a full list had no room for.
 */
export const saveForLaterMerger: GuestMerger = {
  name: 'save-for-later',
  async merge(ctx, trx, { consumerNo, guestUsid, guestObjects }) {
    const guestList = await findGuestList(ctx, trx, guestUsid, guestObjects.saveForLaterId);
    if (!guestList) return {};
    const items = await findAllItems(trx, guestList.save_for_later_id);
    const owner = consumerListOwner(consumerNo);
    const into = await findListOf(trx, owner, guestList.site_id);
    if (!into) {
      await changeListOwner(trx, guestList.save_for_later_id, owner, new Date().toISOString());
      return { saveForLater: items.length > 0 };
    }
    // Oldest first, so the guest's latest saves end up first in the account's list; a variant the account holds
    // adds up, a new one joins while the list has room (MAX_SAVED_ITEMS, decision 0041), the rest stay out.
    const held = new Set((await findAllItems(trx, into.save_for_later_id)).map((item) => item.upc));
    let leftOut = 0;
    for (const { position: _, ...item } of items.sort((a, b) => a.position - b.position)) {
      if (!held.has(item.upc) && held.size >= MAX_SAVED_ITEMS) {
        leftOut += 1;
        continue;
      }
      held.add(item.upc);
      await upsertItem(trx, { ...item, item_id: randomUUID(), save_for_later_id: into.save_for_later_id });
    }
    await deleteList(trx, guestList.save_for_later_id);
    return { saveForLater: items.length > 0, leftOut: { saveForLater: leftOut } };
  },
};

/** The guest session's list: the one the storefront named (when it is that session's), else its list on the site. */
async function findGuestList(
  ctx: RequestContext,
  trx: Db,
  guestUsid: string | null,
  saveForLaterId: string | undefined,
): Promise<SavedListRow | undefined> {
  if (guestUsid === null) return undefined;
  const owner = guestListOwner(guestUsid);
  if (saveForLaterId !== undefined) {
    const named = await findList(trx, saveForLaterId);
    if (named?.owner === owner) return named;
  }
  return findListOf(trx, owner, ctx.site.siteId);
}
