import { INTEREST_SEPARATOR, INTERESTS } from '@outsole/contracts/auth.values';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

describe('demo accounts', () => {
  it('hold only interests a shopper can choose, so the account page can name each of them', () => {
    for (const account of DEMO_ACCOUNTS) {
      for (const interest of account.interests.split(INTEREST_SEPARATOR)) {
        expect(INTERESTS, `${account.key}: ${interest}`).toContain(interest);
      }
    }
  });
});
