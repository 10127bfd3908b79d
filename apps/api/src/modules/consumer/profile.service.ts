import type { ConsumerProfile, ConsumerProfileResponse, UpdateProfileRequest } from '@outsole/contracts/auth';
import type { Updateable } from 'kysely';
import type { ConsumersTable, Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { languageOf } from '../../lib/language.js';
import type { RegisteredShopper, RequestContext } from '../../lib/context.js';
import { normaliseShopperPhone } from './consumer-phone.js';
import {
  acceptEmployeeTerms as recordTermsAcceptance,
  findConsumer,
  phoneTaken,
  uniqueViolationOf,
  updateConsumer,
  type ConsumerRow,
} from './consumer.repository.js';
import { emailOptOut, requestEmailOptIn, type EmailOptInSettings } from './email-optin.service.js';
import { checkBirthDate, checkPostalCode, checkSmsHasPhone, joinInterests } from './profile-fields.js';

/**
 * The signed-in shopper's own profile (spec §3 Profile). Every use case reads and writes only the row of the token's
 * consumer number: nothing in a body or path can name another account.
 */

const accountGone = () => new ApiError('AUT498', { status: 401 });

async function ownRow(db: Db, shopper: RegisteredShopper): Promise<ConsumerRow> {
  const row = await findConsumer(db, shopper.consumerNo);
  if (!row) throw accountGone();
  return row;
}

/** GET /consumers-v3/consumer. */
export async function getProfile(db: Db, shopper: RegisteredShopper): Promise<ConsumerProfileResponse> {
  return { consumerProfile: toProfile(await ownRow(db, shopper)) };
}

/**
 * PUT /consumers-v3/consumer: a partial update of the fields a shopper may set (the strict contract has already
 * refused anything else, such as consumerType, isLoyaltyMember, memberId or employee figures). `null` removes a
 * phone, birth date, postal code or preferred shoe size (an empty phone too), and a removed phone ends the SMS
 * subscription, which has no number left to text; a new phone is normalised and must not be another account's
 * (409 AUT444). Decision 0017 addendum: nothing depends on the optional fields, so each can be removed.
 * `emailOptIn: true` is double opt-in (decision 0054): it leaves the address pending and emails a confirmation link
 * (again, within limits, when already pending: the account page's "send it again"); `false` is immediate.
 */
export async function updateProfile(
  ctx: RequestContext,
  db: Db,
  settings: EmailOptInSettings,
  shopper: RegisteredShopper,
  input: UpdateProfileRequest,
  now: Date = new Date(),
): Promise<ConsumerProfileResponse> {
  const row = await ownRow(db, shopper);
  const patch: Updateable<ConsumersTable> = {};
  if (input.firstName !== undefined) patch.first_name = input.firstName;
  if (input.lastName !== undefined) patch.last_name = input.lastName;
  if (input.birthDate !== undefined) {
    if (input.birthDate !== null) {
      checkBirthDate(input.birthDate, now, { minAge: ctx.site.minAccountAge, language: languageOf(ctx.locale) });
    }
    patch.birth_date = input.birthDate;
  }
  if (input.postalCode !== undefined) {
    if (input.postalCode !== null) checkPostalCode(input.postalCode, row.country_code);
    patch.postal_code = input.postalCode;
  }
  if (input.interests !== undefined) patch.interests = joinInterests(input.interests);
  if (input.preferredShoeSize !== undefined) patch.preferred_shoe_size = input.preferredShoeSize;
  if (input.emailOptIn === false) Object.assign(patch, emailOptOut);
  if (input.smsOptIn !== undefined) patch.sms_optin = input.smsOptIn ? 1 : 0;
  if (input.phone === null || input.phone === '') {
    patch.phone = null;
    patch.phone_code = null;
    patch.sms_optin = 0;
  } else if (input.phone !== undefined || input.phoneCode !== undefined) {
    const number = input.phone ?? row.phone;
    if (number === null) throw new ApiError('PRO412', { field: 'body.phone', message: 'Please enter a phone number.' });
    // A new dial code for the number on file: the number is read again with the new code.
    const phone = await normaliseShopperPhone(ctx, db, number, input.phoneCode ?? row.phone_code ?? undefined);
    if (await phoneTaken(db, row.brand, phone.phoneCode, phone.phone, row.consumer_no)) {
      throw new ApiError('AUT444', { status: 409, field: 'body.phone' });
    }
    patch.phone = phone.phone;
    patch.phone_code = phone.phoneCode;
  }
  // Texts need a number: the one given now, else the one on file (an explicit removal above turned them off).
  if (input.phone !== null && input.phone !== '') {
    checkSmsHasPhone(input.smsOptIn, patch.phone ?? row.phone, languageOf(ctx.locale));
  }
  if (Object.keys(patch).length > 0) {
    patch.updated_at = now.toISOString();
    try {
      if (!(await updateConsumer(db, row.consumer_no, patch))) throw accountGone();
    } catch (error) {
      if (uniqueViolationOf(error) === 'phone') throw new ApiError('AUT444', { status: 409, field: 'body.phone' });
      throw error;
    }
  }
  if (input.emailOptIn === true) {
    await db.transaction().execute((trx) => requestEmailOptIn(ctx, trx, settings, row, now));
  }
  return getProfile(db, shopper);
}

/**
 * POST /consumers-v3/consumer {isEmployeeDiscountTCAccepted: true}: an employee accepts the employee discount terms
 * (spec §4, §6), after which the associate discount applies. Only an EMPLOYEE account may: anyone else gets 403
 * PRO410 (the profile cannot be changed that way).
 */
export async function acceptEmployeeTerms(
  db: Db,
  shopper: RegisteredShopper,
  now: Date = new Date(),
): Promise<ConsumerProfileResponse> {
  const row = await ownRow(db, shopper);
  if (row.consumer_type !== 'EMPLOYEE') {
    throw new ApiError('PRO410', {
      status: 403,
      field: 'body.isEmployeeDiscountTCAccepted',
      message: 'Only employees can accept the employee discount terms.',
    });
  }
  await recordTermsAcceptance(db, row.consumer_no, now.toISOString());
  return getProfile(db, shopper);
}

/** spec §5: partially enrolled when the email exists but any of phone, names, postal code or birth date is missing. */
function isPartiallyEnrolled(row: ConsumerRow): boolean {
  return [row.phone, row.first_name, row.last_name, row.postal_code, row.birth_date].some((value) => !value);
}

export function toProfile(row: ConsumerRow): ConsumerProfile {
  const employee =
    row.consumer_type === 'EMPLOYEE' && row.employee_annual_cap !== null && row.employee_currency !== null
      ? {
          currentSpend: { amount: row.employee_current_spend, currency: row.employee_currency },
          annualCap: { amount: row.employee_annual_cap, currency: row.employee_currency },
        }
      : null;
  return {
    consumerNo: row.consumer_no,
    consumerType: row.consumer_type,
    isLoyaltyMember: row.is_loyalty_member === 1,
    memberId: row.member_id,
    isEmployeeDiscountTCAccepted: row.employee_terms_accepted_at !== null,
    isPartiallyEnrolled: isPartiallyEnrolled(row),
    consumerDetails: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      phoneCode: row.phone_code,
      birthDate: row.birth_date,
      postalCode: row.postal_code,
      countryCode: row.country_code,
      athlete: row.is_athlete === 1,
      employee,
    },
    preferences: { interests: row.interests, preferredShoeSize: row.preferred_shoe_size },
    subscriptions: [
      {
        channel: 'email',
        optin: row.email_optin === 1,
        pending: row.email_optin !== 1 && row.email_optin_pending_at !== null,
      },
      { channel: 'sms', optin: row.sms_optin === 1 },
    ],
  };
}
