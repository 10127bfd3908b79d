import { z } from 'zod';
import { MERGE_NAMED_LINES } from './cart.values.js';
import { EMAIL_SCRIPT_REFUSAL, emailLooksAsWritten } from './email-script.values.js';
import { EMAILED_TOKEN_PATTERN } from './paths.js';
import { atMostCharacters, personName } from './text.js';
import {
  asciiEmail,
  EMAIL_ADDRESS_PATTERN,
  CODE_CHALLENGE_PATTERN,
  CODE_VERIFIER_PATTERN,
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INTERESTS,
  isPreferredShoeSize,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USID_PATTERN,
} from './auth.values.js';

export * from './auth.values.js';

/**
 * Identity contracts (spec §3 Auth and Profile, §4 Session, §7 Authentication and Consumer). Shapes the spec does not
 * show are ours, recorded in docs/decisions/0017-identity-and-sessions.md.
 */

export const ConsumerType = z.enum(['REGISTERED', 'EMPLOYEE']);
export type ConsumerType = z.infer<typeof ConsumerType>;

/** Ids of guest objects the token exchange merges into the account (spec §4: basket, favorites, saved for later). */
export const GuestObjects = z
  .object({
    basketId: z.string().min(1).max(64).optional(),
    favoriteId: z.string().min(1).max(64).optional(),
    saveForLaterId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type GuestObjects = z.infer<typeof GuestObjects>;

const refreshToken = z.string().min(16).max(200);

/**
 * POST /token/v2/auth/token. `Guest` without a refresh token starts a guest session (for the caller's x-usid when it
 * sends a valid one); `Registered` exchanges an authorization code with its PKCE verifier; either type with
 * `refreshToken` rotates that session's refresh token.
 */
export const TokenRequest = z.union([
  z.object({ type: z.literal('Guest'), refreshToken: refreshToken.optional() }).strict(),
  z
    .object({
      type: z.literal('Registered'),
      authorizationCode: z.string().min(16).max(200),
      codeVerifier: z.string().regex(CODE_VERIFIER_PATTERN, 'codeVerifier must be 43 to 128 unreserved characters'),
      guestObjects: GuestObjects.optional(),
      orderNo: z.string().min(1).max(40).optional(),
      st: z.string().min(1).max(200).optional(),
      action: z.literal('postLogin').optional(),
    })
    .strict(),
  z.object({ type: z.literal('Registered'), refreshToken }).strict(),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export { MERGE_NAMED_LINES } from './cart.values.js';
/** Some of a merge's lines: how many, and the names of the first few (MERGE_NAMED_LINES). */
export const NamedLines = z.object({
  count: z.number().int().nonnegative(),
  names: z.array(z.string().max(200)).max(MERGE_NAMED_LINES),
});
export type NamedLines = z.infer<typeof NamedLines>;

/**
 * What the merge step did: `cart`, the guest's cart is the account's now (merged into the account's, or taken as it
 * was when the account had none; `cartChanges` then says that nothing in it changed, and the storefront's merged-cart
 * notice says only what did change, findings-2 #4).
 */
export const MergeResult = z.object({
  cart: z.boolean(),
  favorites: z.boolean(),
  saveForLater: z.boolean(),
  /** Reviews, questions and votes the guest session wrote, now the account's. */
  userContent: z.number().int().nonnegative(),
  /**
   * Guest cart lines and saved items the account's full cart or list had no room for (MAX_CART_LINES,
   * MAX_SAVED_ITEMS, decision 0041): they were not merged, so the storefront can say so.
   */
  leftOut: z.object({ cart: z.number().int().nonnegative(), saveForLater: z.number().int().nonnegative() }),
  /**
   * What the cart merge changed that the shopper did not do in this session (decision 0017 addendum, session 51), so
   * the merged-cart notice can say it: `raisedLines`, the lines of this session's cart whose quantity went up because
   * the account's saved cart held the same item; `deliveryMethod`, a shipment of the saved cart whose method gave
   * way to this session's choice (its items now go that way); `cappedLines`, the guest's gift card lines that
   * came over with fewer cards than they held, or none, because the merged cart would have passed the gift card
   * limits (10 a line, GIFT_CARD_MAX_ORDER_VALUE an order; decision 0018 addendum). Optional: an api before it sends
   * none (and `cappedLines` is newer than the rest).
   */
  cartChanges: z
    .object({
      raisedLines: z.number().int().nonnegative(),
      /** `label`: the kept method (`to`) as the cart names it in the request's language (decision 0017 addendum). */
      deliveryMethod: z
        .object({ from: z.string().max(20), to: z.string().max(20), label: z.string().max(100).optional() })
        .nullable(),
      /**
       * The lines the notice names (decision 0017 addendum, session 52), each a count and the product names of its
       * first MERGE_NAMED_LINES lines in the request's language: `added`, the saved cart's lines this session's cart
       * did not hold; `raised`, this session's lines whose quantity went up (raisedLines of them, less the capped);
       * `capped`, lines whose two quantities together were more than the stock or the line's maximum allow.
       * Optional: an api before it sends none.
       */
      lines: z.object({ added: NamedLines, raised: NamedLines, capped: NamedLines }).optional(),
      cappedLines: z.number().int().nonnegative().optional(),
    })
    .optional(),
});
export type MergeResult = z.infer<typeof MergeResult>;
/** What a merge that moved nothing reports: a fresh object, for the merge step to add each merger's report to. */
export const nothingMerged = (): MergeResult => ({
  cart: false,
  favorites: false,
  saveForLater: false,
  userContent: 0,
  leftOut: { cart: 0, saveForLater: 0 },
});

/** spec §3 Auth: consumerNo, consumerType, memberId, refreshToken, isEmployeeDiscountTCAccepted. */
export const TokenResponse = z.object({
  type: z.enum(['Guest', 'Registered']),
  accessToken: z.string(),
  /** Seconds from now. */
  accessTokenExpiresIn: z.number().int().positive(),
  refreshToken: z.string(),
  refreshTokenExpiresIn: z.number().int().positive(),
  usid: z.string().regex(USID_PATTERN),
  consumerNo: z.string().optional(),
  consumerType: ConsumerType.optional(),
  memberId: z.string().nullable().optional(),
  isEmployeeDiscountTCAccepted: z.boolean().optional(),
  /** Present after a code exchange that carried guestObjects or a guest usid. */
  merged: MergeResult.optional(),
  orderNo: z.string().optional(),
  action: z.literal('postLogin').optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

// An internationalised domain is taken and stored as its A-label (asciiEmail); a local part over 64 octets is no
// address mail servers take (the schema's format refusal: AUT452 at sign-up and forgot password). An address that
// only looks like another one (a Cyrillic "е" in a Latin domain: email-script.values.ts) is refused as well (AUT452).
const email = z
  .string()
  .trim()
  .toLowerCase()
  .transform(asciiEmail)
  .pipe(
    z
      .string()
      .max(EMAIL_MAX_LENGTH)
      .pipe(z.email({ pattern: EMAIL_ADDRESS_PATTERN, message: 'email must be an email address' }))
      .pipe(
        z
          .string()
          .regex(
            new RegExp(`^[^@]{1,${EMAIL_LOCAL_MAX_LENGTH}}@`),
            `the part of email before @ can have at most ${EMAIL_LOCAL_MAX_LENGTH} characters`,
          ),
      )
      .refine(emailLooksAsWritten, EMAIL_SCRIPT_REFUSAL),
  );
/** Length and strength are checked by the api (FE872, common passwords), so the message carries the spec's id. */
const password = z
  .string()
  .check(atMostCharacters(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`))
  .meta({ maxLength: PASSWORD_MAX_LENGTH });
const captcha = z.string().max(4_000);

/** POST /consumers-v3/auth/signin (spec §7). */
export const SignInRequest = z
  .object({
    type: z.literal('Registered'),
    // The account's email as stored: an internationalised domain as its A-label (asciiEmail).
    username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).transform(asciiEmail),
    password,
    codeChallenge: z.string().regex(CODE_CHALLENGE_PATTERN, 'codeChallenge must be a base64url SHA-256 digest'),
    /** PKCE S256 only (OAuth 2.1): `plain` is refused. */
    codeChallengeMethod: z.literal('S256').default('S256'),
    recaptcha_response: captcha,
  })
  .strict();
export type SignInRequest = z.input<typeof SignInRequest>;

export const AuthorizationCodeResponse = z.object({
  authorizationCode: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});
export type AuthorizationCodeResponse = z.infer<typeof AuthorizationCodeResponse>;

// Shown on the account and printed on orders: shopper free text of a person's name (text.ts, person-name.values.ts),
// as address and pickup contact names are.
// At most NAME_MAX_LENGTH characters as the storefront counts them (code points: text.ts atMostCharacters).
const name = (label: string) =>
  personName(z.string().trim().min(1), label)
    .check(atMostCharacters(NAME_MAX_LENGTH, `${label} must have at most ${NAME_MAX_LENGTH} characters`))
    .meta({ maxLength: NAME_MAX_LENGTH });
// The interests dialog's choices (spec §2) by their keys, nothing else: no free text on the profile.
const interests = z
  .array(z.enum(INTERESTS, { error: () => `Each interest must be one of: ${INTERESTS.join(', ')}.` }))
  .max(20);
// A size of the site's size system, as the sign-up form offers them (auth.values isPreferredShoeSize).
const preferredShoeSize = z
  .string()
  .trim()
  .refine(
    isPreferredShoeSize,
    'preferredShoeSize must be a men’s (M7 to M13) or women’s (W5 to W11) US size, e.g. M9.5.',
  );

/** The profile fields a shopper may set (never consumerType, flags, member id or employee figures). */
export const ProfileFields = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  /** National digits or a full number; normalised with the country's mask (contracts/phone.ts). */
  phone: z
    .string()
    .max(50)
    .transform((phone) => phone.normalize('NFKC').trim())
    .pipe(z.string().max(25))
    .optional(),
  phoneCode: z
    .string()
    .regex(/^\+\d{1,4}$/)
    .optional(),
  birthDate: z.iso.date().optional(),
  /** Full-width digits and hyphen (a Japanese IME's default) folded to ASCII (NFKC). */
  postalCode: z
    .string()
    .max(40)
    .transform((code) => code.normalize('NFKC').trim())
    .pipe(z.string().min(2).max(12))
    .optional(),
  interests: interests.optional(),
  preferredShoeSize: preferredShoeSize.optional(),
  emailOptIn: z.boolean().optional(),
  smsOptIn: z.boolean().optional(),
});

/** POST /consumers-v3/auth/signup: with a code challenge, the answer also carries an authorization code. */
export const SignUpRequest = ProfileFields.extend({
  email,
  password,
  codeChallenge: z.string().regex(CODE_CHALLENGE_PATTERN).optional(),
  recaptcha_response: captcha,
}).strict();
export type SignUpRequest = z.input<typeof SignUpRequest>;

export const SignUpResponse = z.object({
  consumerNo: z.string(),
  authorizationCode: z.string().optional(),
  expiresIn: z.number().int().positive().optional(),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** POST /consumers-v3/consumer/auth/signout. */
export const SignOutRequest = z.object({ refreshToken }).strict();
export type SignOutRequest = z.infer<typeof SignOutRequest>;

/** POST /consumers-v3/consumer/changepassword (spec FE340: the new password and its confirmation differ). */
export const ChangePasswordRequest = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /consumers-v3/confirmforgotpassword: always answers 202, whether or not the account exists. */
export const ForgotPasswordRequest = z.object({ email, recaptcha_response: captcha }).strict();
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/**
 * POST /consumers-v3/consumer/resetpassword: the token comes from the emailed link (AUT402 when expired or used).
 * The spec places it under /consumer; it is the one consumer call that needs no registered token, because the
 * emailed token is the credential.
 */
export const ResetPasswordRequest = z
  .object({ token: z.string().min(16).max(200), newPassword: password, confirmPassword: password })
  .strict();
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * POST /consumers-v3/checkresetpassword: whether an emailed reset link can still be used, without using it (the
 * reset page asks when it opens). 204 when it can; 400 AUT402 alike for an unknown, expired or used link.
 */
export const CheckResetPasswordRequest = z.object({ token: z.string().min(16).max(200) }).strict();
export type CheckResetPasswordRequest = z.infer<typeof CheckResetPasswordRequest>;

/** spec §3 Profile. */
export const ConsumerProfile = z.object({
  consumerNo: z.string(),
  consumerType: ConsumerType,
  isLoyaltyMember: z.boolean(),
  memberId: z.string().nullable(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  /** spec §5: email exists but any of phone, first name, last name, postal code or birth date is missing. */
  isPartiallyEnrolled: z.boolean(),
  consumerDetails: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    phoneCode: z.string().nullable(),
    birthDate: z.string().nullable(),
    postalCode: z.string().nullable(),
    countryCode: z.string(),
    athlete: z.boolean(),
    employee: z
      .object({
        currentSpend: z.object({ amount: z.number().int(), currency: z.string() }),
        annualCap: z.object({ amount: z.number().int(), currency: z.string() }),
      })
      .nullable(),
  }),
  preferences: z.object({ interests: z.string(), preferredShoeSize: z.string().nullable() }),
  /**
   * spec §3 (channel, optin). Email is double opt-in (decision 0054): `optin` is true only once the emailed link
   * was opened; `pending` true means the shopper asked for emails and the confirmation link is waiting in their
   * inbox (optin false meanwhile). A client that knows only channel and optin reads a pending one as not opted in,
   * which is what it is.
   */
  subscriptions: z.array(
    z.object({ channel: z.enum(['email', 'sms']), optin: z.boolean(), pending: z.boolean().optional() }),
  ),
});
export type ConsumerProfile = z.infer<typeof ConsumerProfile>;
/**
 * POST /consumers-v3/subscriptions/email/confirm: the email opt-in's emailed link (double opt-in, decision 0054),
 * no session needed. 400 AUT402 alike for an unknown, expired (after 7 days), used or replaced link.
 */
export const EmailOptInConfirmRequest = z
  .object({ token: z.string().regex(EMAILED_TOKEN_PATTERN, 'token must be the link’s token') })
  .strict();
export type EmailOptInConfirmRequest = z.infer<typeof EmailOptInConfirmRequest>;
export const EmailOptInConfirmResponse = z.object({ channel: z.literal('email'), optin: z.literal(true) });
export type EmailOptInConfirmResponse = z.infer<typeof EmailOptInConfirmResponse>;
/**
 * POST /consumers-v3/subscriptions/unsubscribe: the one-click unsubscribe of an email's `List-Unsubscribe` link
 * (RFC 8058; decisions 0042 and 0054, addenda session 52), sent on by the storefront's `/{locale}/email/unsubscribe`.
 * No session. Repeatable with the same answer while the link works; 400 AUT402 for an unknown or expired link,
 * API400 for a malformed one.
 */
export const OneClickUnsubscribeRequest = z
  .object({ token: z.string().regex(EMAILED_TOKEN_PATTERN, 'token must be the link’s token') })
  .strict();
export type OneClickUnsubscribeRequest = z.infer<typeof OneClickUnsubscribeRequest>;
export const OneClickUnsubscribeResponse = z.object({
  unsubscribed: z.literal(true),
  /** What was stopped: the address's back-in-stock alerts on the site, or the account's email marketing. */
  list: z.enum(['back-in-stock', 'marketing']),
});
export type OneClickUnsubscribeResponse = z.infer<typeof OneClickUnsubscribeResponse>;
export const ConsumerProfileResponse = z.object({ consumerProfile: ConsumerProfile });
export type ConsumerProfileResponse = z.infer<typeof ConsumerProfileResponse>;

/**
 * PUT /consumers-v3/consumer: a partial update of the shopper's own fields; anything else is refused (API400). A field
 * left out stays as it is; `null` removes one of the optional ones (phone, birth date, postal code, preferred shoe
 * size: decision 0017 addendum), as an empty phone always did. Names cannot be removed.
 */
export const UpdateProfileRequest = ProfileFields.partial()
  .extend({
    phone: ProfileFields.shape.phone.nullable(),
    birthDate: ProfileFields.shape.birthDate.nullable(),
    postalCode: ProfileFields.shape.postalCode.nullable(),
    preferredShoeSize: ProfileFields.shape.preferredShoeSize.nullable(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** POST /consumers-v3/consumer: accepts the employee discount terms (EMPLOYEE only; spec §6). */
export const ConsumerActionRequest = z.object({ isEmployeeDiscountTCAccepted: z.literal(true) }).strict();
export type ConsumerActionRequest = z.infer<typeof ConsumerActionRequest>;
