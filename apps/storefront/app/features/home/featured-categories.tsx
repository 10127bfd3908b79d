import { cx } from '#app/components/ui/cx.ts';
import { ArrowRightIcon } from '#app/components/ui/icons.tsx';
import type { NavCategory } from '#app/lib/catalog/category-tree.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { BRAND_SHOE, ShoeArt } from './shoe-art.tsx';
import { Link } from '#app/components/ui/link.tsx';
import type { Brand } from '@outsole/contracts/reference';

/** Colourways for the category cards, in catalog order. Each pairs text and background at AA contrast or better. */
const COLOURWAYS = [
  {
    card: 'bg-ink text-paper',
    chip: 'border-paper/30 hover:bg-paper hover:text-ink',
    shoe: { upper: 'fill-accent', midsole: 'fill-paper', outsole: 'fill-stone-500', accent: 'fill-ink' },
  },
  {
    card: 'bg-accent text-on-accent',
    chip: 'border-ink/30 hover:bg-ink hover:text-paper',
    shoe: { upper: 'fill-paper', midsole: 'fill-ink', outsole: 'fill-ink', accent: 'fill-sale' },
  },
  {
    card: 'bg-sky-200 text-ink',
    chip: 'border-ink/30 hover:bg-ink hover:text-paper',
    shoe: { upper: 'fill-ink', midsole: 'fill-paper', outsole: 'fill-ink', accent: 'fill-accent' },
  },
  {
    card: 'bg-sale text-paper',
    chip: 'border-paper/40 hover:bg-paper hover:text-ink',
    shoe: { upper: 'fill-paper', midsole: 'fill-ink', outsole: 'fill-ink', accent: 'fill-accent' },
  },
] as const;

export function FeaturedCategories({ brand, categories }: { brand: Brand; categories: NavCategory[] | null }) {
  const t = useT();
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-[88rem] px-4 py-16 sm:px-6 md:py-24 lg:px-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="featured-title"
            className="font-display text-[clamp(2rem,4.5vw,3.5rem)] leading-none font-black tracking-tight uppercase font-stretch-112%"
          >
            {t('home.featured.title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('home.featured.intro', { brandId: brand })}</p>
        </div>
      </div>
      {categories && categories.length > 0 ? (
        // Phones: a row that scrolls sideways and snaps card by card; wider: a grid.
        <ul className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-4">
          {categories.map((category, index) => {
            const colourway = COLOURWAYS[index % COLOURWAYS.length] ?? COLOURWAYS[0];
            return (
              <li
                key={category.id}
                className={cx(
                  'group relative isolate flex min-h-[24rem] w-[82%] shrink-0 snap-start flex-col overflow-hidden rounded-3xl p-6 sm:min-h-[26rem] sm:w-auto transition-transform duration-300 focus-within:ring-4 focus-within:ring-focus hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0',
                  colourway.card,
                )}
              >
                <span aria-hidden="true" className="font-display text-sm font-bold tracking-[0.2em]">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 font-display text-4xl leading-none font-black tracking-tight uppercase font-stretch-112%">
                  {/* The heading link covers the card (after:inset-0); the chips sit above it. */}
                  <Link
                    to={category.href}
                    className="outline-none after:absolute after:inset-0 after:z-0 after:content-['']"
                  >
                    {category.name}
                  </Link>
                </h3>
                <p className="mt-2 text-sm font-medium">
                  {t('home.featured.count', { count: category.children.length })}
                </p>
                <ShoeArt
                  {...colourway.shoe}
                  model={BRAND_SHOE[brand]}
                  className="pointer-events-none my-auto w-[115%] max-w-none self-center py-4 transition-transform duration-500 group-hover:-translate-y-1 group-hover:-rotate-3 motion-reduce:transition-none"
                />
                {category.children.length > 0 ? (
                  <ul className="relative z-10 flex flex-wrap gap-2">
                    {category.children.slice(0, 3).map((child) => (
                      <li key={child.id}>
                        <Link
                          to={child.href}
                          className={cx(
                            'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                            colourway.chip,
                          )}
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 font-semibold">
                  {t('home.featured.cta')}
                  <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-10 rounded-3xl bg-stone-100 p-8 text-lg text-muted">{t('home.featured.empty')}</p>
      )}
    </section>
  );
}
