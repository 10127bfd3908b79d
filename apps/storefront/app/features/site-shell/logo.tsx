import type { Brand } from '@outsole/contracts/reference';

import { BRAND_NAMES } from '#app/lib/brands.ts';

/** The brand's wordmark: a mark drawn in currentColor and the name set in expanded Archivo. */
export function Logo({ brand, className }: { brand: Brand; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      {brand === 'kestrel' ? <KestrelMark /> : <StrideMark />}
      <span className="font-display text-xl leading-none font-black tracking-tight uppercase font-stretch-112% min-[375px]:text-2xl min-[375px]:font-stretch-125%">
        {BRAND_NAMES[brand]}
      </span>
    </span>
  );
}

function StrideMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-7 shrink-0 min-[375px]:size-8" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <path d="M9 22.5 15.5 9.5h4L13 22.5zM16.5 22.5 23 9.5h2.5L19 22.5z" className="fill-on-accent" />
    </svg>
  );
}

function KestrelMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-7 shrink-0 min-[375px]:size-8" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <path d="M9 23V9h3.5v5.6L18.6 9H23l-6.6 7 6.6 7h-4.5L12.5 16.6V23z" className="fill-on-accent" />
    </svg>
  );
}
