import type { ErrorId } from '@outsole/contracts/errors';

import enUS from './en-US.ts';

/**
 * British English: the American messages with British words and spelling (basket, postcode, colour, authorise)
 * where they differ.
 */
const messages = {
  ...enUS,
  BSK404: 'We couldn’t find your basket. Please refresh the page and try again.',
  BSK409: 'Your basket can hold up to {maxLines} different items. Remove one to add another.',
  ORD430: 'Some items are no longer available. We’ve updated your basket, so please review it before you continue.',
  INV700: 'This item is out of stock, so we couldn’t move it to your basket.',
  INV406: 'Some items in your basket are out of stock. Please remove them to continue.',
  GWP403: 'This free gift can’t be added to your basket. It may already be in your basket or no longer available.',
  PRC400: 'We couldn’t confirm the price of this item. Please try again or remove it from your basket.',
  FE309: 'Please check the card’s expiry date.',
  SHP500: 'We can’t deliver to PO Boxes. Please enter a street address.',
  INV409: 'Some items in your basket aren’t available right now. Please remove them to continue.',
  ORD516:
    'Your order has been updated. Some items can no longer be collected from the collection point and will be delivered to your address instead.',
  ORD517:
    'Your order has been updated. Some items can no longer be collected in store and will be delivered to your address instead.',
  SHP404: 'This delivery method isn’t available. Please choose another one.',
  ORD518: 'Your delivery options have been updated. Please review them before you continue.',
  CCN404: 'We don’t deliver to this country yet. Please choose a different country.',
  PRM130: 'We don’t recognise this promo code. Please check it and try again.',
  PRM145: 'This promo code doesn’t apply to the items in your basket.',
  PRM165: 'This promo code can’t be combined with other offers in your basket.',
  REW140: 'This reward voucher can’t be used on the items in your basket.',
  PRO415: 'Please enter a valid postcode.',
  RTN500: 'We couldn’t create your return. Please try again or contact Customer Services.',
  TAX310: 'We couldn’t calculate tax for this address. Please check the postcode.',
  CHK320: 'Your checkout session has expired. Please review your basket and check out again.',
  ATTR200: 'Please select a colour.',
  API401: 'We couldn’t authorise your request. Please refresh the page and try again.',
} satisfies Record<ErrorId, string>;

export default messages;
