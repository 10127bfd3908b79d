import { DialogFrame, type DialogProps } from './dialog.tsx';

/**
 * One component for "a modal on wide screens and a side panel on narrow ones" (spec §2, CONVENTIONS 9): the same
 * dialog, laid out by CSS breakpoints: a full-height panel sliding in from the right below `md`, centred above.
 */
export function ResponsiveDialog(props: DialogProps) {
  return <DialogFrame {...props} layout="responsive" />;
}
