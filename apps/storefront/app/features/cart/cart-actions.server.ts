import { DHL_POSTNUMMER } from '@outsole/contracts/collection-points.values';
import { DEFAULT_MAX_QTY, GiftOption, SHIPPING_METHOD_CODES, type Cart } from '@outsole/contracts/cart';
import type { LocalePath } from '@outsole/contracts/locales';
import { UPC_PATTERN } from '@outsole/contracts/products';
import { Store, STORE_ID_PATTERN } from '@outsole/contracts/stores';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';

import { formatMoney } from '#app/components/ui/money-format.ts';
import { apiFor } from '#app/lib/api/api.server.ts';
import { languageTagOf } from '#app/lib/i18n/locale.ts';
import { setFlashToast } from '#app/lib/flash.server.ts';
import { errorKey, errorMessage, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { safeRedirect } from '#app/lib/session/actions/action-kit.server.ts';
import { withHash } from '#app/lib/http/with-hash.ts';
import { requireSite } from '#app/lib/shop.server.ts';
import { cartDates } from './arrival.ts';
import type { Translate } from '#app/lib/i18n/use-t.ts';
import { cartClient, isErrorId, type CartClient, type NewItem } from './cart-api.server.ts';
import { cartProblem, maximumOf, placedProblem, type ProblemContext } from './cart-problems.server.ts';
import { contactFieldMessages } from './contact-check.ts';
import { phoneFieldMessage, requiredContact, sitePhoneCountry } from './place-search.server.ts';
import { readCart, withBasket } from './cart-recovery.server.ts';
import { readKnownLines } from './known-lines.server.ts';
import { movedHomeValues, switchCodes, switchNotices } from './delivery.server.ts';
import { shippingLost, stockReached, summaryTotals } from './cart-view.ts';
import {
  GIFT_CARD_FIELDS,
  giftCardOption,
  giftCardProblem,
  giftLine,
  giftCardTextProblem,
  giftProblem,
  giftTextProblem,
  giftUntickedProblem,
  giftUpdate,
  removesGift,
  SetGiftInput,
} from './gift-options.server.ts';
import { rewardChoice, SetRewardInput } from './reward.server.ts';
import { readForm } from '#app/lib/http/read-body.server.ts';
import { ADD_MAX_QTY, addItemProblem } from './add-item-problem.server.ts';
import {
  cartLineId,
  cartPath,
  isPlaceKind,
  SAVED_HEADING_ID,
  savedItemAnchor,
  type CartActionResult,
  type CartIntent,
  type CartProblem,
} from './cart-types.ts';

/**
 * The cart's mutations (CONVENTIONS 8), posted by the product page (add-item) and by CartMain (the rest), keyed by
 * `intent` and parsed with zod. A fetcher gets `CartActionResult` data; a post made without JavaScript is sent back
 * (303) with a flash toast on success, and renders its page with the problem on failure. A failure the shopper can
 * act on is data, answered with 200 so the page's loaders run again: spec §4 "after an update failure the cart is
 * re-fetched".
 */

const id = z.string().trim().min(1).max(64);
const productId = z.string().trim().min(1).max(20);
const upc = z.string().trim().regex(UPC_PATTERN);
// A line the page showed, for BSK404 recovery: `productId|upc|qty|storeId|card` (cart-view.ts knownItems).
const known = z
  .array(z.string().max(3_000))
  .max(100)
  .default([])
  .transform((entries) => entries.flatMap(parseKnown));

// The line as the page named it ("Flux 6 Hoodie, Violet/Pink, size S"): said when the line is gone (ORD404).
const lineName = z.string().trim().max(300).optional();

const CartIntentInput = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add-item'),
    productId,
    upc,
    qty: z.coerce.number().int().min(1).max(ADD_MAX_QTY).default(1),
    storeId: z.string().trim().min(1).max(20).optional(),
    // The chosen size's catalog label ("42.5", "OS"), for "Sorry, size 42,5 just sold out." in the page's writing of
    // it (findings-2 F14; cart-problems.server.ts).
    size: z.string().trim().max(20).optional(),
    // A digital gift card's recipient and card (gift-card-form.tsx).
    ...GIFT_CARD_FIELDS,
  }),
  z.object({
    intent: z.literal('update-item'),
    itemId: id,
    upc,
    productId,
    qty: z.coerce.number().int().min(0).max(999_999),
    // The quantity the page showed when "+" or "−" was pressed (decision 0018, addendum "a step on a page left
    // open"): the step is applied to the cart's current quantity, so a page out of date never undoes another's.
    seen: z.coerce.number().int().min(1).max(999_999).optional(),
    name: lineName,
    known,
  }),
  z.object({ intent: z.literal('remove-item'), itemId: id, upc, productId, name: lineName, known }),
  z.object({ intent: z.literal('apply-coupon'), code: z.string().trim().max(100), known }),
  z.object({ intent: z.literal('remove-coupon'), code: z.string().trim().min(1).max(100), known }),
  z.object({ intent: z.literal('save-for-later'), itemId: id, upc, productId, name: lineName, known }),
  // A saved item (its own id in the saved list) back to the cart, or out of the list.
  z.object({ intent: z.literal('move-to-cart'), itemId: id, saveForLaterId: id.optional(), upc, productId, known }),
  z.object({ intent: z.literal('remove-saved'), itemId: id, saveForLaterId: id }),
  z.object({
    intent: z.literal('set-shipping-method'),
    shippingId: z.string().trim().min(1).max(40),
    code: z.enum(SHIPPING_METHOD_CODES),
    storeId: z.string().trim().min(1).max(20).optional(),
    collectionPointId: z.string().trim().min(1).max(20).optional(),
    // The pickup contact (spec §5), sent when the panel asks for it; what is required the api decides per locale.
    firstName: z.string().max(120).optional(),
    lastName: z.string().max(120).optional(),
    email: z.string().max(254).optional(),
    phone: z.string().max(40).optional(),
    // A DHL Packstation's Postnummer (decision 0018 addendum, t1-F1): the api keeps it only for such a point.
    customerNumber: z.string().max(40).optional(),
    withContact: z.literal('1').optional(),
    // The change-store confirmation: the store chosen before, and the shopper's yes to switching from it.
    currentStoreId: z.string().trim().min(1).max(20).optional(),
    confirmChange: z.literal('1').optional(),
    known,
  }),
  SetGiftInput.extend({ known }),
  SetRewardInput.extend({ known }),
  z.object({ intent: z.literal('take-gift'), promotionId: z.string().trim().min(1).max(64), known }),
]);
type CartInput = z.infer<typeof CartIntentInput>;

