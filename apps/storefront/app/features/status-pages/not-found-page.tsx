import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { ArrowRightIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { Link } from '#app/components/ui/link.tsx';
import type { Brand } from '@outsole/contracts/reference';

export interface StatusLink {
  id: string;
  name: string;
  href: string;
}

/** The localised 404: what happened, the way home, and the shop's top categories as next steps. */
export function NotFoundPage({
  homeHref,
  categories,
  brand,
  brandName,
}: {
  homeHref: string;
  categories: StatusLink[];
  /** The brand's id: Stride's page "ran off", Kestrel's "wandered off the trail". */
  brand: Brand;
  brandName: string;
}) {
  const t = useT();
  return (
    <section className="relative overflow-hidden" aria-labelledby="status-title">
      <title>{t('meta.notFound.title', { brand: brandName })}</title>
      <meta name="robots" content="noindex" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-10 -right-16 font-display text-[clamp(10rem,38vw,30rem)] leading-none font-black text-stone-100 select-none font-stretch-125%"
      >
        404
      </div>
      <div className="relative mx-auto max-w-[88rem] px-4 py-20 sm:px-6 md:py-32 lg:px-10">
        <p className="font-display text-sm font-bold tracking-[0.2em] text-sale uppercase">{t('notFound.eyebrow')}</p>
        <h1
          id="status-title"
          className="mt-4 max-w-3xl font-display text-[clamp(2.5rem,6vw,5rem)] leading-[0.95] font-black tracking-tight text-balance font-stretch-112%"
        >
          {t('notFound.title', { brandId: brand })}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-muted">{t('notFound.body', { brandId: brand })}</p>
        <Link to={homeHref} className={buttonStyles({ size: 'lg', className: 'mt-10' })}>
          {t('notFound.home')}
          <ArrowRightIcon className="size-5" />
        </Link>
        {categories.length > 0 ? (
          <nav aria-labelledby="status-popular" className="mt-16">
            <h2 id="status-popular" className="font-display text-lg font-bold">
              {t('notFound.popular')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={category.href} className={buttonStyles({ variant: 'secondary' })}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
