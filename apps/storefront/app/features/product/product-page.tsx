import { sizeKindOfSystem, type SizeKind } from '@outsole/contracts/sizes.values';
import type { ProductDetails } from '@outsole/contracts/products';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { Money } from '#app/components/ui/money.tsx';
import { PromotionCallouts } from '#app/components/ui/promotion-callouts.tsx';
import { Stars } from '#app/components/ui/stars.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { MINI_CART_WARM_UP } from '#app/features/cart/cart-types.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ColourSwatches } from './colour-swatches.tsx';
import { Gallery } from './gallery.tsx';
import { NOTIFY_HASH, NotifyDialog } from './notify-dialog.tsx';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { SectionLink } from '#app/components/ui/section-link.tsx';
import type { ProductActionResult } from './product-actions.server.ts';
import { ProductDetailsSection } from './product-details-section.tsx';
import { ProductSets } from './product-sets.tsx';
import { OwnVotesProvider } from './reviews/own-votes.tsx';
import { QuestionsSection } from './reviews/questions-section.tsx';
import { ReviewsSection } from './reviews/reviews-section.tsx';
import { SimilarProducts } from './reviews/similar-products.tsx';
import type { ProductPageData } from './product.server.ts';
import { productJsonLd } from './product-seo.ts';
import { SIZE_CHART_HASH, SizeChartDialog } from './size-chart-dialog.tsx';
import { SIZE_PICKER_ID, SizePicker, WidthPicker } from './size-picker.tsx';
import { StoreFinder } from './store-finder.tsx';
import { Words } from '#app/lib/i18n/words.tsx';
import { FIND_IN_STORE_HASH } from './dialog-hashes.ts';
import {
  amountParam,
  chosenAmount,
  colourChoice,
  isSoldOut,
  isStandardWidth,
  selectionFor,
  selectionSearch,
} from './variant.ts';

/** At or below this many left online, the chosen size says how few there are. */
export const LOW_STOCK_LEVEL = 3;

/**
 * The product page: gallery, choice of colour, width and size, details, store stock, product sets; then reviews,
 * questions and similar products, streamed.
 */
