import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { useT } from '#app/lib/i18n/use-t.ts';
import { cx } from './cx.ts';
import { CloseIcon } from './icons.tsx';

/**
 * `center` at every width; `responsive` a side panel on narrow screens, centred on wide ones; `panel` a side panel;
 * `full` the whole screen (an enlarged image).
 */
export type DialogLayout = 'center' | 'responsive' | 'panel' | 'full';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** Children, or a function receiving `close` for forms that close the dialog when done. */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  /** A link in the dialog leaves it: the dialog closes as the page changes (the mini cart). */
  closeOnLinkClick?: boolean;
}

const OVERLAY_LAYOUT: Record<DialogLayout, string> = {
  center: 'grid place-items-center p-4',
  responsive: 'flex justify-end md:grid md:place-items-center md:justify-center md:p-4',
  panel: 'flex justify-end',
  full: 'flex',
};

function modalLayout(layout: DialogLayout, isEntering: boolean, isExiting: boolean): string {
  switch (layout) {
    case 'center':
      return cx('w-full max-w-lg rounded-3xl', isEntering && 'animate-dialog-in', isExiting && 'animate-dialog-out');
    case 'responsive':
      // Narrow: the panel leaves a strip of the page beside it (no w-full here: it would win over the calc width).
      return cx(
        'h-full w-[calc(100%-2.5rem)] max-w-md max-md:rounded-l-3xl md:h-auto md:max-h-[calc(100dvh-2rem)] md:w-full md:max-w-lg md:rounded-3xl',
        isEntering && 'max-md:animate-panel-in md:animate-dialog-in',
        isExiting && 'max-md:animate-panel-out md:animate-dialog-out',
      );
    case 'panel':
      return cx(
        'h-full w-[calc(100%-2.5rem)] max-w-md rounded-l-3xl',
        isEntering && 'animate-panel-in',
        isExiting && 'animate-panel-out',
      );
    case 'full':
      return cx('h-full w-full', isEntering && 'animate-dialog-in', isExiting && 'animate-dialog-out');
  }
}

/**
 * The focus back on the element that had it as the dialog opened, as soon as the dialog closes. React Aria gives it
 * back only once the dialog has left the page, after its 250 ms closing transition and a frame more (the focus in
 * the fading dialog, then on the body, meanwhile); it then finds the focus out of the dialog and leaves it. Moved
 * only from inside this dialog (a dialog opening in its place keeps the focus it took) and only to an opener still
 * on the page (one that went, React Aria's fallback and focusAfterDialog's as before). A passive effect: the page
 * behind is inert until the modal's own effect for the close has run.
 */
function useFocusBackOnClose(isOpen: boolean) {
  const overlay = useRef<HTMLDivElement>(null);
  // Read as the dialog opens, before React Aria's focus scope moves the focus into it (its layout effect).
  const [opened, setOpened] = useState<{ isOpen: boolean; opener: Element | null }>({ isOpen: false, opener: null });
  if (opened.isOpen !== isOpen) {
    setOpened({ isOpen, opener: isOpen && typeof document !== 'undefined' ? document.activeElement : opened.opener });
  }
  const { opener } = opened;
  useEffect(() => {
    if (isOpen) return;
    const active = document.activeElement;
    if (!(opener instanceof HTMLElement) || !opener.isConnected || !active || !overlay.current?.contains(active))
      return;
    opener.focus({ preventScroll: true });
  }, [isOpen, opener]);
  return overlay;
}

/**
 * The modal frame shared by Dialog, ResponsiveDialog and the cart's side panels (SidePanel, the mini cart). React Aria traps
 * focus inside, restores it to the opener (as the dialog closes: useFocusBackOnClose), closes on Escape and on a
 * click outside, and hides the rest of the page from assistive technology. The open and close transition is 250 ms
 * (spec §9), `animate-dialog-*` and `animate-panel-*` in app.css, and none under prefers-reduced-motion.
 */
export function DialogFrame({
  isOpen,
  onOpenChange,
  title,
  children,
  className,
  closeOnLinkClick = false,
  layout,
}: DialogProps & { layout: DialogLayout }) {
  const t = useT();
  const overlay = useFocusBackOnClose(isOpen);
  return (
    <ModalOverlay
      ref={overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={({ isEntering, isExiting }) =>
        cx(
          'fixed inset-0 z-40 bg-ink/55 backdrop-blur-[2px]',
          OVERLAY_LAYOUT[layout],
          isEntering && 'animate-overlay-in',
          isExiting && 'animate-overlay-out',
          'motion-reduce:animate-none',
        )
      }
    >
      <Modal
        className={({ isEntering, isExiting }) =>
          cx(
            'relative flex max-h-full flex-col overflow-hidden bg-paper text-ink shadow-2xl outline-none',
            modalLayout(layout, isEntering, isExiting),
            'motion-reduce:animate-none',
            className,
          )
        }
      >
        <AriaDialog className="flex min-h-0 flex-1 flex-col outline-none">
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
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A centred modal dialog. */
export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} layout="center" />;
}
