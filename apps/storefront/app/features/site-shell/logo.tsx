import type { Brand } from '@outsole/contracts/reference';

import { BRAND_NAMES } from '#app/lib/brands.ts';

/** The brand's wordmark: a mark drawn in currentColor and the name set in expanded Archivo. */
export function Logo({ brand, className }: { brand: Brand; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      {brand === 'kestrel' ? <KestrelMark /> : <StrideMark />}
      <span className="font-display text-2xl leading-none font-black tracking-tight uppercase font-stretch-125%">
        {BRAND_NAMES[brand]}
      </span>
    </span>
  );
}

function StrideMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <path d="M9 22.5 15.5 9.5h4L13 22.5zM16.5 22.5 23 9.5h2.5L19 22.5z" className="fill-on-accent" />
    </svg>
  );
}

function KestrelMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <path d="M6 12.5 16 19l10-6.5V17l-10 6.5L6 17z" className="fill-on-accent" />
      <circle cx="16" cy="10" r="2.25" className="fill-on-accent" />
    </svg>
  );
}
