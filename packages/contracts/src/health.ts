import { z } from 'zod';

export const HealthLive = z.object({ status: z.literal('ok') });
export type HealthLive = z.infer<typeof HealthLive>;

export const HealthReady = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'down']) }),
});
export type HealthReady = z.infer<typeof HealthReady>;
