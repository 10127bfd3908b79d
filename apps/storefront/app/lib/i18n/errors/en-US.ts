import type { ErrorId } from '@outsole/contracts/errors';

/** Shopper-facing messages for every error id of spec §8 (ICU MessageFormat). */
const messages = {
  // Session and cart
  AUT498: 'Something went wrong with your session. We’ll reload the page in a moment.',
  BSK404: 'We couldn’t find your cart. Please refresh the page and try again.',
  ORD430: 'Some items are no longer available. We’ve updated your cart, so please review it before you continue.',
  INV700: 'This item is out of stock, so we couldn’t move it to your cart.',
  INV406: 'Some items in your cart are out of stock. Please remove them to continue.',
  INV408: '{maxAllowedQty, plural, one {You can add only # of this item.} other {You can add up to # of this item.}}',
  GWP403: 'This free gift can’t be added to your cart. It may already be in your cart or no longer available.',
  ORD404: 'We couldn’t find this item. It may no longer be available.',
  INV702: 'This item is currently unavailable.',
  PRC400: 'We couldn’t confirm the price of this item. Please try again or remove it from your cart.',

  // Payment
  PAY400: 'There was a problem with your payment. Please check your details or choose another payment method.',
  PYT402: 'We couldn’t verify this payment. Please try another payment method.',
  PAY401: 'This payment method can’t be used for delivery to this address. Please choose another payment method.',

  // Gift cards
  GFC700: 'This gift card isn’t valid. Please check the card number and try again.',
  GFC755: 'This gift card has already been applied to your order.',
  GFC725: 'This gift card can’t be used in this country or currency.',
  GFC740: 'This gift card has no remaining balance.',
  GFC410: 'This gift card has expired.',
  GFC799: 'The gift card number or PIN doesn’t match our records. Please check both and try again.',
  GFC800: 'We can’t check gift cards right now. Please try again later or use another payment method.',
  GFC812:
    'This gift card is locked because its PIN was entered wrong too many times. Please contact customer service to unlock it.',
  GFC760: 'You’ve already applied as many gift cards as one order can take.',
  GFC400: 'The gift card number or PIN doesn’t match our records. Please check both and try again.',

  // Saved cards
  PYT300: 'This card is already saved to your account.',
  FE309: 'Please check the card’s expiration date.',
  PYT404: 'Your card was declined. Please try another card or payment method.',
  PYT405: 'This card type isn’t supported. Please use a different card.',
  PYT406: 'We couldn’t verify your card. Please try again or use another card.',

  // Shipping and order: American shops say shipping for the method and its cost (decision 0018)
  SHP500: 'We can’t ship to PO boxes. Please enter a street address.',
  INV409: 'Some items in your cart aren’t available right now. Please remove them to continue.',
  ORD415: 'We couldn’t calculate your order total. Please try again in a moment.',
  ORD516:
    'Your order has been updated. Some items can no longer be picked up at the pickup point and will be delivered to your address instead.',
  ORD517:
    'Your order has been updated. Some items can no longer be picked up in store and will be delivered to your address instead.',
  ORD518: 'Your shipping options have been updated. Please review them before you continue.',
  INV701: 'There isn’t enough stock for the quantity you chose. Please choose a lower quantity.',
  GFS800: 'Gift services aren’t available right now. Please try again later.',
  SHP404: 'This shipping method isn’t available. Please choose another one.',

  // Promotions
  PRM130: 'We don’t recognize this promo code. Please check it and try again.',
  PRM135: 'This promo code has expired.',
  PRM140: 'This promo code isn’t active yet. Please try again later.',
  PRM145: 'This promo code doesn’t apply to the items in your cart.',
  PRM150: 'This promo code has already been applied.',
  PRM155: 'This promo code has reached its usage limit.',
  PRM160: 'Add a few more items to reach the minimum spend for this promo code. Gift cards don’t count towards it.',
  PRM165: 'This promo code can’t be combined with other offers in your cart.',
  PRM170: 'This promo code isn’t available for your account.',
  PRM175: 'This promo code isn’t valid in your country.',
  PRM416: 'This doesn’t look like a valid promo code. Please check it and try again.',

  // Rewards
  REW130: 'This reward voucher isn’t available. Please choose another one.',
  REW135: 'You don’t have enough points for this reward voucher yet.',
  REW140: 'This reward voucher can’t be used on the items in your cart.',
  REW401: 'Please sign in as a loyalty member to use your reward vouchers.',

  // Profile
  PRO404: 'We couldn’t find your profile. Please sign in again.',
  PRO410: 'We couldn’t update your profile. Please try again.',
  PRO411: 'Please enter a valid email address.',
  PRO412: 'Please enter a valid phone number.',
  PRO414: 'Please enter a valid date of birth.',
  PRO415: 'Please enter a valid ZIP code.',
  PRO418: 'Some of your profile details are missing. Please complete them.',

  // Sign-in, sign-up and passwords
  FE340: 'The passwords don’t match. Please try again.',
  FE872: 'Your password must be at least {minLength, plural, one {# character} other {# characters}} long.',
  AUT401: 'That email and password combination doesn’t match our records. Please try again or reset your password.',
  AUT418: 'That email and password combination doesn’t match our records. Please try again or reset your password.',
  AUT437: 'That email and password combination doesn’t match our records. Please try again or reset your password.',
  AUT438: 'That email and password combination doesn’t match our records. Please try again or reset your password.',
  AUT402: 'This password reset link has expired or has already been used. Please request a new one.',
  AUT403: 'We couldn’t complete the security check. Please try again.',
  AUT409: 'We’re already signing you in. Please wait a moment.',
  AUT423: 'For your security, sign-in is temporarily locked. Please try again later or reset your password.',
  AUT426:
    'For your security, sign-in will be temporarily locked after one more unsuccessful attempt. You can reset your password instead.',
  AUT439: 'An account with this email already exists. Please sign in or use a different email.',
  PRO400: 'An account with this email already exists. Please sign in or use a different email.',
  AUT444: 'This phone number is already linked to another account. Please use a different number.',
  AUT442: 'This phone number is already linked to another account. Please use a different number.',
  AUT450: 'This password is too easy to guess. Please choose a stronger one.',
  AUT451: 'Please choose a password that isn’t your email address or your current password.',
  AUT452: 'Please enter a valid email address.',
  AUT453: 'Please choose a password that meets all the listed requirements.',
  AUT500: 'We can’t sign you in right now. Please try again in a few minutes.',

  // General
  API400: 'Some details aren’t quite right. Please check them and try again.',
  API404: 'We couldn’t find what you were looking for.',
  API405: 'Sorry, that action isn’t available.',
  API406: 'We couldn’t complete your request. Please refresh the page and try again.',
  API415: 'This file type isn’t supported. Please try a different file.',
  GEN500: 'Something went wrong on our end. Please try again.',
  RTN500: 'We couldn’t create your return. Please try again or contact Customer Service.',
  STR404: 'We couldn’t find this store. Please choose another store.',
  REV410: 'Your review is a little too long. Please shorten it and try again.',
  OHS4004: 'We couldn’t find that order. Please check your order number and email, then try again.',
  ORD409: 'We couldn’t find that order. Please check your order number and email, then try again.',
  ORD400: 'Please enter a valid email address.',
  CCA400: 'Some address details aren’t valid. Please check your address and try again.',
  CCA401: 'We couldn’t verify this address. Please check it and try again.',
  CCN404: 'We don’t ship to this country yet. Please choose a different country.',
  '4044': 'We couldn’t find a membership with these details.',
  TAX309: 'We couldn’t calculate tax for this address. Please check the address and try again.',
  TAX310: 'We couldn’t calculate tax for this address. Please check the ZIP code and state.',
  BIL400: 'Some billing address details aren’t valid. Please check them and try again.',
  BILL410: 'We couldn’t save your billing address. Please try again.',
  CHK320: 'Your checkout session has expired. Please review your cart and check out again.',
  CHK380: 'We couldn’t place your order. Please try again in a moment.',
  SHP410: 'Please enter a phone number so we can contact you about your delivery.',
  GFO404: 'This gift option is no longer available.',
  GFO405: 'We couldn’t add this gift option. Please check the details and try again.',
  PLP400: 'We couldn’t load these products. Please refresh the page.',
  ATTR100: 'Please select a size.',
  ATTR200: 'Please select a color.',
  ATTR300: 'This combination isn’t available. Please choose a different option.',

  // Platform
  API401: 'We couldn’t confirm your request. Please refresh the page and try again.',
  API403: 'We couldn’t do that because the request didn’t come from this site. Please reload the page and try again.',
  API408: 'That took too long to arrive. Please check your connection and try again.',
  API413: 'That’s too large to send. Please try a smaller file or shorter text.',
  API429: 'We’re receiving a lot of requests. Please wait a moment and try again.',
  API431: 'That link is too long to open. Please go back and try again.',
  API503: 'We’re briefly unavailable. Please try again in a moment.',
  BSK409: 'Your cart can hold up to {maxLines} different items. Remove one to add another.',
  SFL409: 'You can save up to {maxItems} items. Remove one to save another.',
  REV409: 'You’ve already reviewed this product.',
  QST409: 'You’ve already asked this question about this product.',
  REV403: 'You can’t vote on your own review.',
  QST403: 'You can’t vote on your own answer.',
  GFC409: 'Gift cards in one order can add up to {maxValue} in total. Choose fewer cards or a smaller amount.',
} satisfies Record<ErrorId, string>;

export default messages;
