import { cx } from './cx.ts';
import { useTypeset } from '#app/lib/i18n/typeset.ts';
import { textAround, useT } from '#app/lib/i18n/use-t.ts';

/** A promotion the product gets in the cart, as the api calls it out (contracts ProductPromotionCallout). */
export interface PromotionCallout {
  promotionId: string;
  calloutMsg: string;
}

/**
 * The product's promotion callouts ("Extra 20% off in your cart", decision 0053): the merchandiser's text as the api
 * gives it, in the sale colour (5.0:1 on paper) and bold, each a line of text that screen readers hear as an offer
 * ("Offer: Extra 20% off in your cart"), a percent sign kept with its number as the language does (typeset.ts). Rendered with the page, so nothing moves in when it loads.
 */
export function PromotionCallouts({
  callouts,
  className,
}: {
  callouts: readonly PromotionCallout[] | undefined;
  className?: string;
}) {
  const t = useT();
  const typeset = useTypeset();
  if (!callouts?.length) return null;
  const [before, after] = textAround(t, 'product.promotionCallout', 'callout');
  return callouts.map((callout) => (
    <p key={callout.promotionId} className={cx('font-semibold text-sale', className)}>
      {before ? <span className="sr-only">{before}</span> : null}
      {typeset(callout.calloutMsg)}
      {after ? <span className="sr-only">{after}</span> : null}
    </p>
  ));
}
