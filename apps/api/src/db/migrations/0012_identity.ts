import { sql, type Kysely } from 'kysely';

/**
 * Shopper identity (spec §3 Auth and Profile, §4 Session, §6 Roles): accounts, the keys that sign access tokens,
 * single-use authorization codes (PKCE), refresh-token families with rotation, password-reset links and the
 * sign-in failure counters behind the temporary lock. Portable as 0001: schema builder only, ISO text timestamps,
 * flags integer 0/1. Secrets (codes, refresh tokens, reset tokens) are stored only as SHA-256 hex digests;
 * passwords only as argon2id hashes. See docs/decisions/0017-identity-and-sessions.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consumers')
    .addColumn('consumer_no', 'varchar(12)', (col) => col.primaryKey())
    // Accounts belong to a brand: a shopper of one brand has no account at the other until they sign up there.
    .addColumn('brand', 'varchar(20)', (col) => col.notNull())
    /** Lower-cased and trimmed; the sign-in username. */
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    /** National digits, normalised as contracts/phone.ts does; null when not given. */
    .addColumn('phone', 'varchar(20)')
    /** Dial code with its plus sign (`+1`). */
    .addColumn('phone_code', 'varchar(6)')
    .addColumn('first_name', 'varchar(50)')
    .addColumn('last_name', 'varchar(50)')
    /** `YYYY-MM-DD`. */
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('postal_code', 'varchar(12)')
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull())
    .addColumn('consumer_type', 'varchar(12)', (col) =>
      col
        .notNull()
        .defaultTo('REGISTERED')
        .check(sql`consumer_type in ('REGISTERED', 'EMPLOYEE')`),
    )
    .addColumn('is_athlete', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_athlete in (0, 1)`),
    )
    .addColumn('is_loyalty_member', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_loyalty_member in (0, 1)`),
    )
    .addColumn('member_id', 'varchar(20)')
    /** Employees only: the associate discount's annual cap and this year's spend, in minor units of the currency. */
    .addColumn('employee_annual_cap', 'integer')
    .addColumn('employee_current_spend', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`employee_current_spend >= 0`),
    )
    .addColumn('employee_currency', 'varchar(3)')
    /** When the employee accepted the employee discount terms; null until then (no associate discount). */
    .addColumn('employee_terms_accepted_at', 'varchar(30)')
    /** Interests joined by a pipe character (spec §3 Profile preferences). */
    .addColumn('interests', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('preferred_shoe_size', 'varchar(10)')
    .addColumn('email_optin', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`email_optin in (0, 1)`),
    )
    .addColumn('sms_optin', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`sms_optin in (0, 1)`),
    )
    /** argon2id PHC string; never leaves the api. */
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('password_changed_at', 'varchar(30)', (col) => col.notNull())
    /** The site the shopper signed up on (its locale and country are the account's defaults). */
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consumers_brand_email_uq')
    .on('consumers')
    .columns(['brand', 'email'])
    .unique()
    .execute();
  // NULL phones are distinct on both engines, so shoppers without a phone never collide.
  await db.schema
    .createIndex('consumers_brand_phone_uq')
    .on('consumers')
    .columns(['brand', 'phone_code', 'phone'])
    .unique()
    .execute();

  await db.schema
    .createTable('auth_signing_keys')
    .addColumn('kid', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('algorithm', 'varchar(10)', (col) => col.notNull())
    .addColumn('private_jwk', 'text', (col) => col.notNull())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    /** Set when a newer key signs; a retired key still verifies until the longest access token has expired. */
    .addColumn('retired_at', 'varchar(30)')
    .execute();

  // A family is one sign-in (or one guest session): every refresh token rotated from it, revoked together.
  await db.schema
    .createTable('token_families')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(12)', (col) => col.notNull().check(sql`kind in ('Guest', 'Registered')`))
    .addColumn('consumer_no', 'varchar(12)', (col) => col.references('consumers.consumer_no').onDelete('cascade'))
    .addColumn('usid', 'varchar(64)', (col) => col.notNull())
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    /** Absolute end of the session: rotation never extends a family past it. */
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoked_reason', 'varchar(30)')
    .execute();
  await db.schema.createIndex('token_families_consumer_idx').on('token_families').columns(['consumer_no']).execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('family_id', 'varchar(36)', (col) => col.notNull().references('token_families.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    /** Set when this token was exchanged for its successor; presenting it again is reuse (or a grace-window race). */
    .addColumn('rotated_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').columns(['family_id']).execute();

  await db.schema
    .createTable('authorization_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('consumer_no', 'varchar(12)', (col) =>
      col.notNull().references('consumers.consumer_no').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(40)', (col) => col.notNull().references('sites.site_id'))
    /** The usid of the guest session that signed in (its objects are merged on exchange). */
    .addColumn('usid', 'varchar(64)')
    /** base64url SHA-256 of the verifier (PKCE S256; plain is never accepted). */
    .addColumn('code_challenge', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    /** The family its exchange issued, revoked if the code is ever presented again. */
    .addColumn('family_id', 'varchar(36)', (col) => col.references('token_families.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('authorization_codes_consumer_idx')
    .on('authorization_codes')
    .columns(['consumer_no'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('consumer_no', 'varchar(12)', (col) =>
      col.notNull().references('consumers.consumer_no').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('password_resets_consumer_idx').on('password_resets').columns(['consumer_no']).execute();

  // Failed sign-ins per throttle key (a digest of brand, username and client; see the consumer module), so the
  // answer is the same whether or not the account exists and a lock is temporary.
  await db.schema
    .createTable('signin_failures')
    .addColumn('throttle_key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_failed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'signin_failures',
    'password_resets',
    'authorization_codes',
    'refresh_tokens',
    'token_families',
    'auth_signing_keys',
    'consumers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
