import type { Colourway, ProductDetails, ProductVariant } from '@outsole/contracts/products';
import { WIDTHS } from '@outsole/contracts/sizes.values';

import { minorUnitsToDecimal } from '#app/components/ui/money-format.ts';

/**
 * The shopper's choice on the product page, derived from the URL (`?colour=&size=&width=`) and the details: never
 * stored beside them (CONVENTIONS 9). A size or width the colourway does not have is simply not chosen.
 */
export interface Selection {
  colour: Colourway;
  /** The widths this colourway is made in (empty when it has none). */
  widths: string[];
  width: string | null;
  /** The sizes of the chosen width, in size-run order, with their variant. */
  sizes: ProductVariant[];
  size: string | null;
  /** The chosen variant: set once a size (and width, where there are widths) is chosen. */
  variant: ProductVariant | null;
}

export interface SelectionInput {
  colour?: string | null | undefined;
  size?: string | null | undefined;
  width?: string | null | undefined;
}

export function selectionFor(details: ProductDetails, input: SelectionInput): Selection {
  const colour =
    details.colourways.find((c) => c.colourCode === input.colour) ??
    details.colourways.find((c) => c.colourCode === details.selectedColour) ??
    (details.colourways[0] as Colourway);
  const widths = [...new Set(colour.variants.flatMap((v) => (v.width ? [v.width] : [])))];
  const standard = WIDTHS[details.sizeSystem]?.[0];
  const width =
    widths.length === 0
      ? null
      : input.width && widths.includes(input.width)
        ? input.width
        : standard && widths.includes(standard)
          ? standard
          : (widths[0] ?? null);
  const sizes = colour.variants.filter((v) => v.width === width);
  const variant = sizes.find((v) => v.size === input.size) ?? null;
  return { colour, widths, width, sizes, size: variant?.size ?? null, variant };
}

/**
 * The choice a swatch of another colourway leads to: the width and size carry over when that colourway is made in
 * them (in stock or sold out, which the page then says, with the sign-up), as shops do; otherwise its standard
 * width and no size.
 */
export function colourChoice(details: ProductDetails, current: Selection, colourCode: string): SelectionInput {
  const next = selectionFor(details, { colour: colourCode, width: current.width, size: current.size });
  return { colour: colourCode, width: next.width, size: next.size };
}

/** Sold out online: shown as such, with the back-in-stock sign-up instead of "add to cart". */
export function isSoldOut(variant: Pick<ProductVariant, 'inventoryLevel' | 'orderable'>): boolean {
  return variant.inventoryLevel === 0 || !variant.orderable;
}

/** Whether the width is the standard one of its size system (men D, women B); the other is wide. */
export function isStandardWidth(details: Pick<ProductDetails, 'sizeSystem'>, width: string): boolean {
  return WIDTHS[details.sizeSystem]?.[0] === width;
}

/** The page's query for a choice: the crawlable links of the swatches and the address a choice replaces. */
export function selectionSearch(input: SelectionInput): string {
  const params = new URLSearchParams();
  if (input.colour) params.set('colour', input.colour);
  if (input.width) params.set('width', input.width);
  if (input.size) params.set('size', input.size);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A gift card amount as its page's `?amount=` names it: in whole units of the currency, without the zero fraction
 * (`50` for 5000 cents, `3000` for ¥3000, `12.50` for 1250 cents).
 */
export function amountParam(amount: number, currencyExponent: number): string {
  return minorUnitsToDecimal(amount, currencyExponent).replace(/\.0+$/, '');
}

/**
 * The gift card amount a page's `?amount=` names, as one of the card's own (`50`, `50.00` and `50.0` name 5000 cents
 * of a 2-digit currency), or undefined: a value no amount of the card has (`999`, `abc`, `1e2`) chooses nothing.
 */
export function chosenAmount<Amount extends { price: number }>(
  amounts: readonly Amount[],
  param: string | null,
  currencyExponent: number,
): Amount | undefined {
  const match = param === null ? null : /^(\d{1,12})(?:\.(\d+))?$/.exec(param);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > currencyExponent) return undefined;
  const minor = Number(match[1]) * 10 ** currencyExponent + Number(fraction.padEnd(currencyExponent, '0') || '0');
  return amounts.find((amount) => amount.price === minor);
}