function parseKnown(entry: string): NewItem[] {
  const [product = '', code = '', qty = '', storeId = '', card = ''] = entry.split('|');
  const parsed = z
    .object({ productId, upc, qty: z.coerce.number().int().min(1).max(999_999), storeId: z.string().max(20) })
    .safeParse({ productId: product, upc: code, qty, storeId });
  if (!parsed.success) return [];
  const { storeId: store, ...item } = parsed.data;
  if (card) {
    // A digital gift card goes back with its recipient and message; one that does not read is left out.
    const giftOption = decodeCard(card);
    return giftOption ? [{ ...item, giftOption }] : [];
  }
  return [store ? { ...item, storeId: store } : item];
}

function decodeCard(card: string): GiftOption | null {
  try {
    const parsed = GiftOption.safeParse(JSON.parse(Buffer.from(card, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.email ? parsed.data : null;
  } catch {
    return null;
  }
}

interface ActionArgs {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}

const SUCCESS: Record<CartIntent, MessageKey> = {
  'add-item': 'cart.toast.added',
  'update-item': 'cart.toast.updated',
  'remove-item': 'cart.toast.removed',
  'apply-coupon': 'cart.toast.couponApplied',
  'remove-coupon': 'cart.toast.couponRemoved',
  'save-for-later': 'cart.toast.savedForLater',
  'move-to-cart': 'cart.toast.movedToCart',
  'remove-saved': 'cart.toast.savedRemoved',
  'set-shipping-method': 'cart.toast.deliveryChanged',
  'set-gift': 'cart.toast.giftSaved',
  'set-reward': 'cart.toast.rewardApplied',
  'take-gift': 'cart.toast.giftTakenBack',
};

/**
 * A store's "Pick up here" refused, posted without JavaScript (decision 0050, addendum "the store named"): the answer
 * shows under Find in store's heading, the store list gone, so its title names the store, read from the api by the
 * posted id (GET /stores/v1/stores/{storeId}, the site's own stores; a posted name would be the client's word). A
 * store that cannot be read leaves the refusal as it was. With JavaScript the answer shows under the store's own
 * button: nothing to read.
 */
async function namingStore(
  ctx: ReturnType<typeof getRequestContext>,
  shop: { locale: LocalePath; siteId: string },
  refusal: CartActionResult,
): Promise<CartActionResult> {
  if (refusal.ok || refusal.intent !== 'add-item' || !refusal.storeId || !STORE_ID_PATTERN.test(refusal.storeId))
    return refusal;
  try {
    const api = apiFor(ctx, { locale: shop.locale, siteId: shop.siteId });
    const store = await api.get(`/stores/v1/stores/${encodeURIComponent(refusal.storeId)}`, Store);
    const title = translatorFor(shop.locale).format('product.stores.pickUpRefused', {
      store: store.name.slice(0, 200),
    });
    return title ? { ...refusal, problem: { ...refusal.problem, title } } : refusal;
  } catch {
    return refusal;
  }
}

/** The store of an add posted by a store's "Pick up here" (a store id as the api's are), for its refusal. */
function pickupStore(posted: { storeId?: unknown }): { storeId?: string } {
  const { storeId } = posted;
  return typeof storeId === 'string' && /^[\w-]{1,20}$/.test(storeId) ? { storeId } : {};
}

export async function cartAction({ request, params, context }: ActionArgs) {
  const ctx = getRequestContext(context);
  const shop = await requireSite(ctx, request, params.locale);
  const url = new URL(request.url);
  const fetcher = url.pathname.endsWith('.data');
  const form = await readForm(request);
  // The page's lines for BSK404 recovery: posted with JavaScript (known-lines.ts), else the ones the cart page last
  // showed, kept in a cookie for its posts (known-lines.server.ts).
  const posted = form.getAll('known');
  const lines = posted.length > 0 || fetcher ? posted : readKnownLines(request.headers.get('cookie'), shop.siteId);
  const raw = { ...Object.fromEntries(form), known: lines };
  const parsed = CartIntentInput.safeParse(raw);
  const { format } = translatorFor(shop.locale);
  const client = cartClient(ctx, request, { locale: shop.locale, siteId: shop.siteId });
  if (!parsed.success) {
    // A line's quantity no stepper sends (a form edited by hand or kept from long ago): the cart comes back with
    // it said at the line, not an error page; an add, at its form; any other bad body is a 400.
    const badQty = await quantityProblem(client, shop.locale, raw);
    if (badQty) return data({ intent: 'update-item', ok: false, problem: badQty } as CartActionResult, { status: 200 });
    // An add no product page sends (decision 0050): said at the add-to-cart form (a store's, at Find in store), the
    // page kept, as 0050's own refused values are (data with 400).
    const badAdd = addItemProblem(shop.locale, raw);
    if (badAdd) {
      const refused: CartActionResult = {
        intent: 'add-item',
        ok: false,
        problem: badAdd,
        ...pickupStore({ storeId: form.get('storeId') }),
      };
      return data(fetcher ? refused : await namingStore(ctx, shop, refused), { status: 400 });
    }
    throw data({ reason: 'bad-request' }, { status: 400 });
  }
  const input = parsed.data;
  const back = safeRedirect(form.get('redirectTo'), cartPath(shop.locale));

  // A store's "Pick up here" refused: the store goes with the problem, which shows at Find in store (named there
  // without JavaScript).
  const fail = async (result: CartActionResult) => {
    if (result.ok || input.intent !== 'add-item') return data(result, { status: 200 });
    const refused = { ...result, ...pickupStore(input) };
    return data(fetcher ? refused : await namingStore(ctx, shop, refused), { status: 200 });
  };

  if (input.intent === 'apply-coupon' && input.code === '') {
    const problem = {
      errorId: 'PRM416',
      title: format('cart.error.title.coupon') ?? '',
      message: format('validation.required') ?? '',
      placement: 'coupon' as const,
    };
    return fail({ intent: input.intent, ok: false, problem });
  }

  if (
    input.intent === 'set-shipping-method' &&
    input.currentStoreId &&
    input.storeId &&
    input.storeId !== input.currentStoreId &&
    !input.confirmChange
  ) {
    const problem = {
      errorId: 'STR409',
      title: format('cart.error.title.delivery') ?? '',
      message: format('cart.place.confirmRequired') ?? '',
      placement: 'delivery' as const,
      values: typedPlace(input),
    };
    return fail({ intent: input.intent, ok: false, problem });
  }

  // Gift card text the api would refuse (hidden or control characters, nothing visible): every field at once, with
  // a message that says what is wrong.
  const refusedText =
    input.intent === 'set-gift'
      ? (giftUntickedProblem(shop.locale, input) ?? giftTextProblem(shop.locale, input))
      : input.intent === 'add-item' && input.digital === '1'
        ? giftCardTextProblem(shop.locale, input)
        : null;
  if (refusedText) return fail({ intent: input.intent, ok: false, problem: refusedText });

  // The pickup contact checked by the api's rules (contracts contact.values): every bad field marked at once, each
  // with what to fix, instead of one field per round trip.
  const contactRules =
    input.intent === 'set-shipping-method' && input.withContact === '1' && isPlaceKind(input.code)
      ? {
          required: requiredContact(shop.locale, input.code),
          // The site country's mobile numbers, read only when a phone was typed.
          phoneCountry: input.phone?.trim()
            ? await sitePhoneCountry(ctx, { locale: shop.locale, siteId: shop.siteId }, shop.site.countryCode)
            : null,
        }
      : null;
  const t: Translate = (key, values) => format(key, values) ?? '';
  // No store (or collection point) chosen: the dialog's list asks for one, with the contact's fields at once.
  const placeField = input.intent === 'set-shipping-method' && input.code === 'pudo' ? 'collectionPointId' : 'storeId';
  const noPlace =
    contactRules && input.intent === 'set-shipping-method' && !input[placeField]
      ? { [placeField]: t(placeField === 'storeId' ? 'cart.place.storeRequired' : 'cart.place.pointRequired') }
      : {};
  const badContact = {
    ...noPlace,
    ...(contactRules && input.intent === 'set-shipping-method' ? contactFieldMessages(input, contactRules, t) : {}),
  };
  if (Object.keys(badContact).length > 0 && input.intent === 'set-shipping-method') {
    const problem = {
      errorId: 'API400',
      title: format('cart.error.title.delivery') ?? '',
      message: format('cart.gift.error.fields') ?? '',
      placement: 'delivery' as const,
      fields: badContact,
      values: typedPlace(input),
    };
    return fail({ intent: input.intent, ok: false, problem });
  }

  let cart: Cart | null;
  let replaced: boolean;
  // A step made on a page out of date (another window changed the line): the quantity the step started from.
  const step: StepBase = { changedFrom: null };
  try {
    ({ cart, replaced } = await run(client, input, step));
    if (cart) client.remember(cart.basketId);
  } catch (error) {
    if (isErrorId(error, 'AUT498')) client.forget();
    const problem = placedProblem(
      shop.locale,
      input.intent,
      cartProblem(shop.locale, error, {
        ...(await problemContext(client, input, error)),
        currency: shop.site.currency,
      }),
      error,
      input.intent === 'move-to-cart' || input.intent === 'remove-saved' ? input.itemId : undefined,
    );
    // A phone the api refused (not a mobile's, or of the wrong length): the field says what it takes.
    if (problem.fields?.phone !== undefined && problem.errorId === 'API400') {
      const message = await phoneFieldMessage(ctx, { locale: shop.locale, siteId: shop.siteId }, shop.site.countryCode);
      if (message) problem.fields = { ...problem.fields, phone: message };
    }
    // A contact field the api refused that our check also finds wrong: the field says what is wrong, not the
    // generic "some details" message.
    if (problem.fields && contactRules && input.intent === 'set-shipping-method') {
      // A customer number refused: the point chosen needs one (a DHL Packstation's Postnummer, its only rule).
      const numberRules =
        problem.fields.customerNumber === undefined
          ? {}
          : { required: { ...contactRules.required, customerNumber: true }, customerNumber: DHL_POSTNUMMER };
      const messages = contactFieldMessages(input, { ...contactRules, phoneCountry: null, ...numberRules }, t);
      for (const [name, message] of Object.entries(messages))
        if (problem.fields[name] !== undefined) problem.fields = { ...problem.fields, [name]: message };
    }
    if (input.intent === 'add-item' && input.digital === '1') {
      return fail({ intent: input.intent, ok: false, problem: giftCardProblem(shop.locale, problem, error, input) });
    }
    if (input.intent === 'set-gift') {
      return fail({ intent: input.intent, ok: false, problem: giftProblem(shop.locale, problem, error, input) });
    }
    if (input.intent === 'set-shipping-method' && input.withContact === '1') problem.values = typedPlace(input);
    return fail({ intent: input.intent, ok: false, problem });
  }

  const values = cart ? successValues(input, cart, step, shop.locale) : {};
  // spec §5: an item the chosen store cannot supply in its quantity stays where it was (INV702, keepDelivery).
  const short = cart && input.intent === 'set-shipping-method' ? shortAtStore(cart, format) : [];
  // No line took the method: the store could not supply them (INV702), or the page was left open while the lines
  // moved in another window (the shipment it named was empty).
  const unmoved = input.intent === 'set-shipping-method' && cart !== null && !tookMethod(cart, input);
  const movedNothing = unmoved && short.length > 0;
  const stale = unmoved && short.length === 0;
  // Nothing moved because the store chosen cannot supply the items: a refusal, not an update. The dialog stays open
  // and says it at the store list (without JavaScript too: the page comes back with the dialog, its search and what
  // was typed), where the shopper chooses another store.
  if (movedNothing && input.intent === 'set-shipping-method' && input.storeId) {
    const message = [format('cart.toast.deliveryUnchanged'), ...short, format('cart.place.chooseAnotherStore')]
      .filter(Boolean)
      .join(' ');
    const problem = {
      errorId: 'INV702',
      title: format('cart.error.title.delivery') ?? '',
      message,
      placement: 'delivery' as const,
      fields: { storeId: message },
      values: typedPlace(input),
    };
    return fail({ intent: input.intent, ok: false, problem });
  }
  const success: MessageKey =
    input.intent === 'set-gift' && removesGift(input)
      ? input.remove === '1' || input.hadGift === '1'
        ? 'cart.toast.giftRemoved'
        : 'cart.toast.giftNone'
      : input.intent === 'set-reward' && rewardChoice(input) === null
        ? 'cart.toast.rewardRemoved'
        : input.intent === 'move-to-cart' && cart !== null && keptSaved(cart, input.upc) > 0
          ? 'cart.toast.movedToCartPartly'
          : step.changedFrom !== null
            ? 'cart.toast.updatedElsewhere'
            : movedNothing
              ? 'cart.toast.deliveryUnchanged'
              : stale
                ? 'cart.toast.deliveryStale'
                : (namedSuccess(input, cart) ?? SUCCESS[input.intent]);
  // A method the shopper chose in the panel (no store named): the move home is theirs, not a switch to explain.
  const chosen = input.intent === 'set-shipping-method' && input.storeId === undefined ? input.shippingId : null;
  const notice = [
    format(success, values),
    // spec §4 Delivery-method transitions: a switch the change caused is the order-updated notice.
    ...(cart ? switchNotices(shop.locale, cart, chosen) : []),
    ...short,
    cart && input.intent === 'update-item' ? stockNotice(cart, input.itemId, format) : undefined,
    // Free shipping the change took away (an item-level code, a line removed): said, with what to add.
    ...(cart ? lostValues(shop.locale, cart).map((lost) => format('cart.notice.shippingLost', lost)) : []),
    replaced ? format('cart.toast.expired') : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  if (fetcher) {
    // A line that stayed is an order update beside lines that moved; when none moved, nothing was updated: the
    // notice ("Nothing was moved: …") says so once, with no "Order updated" repeating its sentence.
    const updates = [...(cart ? switchNotices(shop.locale, cart, chosen) : []), ...(unmoved ? [] : short)];
    return data<CartActionResult>({
      intent: input.intent,
      ok: true,
      cart,
      notice,
      ...(updates.length ? { updates } : {}),
      ...(input.intent === 'add-item' ? { addedUpc: input.upc } : {}),
      // The mini cart shows an add's answer before its own read: it counts pickups from the same dates.
      ...(cart ? { dates: cartDates(cart, shop.site.countryCode, new Date()) } : {}),
    });
  }
  // Without JavaScript the order-updated notice of a delivery switch is the toast (the cart's read has no flash).
  const switched = cart ? switchCodes(cart, chosen)[0] : undefined;
  // ORD516 names what moved and how it comes now (cart.delivery.alsoMoved) when it can.
  const moved = switched === 'ORD516' && cart ? movedHomeValues(shop.locale, cart) : null;
  // A code that took free shipping away says so beside "was applied" (the page's notice says what to add too).
  const lost = input.intent === 'apply-coupon' && cart ? lostValues(shop.locale, cart)[0] : undefined;
  const toast = await setFlashToast(
    // "Nothing was moved" (the page was out of date) is news, not a success: no green tick.
    moved
      ? { kind: 'success', message: 'cart.delivery.alsoMoved', values: moved }
      : lost
        ? { kind: 'info', message: 'cart.toast.couponAppliedShippingLost', values: { ...values, ...lost } }
        : {
            kind: stale || step.changedFrom !== null ? 'info' : 'success',
            message: switched ? (errorKey(switched) as MessageKey) : success,
            values,
          },
    { secure: ctx.config.isProduction },
  );
  // The gift dialog posts to `…#modal-gift-{id}` so a failure shows in it; success goes to the line's gift link. A
  // saved item's forms post to the item (`#saved-{id}`, where a refusal shows), which a success takes off the list:
  // the redirect names where it went (decision 0050, addendum "a saved item's answer").
  const to =
    input.intent === 'set-gift'
      ? withHash(back, `gift-${input.itemId}`)
      : input.intent === 'move-to-cart' || input.intent === 'remove-saved'
        ? withHash(back, savedSuccessAnchor(input, cart))
        : back;
  return redirect(to, { status: 303, headers: { 'Set-Cookie': toast } });
}

/**
 * The values of `cart.notice.shippingLost` for each shipping promotion the change took away (cart-view shippingLost):
 * its name and the goods to add in the site's money, `none` when the cart's approaching notice is another's.
 */
function lostValues(locale: LocalePath, cart: Cart): { promotion: string; amount: string }[] {
  const tag = languageTagOf(locale);
  return shippingLost(cart).map((lost) => ({
    promotion: lost.promotion.slice(0, 100),
    amount: lost.amount === null ? 'none' : formatMoney(lost.amount, cart.currency, tag),
  }));
}

/**
 * A quantity raised to all the stock there is: the line's "Only 2 left." is said with the update, since its "+" now
 * adds no more (cart-line.tsx, where the same sentence stands beside the stepper).
 */
function stockNotice(
  cart: Cart,
  itemId: string,
  format: ReturnType<typeof translatorFor>['format'],
): string | undefined {
  const line = cart.items.find((item) => item.id === itemId);
  const reached = line && !line.bonus ? stockReached(line, line.qty) : null;
  if (!reached || reached.count === 0) return undefined;
  return (
    format(reached.atStore ? 'cart.item.onlyLeftAtStore' : 'cart.item.onlyLeft', { count: reached.count }) ?? undefined
  );
}

interface StepBase {
  /** The line's quantity in the cart when it was not the one the page showed (`seen`); null when it was. */
  changedFrom: number | null;
}

/**
 * The quantity a "+" or "−" asks for (decision 0018, addendum "a step on a page left open"): the page's step (its
 * `qty` less the `seen` it showed) applied to the line's quantity in the cart now, so a page left open never undoes
 * another window's change ("+" on a page showing 2 while the cart holds 4 makes 5, not 3). A line that is gone goes
 * on to the update, whose ORD404 says so.
 */
async function steppedQty(
  client: CartClient,
  basketId: string,
  itemId: string,
  input: { qty: number; seen?: number | undefined },
  step: StepBase,
): Promise<number> {
  if (input.seen === undefined) return input.qty;
  const current = (await client.get(basketId, { stockNotices: false })).items.find((line) => line.id === itemId);
  if (!current || current.qty === input.seen) return input.qty;
  step.changedFrom = current.qty;
  return Math.max(current.qty + input.qty - input.seen, 1);
}

function run(
  client: CartClient,
  input: CartInput,
  step: StepBase = { changedFrom: null },
): Promise<{ cart: Cart | null; replaced: boolean }> {
  switch (input.intent) {
    case 'add-item': {
      const item: NewItem = {
        productId: input.productId,
        upc: input.upc,
        qty: input.qty,
        ...(input.storeId ? { storeId: input.storeId } : {}),
        ...(input.digital === '1' ? { giftOption: giftCardOption(input) } : {}),
      };
      // No stored cart: one call makes the shopper's cart with its first item (or adds to the one they have).
      if (!client.basketId()) return client.createWithItem(item).then((cart) => ({ cart, replaced: false }));
      return withBasket(client, [], (basketId) => client.add(basketId, item));
    }
    case 'update-item':
      return withBasket(client, input.known, async (basketId, fresh) => {
        const itemId = fresh ? fresh.items.find((line) => line.upc === input.upc && !line.bonus)?.id : input.itemId;
        if (!itemId) return fresh as Cart;
        if (input.qty === 0) return client.remove(basketId, itemId);
        // A cart made again (BSK404) holds what the page knew: the page's quantity is the one to set.
        const qty = fresh ? input.qty : await steppedQty(client, basketId, itemId, input, step);
        return client.update(basketId, { itemId, qty });
      });
    case 'remove-item':
      return withBasket(client, input.known, (basketId, fresh) => {
        const itemId = fresh ? fresh.items.find((line) => line.upc === input.upc && !line.bonus)?.id : input.itemId;
        return itemId ? client.remove(basketId, itemId) : Promise.resolve(fresh as Cart);
      });
    case 'apply-coupon':
      return withBasket(client, input.known, (basketId) => client.applyCoupon(basketId, input.code));
    case 'remove-coupon':
      return withBasket(client, input.known, (basketId) => client.removeCoupon(basketId, input.code));
    case 'save-for-later':
      return withBasket(client, input.known, (basketId, fresh) => {
        const itemId = fresh ? fresh.items.find((line) => line.upc === input.upc && !line.bonus)?.id : input.itemId;
        return itemId ? client.saveForLater(basketId, itemId) : Promise.resolve(fresh as Cart);
      });
    case 'move-to-cart':
      // No stored cart (or a lost one): the shopper's cart is made first, then the item moves into it.
      return withBasket(client, input.known, (basketId) =>
        client.moveToCart(basketId, input.itemId, input.saveForLaterId),
      );
    case 'remove-saved':
      return client.removeSaved(input.saveForLaterId, input.itemId).then(() => ({ cart: null, replaced: false }));
    case 'set-reward':
      return withBasket(client, input.known, (basketId) => client.applyReward(basketId, rewardChoice(input)));
    case 'take-gift':
      // A cart made again after BSK404 has turned nothing down: the gift comes with it, so nothing is left to do.
      return withBasket(client, input.known, (basketId, fresh) =>
        fresh ? Promise.resolve(fresh) : client.declineGift(basketId, input.promotionId, false),
      );
    case 'set-gift':
      return withBasket(client, input.known, (basketId, fresh) => {
        const itemId = fresh ? giftLine(fresh, input) : input.itemId;
        return itemId ? client.update(basketId, giftUpdate(input, itemId)) : Promise.resolve(fresh as Cart);
      });
    case 'set-shipping-method': {
      const contact = input.withContact
        ? {
            firstName: input.firstName ?? '',
            lastName: input.lastName ?? '',
            ...(input.email?.trim() ? { email: input.email.trim() } : {}),
            ...(input.phone?.trim() ? { phone: input.phone.trim() } : {}),
            ...(input.customerNumber?.trim() ? { customerNumber: input.customerNumber.trim() } : {}),
          }
        : undefined;
      return withBasket(client, input.known, (basketId) =>
        client.setShippingMethod(basketId, {
          code: input.code,
          shippingId: input.shippingId,
          ...(input.storeId ? { storeId: input.storeId } : {}),
          ...(input.collectionPointId ? { collectionPointId: input.collectionPointId } : {}),
          ...(contact ? { contact } : {}),
        }),
      );
    }
  }
}

/** An update-item form that is whole but for its quantity (or the quantity it showed). */
const UpdateWithAnyQty = CartIntentInput.options[1].extend({
  qty: z.string().max(40),
  seen: z.string().max(40).optional(),
});

/**
 * The problem of an update-item whose quantity is out of range, at its line: past the line's maximum, INV408's own
 * "You can add up to N of this item." (the maximum read from the cart, 999999 unless set), as the api would say it;
 * not a whole number of 0 or more, "Please enter a number, for example 1.". Null for any other bad body.
 */
async function quantityProblem(
  client: CartClient,
  locale: LocalePath,
  raw: Record<string, unknown>,
): Promise<CartProblem | null> {
  const parsed = UpdateWithAnyQty.safeParse(raw);
  if (!parsed.success) return null;
  const { format } = translatorFor(locale);
  // A whole number of 0 or more, or NaN.
  const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
  const qty = whole(parsed.data.qty);
  const seen = parsed.data.seen === undefined ? 1 : whole(parsed.data.seen);
  const itemId = parsed.data.itemId;
  if (qty >= 0 && seen >= 0 && (qty > DEFAULT_MAX_QTY || seen > DEFAULT_MAX_QTY)) {
    const cart = await readCart(client, { create: false }).catch(() => null);
    const max = cart?.items.find((item) => item.id === itemId)?.maxQty ?? DEFAULT_MAX_QTY;
    return {
      errorId: 'INV408',
      title: format('cart.error.title.maxQty') ?? '',
      message: errorMessage(locale, 'INV408', { maxAllowedQty: max }) ?? format('cart.error.maxQtyGeneric') ?? '',
      placement: 'item',
      itemId,
      maxAllowedQty: max,
    };
  }
  return {
    errorId: 'API400',
    title: format('cart.error.title.generic') ?? '',
    message: format('validation.number', { example: 1 }) ?? '',
    placement: 'item',
    itemId,
  };
}

/** spec §4: after a failed change the cart is read again, and the problem knows the line it is about. */
async function problemContext(client: CartClient, input: CartInput, error: unknown): Promise<ProblemContext> {
  const itemId =
    input.intent === 'update-item' || input.intent === 'remove-item' || input.intent === 'save-for-later'
      ? input.itemId
      : undefined;
  const upc = input.intent === 'add-item' || input.intent === 'move-to-cart' ? input.upc : undefined;
  const context = {
    ...(itemId ? { itemId } : {}),
    ...(upc ? { upc } : {}),
    ...(input.intent === 'save-for-later' ? { savingForLater: true } : {}),
    ...(input.intent === 'add-item'
      ? { adding: { size: input.size ?? '', atStore: input.storeId !== undefined } }
      : {}),
    ...(itemId && 'name' in input && input.name ? { name: input.name } : {}),
  };
  // INV408 reads the line's maximum from the cart only when its detail does not name it (`maxAllowedQty`; INV406 on
  // an add names how many of the item the cart holds itself); INV406 on a line, whether it is collected in a store
  // (and which); ORD404 whether the line is still there (spec §4: after an update failure the cart is re-fetched).
  const reads =
    (isErrorId(error, 'INV408') && maximumOf(error, context) === undefined) ||
    (isErrorId(error, 'ORD404') && itemId) ||
    (isErrorId(error, 'INV406') && itemId !== undefined && input.intent === 'update-item');
  if (!reads) return context;
  const cart = await readCart(client, { create: false }).catch(() => null);
  return { ...context, cart };
}

/**
 * A removal or a save for later names the line, as an add does ("Removed from your cart: Halo 6 T-Shirt, Mustard,
 * size M."): a screen reader's user who pressed Remove on the wrong line hears which one went (t3 F3-16). A post
 * without the name (a form from before) keeps "The item was removed…".
 */
function namedSuccess(input: CartInput, cart: Cart | null): MessageKey | null {
  if (input.intent === 'update-item' && updatedLine(input, cart)) return 'cart.toast.updatedName';
  if (input.intent === 'remove-item' && input.name) return 'cart.toast.removedName';
  if (input.intent === 'save-for-later' && input.name) return 'cart.toast.savedForLaterName';
  return null;
}

/**
 * The line a quantity change left in the cart, to name in its answer (tester t3-F7): "Your cart was updated." told a
 * screen reader's user nothing of what the "+" did, while a removal names its line. Null when the line went (a
 * quantity of 0) or there is no cart: the plain sentence stays.
 */
function updatedLine(input: CartInput, cart: Cart | null) {
  if (input.intent !== 'update-item' || !cart) return null;
  return cart.items.find((item) => item.id === input.itemId && !item.bonus) ?? null;
}

function successValues(
  input: CartInput,
  cart: Cart,
  step: StepBase,
  locale: LocalePath,
): Record<string, string | number> {
  if (input.intent === 'update-item' && step.changedFrom !== null) {
    const line = cart.items.find((item) => item.id === input.itemId);
    return { name: (input.name ?? line?.name ?? '').slice(0, 300), count: line?.qty ?? input.qty };
  }
  // "Glide 4 Running Shoe, Pink/Sand, size 42: quantity is now 2. Subtotal: $240.00." — the line as the page names it
  // (posted with the form; the cart's product name without it), its quantity as the cart holds it (the api may have
  // taken fewer) and the summary's subtotal.
  const updated = updatedLine(input, cart);
  if (input.intent === 'update-item' && updated) {
    return {
      name: (input.name ?? updated.name).slice(0, 300),
      count: updated.qty,
      subtotal: formatMoney(summaryTotals(cart).subtotal, cart.currency, languageTagOf(locale)),
    };
  }
  if (input.intent === 'apply-coupon') {
    // Said as the cart holds it (its chip's spelling, WELCOME10), not as typed (welcome10): the api matches any case.
    const applied = cart.couponItems.find((coupon) => coupon.code.toUpperCase() === input.code.toUpperCase());
    return { code: (applied?.code ?? input.code).slice(0, 100) };
  }
  if (input.intent === 'remove-coupon') return { code: input.code.slice(0, 100) };
  // The line is gone from the cart: its name comes with the post ("Glide 7, Black, size 9").
  if ((input.intent === 'remove-item' || input.intent === 'save-for-later') && input.name)
    return { name: input.name.slice(0, 300), count: cart.totals.totalUnits };
  if (input.intent === 'move-to-cart') return { count: cart.totals.totalUnits, kept: keptSaved(cart, input.upc) };
  if (input.intent === 'add-item') {
    const line = cart.items.find((item) => item.upc === input.upc && !item.bonus);
    return { name: (line?.name ?? '').slice(0, 200), count: cart.totals.totalUnits };
  }
  return { count: cart.totals.totalUnits };
}

/**
 * Where a saved item's Move to cart or Remove opens the page after it worked: a move at the cart line the item went
 * to, or at the item itself when some of it stays saved (the stock took only part); a removal at the list's heading
 * (named by nothing once the list is empty: the page opens at its top, the toast in view as always).
 */
function savedSuccessAnchor(
  input: Extract<CartInput, { intent: 'move-to-cart' | 'remove-saved' }>,
  cart: Cart | null,
): string {
  if (input.intent === 'remove-saved' || !cart) return SAVED_HEADING_ID;
  if (keptSaved(cart, input.upc) > 0) return savedItemAnchor(input.itemId);
  const line = cart.items.find((item) => item.upc === input.upc && !item.bonus);
  return line ? cartLineId(line.id) : SAVED_HEADING_ID;
}

/** How much of a saved item the stock could not take back into the cart: the api keeps it saved (its INV406 flash). */
function keptSaved(cart: Cart, upc: string): number {
  const flash = cart.flash.find((entry) => entry.code === 'INV406' && entry.details.sku === upc);
  return Math.max(flash?.details.missingQty ?? 0, 0);
}

function shortAtStore(cart: Cart, format: ReturnType<typeof translatorFor>['format']): string[] {
  return cart.flash
    .filter((entry) => entry.code === 'INV702' && entry.details.action === 'keepDelivery')
    .flatMap((entry) => {
      const item = cart.items.find((each) => each.upc === entry.details.sku && !each.bonus);
      if (!item) return [];
      // It stays where it was: delivered home, or at the store (or collection point) it was collected at before.
      const place = cart.shippingMethods.find((method) => method.shippingId === item.shipmentId)?.place?.name;
      const where = place ? { where: 'place', place: place.slice(0, 200) } : { where: 'home' };
      return format('cart.place.shortAtStore', { name: item.name.slice(0, 200), ...where }) ?? [];
    });
}

/** What the shopper typed and chose in the place dialog, to fill it again when the page is rendered with a refusal. */
function typedPlace(input: Extract<CartInput, { intent: 'set-shipping-method' }>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of [
    'storeId',
    'collectionPointId',
    'firstName',
    'lastName',
    'email',
    'phone',
    'customerNumber',
  ] as const) {
    const value = input[field];
    if (value !== undefined) typed[field] = value;
  }
  return typed;
}

/** Whether a line now goes by the method a change chose (at its store or collection point when it named one). */
function tookMethod(
  cart: Cart,
  chosen: { code: string; storeId?: string | undefined; collectionPointId?: string | undefined },
): boolean {
  return cart.shippingMethods.some(
    (method) =>
      method.code === chosen.code &&
      (chosen.storeId === undefined || method.storeId === chosen.storeId) &&
      (chosen.collectionPointId === undefined || method.collectionPointId === chosen.collectionPointId) &&
      cart.items.some((item) => item.shipmentId === method.shippingId),
  );
}
