import { z } from 'zod';

/** Money is an integer amount in the currency's minor unit plus an ISO 4217 code (JPY has no minor unit). */
export const Money = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof Money>;
