import { describe, expect, it } from 'vitest';

import { messagesFor, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { createPageIntl } from '#app/lib/i18n/page-intl.ts';
import { problemMessage } from './field-messages.ts';
import { describeShoeSize, orderNames, shoeSizeOptions } from './profile-options.ts';
import { ageOn, checkField, formatPhone, localToday, type CheckContext, type FieldName } from './validation.ts';

const US = { dialCode: '1', phoneMask: '(XXX) XXX - XXXX' };
const ctx: CheckContext = { phoneCountry: US, countryCode: 'US', today: '2026-11-21', passwordRules: true };

function check(name: FieldName, value: string, values: Record<string, string> = {}, context = ctx) {
  return checkField(name, { ...values, [name]: value }, context);
}

describe('checkField', () => {
  it.each([
    ['firstName', '', { code: 'required' }],
    ['firstName', '   ', { code: 'required' }],
    ['firstName', 'Ana', null],
    ['lastName', 'x'.repeat(51), { code: 'tooLong', max: 50 }],
    // A person's name (contracts person-name.values.ts, the api's rule; decision 0017): no digits or symbols.
    ['firstName', 'Robin2', { code: 'nameCharacters' }],
    ['lastName', 'Tester #1', { code: 'nameCharacters' }],
    ['lastName', 'Ada & Co', { code: 'nameCharacters' }],
    ['lastName', `${'x'.repeat(51)}1`, { code: 'nameCharacters' }],
    ['firstName', 'Jean-Luc', null],
    ['lastName', 'O’Brien', null],
    ['lastName', "D'Arcy", null],
    ['firstName', 'J. R.', null],
    ['lastName', 'ジョン・スミス', null],
    ['lastName', '山田\u3000太郎', null],
    ['email', '', { code: 'required' }],
    ['email', 'ana@', { code: 'email' }],
    ['email', 'ana@example', { code: 'email' }],
    ['email', ' ana@example.com ', null],
    ['username', 'not an email', { code: 'email' }],
    ['password', '', { code: 'required' }],
    ['password', 'short12', { code: 'FE872', minLength: 8 }],
    ['password', 'eight ch', null],
    ['password', 'Zq7-vR2p'.repeat(16), null],
    ['password', 'x'.repeat(129), { code: 'tooLong', max: 128 }],
    ['newPassword', '1234567', { code: 'FE872', minLength: 8 }],
    ['currentPassword', '', { code: 'required' }],
    ['currentPassword', 'x', null],
    ['phone', '', { code: 'required' }],
    ['phone', '(415) 555-0123', null],
    ['phone', '+1 415 555 0123', null],
    ['phone', '415 555 012', { code: 'phoneDigits', digits: 10, example: '(201) 555-0123' }],
    ['phone', '+44 7700 900123', { code: 'phoneCountry', dialCode: '1' }],
    ['birthDate', '', { code: 'required' }],
    ['birthDate', '1990-02-30', { code: 'birthDate' }],
    ['birthDate', '21/11/1990', { code: 'birthDate' }],
    ['birthDate', '1899-12-31', { code: 'birthDate' }],
    ['birthDate', '2026-11-22', { code: 'birthDate' }],
    ['birthDate', '2013-11-22', { code: 'tooYoung', age: 13 }],
    ['birthDate', '2013-11-21', null],
    ['postalCode', '', { code: 'required' }],
    ['postalCode', '10012', null],
    ['postalCode', '10012-1234', null],
    ['postalCode', '1001', { code: 'postalCode' }],
  ] as const)('%s %j → %j', (name, value, expected) => {
    expect(check(name, value)).toEqual(expected);
  });

  it('checks postal codes by the site country', () => {
    const at = (countryCode: string, value: string) => check('postalCode', value, {}, { ...ctx, countryCode });
    expect(at('GB', 'SW1A 1AA')).toBeNull();
    expect(at('GB', 'sw1a1aa')).toBeNull();
    expect(at('GB', '12345')).toEqual({ code: 'postalCode' });
    expect(at('DE', '10115')).toBeNull();
    expect(at('FR', '7500')).toEqual({ code: 'postalCode' });
    expect(at('JP', '100-0001')).toBeNull();
    expect(at('JP', '1000001')).toBeNull();
    expect(at('NL', '1012 AB')).toBeNull();
    expect(at('NL', '!')).toEqual({ code: 'postalCode' });
  });

  it('FE340: the confirmation must equal the new password (or the password)', () => {
    expect(check('confirmPassword', '', { newPassword: 'a long password' })).toEqual({ code: 'required' });
    expect(check('confirmPassword', 'a long passw0rd', { newPassword: 'a long password' })).toEqual({ code: 'FE340' });
    expect(check('confirmPassword', 'a long password', { newPassword: 'a long password' })).toBeNull();
    expect(check('confirmPassword', 'same thing', { password: 'same thing' })).toBeNull();
  });

  it('asks only for presence of the sign-in password (the rules are for choosing one)', () => {
    const signIn = { ...ctx, passwordRules: false };
    expect(check('password', 'abc', {}, signIn)).toBeNull();
    expect(check('password', '', {}, signIn)).toEqual({ code: 'required' });
  });

  it('takes any phone number while the country mask is unknown (the api checks it)', () => {
    expect(check('phone', '12', {}, { ...ctx, phoneCountry: null })).toBeNull();
    expect(check('phone', '', {}, { ...ctx, phoneCountry: null })).toEqual({ code: 'required' });
  });

  it('counts digits with the country mask elsewhere too', () => {
    const fr = { ...ctx, countryCode: 'FR', phoneCountry: { dialCode: '33', phoneMask: 'X XX XX XX XX' } };
    expect(check('phone', '06 12 34 56 78', {}, fr)).toBeNull();
    // Counted as the example is written, with the 0 the check drops (language tester F3-7: not the mask's X's).
    expect(check('phone', '6 12 34 56', {}, fr)).toEqual({
      code: 'phoneDigits',
      digits: 10,
      example: '06 12 34 56 78',
    });
  });

  it('takes a German mobile of 10 digits as well as 11, and names both counts otherwise (account tester F11)', () => {
    const de = { ...ctx, countryCode: 'DE', phoneCountry: { dialCode: '49', phoneMask: 'XXX - XXXXXXXX' } };
    expect(check('phone', '0171 1234567', {}, de)).toBeNull();
    expect(check('phone', '+49 171 1234567', {}, de)).toBeNull();
    expect(check('phone', '0160 1234567', {}, de)).toBeNull();
    expect(check('phone', '0151 12345678', {}, de)).toBeNull();
    // 10 or 11 digits after the 0: 11 or 12 as written, like the example (language tester F3-3).
    expect(check('phone', '0171 123456', {}, de)).toEqual({
      code: 'phoneDigitCounts',
      fewer: 11,
      digits: 12,
      example: '0151 23456789',
    });
    expect(formatPhone('0171 1234567', de.phoneCountry)).toBe('0171 1234567');
    const german = translatorFor('de-de');
    expect(german.format('auth.error.phoneDigitCounts', { fewer: 11, digits: 12, example: '0151 23456789' })).toBe(
      'Bitte gib eine 11- oder 12-stellige Nummer ein, z. B. 0151 23456789.',
    );
  });
});

describe('email addresses (tester finding: 83 characters before the @ taken, an umlaut domain refused)', () => {
  it('refuses a local part over 64 octets, takes 64 and an internationalised domain', () => {
    expect(check('email', `${'a'.repeat(65)}@example.com`)).toEqual({ code: 'email' });
    expect(check('email', `${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(check('email', 'joerg@müller.de')).toBeNull();
  });

  it('refuses an address that only looks like another one, as the api does (AUT452, tester finding t2-F5)', () => {
    // A Cyrillic "е" in the demo shopper's domain, as typed or as its A-label; a Cyrillic "о" in the local part.
    for (const email of ['shopper@exampl\u0435.com', 'Shopper@XN--EXAMPL-8OF.COM', 'sh\u043epper@example.com']) {
      expect(check('email', email), email).toEqual({ code: 'emailScripts' });
    }
    for (const email of ['ada@日本語.jp', 'ada@пример.рф', 'ada@münchen.de']) expect(check('email', email)).toBeNull();
    // Signing in takes the address an account already has.
    expect(check('username', 'shopper@exampl\u0435.com')).toBeNull();
  });

  it('says so in every locale', () => {
    const said = (locale: 'en-us' | 'en-gb' | 'de-de' | 'fr-fr' | 'ja-jp', tag: string) =>
      problemMessage('email', { code: 'emailScripts' }, createPageIntl(tag, messagesFor(locale)));
    const english =
      'This email address mixes letters of different alphabets, or has letters that only look like Latin ones (such as a Cyrillic “е”). Please type it again.';
    expect(said('en-us', 'en-US')).toBe(english);
    expect(said('en-gb', 'en-GB')).toBe(english);
    expect(said('de-de', 'de-DE')).toBe(
      'Diese E-Mail-Adresse mischt Buchstaben verschiedener Alphabete oder enthält Buchstaben, die nur wie lateinische aussehen (etwa ein kyrillisches „е“). Bitte gib sie noch einmal ein.',
    );
    expect(said('fr-fr', 'fr-FR')).toBe(
      'Cette adresse e-mail mélange des lettres de plusieurs alphabets, ou contient des lettres qui ressemblent seulement à des lettres latines (comme un « е » cyrillique). Veuillez la saisir à nouveau.',
    );
    expect(said('ja-jp', 'ja-JP')).toBe(
      'このメールアドレスには、異なる文字体系の文字が混在しているか、ラテン文字に見える別の文字（キリル文字の「е」など）が含まれています。もう一度入力してください。',
    );
  });
});

describe('the site’s minimum account age (tester findings: 13 in every market)', () => {
  it('refuses a birth date younger than the site’s age, takes that age exactly', () => {
    const de = { ...ctx, countryCode: 'DE', minAccountAge: 16 };
    expect(check('birthDate', '2010-11-21', {}, de)).toBeNull();
    expect(check('birthDate', '2010-11-22', {}, de)).toEqual({ code: 'tooYoung', age: 16 });
    expect(check('birthDate', '2010-11-22', {}, ctx)).toBeNull();
  });
});

describe('weak passwords the form refuses itself, as the api does (AUT450, tester finding)', () => {
  const brand = { ...ctx, brand: 'stride' };
  const values = { email: 'robin.runner@example.com', firstName: 'Robinetta', lastName: 'Locksley' };
  it.each([
    ['        ', 'whitespace'],
    ['aaaaaaaa', 'repeated'],
    ['........', 'repeated'],
    ['abcdefgh', 'sequence'],
    ['qwertzui', 'sequence'],
    ['Stride2026', 'context'],
    ['robin.runner1', 'context'],
    ['Locksley!!99', 'context'],
  ])('%s: %s', (password, rule) => {
    expect(check('password', password, values, brand)).toEqual({ code: 'passwordWeak', rule });
    expect(check('newPassword', password, values, brand)).toEqual({ code: 'passwordWeak', rule });
  });

  it('takes a passphrase, and leaves the sign-in password alone', () => {
    expect(check('password', 'stride along the river', values, brand)).toBeNull();
    expect(check('password', 'aaaaaaaa', values, { ...brand, passwordRules: false })).toBeNull();
  });

  it('says the rule at the field in every locale', () => {
    const problem = { code: 'passwordWeak', rule: 'sequence' } as const;
    const locales = ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const;
    const said = locales.map((locale) =>
      problemMessage('password', problem, createPageIntl(locale, messagesFor(locale))),
    );
    expect(said).toEqual([
      'Your password can’t be a sequence like “abcdefgh”, “12345678” or “qwertyui”. Please choose another.',
      'Your password can’t be a sequence like “abcdefgh”, “12345678” or “qwertyui”. Please choose another.',
      'Dein Passwort darf keine Folge wie „abcdefgh“, „12345678“ oder „qwertzui“ sein. Bitte wähle ein anderes.',
      'Votre mot de passe ne peut pas être une suite comme « abcdefgh », « 12345678 » ou « azertyui ». Veuillez en choisir un autre.',
      '「abcdefgh」「12345678」「qwertyui」のような連続した文字列はパスワードに使用できません。別のパスワードをお選びください。',
    ]);
  });
});

describe('full-width digits, as a Japanese IME types them (tester t2-F1)', () => {
  const JP: CheckContext = {
    ...ctx,
    countryCode: 'JP',
    phoneCountry: { dialCode: '81', phoneMask: 'XX - XXXX - XXXX' },
  };
  it('takes a postal code and a mobile typed full-width', () => {
    expect(check('postalCode', '１５０－０００２', {}, JP)).toBeNull();
    expect(check('phone', '０９０－１２３４－５６７８', {}, JP)).toBeNull();
    expect(check('postalCode', '１５０－００', {}, JP)).toEqual({ code: 'postalCode' });
  });
});

describe('a mobile, not a landline (account tester finding)', () => {
  const site = (countryCode: string, dialCode: string, phoneMask: string) => ({
    ...ctx,
    countryCode,
    phoneCountry: { dialCode, phoneMask },
  });
  const GB = site('GB', '44', 'XXXX - XXX - XXX');
  const DE = site('DE', '49', 'XXX - XXXXXXXX');
  const FR = site('FR', '33', 'X XX XX XX XX');
  const JP = site('JP', '81', 'XX - XXXX - XXXX');

  it.each([
    ['UK', GB, '020 7946 0000', ['07']],
    ['DE', DE, '030 12345678', ['015', '016', '017']],
    ['FR', FR, '01 23 45 67 89', ['06', '07']],
    ['JP', JP, '03-1234-5678', ['070', '080', '090']],
  ] as const)('refuses a %s landline, saying how mobiles start', (_name, context, phone, starts) => {
    expect(check('phone', phone, {}, context)).toEqual({ code: 'phoneMobile', starts });
  });

  it.each([
    ['UK', GB, '07700 900123'],
    ['DE', DE, '0171 1234567'],
    ['FR', FR, '07 81 23 45 67'],
    ['JP', JP, '090-1234-5678'],
    ['US (a mobile cannot be told apart)', ctx, '(212) 555-0100'],
  ] as const)('takes a %s mobile', (_name, context, phone) => {
    expect(check('phone', phone, {}, context)).toBeNull();
  });

  it('says so in every locale, the starts as a list in its language', () => {
    const problem = { code: 'phoneMobile', starts: ['015', '016', '017'] } as const;
    const said = (locale: 'en-us' | 'en-gb' | 'de-de' | 'fr-fr' | 'ja-jp', tag: string) =>
      problemMessage('phone', problem, createPageIntl(tag, messagesFor(locale)));
    expect(said('en-us', 'en-US')).toBe('Please enter a mobile number: mobile numbers start with 015, 016, or 017.');
    expect(said('en-gb', 'en-GB')).toBe('Please enter a mobile number: mobile numbers start with 015, 016 or 017.');
    expect(said('de-de', 'de-DE')).toBe('Bitte gib eine Mobilnummer ein: Mobilnummern beginnen mit 015, 016 oder 017.');
    expect(said('fr-fr', 'fr-FR')).toBe(
      'Veuillez saisir un numéro de portable\u202f: les numéros de portable commencent par 015, 016 ou 017.',
    );
    expect(said('ja-jp', 'ja-JP')).toBe('携帯電話番号を入力してください（015、016、または017で始まる番号）。');
  });
});

describe('helpers', () => {
  it('formats a valid phone number as its country writes it, never with the mask’s spaced dashes, and leaves others alone', () => {
    expect(formatPhone('4155550123', US)).toBe('(415) 555-0123');
    expect(formatPhone('+1 415-555-0123', US)).toBe('(415) 555-0123');
    expect(formatPhone('41555', US)).toBe('41555');
    expect(formatPhone('4155550123', null)).toBe('4155550123');
  });

  it('counts age in whole years', () => {
    expect(ageOn('2000-02-29', '2013-02-28')).toBe(12);
    expect(ageOn('2000-02-29', '2013-03-01')).toBe(13);
    expect(ageOn('1990-11-21', '2026-11-21')).toBe(36);
  });

  it('puts the family name first in Japanese', () => {
    expect(orderNames('ja-JP', ['Hanako', 'Yamada'])).toEqual(['Yamada', 'Hanako']);
    expect(orderNames('ja-jp', ['Hanako', 'Yamada'])).toEqual(['Yamada', 'Hanako']);
    expect(orderNames('en-US', ['Ana', 'Lima'])).toEqual(['Ana', 'Lima']);
    // A name in CJK script keeps family-name-first order on every site; form fields follow the locale.
    expect(orderNames('en-US', ['太郎', '山田'])).toEqual(['山田', '太郎']);
    expect(orderNames('de-DE', ['タロウ', 'ヤマダ'])).toEqual(['ヤマダ', 'タロウ']);
    expect(orderNames('fr-FR', ['민준', '김'])).toEqual(['김', '민준']);
    expect(orderNames('ja-JP', ['太郎', '山田'])).toEqual(['山田', '太郎']);
    expect(orderNames('en-GB', [1, 2])).toEqual([1, 2]);
  });

  it('gives today as a calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('offers shoe sizes in the market system and reads them back', () => {
    expect(shoeSizeOptions('men', 'US')[0]).toEqual({ value: 'M7', label: '7' });
    expect(shoeSizeOptions('men', 'GB').find((o) => o.value === 'M9')?.label).toBe('8.5');
    expect(shoeSizeOptions('women', 'DE').find((o) => o.value === 'W7')?.label).toBe('38');
    expect(shoeSizeOptions('men', 'JP').find((o) => o.value === 'M9')?.label).toBe('27.0');
    expect(describeShoeSize('W7', 'FR')).toEqual({ run: 'women', label: '38' });
    expect(describeShoeSize('M99', 'US')).toBeNull();
    expect(describeShoeSize(null, 'US')).toBeNull();
  });
});

describe('problemMessage', () => {
  const en = createPageIntl('en-US', messagesFor('en-us'));
  const de = createPageIntl('de-DE', messagesFor('de-de'));

  it('uses the spec ids of the error catalogue', () => {
    expect(problemMessage('password', { code: 'FE872', minLength: 8 }, en)).toBe(
      'Your password must be at least 8 characters long.',
    );
    expect(problemMessage('confirmPassword', { code: 'FE340' }, en)).toBe(
      'The passwords don’t match. Please try again.',
    );
    expect(problemMessage('birthDate', { code: 'birthDate' }, en)).toBe('Please enter a valid date of birth.');
    expect(problemMessage('postalCode', { code: 'postalCode' }, en)).toBe('Please enter a valid ZIP code.');
    expect(problemMessage('password', { code: 'FE872', minLength: 8 }, de)).toBe(
      'Dein Passwort muss mindestens 8 Zeichen lang sein.',
    );
  });

  it('says which characters a name may have, in every locale (decision 0017, addendum)', () => {
    const said = (locale: 'en-us' | 'en-gb' | 'de-de' | 'fr-fr' | 'ja-jp', tag: string) =>
      problemMessage('lastName', { code: 'nameCharacters' }, createPageIntl(tag, messagesFor(locale)));
    expect(said('en-us', 'en-US')).toBe('Please use only letters, spaces, hyphens, apostrophes and periods.');
    expect(said('en-gb', 'en-GB')).toBe('Please use only letters, spaces, hyphens, apostrophes and full stops.');
    expect(said('de-de', 'de-DE')).toBe(
      'Bitte verwende nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte.',
    );
    expect(said('fr-fr', 'fr-FR')).toBe(
      'Veuillez n’utiliser que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
    );
    expect(said('ja-jp', 'ja-JP')).toBe(
      '数字や記号は使用できません（ハイフン、アポストロフィ、ピリオド、中黒「・」は使用できます）。',
    );
  });

  it('says which field is missing and how a phone number should look', () => {
    expect(problemMessage('firstName', { code: 'required' }, en)).toBe('Please enter your first name.');
    expect(problemMessage('username', { code: 'required' }, en)).toBe('Please enter your email address.');
    expect(problemMessage('phone', { code: 'phoneDigits', digits: 10, example: '(201) 555-0123' }, en)).toBe(
      'Please enter the full 10-digit number, like (201) 555-0123.',
    );
    // Not the field's hint again (it states the rule): what is wrong with the date given.
    expect(problemMessage('birthDate', { code: 'tooYoung', age: 13 }, de)).toBe(
      'Bitte prüfe das Datum: Danach wärst du jünger als 13.',
    );
    expect(problemMessage('birthDate', { code: 'tooYoung', age: 13 }, en)).toBe(
      'Please check the date: it makes you younger than 13.',
    );
  });
});
