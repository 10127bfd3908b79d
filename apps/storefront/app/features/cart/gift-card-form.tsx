import { useEffect, useRef } from 'react';

import { Button } from '#app/components/ui/button.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { Link } from '#app/components/ui/link.tsx';
import { Money } from '#app/components/ui/money.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { ADD_TO_CART_HASH, useAddItem } from './add-to-cart-form.tsx';
import { GiftMessageField } from './gift-options.tsx';
import { CartProblemNotice } from './cart-form.tsx';

export interface GiftCardFormProps {
  productId: string;
  /** The card's amounts: its variants, each with its price on the site (smallest first). */
  amounts: ReadonlyArray<{ upc: string; price: number }>;
  currency: string;
  /** The amount chosen before the form is touched (the page's `?amount=`), by upc. */
  chosen?: string | undefined;
  /** The page's locale path (`en-us`): the balance check's link. */
  locale: string;
  /** The product route's answer to a post made without JavaScript. */
  actionData?: unknown;
}

/**
 * A digital gift card's product page form (decision 0018: the recipient is asked for on add): the amount, the
 * recipient's email (required), to, from and a message. It posts `intent=add-item` with `digital=1` to the product
 * route, as the add-to-cart form does (the same fetcher, so the mini cart opens); a field the api refuses shows at
 * the field, and without JavaScript the page comes back with what was typed.
 */
export function GiftCardForm({ productId, amounts, currency, chosen, locale, actionData }: GiftCardFormProps) {
  const t = useT();
  const { fetcher, problem, busy, here } = useAddItem(actionData);
  const form = useRef<HTMLFormElement>(null);
  const typed = problem?.values ?? {};
  const fields = problem?.fields ?? {};

  // Added: the form starts again for the next card.
  useEffect(() => {
    if (fetcher.data?.ok) form.current?.reset();
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={form}
      id={ADD_TO_CART_HASH}
      method="post"
      action={withHash(here, ADD_TO_CART_HASH)}
      data-testid="add-gift-card"
      className="flex scroll-mt-4 flex-col gap-5"
    >
      <input type="hidden" name="intent" value="add-item" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="digital" value="1" />
      <input type="hidden" name="redirectTo" value={here} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('product.giftCard.amount')}</legend>
        <div className="flex flex-wrap gap-3">
          {amounts.map((amount) => (
            <label
              key={amount.upc}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-stone-300 px-4 font-semibold has-checked:border-ink has-checked:bg-stone-100 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="upc"
                value={amount.upc}
                required
                defaultChecked={(typed.upc ?? chosen) === amount.upc}
                className="size-5 accent-ink"
              />
              <Money amount={amount.price} currency={currency} />
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        name="email"
        type="email"
        label={t('cart.gift.recipientEmail')}
        description={t('product.giftCard.emailHint')}
        autoComplete="off"
        inputMode="email"
        isRequired
        maxLength={254}
        defaultValue={typed.email ?? ''}
        errorMessage={fields.email}
      />
      <TextField
        name="to"
        label={t('cart.gift.to')}
        autoComplete="off"
        maxLength={100}
        defaultValue={typed.to ?? ''}
        errorMessage={fields.to}
      />
      <TextField
        name="from"
        label={t('cart.gift.from')}
        autoComplete="name"
        maxLength={100}
        defaultValue={typed.from ?? ''}
        errorMessage={fields.from}
      />
      <GiftMessageField defaultValue={typed.message ?? ''} errorMessage={fields.message} />
      <Button type="submit" size="lg" className="w-full" isLoading={busy}>
        {t('product.addToCart')}
      </Button>
      <div aria-live="polite">{problem ? <CartProblemNotice problem={problem} inLiveRegion /> : null}</div>
      <Link to={`/${locale}/gift-card-balance`} className={buttonStyles({ variant: 'link', className: 'self-start' })}>
        {t('product.giftCard.balanceLink')}
      </Link>
    </fetcher.Form>
  );
}
