import type { SizeKind } from '@outsole/contracts/sizes.values';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

import { Button } from '#app/components/ui/button.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { MINI_CART_WARM_UP } from './cart-types.ts';

/** What the bar shows of the product, and where its size choice is (the product page's). */
export interface StickySummary {
  name: string;
  price: ReactNode;
  /** A link to the size picker, for "Choose size" while no size in stock is chosen. */
  sizePickerHref: string;
  /** A shoe's size or clothing's: French asks for a pointure or a taille. */
  sizeKind: SizeKind;
}

/**
 * On a phone, Add to cart kept at hand: a bar at the bottom of the screen while the product page's own add-to-cart
 * form is out of view (above, after scrolling down to the reviews, or below, under the gallery) and the site's footer
 * is not in view (the bar would cover it). Its button submits that same form (`form` attribute), so the answer, the
 * mini cart and the errors are the form's; without a size in stock chosen it is a link to the size picker. Shown
 * after hydration only, fixed, so nothing on the page moves; wide screens keep the form beside the gallery, and a
 * short screen (400 % zoom, a phone held sideways: app.css `tall`) has no room for it (t3-F8).
 *
 * While it is on the page its height is kept clear at the bottom of the screen (app.css, html[data-bottom-bar]), so
 * the keyboard's focus is never scrolled under it (WCAG 2.2 2.4.11, t3-F3).
 */
export function StickyAddToCart({
  formId,
  form,
  summary,
  canAdd,
  busy,
}: {
  formId: string;
  form: RefObject<HTMLElement | null>;
  summary: StickySummary;
  canAdd: boolean;
  busy: boolean;
}) {
  const t = useT();
  const [formInView, setFormInView] = useState(true);
  const [footerInView, setFooterInView] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const shown = !formInView && !footerInView;

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-bottom-bar', '');
    return () => {
      root.removeAttribute('data-bottom-bar');
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);

  // The bar's height as drawn (a price that wraps, larger text): kept when it hides, for the next time it shows.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) document.documentElement.style.setProperty('--bottom-bar-height', `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  useEffect(() => {
    const target = form.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const footer = document.querySelector('footer');
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === target) setFormInView(entry.isIntersecting);
        else setFooterInView(entry.isIntersecting);
      }
    });
    observer.observe(target);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [form]);

  if (!shown) return null;
  return (
    <div
      ref={bar}
      data-testid="sticky-add-to-cart"
      className="fixed inset-x-0 bottom-0 z-20 hidden border-t border-stone-200 bg-paper/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur max-md:tall:block"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{summary.name}</p>
          <p className="text-sm">{summary.price}</p>
        </div>
        {canAdd ? (
          <Button type="submit" form={formId} isLoading={busy} data-warm-up={MINI_CART_WARM_UP}>
            {t('product.addToCart')}
          </Button>
        ) : (
          <a href={summary.sizePickerHref} className={buttonStyles({ variant: 'primary' })}>
            {t('product.size.chooseShort', { kind: summary.sizeKind })}
          </a>
        )}
      </div>
    </div>
  );
}
