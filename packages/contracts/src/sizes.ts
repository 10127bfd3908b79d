import { z } from 'zod';
import { SIZE_SYSTEMS } from './sizes.values.js';

export * from './sizes.values.js';

/** How a variant is sized: shoes in US sizes (shown converted per market), apparel XS–XXL, one size. */
export const SizeSystem = z.enum(SIZE_SYSTEMS);
export type SizeSystem = z.infer<typeof SizeSystem>;
