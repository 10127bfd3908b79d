import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

/**
 * A side panel of the cart page at every width (spec §2: "change shipping method" is a side panel), opened by a
 * link (`?shipment=`) so it works before JavaScript runs: until hydration its content is an ordinary section at the
 * top of the page, whose forms post; after it, React Aria's modal (focus trapped, Escape and outside clicks close,
 * focus back to the opener).
 */
export function SidePanel({
  isOpen,
  onClose,
  title,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
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
    <SidePanelModal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      {children}
    </SidePanelModal>
  );
}

/**
 * The panel itself once the page's scripts run: React Aria's modal sliding in from the end edge, focus trapped and
 * returned to the opener, Escape and outside clicks close it. `closeOnLinkClick`: a link in the panel leaves it, so
 * the panel closes as the page changes (the mini cart).
 */
export function SidePanelModal({
  isOpen,
  onOpenChange,
  title,
  closeOnLinkClick = false,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  closeOnLinkClick?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={({ isEntering, isExiting }) =>
        cx(
          'fixed inset-0 z-40 flex justify-end bg-ink/55 backdrop-blur-[2px]',
          isEntering && 'animate-overlay-in',
          isExiting && 'animate-overlay-out',
          'motion-reduce:animate-none',
        )
      }
    >
      <Modal
        className={({ isEntering, isExiting }) =>
          cx(
            'flex h-full w-[calc(100%-2.5rem)] max-w-md flex-col overflow-hidden rounded-l-3xl bg-paper text-ink shadow-2xl outline-none',
            isEntering && 'animate-panel-in',
            isExiting && 'animate-panel-out',
            'motion-reduce:animate-none',
          )
        }
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 pt-6 pb-4">
                <Heading slot="title" className="font-display text-2xl leading-tight font-extrabold tracking-tight">
                  {title}
                </Heading>
                <button
                  type="button"
                  onClick={close}
                  aria-label={t('dialog.close')}
                  className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
                >
                  <CloseIcon className="size-6" />
                </button>
              </div>
              <div
                className="min-h-0 flex-1 overflow-y-auto px-6 py-5"
                onClickCapture={
                  closeOnLinkClick
                    ? (event) => {
                        if (event.target instanceof Element && event.target.closest('a[href]')) close();
                      }
                    : undefined
                }
              >
                {children}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
