import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { RulerIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/** "Between sizes?": the invitation to the size guide dialog (a #modal link, spec §2). */
export function FitBand({ sizeGuideHref }: { sizeGuideHref: string }) {
  const t = useT();
  return (
    <section aria-labelledby="fit-title" className="mx-auto max-w-[88rem] px-4 py-16 sm:px-6 md:py-24 lg:px-10">
      <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-12 text-paper sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 right-0 hidden w-1/2 bg-[repeating-linear-gradient(90deg,transparent_0_38px,rgb(250_250_247/0.14)_38px_40px)] md:block"
        />
        <div className="relative max-w-xl">
          <h2
            id="fit-title"
            className="font-display text-[clamp(2rem,4.5vw,3.5rem)] leading-none font-black tracking-tight uppercase font-stretch-112%"
          >
            {t('home.fit.title')}
          </h2>
          <p className="mt-4 text-lg text-paper/80">{t('home.fit.body')}</p>
          <a href={sizeGuideHref} className={buttonStyles({ variant: 'accent', size: 'lg', className: 'mt-8' })}>
            <RulerIcon className="size-5" />
            {t('home.fit.cta')}
          </a>
        </div>
      </div>
    </section>
  );
}
