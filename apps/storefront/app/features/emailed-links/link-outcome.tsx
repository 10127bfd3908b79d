import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';

/**
 * A ref for LinkOutcome's heading that takes the focus whenever `state` changes after the first render (a form's
 * answer replaced the page's question), so a screen reader reads the answer; the page as first loaded keeps it.
 */
export function useHeadingFocusOnChange(state: unknown): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state]);
  return heading;
}

/**
 * What the page of an emailed link says (a back-in-stock alert's or an email subscription's confirmation, an
 * unsubscribe), and where it goes next: a heading that takes focus, a line, links. No script needed.
 */
export function LinkOutcome({
  heading,
  body,
  children,
  headingRef,
}: {
  heading: string;
  body: string;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <h1
        ref={headingRef}
        tabIndex={-1}
        // German compounds ("Benachrichtigung") are nearly as wide as a phone: a smaller heading there, and hyphenated in
        // the page's language where the browser can.
        className="font-display text-3xl font-black tracking-tight text-balance hyphens-auto outline-none sm:text-4xl"
      >
        {heading}
      </h1>
      <p className="text-muted">{body}</p>
      {children}
    </div>
  );
}
