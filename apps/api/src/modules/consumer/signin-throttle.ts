import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import {
  clearThrottleKey,
  clearThrottleKeysWithPrefix,
  deleteStaleAttempts,
  lockThrottleKey,
  recordAttempt,
} from './signin-failures.repository.js';

type Executor = Kysely<Database>;

/**
 * Failed sign-ins and the temporary lock (docs/decisions/0017): counted per throttle key, one per account name and
 * client address, so an attacker elsewhere can never lock the owner out, and every lock ends on its own.
 */
export const SIGNIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const SIGNIN_LOCK_MS = 15 * 60_000;
/** The fifth failure within the window locks the key. */
export const MAX_SIGNIN_FAILURES = 5;
/** Counters untouched for a day are deleted now and then (their window and lock are long over). */
const STALE_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_PROBABILITY = 0.01;

const HALF = 32;

/**
 * The throttle key: 32 hex of SHA-256(brand|username), then 32 hex of SHA-256(brand|username|address). The first half
 * lets a password reset clear every client's counter of the account without storing names or addresses in clear.
 */
export function throttleKey(brand: string, username: string, address: string): string {
  return accountPrefix(brand, username) + sha256Hex(`${brand}|${username}|${address}`).slice(0, HALF);
}

function accountPrefix(brand: string, username: string): string {
  return sha256Hex(`${brand}|${username}`).slice(0, HALF);
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface Attempt {
  key: string;
  failures: number;
}

/**
 * Counts a sign-in attempt before the password is checked. Refuses with 400 AUT423 while the key is locked, and
 * when parallel attempts have already used up the window (no password is checked for those).
 */
export async function beginAttempt(db: Executor, key: string, now: Date): Promise<Attempt> {
  const at = now.toISOString();
  const state = await recordAttempt(db, key, at, new Date(now.getTime() - SIGNIN_FAILURE_WINDOW_MS).toISOString());
  if ((state.lockedUntil !== null && state.lockedUntil > at) || state.failures > MAX_SIGNIN_FAILURES) throw locked();
  if (Math.random() < PRUNE_PROBABILITY) {
    await deleteStaleAttempts(db, new Date(now.getTime() - STALE_AFTER_MS).toISOString());
  }
  return { key, failures: state.failures };
}

/**
 * The answer to a failed attempt: AUT401 (the same for a wrong password and an unknown account), AUT426 on the
 * fourth failure (one attempt left), AUT423 on the fifth, which locks the key for 15 minutes.
 */
export async function failedAttempt(db: Executor, attempt: Attempt, now: Date): Promise<ApiError> {
  if (attempt.failures >= MAX_SIGNIN_FAILURES) {
    await lockThrottleKey(db, attempt.key, new Date(now.getTime() + SIGNIN_LOCK_MS).toISOString(), now.toISOString());
    return locked();
  }
  if (attempt.failures === MAX_SIGNIN_FAILURES - 1) return new ApiError('AUT426');
  return new ApiError('AUT401');
}

/** A successful sign-in forgets this client's failures. */
export function succeededAttempt(db: Executor, attempt: Attempt): Promise<void> {
  return clearThrottleKey(db, attempt.key);
}

/** A password reset proves the owner: every client's counter and lock of the account go. */
export function clearAccountLocks(db: Executor, brand: string, username: string): Promise<void> {
  return clearThrottleKeysWithPrefix(db, accountPrefix(brand, username), HALF);
}

function locked(): ApiError {
  return new ApiError('AUT423', {
    message: 'Too many failed sign-ins: sign-in is locked for 15 minutes. You can reset your password meanwhile.',
  });
}
