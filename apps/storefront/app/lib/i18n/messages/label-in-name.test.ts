import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import { describe, expect, it } from 'vitest';

import { translatorFor } from '../catalogue.server.ts';

/**
 * WCAG 2.5.3 Label in Name (findings-2 #3): a control whose accessible name is a message (`aria-label`) names what it
 * shows, the visible words together and in their order ("Add gift options: Lumen 4", never "Geschenkoptionen für
 * Lumen 4 hinzufügen"), so that a voice-control user who says what they see reaches it. Every control of the
 * storefront whose `aria-label` is built from a message and that shows text of its own is listed here with the message
 * (or the value) it shows; the check is axe's `label-content-name-mismatch` (axe-core 4.14, which the e2e axe fixture
 * runs): the visible words, as axe splits them, a contiguous run of the name's words.
 */
type Values = Record<string, string | number>;
interface Control {
  /** Where the control is, for the failure's message. */
  where: string;
  /** The message (key) of its accessible name, with the values the component passes. */
  name: string;
  /** What it shows: a message key, or the text itself ({ text }). */
  shows: string | { text: string };
  values?: Values;
  /** The values of the shown message, when they differ from the name's. */
  showsValues?: Values;
}

const LINE = 'Rift 5 Slide, Charcoal/Mustard, Size 40';
const CONTROLS: Control[] = [
  { where: 'cart line: gift options', name: 'cart.gift.addFor', shows: 'cart.gift.add', values: { name: LINE } },
  { where: 'cart line: gift options', name: 'cart.gift.editFor', shows: 'cart.gift.edit', values: { name: LINE } },
  { where: 'cart line: remove', name: 'cart.item.removeName', shows: 'cart.item.remove', values: { name: LINE } },
  {
    where: 'cart line: save for later',
    name: 'cart.item.saveForLaterName',
    shows: 'cart.item.saveForLater',
    values: { name: LINE },
  },
  {
    where: 'saved item: move to cart',
    name: 'cart.saved.moveToCartName',
    shows: 'cart.saved.moveToCart',
    values: { name: LINE },
  },
  { where: 'saved item: remove', name: 'cart.saved.removeName', shows: 'cart.saved.remove', values: { name: LINE } },
  {
    where: 'cart: change a shipment’s method',
    name: 'cart.delivery.changeFor',
    shows: 'cart.delivery.change',
    values: { shipment: 'Standard delivery' },
  },
  {
    where: 'cart: remove a promo code',
    name: 'cart.coupon.remove',
    shows: 'cart.item.remove',
    values: { code: 'SAVE10' },
  },
  {
    where: 'cart: remove a reward voucher',
    name: 'cart.reward.removeLabel',
    shows: 'cart.reward.remove',
    values: { points: 1250 },
  },
  ...(['cart.place.changeStore', 'cart.place.changePoint'] as const).map((link) => ({
    where: `cart: ${link}`,
    name: 'cart.place.changeLabel',
    shows: link,
    values: { place: 'Stride SoHo' },
  })),
  ...(['cart.place.pickupLink', 'cart.place.stsLink', 'cart.place.pudoLink'] as const).map((link) => ({
    where: `cart: ${link}`,
    name: 'cart.place.linkLabel',
    shows: link,
    values: { shipment: 'Standard delivery' },
  })),
  {
    where: 'product: pick up at a store',
    name: 'product.stores.pickUpAt',
    shows: 'product.stores.pickUp',
    values: { store: 'Stride SoHo' },
  },
  ...[1, 3, 42].map((count) => ({
    where: `header: cart link with ${count}`,
    name: 'header.cartCount',
    shows: { text: String(count) },
    values: { count },
  })),
  {
    where: 'header: cart link with more than the badge shows',
    name: 'header.cartCountOver',
    shows: { text: '99+' },
    values: { count: 99 },
  },
  ...[2, 10].map((page) => ({
    where: `listing: page ${page}`,
    name: 'listing.pagination.page',
    shows: { text: String(page) },
    values: { page },
  })),
  {
    where: 'listing: remove a filter',
    name: 'listing.filters.remove',
    shows: { text: 'Black' },
    values: { label: 'Black' },
  },
  { where: 'account: edit details', name: 'auth.account.edit.label', shows: 'auth.account.edit' },
  { where: 'password: show', name: 'auth.password.showLabel', shows: 'auth.password.show' },
  { where: 'password: hide', name: 'auth.password.hideLabel', shows: 'auth.password.hide' },
  {
    where: 'review: translate',
    name: 'product.reviews.translateLabel.review',
    shows: 'product.reviews.translate',
    values: { title: 'Great shoe' },
  },
  {
    where: 'question: translate',
    name: 'product.reviews.translateLabel.question',
    shows: 'product.reviews.translate',
    values: { start: 'Do they run small' },
  },
  {
    where: 'review: report',
    name: 'product.reviews.reportLabel',
    shows: 'product.reviews.report',
    values: { title: 'Great shoe' },
  },
  ...(['product.reviews.helpful', 'product.reviews.unhelpful'] as const).flatMap((shown) =>
    [0, 4]
      .flatMap((count) => [
        {
          where: `review: ${shown} (${count})`,
          name: 'product.reviews.voteLabel.review',
          shows: shown,
          count,
          about: 'title',
        },
        {
          where: `answer: ${shown} (${count})`,
          name: 'product.reviews.voteLabel.answer',
          shows: shown,
          count,
          about: 'start',
        },
      ])
      .map(({ count, about, ...control }) => ({
        ...control,
        showsValues: { count },
        values: { [about]: about === 'title' ? 'Great shoe' : 'They run a half size small' },
        shownInName: true,
      })),
  ),
  { where: 'header: home', name: 'header.home', shows: { text: 'Stride' }, values: { brand: 'Stride' } },
  {
    where: 'product: a sold-out size',
    name: 'product.size.soldOut',
    shows: { text: '9.5' },
    values: { size: '9.5' },
  },
];
/** A line's name as the cart says it, in Latin and in Japanese script (the words around it must not run into it). */
const LINE_NAMES = [LINE, 'リフト 5 サンダル、チャコール/マスタード、サイズ 25.0'];

