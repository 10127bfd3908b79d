import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { ArrowRightIcon, RulerIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { ShoeArt } from './shoe-art.tsx';
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
          <div className="absolute inset-x-[-10%] top-[46%] h-px bg-ink/15" aria-hidden="true" />
          <div className="absolute top-[18%] left-[4%] flex flex-col gap-3" aria-hidden="true">
            <span className="h-1.5 w-16 rounded-full bg-ink" />
            <span className="ml-6 h-1.5 w-24 rounded-full bg-ink" />
            <span className="ml-2 h-1.5 w-12 rounded-full bg-ink" />
          </div>
          <ShoeArt className="absolute inset-x-[4%] top-[20%] w-[96%] -rotate-[8deg] drop-shadow-[0_28px_24px_rgb(17_18_19/0.28)]" />
        </div>
      </div>
    </section>
  );
}
