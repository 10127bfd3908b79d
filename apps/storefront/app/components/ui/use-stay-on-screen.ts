import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps an element where it is on the screen when the answer to its request changes the page above it: a cart line
 * that grows by the offer a promo code gave it pushed the promo field, which the shopper had just pressed Enter in,
 * down and off a phone's screen. An answer slower than half a second is no longer "after an input" for the browser,
 * so that push counted as a layout shift (CLS). In the commit that shows the answer, before it is painted, the window
 * scrolls by as much as the element moved: what is above the change goes up with it, out of the way, and the element
 * and what lies between it and the change stay put.
 *
 * `pending`: the request is out (the element's place on the screen is taken then, and again as the shopper scrolls
 * while it is); `answer`: what changes on the page when it lands. An element off the screen then is left alone: the
 * shopper is looking at something else, which scrolling would move.
 */
export function useStayOnScreen<T extends HTMLElement>(pending: boolean, answer: unknown) {
  const ref = useRef<T>(null);
  const place = useRef<number | null>(null);
  useEffect(() => {
    if (!pending) return undefined;
    const take = () => {
      if (ref.current) place.current = ref.current.getBoundingClientRect().top;
    };
    take();
    // Captured: an element's scroll (the mini cart's panel) does not bubble.
    document.addEventListener('scroll', take, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', take, { capture: true });
  }, [pending]);
  useLayoutEffect(() => {
    const top = place.current;
    place.current = null;
    const element = ref.current;
    if (top === null || !element || top < 0 || top > window.innerHeight) return;
    const moved = element.getBoundingClientRect().top - top;
    if (Math.abs(moved) >= 1) (scrollerOf(element) ?? window).scrollBy({ top: moved, behavior: 'instant' });
  }, [answer]);
  return ref;
}

/** The element's nearest scrolling box (a side panel's list), or null when that is the page's. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}
