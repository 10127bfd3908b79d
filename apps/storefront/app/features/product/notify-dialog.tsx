import type { SizeKind } from '@outsole/contracts/sizes.values';
import { LazyHashDialog } from '#app/components/ui/hash-dialog.tsx';
import { lazyPart } from '#app/components/ui/lazy-part.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { NOTIFY_HASH } from './dialog-hashes.ts';
import type { NotifyResult } from './product-actions.server.ts';

export { NOTIFY_HASH };

export interface NotifyDialogProps {
  productName: string;
  colourName: string;
  /** A shoe's size or clothing's: French says pointure or taille. */
  sizeKind: SizeKind;
  variant: { upc: string; size: string } | null;
  /** The result of a post made without JavaScript (the route's action data). */
  actionData: NotifyResult | undefined;
}

/** Its form loads when the dialog first opens, or is about to (hash-dialog.tsx, LazyHashDialog). */
const Dialog = lazyPart(() => import('./notify-dialog.lazy.tsx').then((module) => module.NotifyDialog));

/** Back-in-stock sign-up for the chosen sold-out size (notify-dialog.lazy.tsx). */
export function NotifyDialog(props: NotifyDialogProps) {
  const t = useT();
  return <LazyHashDialog name={NOTIFY_HASH} title={t('product.notify.title')} dialog={Dialog} props={props} />;
}
