import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { cx } from '#app/components/ui/cx.ts';
import { ArrowRightIcon, RulerIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { BRAND_SHOE, ShoeArt } from './shoe-art.tsx';
import { Link } from '#app/components/ui/link.tsx';
import type { Brand } from '@outsole/contracts/reference';

export interface HeroLink {
  name: string;
  href: string;
}

/**
 * The landing hero: headline, promise, calls to action into the first two top-level categories and the size guide.
 * Its words are the brand's own (`brandId`: Stride speaks of running, Kestrel of the outdoors).
 */
export function Hero({ brand, links, sizeGuideHref }: { brand: Brand; links: HeroLink[]; sizeGuideHref: string }) {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-paper">
      <div className="mx-auto grid max-w-[88rem] items-center gap-8 px-4 pt-10 pb-14 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-16 md:pb-20 lg:px-10 lg:pt-20 lg:pb-28">
        <div className="relative z-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 font-display text-xs font-bold tracking-[0.18em] text-on-accent uppercase">
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[clamp(2.75rem,7.5vw,6.75rem)] leading-[0.95] font-black tracking-[-0.035em] text-balance text-ink uppercase font-stretch-112%"
          >
            {t('home.hero.title', { brandId: brand })}
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-muted md:text-xl">
            {t('home.hero.body', { brandId: brand })}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            {links.map((link, index) => (
              <Link
                key={link.href}
                to={link.href}
                className={buttonStyles({ size: 'lg', variant: index === 0 ? 'primary' : 'secondary' })}
              >
                {t('home.hero.shop', { category: link.name })}
                {index === 0 ? <ArrowRightIcon className="size-5" /> : null}
              </Link>
            ))}
            <a href={sizeGuideHref} className={buttonStyles({ size: 'lg', variant: 'link' })}>
              <RulerIcon className="size-5" />
              {t('home.hero.fit')}
            </a>
          </div>
        </div>
        <div
          className="relative -mx-4 aspect-[5/4] sm:mx-0"
          role="img"
          aria-label={t('home.hero.art', { brandId: brand })}
        >
          <div className="absolute inset-[6%] rounded-[42%_58%_55%_45%/48%_42%_58%_52%] bg-accent" />
          {BRAND_SHOE[brand] === 'hiker' ? (
            <TrailScenery />
          ) : (
            <>
              <div className="absolute inset-x-[-10%] top-[46%] h-px bg-ink/15" aria-hidden="true" />
              <div className="absolute top-[18%] left-[4%] flex flex-col gap-3" aria-hidden="true">
                <span className="h-1.5 w-16 rounded-full bg-ink" />
                <span className="ml-6 h-1.5 w-24 rounded-full bg-ink" />
                <span className="ml-2 h-1.5 w-12 rounded-full bg-ink" />
              </div>
            </>
          )}
          <ShoeArt
            model={BRAND_SHOE[brand]}
            className={cx(
              'absolute inset-x-[4%] w-[96%] drop-shadow-[0_28px_24px_rgb(17_18_19/0.28)]',
              BRAND_SHOE[brand] === 'hiker' ? 'top-[24%] -rotate-[4deg]' : 'top-[20%] -rotate-[8deg]',
            )}
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The hiker's ground (Kestrel): a ridge of peaks behind the shoe in the same ink lines as the runner's speed lines,
 * and a dashed trail winding up to it, in the hero art's own box (drawn for 500×400, its 5:4).
 */
function TrailScenery() {
  return (
    <svg
      viewBox="0 0 500 400"
      className="absolute inset-0 size-full overflow-visible"
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path className="stroke-ink" strokeWidth="7" d="M18 150l62-78 34 38 48-70 70 104" />
      <path className="stroke-ink/15" strokeWidth="1.5" d="M-50 184h600" />
      <path
        className="stroke-ink/40"
        strokeWidth="5"
        strokeDasharray="2 14"
        d="M96 398c-56-26-8-62-46-96s-22-66 18-100"
      />
    </svg>
  );
}
