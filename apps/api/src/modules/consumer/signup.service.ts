import { randomInt } from 'node:crypto';
import type { SignUpRequest, SignUpResponse } from '@outsole/contracts/auth';
import type { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { languageOf } from '../../lib/language.js';
import type { RequestContext } from '../../lib/context.js';
import { enqueueEmail } from '../notifications/notifications.service.js';
import { issueAuthorizationCode } from '../session/session.service.js';
import { normaliseShopperPhone, type StoredPhone } from './consumer-phone.js';
import { emailTaken, insertConsumer, phoneTaken, uniqueViolationOf } from './consumer.repository.js';
import { requestEmailOptIn } from './email-optin.service.js';
import { storefrontUrl, type PasswordSettings } from './password.service.js';
import { checkNewPassword, hashPassword } from './passwords.js';
import { checkBirthDate, checkPostalCode, checkSmsHasPhone, joinInterests } from './profile-fields.js';

export type SignUpInput = z.output<typeof SignUpRequest>;

/** `C` and ten random digits (docs/decisions/0017). */
export function newConsumerNo(): string {
  return `C${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** A fresh consumer number colliding with an existing one is retried this many times (1 in 10^10 each). */
const CONSUMER_NO_ATTEMPTS = 3;

const emailInUse = () => new ApiError('AUT439', { status: 409, field: 'body.email' });
const phoneInUse = () => new ApiError('AUT444', { status: 409, field: 'body.phone' });

/**
 * POST /consumers-v3/auth/signup: creates the brand's account with every profile field the shopper gave, queues the
 * welcome email in the same transaction, and with a code challenge also answers an authorization code (signed in at
 * once). Email in use → 409 AUT439, phone in use → 409 AUT444, checked before the password is hashed and again by
 * the unique keys (two simultaneous sign-ups with one email create one account). `emailOptIn` is double opt-in
 * (decision 0054): the account is created not opted in, the opt-in pending, and a confirmation email goes with the
 * welcome email, in the same transaction.
 */
export async function signUp(
  ctx: RequestContext,
  db: Db,
  settings: Pick<PasswordSettings, 'storefrontBrandOrigins'>,
  input: SignUpInput,
  now: Date = new Date(),
): Promise<SignUpResponse> {
  const brand = ctx.site.brand;
  await checkNewPassword({
    password: input.password,
    email: input.email,
    field: 'body.password',
    context: { brand, firstName: input.firstName, lastName: input.lastName },
    language: languageOf(ctx.locale),
  });
  if (input.birthDate !== undefined) {
    checkBirthDate(input.birthDate, now, { minAge: ctx.site.minAccountAge, language: languageOf(ctx.locale) });
  }
  if (input.postalCode !== undefined) checkPostalCode(input.postalCode, ctx.site.countryCode);
  const phone: StoredPhone | null =
    input.phone !== undefined && input.phone !== ''
      ? await normaliseShopperPhone(ctx, db, input.phone, input.phoneCode)
      : null;
  checkSmsHasPhone(input.smsOptIn, phone?.phone ?? null, languageOf(ctx.locale));
  if (await emailTaken(db, brand, input.email)) throw emailInUse();
  if (phone && (await phoneTaken(db, brand, phone.phoneCode, phone.phone))) throw phoneInUse();

  // Hashing takes tens of milliseconds: never inside a transaction (on SQLite it would hold every writer back).
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const consumerNo = newConsumerNo();
    try {
      return await db.transaction().execute(async (trx) => {
        await insertConsumer(trx, {
          consumer_no: consumerNo,
          brand,
          email: input.email,
          phone: phone?.phone ?? null,
          phone_code: phone?.phoneCode ?? null,
          first_name: input.firstName,
          last_name: input.lastName,
          birth_date: input.birthDate ?? null,
          postal_code: input.postalCode ?? null,
          country_code: ctx.site.countryCode,
          member_id: null,
          employee_annual_cap: null,
          employee_currency: null,
          employee_terms_accepted_at: null,
          interests: joinInterests(input.interests ?? []),
          preferred_shoe_size: input.preferredShoeSize ?? null,
          // Double opt-in: pending until the emailed link is opened (requestEmailOptIn below).
          email_optin: 0,
          sms_optin: input.smsOptIn ? 1 : 0,
          password_hash: passwordHash,
          password_changed_at: at,
          site_id: ctx.site.siteId,
          created_at: at,
          updated_at: at,
        });
        await enqueueEmail(ctx, trx, {
          dedupeKey: `welcome:${consumerNo}`,
          to: input.email,
          template: 'welcome',
          params: {
            firstName: input.firstName,
            lastName: input.lastName,
            shopUrl: storefrontUrl(ctx, settings),
            // Its confirmation email goes with it (requestEmailOptIn below): the welcome says so.
            optInPending: input.emailOptIn === true,
          },
        });
        if (input.emailOptIn) {
          const optIn = {
            consumer_no: consumerNo,
            email: input.email,
            first_name: input.firstName,
            last_name: input.lastName,
            email_optin: 0,
            email_optin_pending_at: null,
            email_optin_sent_at: null,
            email_optin_sends: 0,
          };
          await requestEmailOptIn(ctx, trx, settings, optIn, now);
        }
        if (input.codeChallenge === undefined) return { consumerNo };
        const code = await issueAuthorizationCode(ctx, trx, { consumerNo, codeChallenge: input.codeChallenge }, now);
        return { consumerNo, authorizationCode: code.authorizationCode, expiresIn: code.expiresIn };
      });
    } catch (error) {
      const violated = uniqueViolationOf(error);
      if (violated === 'email') throw emailInUse();
      if (violated === 'phone') throw phoneInUse();
      if (violated !== 'consumer_no' || attempt >= CONSUMER_NO_ATTEMPTS) throw error;
    }
  }
}
