import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locales.values.js';

export * from './locales.values.js';

export const LocalePath = z.enum(SUPPORTED_LOCALES);
export type LocalePath = z.infer<typeof LocalePath>;

/**
 * One page in one locale: the path of a product or category on the brand's site for that locale, with that
 * locale's own slug (`/de-de/p/lumen-4-laufschuh-SRN155750`), so hreflang links never go through a redirect.
 */
export const AlternateUrl = z.object({ locale: LocalePath, url: z.string() });
export type AlternateUrl = z.infer<typeof AlternateUrl>;
