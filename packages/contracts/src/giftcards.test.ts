import { describe, expect, it } from 'vitest';
import { ProfileFields } from './auth.js';
import { GiftCardBalanceRequest, giftCardDigits, giftCardPin } from './giftcards.js';

// A Japanese IME types full-width digits, hyphens and spaces by default (tester t2-F1): they are the digits they show.
describe('what a shopper types, folded to the digits it shows', () => {
  it.each([
    ['spaced', '6280 4417 3093 2349', '6280441730932349'],
    ['dashed', '6280-4417-3093-2349', '6280441730932349'],
    ['full-width, with an ideographic space', '６２８０\u3000４４１７ ３０９３ ２３４９', '6280441730932349'],
    ['full-width hyphens', '６２８０－４４１７－３０９３－２３４９', '6280441730932349'],
    ['typographic dashes', '6280\u20134417\u20123093\u22122349', '6280441730932349'],
  ])('a card number %s', (_name, typed, digits) => {
    expect(giftCardDigits(typed)).toBe(digits);
  });

  it('a PIN in full-width digits, with spaces around', () => {
    expect(giftCardPin(' ８６４２\u3000')).toBe('8642');
  });

  it('the balance request takes them and still refuses what is not digits', () => {
    expect(GiftCardBalanceRequest.parse({ cardNumber: '６２８０４４１７３０９３２３４９', pin: '８６４２' })).toEqual({
      cardNumber: '6280441730932349',
      pin: '8642',
    });
    expect(GiftCardBalanceRequest.safeParse({ cardNumber: '6280441730932349', pin: '８６４Ａ' }).success).toBe(false);
    expect(
      GiftCardBalanceRequest.safeParse({ cardNumber: '６２８０４４１７３０９３２３４', pin: '8642' }).success,
    ).toBe(false);
  });

  it('a postal code and a phone in a profile, full-width', () => {
    const typed = {
      firstName: 'Hanako',
      lastName: 'Yamada',
      postalCode: '１５０－０００２',
      phone: '０９０１２３４５６７８',
    };
    expect(ProfileFields.parse(typed)).toMatchObject({
      postalCode: '150-0002',
      phone: '09012345678',
    });
  });
});