/**
 * axe-core's curateTokens (label-content-name-mismatch): NFKD (a combining mark, as axe reads it, parts a word: both
 * sides alike), no parentheticals, letters and numbers only, words as Intl.Segmenter cuts them, lower case.
 */
function words(text: string): string[] {
  let curated = text.normalize('NFKD');
  let previous;
  do {
    previous = curated;
    curated = curated.replace(/\([^()]*\)/g, '');
  } while (curated !== previous);
  curated = curated
    .replace(/[^\p{L}\p{N}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  return [...segmenter.segment(curated)].map(({ segment }) => segment.trim()).filter(Boolean);
}

/** Whether `label`'s words are a contiguous run of `name`'s (axe's isLabelContainedInName). */
export function labelInName(label: string, name: string): boolean {
  const needle = words(label);
  if (needle.length === 0) return true;
  const haystack = words(name);
  for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    if (needle.every((word, j) => word === haystack[i + j])) return true;
  }
  return false;
}

describe('the check is axe’s', () => {
  it('takes the visible words together and in order, ignoring case, punctuation and parentheses', () => {
    expect(labelInName('Add gift options', 'Add gift options for Lumen 4')).toBe(true);
    expect(labelInName('Geschenkoptionen hinzufügen', 'Geschenkoptionen hinzufügen: Lumen 4')).toBe(true);
    expect(labelInName('Geschenkoptionen hinzufügen', 'Geschenkoptionen für Lumen 4 hinzufügen')).toBe(false);
    expect(labelInName('1', 'カート（1点）')).toBe(false);
    expect(labelInName('1', 'カート、1点')).toBe(true);
    expect(labelInName('Remove', 'REMOVE promo code SAVE10')).toBe(true);
  });
});

describe.each(SUPPORTED_LOCALES)('%s: a control’s name contains what it shows (WCAG 2.5.3)', (locale) => {
  const { format } = translatorFor(locale);
  const cases = CONTROLS.flatMap((control) =>
    control.values?.name === LINE
      ? LINE_NAMES.map((name) => [control.where, { ...control, values: { ...control.values, name } }] as const)
      : [[control.where, control] as const],
  );
  it.each(cases)('%s', (_where, control) => {
    const values = { ...control.values };
    const shown =
      typeof control.shows === 'string'
        ? format(control.shows, { ...values, ...control.showsValues })
        : control.shows.text;
    expect(shown, `${control.shows}`).toBeDefined();
    // A label built around the shown text passes it in (the link's words, the vote's count).
    const name = format(control.name, { ...values, link: shown!, label: shown! });
    expect(name, control.name).toBeDefined();
    expect(labelInName(shown!, name!), `"${shown}" in "${name}"`).toBe(true);
  });
});