export function ProductPage({
  data,
  actionData,
  sizeGuideHref,
  addToCart,
  giftCard,
  pickupNotice,
}: {
  data: ProductPageData;
  actionData: ProductActionResult | undefined;
  /** The shell's foot-size guide dialog (features compose in routes, not by importing each other). */
  sizeGuideHref: string;
  /** The add-to-cart form for the chosen variant (features/cart, composed in by the route). */
  addToCart: (choice: AddToCartChoice) => ReactNode;
  /** A digital gift card's form (amount, recipient, card; features/cart): it replaces colour, size and stores. */
  giftCard?: (choice: GiftCardChoice) => ReactNode;
  /** A store's "Pick up here" refused without JavaScript: shown at Find in store (features/cart PickUpRefused). */
  pickupNotice?: ReactNode;
}) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  const nonce = useNonce();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { details, seo } = data;
  // French asks for a pointure on a shoe and a taille on clothing (language reviewer F3-2).
  const sizeKind = sizeKindOfSystem(details.sizeSystem);
  // Made here from the details rather than sent beside them: the loader data would carry it a second time, escaped.
  const jsonLd = useMemo(
    () =>
      productJsonLd(details, {
        origin: seo.origin,
        brandName: seo.brandName,
        currencyExponent: seo.currencyExponent,
        sizeLabel,
      }),
    [details, seo.origin, seo.brandName, seo.currencyExponent, sizeLabel],
  );
  const selection = selectionFor(details, {
    colour: searchParams.get('colour') ?? data.query.colour,
    width: searchParams.get('width'),
    size: searchParams.get('size'),
  });
  const { colour, variant } = selection;
  const soldOut = variant ? isSoldOut(variant) : false;
  const feedbackData = actionData?.intent === 'notify' || actionData?.intent === 'find-stores' ? undefined : actionData;

  const choose = (change: { width?: string; size?: string }) => {
    const next = { colour: colour.colourCode, width: selection.width, size: selection.size, ...change };
    setSearchParams(new URLSearchParams(selectionSearch(next)), { replace: true, preventScrollReset: true });
  };

  const digital = details.digital === true && giftCard !== undefined;
  // A gift card's `?amount=`, when it names one of the card's amounts: anything else is no amount, never echoed.
  const amount = digital
    ? chosenAmount(giftCardAmounts(details, colour), searchParams.get('amount'), seo.currencyExponent)
    : undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 md:px-6 md:py-8">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <div className="flex flex-col gap-6">
        <Breadcrumbs crumbs={details.breadcrumbs} current={details.name} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-12">
          <Gallery key={colour.colourCode} name={details.name} colour={colour} />
          {digital ? (
            <div className="flex flex-col gap-6">
              <ProductHeading details={details} digital />
              {giftCard(giftCardChoice(details, colour, searchParams.get('amount'), seo.currencyExponent))}
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              <ProductHeading details={details} />
              <ColourSwatches
                colourways={details.colourways}
                selected={colour.colourCode}
                hrefFor={(code) => `${pathname}${selectionSearch(colourChoice(details, selection, code))}`}
              />
              {/*
                Without JavaScript the choice is this GET form; with it, each change replaces the URL's query. A
                shopper choosing a size is about to add it: the mini cart's code starts loading (data-warm-up).
              */}
              <form method="get" action={pathname} className="flex flex-col gap-6" data-warm-up={MINI_CART_WARM_UP}>
                <input type="hidden" name="colour" value={colour.colourCode} />
                {selection.widths.length > 0 ? (
                  <WidthPicker
                    widths={selection.widths}
                    value={selection.width}
                    onChange={(width) => choose({ width })}
                    labelFor={(width) =>
                      t(isStandardWidth(details, width) ? 'product.width.standard' : 'product.width.wide', { width })
                    }
                  />
                ) : null}
                <SizePicker sizes={selection.sizes} value={selection.size} onChange={(size) => choose({ size })} />
                <noscript>
                  <button type="submit" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                    {t('product.size.update')}
                  </button>
                </noscript>
              </form>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
                <a href={`#${SIZE_CHART_HASH}`} className="underline underline-offset-4 hover:decoration-2">
                  {t('product.sizeChart.link')}
                </a>
                <a href={sizeGuideHref} className="underline underline-offset-4 hover:decoration-2">
                  {t('product.sizeGuide.link')}
                </a>
              </div>
              <div className="flex flex-col gap-3" aria-live="polite">
                {variant && soldOut ? (
                  <p className="rounded-xl bg-stone-100 px-4 py-3">
                    {t('product.size.soldOutNotice', { size: sizeLabel(variant.size), kind: sizeKind })}{' '}
                    <a href={`#${NOTIFY_HASH}`} className="font-semibold underline underline-offset-4">
                      {t('product.notify.link')}
                    </a>
                  </p>
                ) : null}
                {!variant ? <p className="text-sm text-muted">{t('product.size.choose', { kind: sizeKind })}</p> : null}
                {variant && !soldOut && variant.inventoryLevel <= LOW_STOCK_LEVEL ? (
                  <p className="text-sm font-semibold text-sale">
                    {t('product.size.lowStock', { count: variant.inventoryLevel, kind: sizeKind })}
                  </p>
                ) : null}
              </div>
              {/* Here, not at the end: before hydration these are sections that #modal links scroll to. */}
              <SizeChartDialog
                sizeSystem={details.sizeSystem}
                productType={details.productType}
                countryCode={data.countryCode}
              />
              <NotifyDialog
                productName={details.name}
                colourName={colour.name}
                sizeKind={sizeKind}
                variant={variant && soldOut ? variant : null}
                actionData={actionData?.intent === 'notify' ? actionData : undefined}
              />
              {addToCart({
                productId: details.productId,
                upc: variant && !soldOut ? variant.upc : '',
                ...(variant && !soldOut ? { size: variant.size } : {}),
                isDisabled: !variant || soldOut,
                summary: {
                  name: details.name,
                  price: <PriceLine price={details.price} />,
                  sizePickerHref: `#${SIZE_PICKER_ID}`,
                  sizeKind,
                },
              })}
            </div>
          )}
        </div>
      </div>
      <ProductDetailsSection details={details} colourFamily={colour.colourFamily} />
      {digital ? null : (
        <StoreFinder
          colourCode={colour.colourCode}
          width={selection.width}
          variant={variant}
          actionData={actionData?.intent === 'find-stores' ? actionData : undefined}
          pickup={data.pickupOrders ? { productId: details.productId } : null}
          pickupNotice={pickupNotice}
          sizeKind={sizeKind}
        />
      )}
      <ProductSets sets={data.productSets} />
      {/* The shopper's own votes on the reviews and answers, asked for in the browser (the lists are everyone's). */}
      <OwnVotesProvider productId={details.productId}>
        <ReviewsSection
          reviews={data.feedback.reviews}
          productId={details.productId}
          productName={details.name}
          actionData={feedbackData}
          amount={amount ? amountParam(amount.price, seo.currencyExponent) : null}
          write={data.write}
        />
        <QuestionsSection
          questions={data.feedback.questions}
          actionData={feedbackData}
          write={data.write}
          brandName={seo.brandName}
        />
      </OwnVotesProvider>
      <SimilarProducts products={data.feedback.similar} />
    </div>
  );
}

