import { textAround, useT } from '#app/lib/i18n/use-t.ts';
import type { ListingPageData } from './listing.server.ts';
import { Link } from '#app/components/ui/link.tsx';
import { useShell } from '#app/features/site-shell/use-shell.ts';
import { categoryPathLabel } from '#app/lib/catalog/category-tree.ts';

/** Search found nothing: a spelling hint when auto-suggest corrected the query, popular searches, categories. */
export function NoResults({ data }: { data: ListingPageData }) {
  const t = useT();
  const { brand } = useShell();
  const suggestions = data.suggestions;
  // One message with the suggestion's place in it: each language words and punctuates the question its own way.
  const didYouMean = textAround(t, 'listing.noResults.didYouMean', 'query');
  const searchHref = (query: string) => `${data.path}?${new URLSearchParams({ q: query }).toString()}`;
  // Other shoppers' queries and the catalogue's names: a word wider than the screen breaks inside the pill.
  const pill =
    'inline-flex min-h-10 items-center rounded-full border border-stone-300 px-4 text-sm font-semibold wrap-anywhere hover:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
  return (
    <section className="flex flex-col gap-8 rounded-3xl bg-stone-50 p-6 sm:p-10">
      <div className="flex flex-col gap-3">
        <h2 className="font-display text-2xl font-bold">{t('listing.noResults.title', { query: data.state.q })}</h2>
        {suggestions?.correctedQuery ? (
          <p className="text-lg">
            {didYouMean[0]}
            <Link to={searchHref(suggestions.correctedQuery)} className="font-semibold underline underline-offset-4">
              {suggestions.correctedQuery}
            </Link>
            {didYouMean[1]}
          </p>
        ) : null}
        <p className="text-muted">{t('listing.noResults.tips', { brandId: brand })}</p>
      </div>
      {suggestions && suggestions.popularQueries.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('listing.noResults.popular')}</h3>
          <ul className="flex flex-wrap gap-2">
            {suggestions.popularQueries.map((query) => (
              <li key={query}>
                <Link to={searchHref(query)} className={pill}>
                  {query}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestions && suggestions.categories.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('listing.noResults.categories')}</h3>
          <ul className="flex flex-wrap gap-2">
            {suggestions.categories.map((category) => {
              const parents = categoryPathLabel(category.path);
              return (
                <li key={category.url}>
                  <Link to={category.url} className={`${pill} gap-2`}>
                    {category.name}
                    {parents ? <span className="font-normal text-muted">{parents}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
