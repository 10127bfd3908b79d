import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth';
import { characterCount } from '@outsole/contracts/text.values';
import {
  normalizePassword,
  passwordWeakness,
  type PasswordContext,
  type PasswordWeakness,
} from '@outsole/contracts/password.values';
import { ApiError } from '../../lib/api-error.js';
import type { Language } from '../../lib/language.js';

/**
 * Password storage and rules (docs/decisions/0017; OWASP ASVS 4.0 §2.1 and §2.4, the OWASP Password Storage Cheat
 * Sheet's argon2id parameters): argon2id with m=19456 KiB, t=2, p=1; 8 to 128 characters, never truncated, no
 * composition rules; common passwords and the account's own email refused.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's enum is a `const enum`, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh random salt, of the password's
 * NFKC form (decision 0017 addendum): the same visible password always gives the same input, however it was typed.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

async function verifyRaw(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * How a password matches the stored hash: `normalized` (its NFKC form, as hashes are made since session 51),
 * `raw` (only as typed: a hash made before, of a password NFKC changes; the caller re-hashes it normalised), or
 * false. A malformed hash never matches (and never throws).
 */
export async function matchPassword(passwordHash: string, password: string): Promise<'normalized' | 'raw' | false> {
  const normalized = normalizePassword(password);
  if (await verifyRaw(passwordHash, normalized)) return 'normalized';
  if (normalized !== password && (await verifyRaw(passwordHash, password))) return 'raw';
  return false;
}

/** True when the password matches the stored hash, NFKC-normalised or (a hash from before) as typed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await matchPassword(passwordHash, password)) !== false;
}

let dummyHash: Promise<string> | null = null;

/** The dummy hash of verifyAgainstDummy, made once per process (the routes make it when the app starts). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the same time as verifying a real account's password, for a username with no account: the answer and
 * its timing then say nothing about which usernames exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/**
 * The 49,233 most common passwords of leaked password lists, ranked (`@zxcvbn-ts/language-common`, MIT, from
 * zxcvbn's frequency lists); only those long enough to pass the length rule are kept (17,950). Loaded on first use
 * (about 60 ms), then held by the process (about 1 MB).
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)),
  );
  return commonPasswords;
}

/** Case-insensitive: `Password1` is as guessable as `password1`. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

export interface NewPasswordInput {
  password: string;
  /** The confirmation field, when the form has one (change and reset); a difference is FE340. */
  confirmation?: string;
  /** The account's email: a password equal to it is refused (AUT451). */
  email: string;
  /** The field the password came in, for the error detail. */
  field: string;
  /** The brand and the shopper's names: a password that is only one of them (and digits) is refused (AUT450). */
  context?: Omit<PasswordContext, 'email'>;
  /** The language of the AUT450 message that names the rule (the request's). */
  language?: Language;
}

/** AUT450's message per rule broken (decision 0017 addendum), in the request's language. */
const WEAKNESS_MESSAGES: Record<Language, Record<PasswordWeakness, string>> = {
  en: {
    whitespace: 'Your password can’t be only spaces. Please choose one with letters, numbers or symbols.',
    repeated: 'Your password can’t be one character or a short pattern repeated. Please choose another.',
    sequence: 'Your password can’t be a sequence like “abcdefgh”, “12345678” or “qwertyui”. Please choose another.',
    context:
      'Your password can’t be the shop’s name, your name or your email address with a few numbers. Please choose another.',
  },
  de: {
    whitespace:
      'Dein Passwort darf nicht nur aus Leerzeichen bestehen. Wähle eins mit Buchstaben, Ziffern oder Zeichen.',
    repeated: 'Dein Passwort darf kein wiederholtes Zeichen oder kurzes Muster sein. Bitte wähle ein anderes.',
    sequence:
      'Dein Passwort darf keine Folge wie „abcdefgh“, „12345678“ oder „qwertzui“ sein. Bitte wähle ein anderes.',
    context:
      'Dein Passwort darf nicht der Name des Shops, dein Name oder deine E-Mail-Adresse mit ein paar Ziffern sein. Bitte wähle ein anderes.',
  },
  fr: {
    whitespace:
      'Votre mot de passe ne peut pas contenir uniquement des espaces. Choisissez-en un avec des lettres, des chiffres ou des symboles.',
    repeated:
      'Votre mot de passe ne peut pas être un caractère ou un court motif répété. Veuillez en choisir un autre.',
    sequence:
      'Votre mot de passe ne peut pas être une suite comme « abcdefgh », « 12345678 » ou « azertyui ». Veuillez en choisir un autre.',
    context:
      'Votre mot de passe ne peut pas être le nom de la boutique, votre nom ou votre adresse e-mail suivis de quelques chiffres. Veuillez en choisir un autre.',
  },
  ja: {
    whitespace: 'スペースだけのパスワードは使用できません。文字、数字、記号を含めてください。',
    repeated: '同じ文字や短いパターンを繰り返しただけのパスワードは使用できません。別のパスワードをお選びください。',
    sequence:
      '「abcdefgh」「12345678」「qwertyui」のような連続した文字列はパスワードに使用できません。別のパスワードをお選びください。',
    context:
      'ショップ名、お名前、メールアドレスに数字を付けただけのパスワードは使用できません。別のパスワードをお選びください。',
  },
};

/**
 * Checks a password a shopper chooses: FE340 when the confirmation differs, FE872 under 8 characters, API400 over
 * 128 (the contracts' schema refuses it first), AUT450 when it is whitespace only, repeated, a sequence or a word of
 * its context with digits (contracts password.values.ts, with a message naming the rule) or a common password, AUT451
 * when it is the email.
 * Length counts characters as the shopper typed them (code points), and nothing is trimmed or truncated.
 */
export async function checkNewPassword({
  password,
  confirmation,
  email,
  field,
  context = {},
  language = 'en',
}: NewPasswordInput): Promise<void> {
  if (confirmation !== undefined && confirmation !== password) {
    throw new ApiError('FE340', { field: 'body.confirmPassword' });
  }
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) {
    throw new ApiError('FE872', {
      field,
      message: `The password is too short: use at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new ApiError('API400', { field, message: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.` });
  }
  const weakness = passwordWeakness(password, { ...context, email });
  if (weakness) throw new ApiError('AUT450', { field, message: WEAKNESS_MESSAGES[language][weakness] });
  if (await isCommonPassword(password)) {
    throw new ApiError('AUT450', {
      field,
      message: 'This password is too common and easy to guess. Please choose another.',
    });
  }
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw new ApiError('AUT451', { field, message: 'The password must not be your email address.' });
  }
}
