import type { ShouldRevalidateFunctionArgs } from 'react-router';

import { ProductPage } from '#app/features/product/product-page.tsx';
import { productAction } from '#app/features/product/product-actions.server.ts';
import { loadProduct } from '#app/features/product/product.server.ts';
import type { Route } from './+types/product';

/** `/{locale}/p/{slug}-{styleCode}` (and the `-p{code}` alternate): the product page. */
export function loader(args: Route.LoaderArgs) {
  return loadProduct(args);
}

export function action(args: Route.ActionArgs) {
  return productAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: loaderData.details.name },
    { property: 'og:url', content: seo.canonical },
  ];
}

/**
 * A choice of colour, width or size changes only the URL's query: the details already hold every colourway, so
 * the page is not fetched again. Finding stores answers data and changes nothing the loader reads.
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
    return intent === 'find-stores' || intent === 'notify' ? false : defaultShouldRevalidate;
  }
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} actionData={actionData} />;
}
