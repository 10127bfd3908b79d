import type { ReactNode } from 'react';

import { DialogFrame, type DialogLayout } from '#app/components/ui/dialog.tsx';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';

/**
 * A side panel of the cart page at every width (spec §2: "change shipping method" is a side panel; `responsive`:
 * a modal on wide screens, as store pickup), opened by a link (`?shipment=`, `?place=`) so it works before
 * JavaScript runs: until hydration its content is an ordinary section at the top of the page, whose forms post;
 * after it, React Aria's modal (focus trapped, Escape and outside clicks close, focus back to the opener).
 */
export function SidePanel({
  isOpen,
  onClose,
  title,
  layout = 'panel',
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  layout?: Extract<DialogLayout, 'panel' | 'responsive'>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    if (!isOpen) return null;
    return (
      <section aria-label={title} className="rounded-3xl border-2 border-ink bg-paper p-6">
        <h2 className="mb-4 font-display text-2xl font-extrabold tracking-tight">{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <DialogFrame layout={layout} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      {children}
    </DialogFrame>
  );
}
