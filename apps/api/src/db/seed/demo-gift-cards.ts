import type { Brand } from '@outsole/contracts/reference';
import { cardDigest, pinDigest } from '../../modules/giftcards/gift-card-codes.js';
import type { Insertable } from 'kysely';
import type { GiftCardsTable } from '../schema.js';
import { CATALOG_NOW } from './catalog/generate-catalog.js';

export interface DemoGiftCard {
  /** As printed on the card; the seed stores only its digest and last four digits. */
  cardNumber: string;
  pin: string | null;
  brand: Brand;
  currency: string;
  /** Minor units. */
  balance: number;
  initialAmount: number;
  status: GiftCardsTable['status'];
  expiresAt: string | null;
  /** What the card shows on the balance call (README "Demo accounts"). */
  shows: string;
}

/**
 * The demo gift cards (README "Demo accounts"): one per outcome of the balance call on the stride sites, one per
 * other currency, and one for kestrel. US cards never expire (federal law allows no less than five years; most
 * issuers set none); the euro card expires at the end of its third year, as German law's usual limit.
 */
// prettier-ignore
export const DEMO_GIFT_CARDS: readonly DemoGiftCard[] = [
  { cardNumber: '6280 4417 3092 5516', pin: '1234', brand: 'stride', currency: 'USD', balance: 5_000, initialAmount: 5_000, status: 'active', expiresAt: null, shows: '50.00 USD' },
  { cardNumber: '6280 4417 3092 6604', pin: null, brand: 'stride', currency: 'USD', balance: 2_500, initialAmount: 10_000, status: 'active', expiresAt: null, shows: '25.00 USD, a card without a PIN' },
  { cardNumber: '6280 4417 3092 7741', pin: '2468', brand: 'stride', currency: 'USD', balance: 0, initialAmount: 5_000, status: 'active', expiresAt: null, shows: 'GFC740, no balance left' },
  { cardNumber: '6280 4417 3092 8853', pin: '1357', brand: 'stride', currency: 'USD', balance: 3_000, initialAmount: 3_000, status: 'expired', expiresAt: '2024-12-31T23:59:59.999Z', shows: 'GFC410, expired' },
  { cardNumber: '6280 4417 3092 9935', pin: '9876', brand: 'stride', currency: 'USD', balance: 10_000, initialAmount: 10_000, status: 'disabled', expiresAt: null, shows: 'GFC400, disabled (the same answer as an unknown number)' },
  { cardNumber: '6280 4417 3093 0127', pin: '4321', brand: 'stride', currency: 'GBP', balance: 4_000, initialAmount: 4_000, status: 'active', expiresAt: null, shows: '40.00 GBP on stride-en-gb; GFC725 on the other sites' },
  { cardNumber: '6280 4417 3093 1238', pin: '5678', brand: 'stride', currency: 'EUR', balance: 6_000, initialAmount: 6_000, status: 'active', expiresAt: '2029-12-31T22:59:59.999Z', shows: '60.00 EUR on stride-de-de and stride-fr-fr' },
  { cardNumber: '6280 4417 3093 2349', pin: '8642', brand: 'stride', currency: 'JPY', balance: 5_000, initialAmount: 5_000, status: 'active', expiresAt: null, shows: '¥5,000 on stride-ja-jp' },
  { cardNumber: '6281 9902 5561 0011', pin: '1234', brand: 'kestrel', currency: 'USD', balance: 7_500, initialAmount: 7_500, status: 'active', expiresAt: null, shows: '75.00 USD on kestrel-en-us' },
];

export function giftCardRows(): Insertable<GiftCardsTable>[] {
  const now = CATALOG_NOW;
  return DEMO_GIFT_CARDS.map((card, index) => {
    const digits = card.cardNumber.replace(/\D/g, '');
    return {
      id: `giftcard-demo-${String(index + 1).padStart(4, '0')}`,
      code_digest: cardDigest(digits),
      last_four: digits.slice(-4),
      code_length: digits.length,
      pin_digest: card.pin === null ? null : pinDigest(digits, card.pin),
      brand: card.brand,
      currency_code: card.currency,
      initial_amount: card.initialAmount,
      balance: card.balance,
      status: card.status,
      expires_at: card.expiresAt,
      created_at: now,
      updated_at: now,
    };
  });
}
