import { useEffect, useRef, useState } from 'react';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/**
 * The 500 page: an apology, a retry, the way home, and the correlation id so support can find the request in the
 * logs. The stack trace appears only in development (`detail`), never in production. A 429 (the api's request budget
 * for the shopper's address is spent) says so instead: nothing is broken, waiting helps.
 */
export function ServerErrorPage({
  status,
  correlationId,
  homeHref,
  brandName,
  detail,
}: {
  status: number;
  correlationId: string | undefined;
  homeHref: string;
  brandName: string;
  detail?: string | undefined;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Rendered in the browser from the start (not hydrated): this page replaced one the shopper was on, maybe scrolled
  // down it (a filter ticked low in the sidebar keeps its scroll). Bring the message to the top and the focus to
  // it, so it is seen and read out rather than left above the viewport with the focus on <body>.
  const hydrated = useHydrated();
  const [replacedAPage] = useState(hydrated);
  useEffect(() => {
    if (!replacedAPage) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [replacedAPage]);
  return (
    <section className="mx-auto max-w-[88rem] px-4 py-20 sm:px-6 md:py-32 lg:px-10" aria-labelledby="status-title">
      <title>{t(status === 429 ? 'meta.busy.title' : 'meta.error.title', { brand: brandName })}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-sm font-bold tracking-[0.2em] text-sale uppercase">
        {t('serverError.eyebrow', { status: String(status) })}
      </p>
      <h1
        ref={heading}
        id="status-title"
        tabIndex={-1}
        className="mt-4 max-w-3xl font-display text-[clamp(2.5rem,6vw,5rem)] leading-[0.95] font-black tracking-tight text-balance font-stretch-112% focus:outline-none"
      >
        {t(status === 429 ? 'serverError.busyTitle' : 'serverError.title')}
      </h1>
      <p className="mt-6 max-w-xl text-lg text-muted">
        {t(status === 429 ? 'serverError.busyBody' : 'serverError.body')}
      </p>
      <div className="mt-10 flex flex-wrap gap-3">
        {/* A real link to the same URL: a fresh document request, which also works when scripts failed. */}
        <a href="" className={buttonStyles({ size: 'lg' })}>
          {t('serverError.retry')}
        </a>
        {/* A full document load too: the error may have come from the client's own code. */}
        <a href={homeHref} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
          {t('serverError.home')}
        </a>
      </div>
      {correlationId ? (
        <p className="mt-10 font-mono text-sm break-all text-muted">{t('serverError.reference', { correlationId })}</p>
      ) : null}
      {detail ? (
        <pre className="mt-8 max-h-96 overflow-auto rounded-2xl bg-stone-100 p-4 text-xs text-ink">{detail}</pre>
      ) : null}
    </section>
  );
}
