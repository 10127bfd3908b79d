import { Brand } from '@outsole/contracts/reference';
import { hashPassword } from '../../modules/consumer/passwords.js';
import type { Insertable } from 'kysely';
import type { ConsumersTable } from '../schema.js';
import { CATALOG_NOW } from './catalog/generate-catalog.js';
import { SITES } from './reference/sites.js';

/**
 * The one password of every demo account (README "Demo accounts"). Demo data, like the rest of the seed: a production
 * database is not seeded (SEED_ON_START=false).
 */
export const DEMO_PASSWORD = 'Outsole-demo-2026';

/** The employee's associate-discount cap: 1,000.00 in the currency of the brand's home site. */
export const DEMO_EMPLOYEE_CAP = 100_000;

interface DemoAccount {
  key: 'shopper' | 'employee' | 'athlete';
  firstName: string;
  lastName: string;
  consumerType: 'REGISTERED' | 'EMPLOYEE';
  loyaltyMember: boolean;
  athlete: boolean;
  interests: string;
  preferredShoeSize: string;
  birthDate: string;
  postalCode: string;
}

/** Per brand (accounts belong to a brand): a loyalty member, an employee who has not accepted the terms, an athlete. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'shopper',
    firstName: 'Sam',
    lastName: 'Shopper',
    consumerType: 'REGISTERED',
    loyaltyMember: true,
    athlete: false,
    interests: 'road-running|lifestyle',
    preferredShoeSize: 'M9.5',
    birthDate: '1990-04-12',
    postalCode: '94103',
  },
  {
    key: 'employee',
    firstName: 'Erin',
    lastName: 'Employee',
    consumerType: 'EMPLOYEE',
    loyaltyMember: false,
    athlete: false,
    interests: 'training',
    preferredShoeSize: 'W8',
    birthDate: '1986-09-30',
    postalCode: '97209',
  },
  {
    key: 'athlete',
    firstName: 'Alex',
    lastName: 'Athlete',
    consumerType: 'REGISTERED',
    loyaltyMember: true,
    athlete: true,
    interests: 'road-running|trail-running|training',
    preferredShoeSize: 'M10',
    birthDate: '1998-01-21',
    postalCode: '80302',
  },
];

let demoHash: Promise<string> | null = null;

/**
 * The demo accounts' rows: `{key}@example.com` on each brand's home site (en-us). argon2id takes tens of milliseconds
 * per hash, so the password is hashed once per process and the PHC string is shared by every row (each seed of a
 * test run reuses it too).
 */
export async function demoAccountRows(): Promise<Insertable<ConsumersTable>[]> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  return Brand.options.flatMap((brand, brandIndex) => {
    const home = SITES.find((site) => site.brand === brand && site.locale === 'en-us');
    if (!home) return [];
    return DEMO_ACCOUNTS.map((account, index): Insertable<ConsumersTable> => {
      const serial = `${brandIndex + 1}${String(index + 1).padStart(9, '0')}`;
      return {
        consumer_no: `C${serial}`,
        brand,
        email: `${account.key}@example.com`,
        // 555-01xx numbers are reserved for fiction in North America.
        phone: `415555${String(100 + brandIndex * 10 + index).padStart(4, '0')}`,
        phone_code: '+1',
        first_name: account.firstName,
        last_name: account.lastName,
        birth_date: account.birthDate,
        postal_code: account.postalCode,
        country_code: home.countryCode,
        consumer_type: account.consumerType,
        is_athlete: account.athlete ? 1 : 0,
        is_loyalty_member: account.loyaltyMember ? 1 : 0,
        member_id: account.loyaltyMember ? `M${serial}` : null,
        employee_annual_cap: account.consumerType === 'EMPLOYEE' ? DEMO_EMPLOYEE_CAP : null,
        employee_current_spend: 0,
        employee_currency: account.consumerType === 'EMPLOYEE' ? home.currency : null,
        employee_terms_accepted_at: null,
        interests: account.interests,
        preferred_shoe_size: account.preferredShoeSize,
        email_optin: 1,
        sms_optin: 0,
        password_hash: passwordHash,
        password_changed_at: CATALOG_NOW,
        site_id: home.siteId,
        created_at: CATALOG_NOW,
        updated_at: CATALOG_NOW,
      };
    });
  });
}
