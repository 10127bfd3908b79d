/**
 * UI strings (ICU MessageFormat) for en-GB: the en-US strings with British words where they differ.
 */
import enUS, { type MessageKey } from './en-US.ts';

const messages = {
  ...enUS,
  'meta.home.description':
    'Shop {brand} running shoes, trail shoes, trainers and apparel. Free delivery over {threshold} and free 60-day returns.',
  'header.cart': 'Basket',
} satisfies Record<MessageKey, string>;

export default messages;
