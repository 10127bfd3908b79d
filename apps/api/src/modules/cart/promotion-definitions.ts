import type { Promotion } from '../pricing/promotion.types.js';

/**
 * A promotion as stored (table `promotions`, migration 0017): the pricing engine's definition minus what has its
 * own column (id, name, level, site) or table (coupon codes, with their usage counts), dates as ISO-8601 text.
 */
export type StoredPromotionDefinition = Omit<
  Promotion,
  'id' | 'name' | 'level' | 'siteIds' | 'trigger' | 'startsAt' | 'endsAt' | 'reward'
> & {
  trigger: 'automatic' | 'coupon';
  startsAt?: string;
  endsAt?: string;
  reward: Promotion['reward'];
};

export interface StoredPromotion {
  promotionId: string;
  siteId: string;
  name: string;
  level: Promotion['level'];
  definition: StoredPromotionDefinition;
  codes: { code: string; maxUses: number | null; usedCount: number }[];
}

/** The engine's view of a stored promotion; the engine validates the whole list before it prices (RangeError). */
export function toPromotion(stored: StoredPromotion): Promotion {
  const { trigger, startsAt, endsAt, ...rest } = stored.definition;
  return {
    ...rest,
    id: stored.promotionId,
    name: stored.name,
    level: stored.level,
    siteIds: [stored.siteId],
    ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
    ...(endsAt === undefined ? {} : { endsAt: new Date(endsAt) }),
    trigger:
      trigger === 'automatic'
        ? { kind: 'automatic' }
        : {
            kind: 'coupon',
            codes: stored.codes.map((code) => ({
              code: code.code,
              remainingUses: code.maxUses === null ? null : Math.max(0, code.maxUses - code.usedCount),
            })),
          },
  } as Promotion;
}
