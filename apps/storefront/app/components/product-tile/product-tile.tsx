import type { ReactNode } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { Money } from '#app/components/ui/money.tsx';
import { PromotionCallouts, type PromotionCallout } from '#app/components/ui/promotion-callouts.tsx';
import { Stars } from '#app/components/ui/stars.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, textAround, useT } from '#app/lib/i18n/use-t.ts';
import { Words } from '#app/lib/i18n/words.tsx';
import { Link } from '#app/components/ui/link.tsx';

const MAX_SWATCHES = 5;

/**
 * What a tile shows of a style. A search hit has all of it; a product-set or recommendation tile (contracts
 * `ProductTile`) has a colour count instead of swatches and no rating.
 */
export interface TileProduct {
  productId: string;
  name: string;
  /** Who the style is for (a search hit's): a model's men's and women's cuts share a name. */
  gender?: string;
  pdpUrl: string;
  image: { url: string; width: number; height: number };
  price: { list: number; sale: number | null; currency: string };
  /** The first is the one the tile shows. */
  badges: readonly string[];
  swatches?: ReadonlyArray<{ colourCode: string; name: string; hex: string }>;
  /** Shown as text when there are no swatches. */
  colourCount?: number;
  rating?: { average: number; count: number } | null;
  /** Promotions the style gets in the cart, called out under its price (decision 0053). */
  productPromotions?: readonly PromotionCallout[];
}

export interface ProductTileProps {
  product: TileProduct;
  /** The level of the name's heading under the grid's own heading. */
  headingLevel?: 2 | 3 | 4;
  /** On screen at first (the first row): its image loads at once and early, and it renders with the page. */
  eager?: boolean;
  /** The site's currency exponent, when it knows better than ISO 4217. */
  exponent?: number;
}

/**
 * One product in a grid (an `<li>`): the whole card is one link named by the product, price with the original
 * struck through when reduced, the promotions it gets in the cart, rating with its review count, colour swatches, the first badge. The image keeps
 * its width and height, so nothing shifts as it loads.
 */
export function ProductTile({ product, headingLevel = 2, eager = false, exponent }: ProductTileProps) {
  const t = useT();
  const { price } = product;
  const onSale = price.sale !== null && price.sale < price.list;
  const badge = product.badges[0];
  const Heading = `h${headingLevel}` as const;
  return (
    <li
      // A tile not on screen at first is laid out and painted once it comes near: the browser skips its rendering
      // until then (a listing's first layout was most of its load's blocking time), holding its last or a tile's
      // usual height meanwhile. Its width is the grid's.
      // Its box reaches 6 px past its content (negative margin, same padding: the grid's layout is unchanged), where
      // the link's focus ring is drawn, inside the box.
      className={cx(
        'group relative -m-1.5 flex flex-col gap-2 p-1.5',
        !eager && '[contain-intrinsic-size:none_auto_20rem] [content-visibility:auto]',
      )}
    >
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-stone-100">
        <img
          src={product.image.url}
          width={product.image.width}
          height={product.image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // One of them is the largest paint of a listing: fetched ahead of the page's other images (a few KB each).
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        {badge ? (
          <span className="absolute top-3 left-3 rounded-full bg-paper px-3 py-1 text-xs font-semibold text-ink">
            {t('product.badge', { badge: selectKey(badge) })}
          </span>
        ) : null}
      </div>
      <Heading className="text-base leading-snug font-semibold">
        {/* The focus ring is drawn inside the tile's box, in its padding: a tile not on screen at first has paint
            containment (content-visibility), which clips anything drawn outside its box, as a ring offset outwards
            was (all but its corners). */}
        <Link
          to={product.pdpUrl}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-focus"
        >
          <Words text={product.name} />
        </Link>
      </Heading>
      {product.gender ? (
        <p className="-mt-1.5 text-sm text-muted">{t('header.search.gender', { gender: product.gender })}</p>
      ) : null}
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        {onSale ? (
          <>
            <span className="font-semibold text-sale">
              <Labelled parts={textAround(t, 'productTile.price.sale', 'price')}>
                <Money amount={price.sale ?? price.list} currency={price.currency} exponent={exponent} />
              </Labelled>
            </span>
            <s className="text-muted">
              <Labelled parts={textAround(t, 'productTile.price.original', 'price')}>
                <Money amount={price.list} currency={price.currency} exponent={exponent} />
              </Labelled>
            </s>
          </>
        ) : (
          <Money amount={price.list} currency={price.currency} exponent={exponent} className="font-semibold" />
        )}
      </p>
      <PromotionCallouts callouts={product.productPromotions} className="-mt-1 text-sm" />
      {product.rating ? <TileRating rating={product.rating} /> : null}
      <TileColours product={product} />
    </li>
  );
}

/** Stars and the review count; screen readers hear one sentence ("Rated 4.3 out of 5, 120 reviews"). */
function TileRating({ rating }: { rating: { average: number; count: number } }) {
  const t = useT();
  const intl = useIntl();
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <Stars rating={rating.average} size="sm" decorative />
      <span aria-hidden="true" className="text-muted">
        ({intl.formatNumber(rating.count)})
      </span>
      <span className="sr-only">
        {t('productTile.rating', {
          rating: intl.formatNumber(rating.average, { maximumFractionDigits: 1 }),
          count: rating.count,
        })}
      </span>
    </p>
  );
}

function TileColours({ product }: { product: TileProduct }) {
  const t = useT();
  const swatches = product.swatches ?? [];
  if (swatches.length === 0) {
    return product.colourCount && product.colourCount > 1 ? (
      <p className="text-sm text-muted">{t('productTile.colours', { count: product.colourCount })}</p>
    ) : null;
  }
  return (
    <div className="flex items-center gap-1.5">
      <span className="sr-only">{t('productTile.colours', { count: swatches.length })}</span>
      <ul aria-hidden="true" className="flex gap-1.5">
        {swatches.slice(0, MAX_SWATCHES).map((swatch) => (
          <li
            key={swatch.colourCode}
            title={swatch.name}
            className="size-4 rounded-full border border-stone-400"
            style={{ backgroundColor: swatch.hex }}
          />
        ))}
      </ul>
      {swatches.length > MAX_SWATCHES ? (
        <span aria-hidden="true" className="text-xs text-muted">
          +{swatches.length - MAX_SWATCHES}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A price with its name for screen readers around it as the language writes it ("Sale price: $108.00", "Prix soldé :
 * 108,00 €", "セール価格：￥17,440"): the message's words are read, not shown.
 */
function Labelled({ parts: [before, after], children }: { parts: [string, string]; children: ReactNode }) {
  return (
    <>
      {before ? <span className="sr-only">{before}</span> : null}
      {children}
      {after ? <span className="sr-only">{after}</span> : null}
    </>
  );
}
