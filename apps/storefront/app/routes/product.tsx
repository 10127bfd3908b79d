import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';

import { AddToCartForm } from '#app/features/cart/add-to-cart-form.tsx';
import { GiftCardForm } from '#app/features/cart/gift-card-form.tsx';
import { PickUpRefused } from '#app/features/cart/pick-up-here.tsx';
import { cartAction } from '#app/features/cart/cart-actions.server.ts';
import { isCartActionResult, type CartActionResult } from '#app/features/cart/cart-types.ts';
import { actionFailure } from '#app/features/product/action-failure.ts';
import { ProductPage } from '#app/features/product/product-page.tsx';
import { RecentlyViewed } from '#app/features/recently-viewed/recently-viewed-row.tsx';
import { useShell } from '#app/features/site-shell/use-shell.ts';
import { SIZE_GUIDE_HASH } from '#app/features/size-guide/size-guide-hash.ts';
import { readForm } from '#app/lib/http/read-body.server.ts';
import { productAction, type ProductActionResult } from '#app/features/product/product-actions.server.ts';
import { loadProduct } from '#app/features/product/product.server.ts';
import { FEEDBACK_PARAMS, writeOf } from '#app/features/product/reviews/review-query.ts';
import { ASK_QUESTION_HASH } from '#app/features/product/reviews/ask-question-dialog.tsx';
import { WRITE_REVIEW_HASH } from '#app/features/product/reviews/write-review-dialog.tsx';
import type { SignInReturnHandle } from '#app/features/auth/auth-hashes.ts';
import { cacheablePage } from '#app/lib/http/page-cache.server.ts';
import { openGraph } from '#app/lib/seo/open-graph.ts';
import type { Route } from './+types/product';
import { loadPage } from '#app/lib/api/page-failures.server.ts';
import { renderedPageIntl } from '#app/lib/i18n/page-intl.ts';
import { canonicalLinks } from '#app/lib/seo/hreflang.ts';

/** `/{locale}/p/{slug}-{styleCode}` (and the `-p{code}` alternate): the product page. */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, loadProduct);
}

/** The same for every shopper without a session: kept by the page cache (docs/decisions/0022). */
export const headers = cacheablePage;

/** On the review and question forms' page (`?write=`), signing in brings the shopper back to that form. */
export const handle: SignInReturnHandle = {
  signInReturnHash: (search) => {
    const what = writeOf(search);
    return what === 'review' ? WRITE_REVIEW_HASH : what === 'question' ? ASK_QUESTION_HASH : null;
  },
};

/** Add to cart posts here (spec §4 Adding to cart, features/cart); the page's own intents go to productAction. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request.clone());
  if (form.get('intent') === 'add-item') return cartAction(args);
  return productAction(args);
}

/**
 * With JavaScript the page's small forms post through fetchers: a post that never got an answer the page can read
 * (the network dropped, a proxy's 503 page) would otherwise land in the route's error boundary and replace the
 * whole page. It is answered as that form's failure instead, shown at the form; redirects and errors the server
 * chose still go their way, and add to cart keeps its own handling.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const intl = typeof document === 'undefined' ? undefined : renderedPageIntl(document.documentElement.lang);
    const offline =
      intl?.formatMessage({ id: 'product.action.offline' }) ?? 'Please check your connection and try again.';
    // Add to cart: its form's notice, as for a problem the api answers (the mini cart stays closed).
    if (form.get('intent') === 'add-item') {
      return {
        intent: 'add-item',
        ok: false,
        problem: {
          errorId: 'API503',
          title: intl?.formatMessage({ id: 'cart.error.title.generic' }) ?? '',
          message: offline,
          placement: 'form',
        },
      } satisfies CartActionResult;
    }
    const failure = actionFailure(form, { formError: offline });
    if (!failure) throw error;
    return failure;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    // The forms' page of the shopper's own is not a page of its own for search engines (its canonical is the product's).
    ...(loaderData.write ? [{ name: 'robots', content: 'noindex' }] : []),
    ...canonicalLinks(seo.canonical, seo.alternates),
    ...openGraph({
      type: 'product',
      title: loaderData.details.name,
      description: seo.description,
      url: seo.canonical,
      alternates: seo.alternates,
      siteName: seo.brandName,
    }),
  ];
}

/** Intents that answer data and change nothing the loader reads (a vote answers its new counts). */
const DATA_ONLY_INTENTS = new Set([
  'add-item',
  'find-stores',
  'notify',
  'review-vote',
  'answer-vote',
  'review-flag',
  'review-translate',
  'question-translate',
]);

/**
 * A choice of colour, width or size changes only the URL's query: the details already hold every colourway, so
 * the page is not fetched again; a change of the reviews' sort, filter or page, or of the questions' page, is.
 * Finding stores, votes, flags and translations answer data and change nothing the loader reads.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') {
    const intent = (actionResult as { intent?: string } | undefined)?.intent;
    return intent && DATA_ONLY_INTENTS.has(intent) ? false : defaultShouldRevalidate;
  }
  if (currentUrl.pathname === nextUrl.pathname)
    return FEEDBACK_PARAMS.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
  return defaultShouldRevalidate;
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const shell = useShell();
  const cartResult = isCartActionResult(actionData) ? actionData : undefined;
  const { productId } = loaderData.details;
  return (
    <>
      <ProductPage
        data={loaderData}
        // Every answer of the route that is not the cart's is the product page's own.
        actionData={cartResult ? undefined : (actionData as ProductActionResult | undefined)}
        sizeGuideHref={`#${SIZE_GUIDE_HASH}`}
        addToCart={({ summary, ...choice }) => <AddToCartForm {...choice} sticky={summary} actionData={cartResult} />}
        giftCard={(choice) => <GiftCardForm {...choice} locale={shell.locale} actionData={cartResult} />}
        pickupNotice={<PickUpRefused actionData={cartResult} />}
      />
      <RecentlyViewed key={productId} locale={shell.locale} siteId={shell.site?.siteId} current={productId} />
    </>
  );
}
