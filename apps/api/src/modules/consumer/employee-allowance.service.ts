import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { findConsumer } from './consumer.repository.js';

/**
 * What the associate discount needs of an EMPLOYEE account (spec §3 Profile employee, §6): whether the employee
 * terms are accepted, and what is left of the annual cap (annualCap − currentSpend, never below 0) in the cap's
 * currency (minor units). Read-only; order placement is what adds to currentSpend.
 */
export interface EmployeeAllowance {
  termsAccepted: boolean;
  remainingAnnualCap: number;
  currency: string;
}

/** The account's allowance; null when it is not an EMPLOYEE account or has no cap on file (no discount then). */
export async function getEmployeeAllowance(
  _ctx: RequestContext,
  db: Db,
  consumerNo: string,
): Promise<EmployeeAllowance | null> {
  const row = await findConsumer(db, consumerNo);
  if (row?.consumer_type !== 'EMPLOYEE' || row.employee_annual_cap === null || row.employee_currency === null) {
    return null;
  }
  return {
    termsAccepted: row.employee_terms_accepted_at !== null,
    remainingAnnualCap: Math.max(0, Number(row.employee_annual_cap) - Number(row.employee_current_spend)),
    currency: row.employee_currency,
  };
}
