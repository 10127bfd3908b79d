import type { CartItem } from '@outsole/contracts/cart';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { HashDialog } from '#app/components/ui/hash-dialog.tsx';
import { Money, useFormatMoney } from '#app/components/ui/money.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useHashDialog, type ModalHash } from '#app/components/ui/use-hash-dialog.ts';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';
import { CartProblemNotice, useCartFetcher } from './cart-form.tsx';
import { announcement, cartPath, type Announce, type CartActionResult, type CartProblem } from './cart-types.ts';
import { useKnownLines } from './known-lines.ts';
import { useLineName } from './line-name.ts';

/** spec "add gift option" dialog: the message is at most 300 characters (the api's GiftOption). */
const MESSAGE_MAX = 300;
const NAME_MAX = 100;

/** The dialog of a line opens from `#modal-gift-{itemId}` links (spec §2: modals open from #modal hash links). */
export function giftHash(itemId: string): ModalHash {
  return `modal-gift-${itemId}`;
}

/** The id of a line's gift link: where focus returns, and where a post without JavaScript lands after saving. */
export function giftLinkId(itemId: string): string {
  return `gift-${itemId}`;
}

/** What the line shows of its gift: to, from, the message, the box and its price, a digital card's recipient. */
/** `compact` (the mini cart): a long message shows its first two lines, so the panel stays short. */
export function GiftSummary({
  item,
  currency,
  compact = false,
}: {
  item: CartItem;
  currency: string;
  compact?: boolean;
}) {
  const t = useT();
  if (!item.gift) return null;
  const option = item.giftOption;
  const rows: Array<[string, ReactNode]> = [];
  if (option?.email) rows.push([t('cart.gift.recipientEmail'), option.email]);
  if (option?.to) rows.push([t('cart.gift.to'), option.to]);
  if (option?.from) rows.push([t('cart.gift.from'), option.from]);
  if (option?.message)
    rows.push([
      t('cart.gift.message'),
      <q className={cx('whitespace-pre-line', compact && 'line-clamp-2')}>{option.message}</q>,
    ]);
  if (item.isGiftBoxSelected && item.giftBox) {
    rows.push([t('cart.gift.boxSummary'), <Money amount={item.giftBox.amount} currency={currency} />]);
  }
  return (
    <div className="rounded-xl bg-amber-50 px-3 py-2 text-sm">
      <p className="font-semibold">{t('cart.gift.badge')}</p>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * "Add gift options" / "Edit gift options" on a cart line, and its dialog (spec §2 "add gift option"): the gift
 * checkbox, to, from, a message with its character count, the gift box with its price, save and remove. The form
 * posts `intent=set-gift` to the cart action: a fetcher with JavaScript (the dialog closes on success and focus goes
 * back to the link; a failure stays in the dialog with the field named), a document post without (to
 * `…#modal-gift-{id}`, so a failure shows the form again with its messages; success lands on the link).
 */
export function GiftOptions({
  item,
  locale,
  known,
  currency,
  pageProblem,
  announce,
}: {
  item: CartItem;
  locale: string;
  known: readonly string[];
  currency: string;
  /** A failed post made without JavaScript, for this line. */
  pageProblem: CartProblem | null;
  announce: Announce;
}) {
  const t = useT();
  const lineName = useLineName()(item);
  const fetcher = useCartFetcher();
  const name = giftHash(item.id);
  const { onOpenChange } = useHashDialog(name);
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    announce(...announcement(result, t));
    if (result.ok) onOpenChange(false);
  }, [result, announce, t, onOpenChange]);

  const problem = result ? (result.ok ? null : result.problem) : pageProblem;
  const label = item.gift ? t('cart.gift.edit') : t('cart.gift.add');
  return (
    <div>
      <a
        id={giftLinkId(item.id)}
        href={`#${name}`}
        aria-label={t(item.gift ? 'cart.gift.editFor' : 'cart.gift.addFor', { name: lineName })}
        className="inline-flex min-h-11 scroll-mt-24 items-center text-sm font-semibold underline underline-offset-4 hover:decoration-2"
      >
        {label}
      </a>
      <HashDialog name={name} title={t('cart.gift.title')}>
        <GiftForm
          key={`${item.gift}|${JSON.stringify(item.giftOption)}|${item.isGiftBoxSelected}`}
          item={item}
          locale={locale}
          known={known}
          currency={currency}
          fetcher={fetcher}
          problem={problem}
        />
      </HashDialog>
    </div>
  );
}

