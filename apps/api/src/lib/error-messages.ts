import type { ErrorId } from '@outsole/contracts/errors';

/**
 * The api's English message for every error id (spec §8). The storefront shows its own localised text for an
 * errorId when it has one and falls back to this message, so these read as sentences for shoppers.
 * `{name}` placeholders are filled from the error's params (spec: "The max same-item message uses the server
 * maxAllowedQty").
 */
export const ERROR_MESSAGES: Record<ErrorId, string> = {
  AUT498: 'Your account could not be verified. Your cart has been cleared; please sign in again.',
  BSK404: 'Your cart could not be found.',
  ORD430: 'Some items are no longer available. Please review your cart.',
  INV700: 'This item is out of stock and could not be moved to your cart.',
  INV406: 'Some items in your cart are out of stock.',
  INV408: 'You can add up to {maxAllowedQty} of this item.',
  GWP403: 'Free gift items cannot be added to the cart.',
  ORD404: 'This item is no longer available.',
  INV702: 'This item is not available in the quantity requested.',
  PRC400: 'This item has no price at the moment.',
  PAY400: 'Your payment could not be processed. Please try another payment method.',
  PYT402: 'We could not verify your payment. Please try another payment method.',
  PAY401: 'We cannot ship to this address with the selected payment method.',
  GFC700: 'This gift card could not be applied.',
  GFC755: 'This gift card has already been applied.',
  GFC725: 'Gift cards cannot be used for this order.',
  GFC740: 'This gift card has no balance left.',
  GFC410: 'This gift card has expired.',
  GFC799: 'The gift card number or PIN is not valid.',
  GFC800: 'Gift cards cannot be checked at the moment. Please try again later.',
  GFC812: 'Too many gift card attempts. Please try again later.',
  GFC760: 'The maximum number of gift cards has been applied.',
  GFC400: 'The gift card details are not valid.',
  PYT300: 'This card has already been saved.',
  FE309: 'The card expiry date is not valid.',
  PYT404: 'The payment method could not be found.',
  PYT405: 'This payment method is not available for this order.',
  PYT406: 'This payment method cannot be used with the items in your cart.',
  SHP500: 'We cannot deliver to PO boxes for this order.',
  INV409: 'Some products have no inventory.',
  ORD415: 'The order totals could not be calculated. Please try again.',
  ORD516: 'Your order has been updated: some items will be delivered to your address instead of a pickup point.',
  ORD517: 'Your order has been updated: some items will be delivered to your address instead of picked up in store.',
  ORD518: 'The delivery method of some items has changed.',
  INV701: 'This item is out of stock.',
  GFS800: 'The gift service is not available at the moment.',
  SHP404: 'The shipping method could not be found.',
  PRM130: 'This promo code is not valid.',
  PRM135: 'This promo code has expired.',
  PRM140: 'This promo code is not active yet.',
  PRM145: 'This promo code does not apply to the items in your cart.',
  PRM150: 'This promo code has already been applied.',
  PRM155: 'This promo code has reached its usage limit.',
  PRM160: 'Your cart does not reach the minimum spend or quantity of this promo code.',
  PRM165: 'This promo code cannot be combined with other promotions in your cart.',
  PRM170: 'This promo code is not available for your account.',
  PRM175: 'This promo code is not valid on this site.',
  PRM416: 'This is not a valid promo code.',
  REW130: 'This reward voucher is not offered on this site.',
  REW135: 'You do not have enough points for this reward voucher.',
  REW140: 'This reward voucher cannot be used on this cart.',
  REW401: 'Reward vouchers are for signed-in loyalty members.',
  PRO404: 'Your profile could not be found.',
  PRO410: 'Your profile could not be updated.',
  PRO411: 'The email address is not valid.',
  PRO412: 'The phone number is not valid.',
  PRO414: 'The birth date is not valid.',
  PRO415: 'The postal code is not valid.',
  PRO418: 'Some profile details are missing.',
  FE340: 'The passwords do not match.',
  FE872: 'The password is too short.',
  AUT401: 'The email or password is incorrect.',
  AUT418: 'The email or password is incorrect.',
  AUT437: 'The email or password is incorrect.',
  AUT438: 'The email or password is incorrect.',
  AUT402: 'This reset link has expired. Please request a new one.',
  AUT403: 'We could not verify that you are not a robot. Please try again.',
  AUT409: 'This sign-in has already been used. Please try again.',
  AUT423: 'Your account is locked. Please reset your password.',
  AUT426: 'One attempt left before your account is locked.',
  AUT439: 'An account with this email already exists.',
  PRO400: 'An account with this email already exists.',
  AUT444: 'This phone number is already in use.',
  AUT442: 'This phone number is already in use.',
  AUT450: 'The password is too common. Please choose a stronger one.',
  AUT451: 'The password must not be your email address or your current password.',
  AUT452: 'The email address is not valid.',
  AUT453: 'The password does not meet the requirements.',
  AUT500: 'Sign-in is not available at the moment. Please try again later.',
  API400: 'The request is not valid.',
  API404: 'The requested resource was not found.',
  API405: 'This method is not allowed for the requested resource.',
  API406: 'The requested response format is not available; this api answers in JSON.',
  API415: 'The request body must be sent as application/json.',
  GEN500: 'Something went wrong. Quote the correlation id when you contact support.',
  RTN500: 'The return could not be created. Please try again later.',
  STR404: 'The store could not be found.',
  REV410: 'The review is too long.',
  OHS4004: 'The order could not be found.',
  ORD409: 'The order could not be found.',
  ORD400: 'The email address is not valid.',
  CCA400: 'The address is not valid.',
  CCA401: 'The address could not be verified.',
  CCN404: 'The address could not be found.',
  '4044': 'The member could not be found.',
  TAX309: 'Tax could not be calculated for this address.',
  TAX310: 'Tax could not be calculated at the moment. Please try again.',
  BIL400: 'The billing address is not valid.',
  BILL410: 'The billing address is missing.',
  CHK320: 'Checkout could not continue. Please review your order.',
  CHK380: 'Your order could not be placed. Please try again.',
  SHP410: 'Please enter a phone number.',
  GFO404: 'The gift option could not be found.',
  GFO405: 'The gift option is not available for this item.',
  PLP400: 'The product list request is not valid.',
  ATTR100: 'The product attribute is not valid.',
  ATTR200: 'The product attribute value is not valid.',
  ATTR300: 'The product attribute combination is not available.',
  API401: 'The request is not authorised: a valid access key is required.',
  API403: 'This request is not allowed.',
  API413: 'The request body is too large.',
  API429: 'Too many requests. Please try again later.',
};

export type MessageParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Fills `{name}` placeholders from params. A placeholder without a value stays visible rather than becoming an
 * empty string, so a missing parameter shows up in tests and logs instead of producing a half sentence.
 */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}

export function messageFor(errorId: ErrorId, params?: MessageParams): string {
  return formatMessage(ERROR_MESSAGES[errorId], params);
}
