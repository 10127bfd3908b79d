import type { SearchHit } from '@outsole/contracts/search';
import { Link } from 'react-router';

import { Money } from '#app/components/ui/money.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';

const MAX_SWATCHES = 5;

/**
 * One product in a grid: the whole card is one link (its name is the link's name), price with the original struck
 * through when reduced, colour swatches, the first badge. The image keeps its width and height so nothing shifts.
 */
export function ProductTile({ hit, exponent, eager }: { hit: SearchHit; exponent: number; eager: boolean }) {
  const t = useT();
  const { price } = hit;
  const onSale = price.sale !== null && price.sale < price.list;
  return (
    <li className="group relative flex flex-col gap-2">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-stone-100">
        <img
          src={hit.image.url}
          width={hit.image.width}
          height={hit.image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-contain transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        {hit.badge ? (
          <span className="absolute top-3 left-3 rounded-full bg-paper px-3 py-1 text-xs font-semibold text-ink">
            {t('product.badge', { badge: selectKey(hit.badge) })}
          </span>
        ) : null}
      </div>
      <h2 className="text-base leading-snug font-semibold">
        <Link
          to={hit.pdpUrl}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
        >
          {hit.name}
        </Link>
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        {onSale ? (
          <>
            <span className="font-semibold text-sale">
              <span className="sr-only">{t('listing.price.sale')}: </span>
              <Money amount={price.sale ?? price.list} currency={price.currency} exponent={exponent} />
            </span>
            <s className="text-muted">
              <span className="sr-only">{t('listing.price.original')}: </span>
              <Money amount={price.list} currency={price.currency} exponent={exponent} />
            </s>
          </>
        ) : (
          <Money amount={price.list} currency={price.currency} exponent={exponent} className="font-semibold" />
        )}
      </p>
      {hit.swatches.length > 0 ? (
        <div className="flex items-center gap-1.5">
          <span className="sr-only">{t('listing.tile.colours', { count: hit.swatches.length })}</span>
          <ul aria-hidden="true" className="flex gap-1.5">
            {hit.swatches.slice(0, MAX_SWATCHES).map((swatch) => (
              <li
                key={swatch.colourCode}
                title={swatch.name}
                className="size-4 rounded-full border border-stone-400"
                style={{ backgroundColor: swatch.hex }}
              />
            ))}
          </ul>
          {hit.swatches.length > MAX_SWATCHES ? (
            <span aria-hidden="true" className="text-xs text-muted">
              +{hit.swatches.length - MAX_SWATCHES}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
