import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { hash } from '@node-rs/argon2';
import {
  ARGON2_OPTIONS,
  checkNewPassword,
  hashPassword,
  isCommonPassword,
  matchPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.js';

const EMAIL = 'robin@example.com';

/** The error id checkNewPassword throws for a password, or null when it accepts it. */
async function refusal(password: string, confirmation?: string): Promise<string | null> {
  try {
    await checkNewPassword({
      password,
      email: EMAIL,
      field: 'body.password',
      ...(confirmation === undefined ? {} : { confirmation }),
    });
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.errorId;
    throw error;
  }
}

describe('password hashing', () => {
  it('stores argon2id with m=19456 KiB, t=2, p=1 and a fresh salt per hash', async () => {
    const first = await hashPassword('Correct-Horse-Battery-9');
    const second = await hashPassword('Correct-Horse-Battery-9');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'Correct-Horse-Battery-9')).toBe(true);
    expect(await verifyPassword(second, 'Correct-Horse-Battery-9')).toBe(true);
    expect(await verifyPassword(first, 'correct-horse-battery-9')).toBe(false);
  });

  it('never truncates: 128 characters differing only in the last one do not match', async () => {
    const long = `${'a'.repeat(60)}é-${'b'.repeat(65)}`;
    expect([...long]).toHaveLength(127);
    const stored = await hashPassword(`${long}x`);
    expect(await verifyPassword(stored, `${long}x`)).toBe(true);
    expect(await verifyPassword(stored, `${long}y`)).toBe(false);
    expect(await verifyPassword(stored, long)).toBe(false);
  });

  it('hashes the NFKC form and verifies any typing of it; a hash of a raw form (from before) matches as typed', async () => {
    const stored = await hashPassword('Ｐässwort-lang-42');
    for (const typed of ['Pässwort-lang-42', 'Pa\u0308sswort-lang-42', 'Ｐa\u0308sswort-lang-42']) {
      expect(await matchPassword(stored, typed), typed).toBe('normalized');
    }
    const legacy = await hash('Pa\u0308sswort-lang-42', ARGON2_OPTIONS);
    expect(await matchPassword(legacy, 'Pa\u0308sswort-lang-42')).toBe('raw');
    expect(await verifyPassword(legacy, 'Pa\u0308sswort-lang-42')).toBe(true);
    expect(await matchPassword(legacy, 'Pässwort-lang-43')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch and the dummy as always false', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('Correct-Horse-Battery-9')).toBe(false);
  });
});

describe('password rules', () => {
  it.each([
    ['a confirmation that differs', 'Correct-Horse-Battery-9', 'Correct-Horse-Battery-8', 'FE340'],
    ['7 characters', 'Abc-12!', undefined, 'FE872'],
    ['8 characters of which one is an emoji counted once', '🏃abc-12', undefined, 'FE872'],
    ['129 characters', 'x'.repeat(129), undefined, 'API400'],
    ['a common password', 'password1', undefined, 'AUT450'],
    ['a common password in other case', 'PassWord1', undefined, 'AUT450'],
    ['another common one', 'iloveyou1', undefined, 'AUT450'],
    ['the email itself', 'Robin@Example.com', undefined, 'AUT451'],
  ])('refuses %s', async (_name, password, confirmation, errorId) => {
    expect(await refusal(password, confirmation)).toBe(errorId);
  });

  it.each([
    ['8 characters', 'Zq7-vR2p'],
    ['a passphrase with spaces kept', '  correct horse battery staple  '],
    ['64 characters', 'k'.repeat(32) + 'Q'.repeat(32)],
    ['128 characters', 'k'.repeat(64) + 'Q'.repeat(64)],
    ['no composition rules: all lower case', 'thesilverfoxjumped'],
    ['unicode', 'Kennwort-für-Läufer'],
  ])('accepts %s', async (_name, password) => {
    expect(await refusal(password, password)).toBeNull();
  });

  it.each([
    ['eight spaces', '        '],
    ['eight ideographic spaces', '\u3000'.repeat(8)],
    ['one letter repeated', 'aaaaaaaa'],
    ['one letter repeated, long', 'a'.repeat(20)],
    ['full stops', '........'],
    ['a short pattern repeated', 'abababab'],
    ['the alphabet in order', 'abcdefgh'],
    ['the alphabet backwards', 'HGFEDCBA'],
    ['digits in order', '23456789'],
    ['digits backwards', '87654321'],
    ['a QWERTZ row', 'qwertzui'],
    ['an AZERTY row', 'azertyui'],
    ['a row backwards', 'lkjhgfdsa'],
    ['the brand with a year', 'Stride2026'],
    ['the brand twice', 'stridestride'],
    ['the shop software', 'Outsole!!2026'],
    ['the email’s local part with digits', 'robin.runner99'],
    ['part of the email’s local part with digits', 'Runner-1234'],
    ['the first name with digits', 'Robinetta#2026'],
    ['the last name, full-width (NFKC)', 'Ｌｏｃｋｓｌｅｙ１２３'],
  ])('refuses %s with AUT450 and a message naming the rule', async (_name, password) => {
    const refused = await checkNewPassword({
      password,
      email: 'robin.runner@example.com',
      field: 'body.password',
      context: { brand: 'stride', firstName: 'Robinetta', lastName: 'Locksley' },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errorId).toBe('AUT450');
    expect((refused as ApiError).message).toMatch(/^Your password can’t be /);
  });

  it('says the rule in the request’s language', async () => {
    const messages = [];
    for (const language of ['en', 'de', 'fr', 'ja'] as const) {
      const refused = await checkNewPassword({
        password: 'abcdefgh',
        email: EMAIL,
        field: 'body.password',
        language,
      }).catch((error: unknown) => error as ApiError);
      messages.push(refused?.message);
    }
    expect(messages).toEqual([
      'Your password can’t be a sequence like “abcdefgh”, “12345678” or “qwertyui”. Please choose another.',
      'Dein Passwort darf keine Folge wie „abcdefgh“, „12345678“ oder „qwertzui“ sein. Bitte wähle ein anderes.',
      'Votre mot de passe ne peut pas être une suite comme « abcdefgh », « 12345678 » ou « azertyui ». Veuillez en choisir un autre.',
      '「abcdefgh」「12345678」「qwertyui」のような連続した文字列はパスワードに使用できません。別のパスワードをお選びください。',
    ]);
  });

  it.each([
    ['a word of the brand inside a phrase', 'stride-along-the-river'],
    ['the name inside a phrase', 'robinetta likes hills'],
    ['a mixed run', 'abcdefgx1'],
    ['a short name is no context word', 'Al-2026-Al-xyz'],
  ])('still accepts %s', async (_name, password) => {
    await expect(
      checkNewPassword({
        password,
        email: 'robin.runner@example.com',
        field: 'body.password',
        context: { brand: 'stride', firstName: 'Robinetta', lastName: 'Al' },
      }),
    ).resolves.toBeUndefined();
  });

  it('knows thousands of common passwords, not just a handful', async () => {
    const samples = ['12345678', 'qwertyuiop', 'baseball1', 'football', 'sunshine', 'princess', 'trustno1', '1qaz2wsx'];
    for (const sample of samples) expect(await isCommonPassword(sample), sample).toBe(true);
    expect(await isCommonPassword('Outsole-demo-2026')).toBe(false);
  });
});