/** The chosen variant for the add-to-cart form, and what its bar on a phone shows of the product. */
export interface AddToCartChoice {
  productId: string;
  upc: string;
  /** The chosen size as shown (the site's size system), when one in stock is chosen. */
  size?: string;
  isDisabled: boolean;
  summary: { name: string; price: ReactNode; sizePickerHref: string; sizeKind: SizeKind };
}

/**
 * What the gift card form needs: the amounts (the variants with their prices) in the site's currency, and the one
 * the URL's `?amount=` names (each amount's address in the page's JSON-LD), if any.
 */
export interface GiftCardChoice {
  productId: string;
  amounts: Array<{ upc: string; price: number }>;
  currency: string;
  chosen?: string | undefined;
}

function giftCardAmounts(
  details: ProductDetails,
  colour: ProductDetails['colourways'][number],
): Array<{ upc: string; price: number }> {
  return colour.variants.map((variant) => ({ upc: variant.upc, price: variant.price ?? details.price.list }));
}

function giftCardChoice(
  details: ProductDetails,
  colour: ProductDetails['colourways'][number],
  amount: string | null,
  currencyExponent: number,
): GiftCardChoice {
  const amounts = giftCardAmounts(details, colour);
  return {
    productId: details.productId,
    amounts,
    currency: details.price.currency,
    chosen: chosenAmount(amounts, amount, currencyExponent)?.upc,
  };
}

/** The name, badges and price; a digital gift card shows its amounts in its form instead, and has no stores. */
function ProductHeading({ details, digital = false }: { details: ProductDetails; digital?: boolean }) {
  const t = useT();
  if (digital) {
    return (
      <h1 className="font-display text-3xl leading-tight font-black tracking-tight md:text-4xl">
        <Words text={details.name} />
      </h1>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {details.badges.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('product.badges')}>
          {details.badges.map((badge) => (
            <li key={badge} className="rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide uppercase">
              {t('product.badge', { badge: selectKey(badge) })}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="font-display text-3xl leading-tight font-black tracking-tight md:text-4xl">
        <Words text={details.name} />
      </h1>
      <p className="flex flex-wrap items-baseline gap-3 text-xl font-semibold">
        <PriceLine price={details.price} />
      </p>
      <PromotionCallouts callouts={details.productPromotions} className="-mt-1.5" />
      {details.rating ? <RatingLink rating={details.rating} /> : null}
      <p className="text-sm text-muted">
        <SectionLink section={FIND_IN_STORE_HASH} className="underline underline-offset-4">
          {t('product.stores.heading')}
        </SectionLink>
      </p>
    </div>
  );
}

/** The price paid, and when reduced the original struck through, each named for screen readers. */
function PriceLine({ price }: { price: ProductDetails['price'] }) {
  const t = useT();
  if (price.sale === null) return <Money amount={price.list} currency={price.currency} />;
  return (
    <>
      <span className="text-sale">
        <span className="sr-only">{t('product.price.sale')} </span>
        <Money amount={price.sale} currency={price.currency} />
      </span>{' '}
      <s className="text-[0.8em] font-normal text-muted">
        <span className="sr-only">{t('product.price.original')} </span>
        <Money amount={price.list} currency={price.currency} />
      </s>
    </>
  );
}

/** The style's stars and review count under its price, a link to the reviews; one sentence for screen readers. */
function RatingLink({ rating }: { rating: { average: number; count: number } }) {
  const t = useT();
  const intl = useIntl();
  const average = intl.formatNumber(rating.average, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <SectionLink section="reviews" className="group flex w-fit items-center gap-2 text-sm">
      <Stars rating={rating.average} size="sm" decorative />
      <span aria-hidden="true" className="font-semibold">
        {average}
      </span>
      <span aria-hidden="true" className="text-muted underline underline-offset-4 group-hover:decoration-2">
        {t('product.rating.reviewsLink', { count: rating.count })}
      </span>
      <span className="sr-only">{t('productTile.rating', { rating: average, count: rating.count })}</span>
    </SectionLink>
  );
}