function GiftForm({
  item,
  locale,
  known,
  currency,
  fetcher,
  problem,
}: {
  item: CartItem;
  locale: string;
  known: readonly string[];
  currency: string;
  fetcher: FetcherWithComponents<CartActionResult>;
  problem: CartProblem | null;
}) {
  const t = useT();
  const format = useFormatMoney();
  const { pathname, search } = usePageLocation();
  const form = useRef<HTMLFormElement>(null);
  const formRef = useKnownLines(known, form);
  const option = item.giftOption;
  const typed = problem?.values ?? {};
  const initialMessage = typed.message ?? option?.message ?? '';
  const digital = item.isDigitalProduct;
  const fields = problem?.fields ?? {};
  const busy = fetcher.state !== 'idle';
  const box = item.giftBox;

  // A failure with JavaScript: focus the first field the api named, else leave focus where it is.
  useEffect(() => {
    const first = Object.keys(problem?.fields ?? {})[0];
    if (!first) return;
    const element = form.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }, [problem]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={withHash(cartPath(locale), giftHash(item.id))}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value="set-gift" />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="upc" value={item.upc} />
      <input type="hidden" name="productId" value={item.productId} />
      {item.gift ? <input type="hidden" name="hadGift" value="1" /> : null}
      <p className="font-semibold">{item.name}</p>
      {digital ? (
        <>
          <input type="hidden" name="gift" value="1" />
          <input type="hidden" name="digital" value="1" />
          <TextField
            name="email"
            type="email"
            label={t('cart.gift.recipientEmail')}
            autoComplete="off"
            inputMode="email"
            isRequired
            maxLength={254}
            defaultValue={typed.email ?? option?.email ?? ''}
            errorMessage={fields.email}
          />
        </>
      ) : (
        <Checkbox name="gift" defaultChecked={typed.gift !== undefined ? typed.gift === '1' : true} error={fields.gift}>
          {t('cart.gift.isGift')}
        </Checkbox>
      )}
      <TextField
        name="to"
        label={t('cart.gift.to')}
        autoComplete="off"
        maxLength={NAME_MAX}
        defaultValue={typed.to ?? option?.to ?? ''}
        errorMessage={fields.to}
      />
      <TextField
        name="from"
        label={t('cart.gift.from')}
        autoComplete="off"
        maxLength={NAME_MAX}
        defaultValue={typed.from ?? option?.from ?? ''}
        errorMessage={fields.from}
      />
      <GiftMessageField defaultValue={initialMessage} errorMessage={fields.message} />
      {!digital && box?.offered ? (
        <Checkbox
          name="giftBox"
          defaultChecked={typed.giftBox !== undefined ? typed.giftBox === '1' : item.isGiftBoxSelected}
        >
          {t('cart.gift.box', { amount: format({ amount: box.unitPrice, currency }) })}
        </Checkbox>
      ) : null}
      {problem ? <CartProblemNotice problem={problem} compact /> : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" isLoading={busy}>
          {t('cart.gift.save')}
        </Button>
        {item.gift && !digital ? (
          <Button type="submit" name="remove" value="1" variant="link" isDisabled={busy}>
            {t('cart.gift.remove')}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** The gift message with the count of characters left of the 300 (it describes the field; not announced per key). */
export function GiftMessageField({
  defaultValue,
  errorMessage,
}: {
  defaultValue: string;
  errorMessage?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const [length, setLength] = useState(defaultValue.length);
  const messageId = `${id}-message`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={messageId} className="text-sm font-semibold text-ink">
        {t('cart.gift.message')}
      </label>
      <textarea
        id={messageId}
        name="message"
        rows={4}
        maxLength={MESSAGE_MAX}
        defaultValue={defaultValue}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${countId} ${errorId}` : countId}
        className="w-full rounded-xl border-2 border-stone-300 bg-white px-4 py-3 text-base text-ink hover:border-stone-500 focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-danger"
      />
      <p id={countId} className="text-sm text-muted">
        {t('cart.gift.messageLeft', { count: Math.max(MESSAGE_MAX - length, 0) })}
      </p>
      {errorMessage ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({
  name,
  defaultChecked,
  children,
  error,
}: {
  name: string;
  defaultChecked: boolean;
  children: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-6 shrink-0 accent-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
        <label htmlFor={id} className="font-medium">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
