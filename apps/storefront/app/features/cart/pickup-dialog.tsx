import type { Cart } from '@outsole/contracts/cart';
import { DHL_POSTNUMMER } from '@outsole/contracts/collection-points.values';
import { CONTACT_FIELDS, CONTACT_NAME_MAX_LENGTH, type ContactField } from '@outsole/contracts/contact.values';
import { PLACE_MAX_LENGTH } from '@outsole/contracts/stores.values';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';

import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { UseMyLocation } from '#app/components/ui/use-my-location.tsx';
import { positionParams, type Position } from '#app/lib/geo/position.ts';
import { formatDistance } from '#app/lib/i18n/distance.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import { orderNames } from '#app/features/auth/profile-options.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useShopperContact } from '#app/features/product/reviews/use-writer-signed-in.ts';
import { useFocusFirstInvalid } from '#app/components/ui/use-focus-first-invalid.ts';
import { CartProblemNotice, useCartFetcher } from './cart-form.tsx';
import { contactFieldMessage } from './contact-check.ts';
import {
  announcement,
  cartPath,
  PLACE_KINDS,
  type Announce,
  type CartActionResult,
  type CartProblem,
  type PlaceKind,
  type PlaceSearch,
} from './cart-types.ts';
import { knownItems, type ShipmentGroup } from './cart-view.ts';
import { useKnownLines } from './known-lines.ts';
import { DELIVERY_FETCHER, useQueryHref } from './delivery-panels.tsx';
import { shipmentAt, shipmentHeadingId, usePanelLanding } from './panel-focus.ts';
import {
  initialPlaceChoice,
  placeSearchKey,
  rememberContact,
  rememberedContact,
  rememberPlaceSearch,
  suppliesAll,
  useRememberedSearches,
} from './place-choice.ts';
import { usePickupReadyText } from './pickup-ready.tsx';
import { SidePanel } from './side-panel.tsx';
import { Link } from '#app/components/ui/link.tsx';
import { placeStart, wordStart } from '#app/lib/i18n/place-start.ts';
import { useSeparator } from '#app/lib/i18n/separator.ts';

const LINK_KEYS: Record<PlaceKind, MessageKey> = {
  pickup: 'cart.place.pickupLink',
  sts: 'cart.place.stsLink',
  pudo: 'cart.place.pudoLink',
};
const CHANGE_KEYS: Record<PlaceKind, MessageKey> = {
  pickup: 'cart.place.changeStore',
  sts: 'cart.place.changeStore',
  pudo: 'cart.place.changePoint',
};
/**
 * The contact fields, each a TextField: what tells one from the next. Names are always required; the email and the
 * phone as the place asks (`required`), the phone hinted at when it is not; the carrier's customer number (a DHL
 * Packstation's Postnummer) only at a collection point that needs it, with where to find it.
 */
const CONTACT_INPUTS: Record<
  ContactField,
  {
    label: MessageKey;
    autoComplete: string;
    type?: 'email' | 'tel';
    inputMode?: 'numeric';
    maxLength?: number;
    /** Said under the field when the place does not require it. */
    optionalHint?: MessageKey;
    /** Said under the field always. */
    hint?: MessageKey;
  }
> = {
  firstName: { label: 'cart.place.firstName', autoComplete: 'given-name', maxLength: CONTACT_NAME_MAX_LENGTH },
  lastName: { label: 'cart.place.lastName', autoComplete: 'family-name', maxLength: CONTACT_NAME_MAX_LENGTH },
  email: { label: 'cart.place.email', autoComplete: 'email', type: 'email' },
  phone: { label: 'cart.place.phone', autoComplete: 'tel', type: 'tel', optionalHint: 'cart.place.phoneHint' },
  customerNumber: {
    label: 'cart.place.customerNumber',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: 20,
    hint: 'cart.place.customerNumberHint',
  },
};
const TITLE_KEYS: Record<PlaceKind, MessageKey> = {
  pickup: 'cart.place.pickupTitle',
  sts: 'cart.place.stsTitle',
  pudo: 'cart.place.pudoTitle',
};

/**
 * The place dialog's URL for a shipment and method (GET: it opens without JavaScript, like `?shipment=`). Opened
 * again on this page, it repeats the method's last search (place-choice.ts), so the stores come back, read afresh.
 */
function usePlaceHref() {
  const href = useQueryHref();
  const searches = useRememberedSearches();
  return (shipmentId: string | null, kind?: PlaceKind) => {
    const base = new URL(href('place', shipmentId), 'http://x');
    for (const search of ['near', 'lat', 'lng']) base.searchParams.delete(search);
    if (kind) base.searchParams.set('kind', kind);
    else base.searchParams.delete('kind');
    const last = kind && shipmentId ? searches[kind] : undefined;
    if (last && 'near' in last) base.searchParams.set('near', last.near);
    else if (last)
      for (const [name, value] of Object.entries(positionParams(last.nearYou))) base.searchParams.set(name, value);
    return `${base.pathname}${base.search}`;
  };
}

/**
 * Per shipment: "Pick up in store", "Collection point", "Ship to store" for the methods the shipment can use (a
 * pickup shipment: "Change store"; one at a collection point or shipped to a store: "Change collection point",
 * "Change store" beside the others). Links, so the dialog opens without JavaScript too.
 */
export function PlaceLinks({ cart, group }: { cart: Cart; group: ShipmentGroup }) {
  const t = useT();
  const placeHref = usePlaceHref();
  const applicable = new Set(
    cart.shippingMethods
      .find((method) => method.shippingId === group.shipmentId)
      ?.applicableShippingMethods.map((method) => method.code) ?? [],
  );
  const kinds =
    group.code === 'pickup'
      ? (['pickup'] as PlaceKind[])
      : PLACE_KINDS.filter((kind) => applicable.has(kind) && !(kind === 'pickup' && group.code === 'pickup'));
  // A shipment of gifts with purchase alone (its bought items moved to another): nothing of it to search stores for.
  if (kinds.length === 0 || group.giftsOnly) return null;
  return (
    <div className="flex flex-wrap gap-x-4">
      {kinds.map((kind) => {
        // The shipment's own method changes its place ("Change store, now Stride SoHo"); another moves it there
        // ("Pick up in store instead of Standard shipping"): the name says which shipment, not "Pick up in store:
        // Standard shipping", nor "Collection point: Collection point" (tester finding).
        const own = group.code === kind;
        const link = t(own ? CHANGE_KEYS[kind] : LINK_KEYS[kind]);
        return (
          <Link
            key={kind}
            to={placeHref(group.shipmentId, kind)}
            preventScrollReset
            aria-label={
              own
                ? t('cart.place.changeLabel', { link, place: group.place?.name ?? group.label })
                : t('cart.place.linkLabel', { link, shipment: group.label })
            }
            className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4 hover:decoration-2"
          >
            {link}
          </Link>
        );
      })}
    </div>
  );
}

/**
 * spec §2/§5: store pickup (and ship to store, collection point) as a modal on wide screens and a side panel on
 * narrow ones (SidePanel's responsive layout; before hydration a page section whose forms work). Search by postal code (a GET
 * the loader answers), each store with the per-store availability of the shipment's items, the pickup contact, and
 * the change-store confirmation when another store was already chosen. Choosing posts `set-shipping-method`.
 */
export function PlaceDialog({
  place,
  cart,
  locale,
  announce,
  pageProblem,
}: {
  place: PlaceSearch | null;
  cart: Cart;
  locale: string;
  announce: Announce;
  pageProblem: CartProblem | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const placeHref = usePlaceHref();
  const fetcher = useCartFetcher(DELIVERY_FETCHER);
  const [shown, setShown] = useState(place);
  if (place && place !== shown) setShown(place);
  const current = place ?? shown;
  const handled = useRef<CartActionResult | undefined>(fetcher.data);
  const close = () => void navigate(placeHref(null), { replace: true, preventScrollReset: true });
  // What this dialog posted (the fetcher is shared with the delivery panel), and where the keyboard lands once the
  // dialog has closed on success.
  const postedPlace = useRef<{ shipmentId: string; storeId?: string; collectionPointId?: string } | null>(null);
  const land = usePanelLanding(place !== null, cart);
  useEffect(() => {
    const form = fetcher.formData;
    if (!form || !place) return;
    const field = (name: string) => form.get(name)?.toString() || undefined;
    postedPlace.current = {
      shipmentId: place.shipmentId,
      storeId: field('storeId'),
      collectionPointId: field('collectionPointId'),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- captured once per post
  }, [fetcher.formData]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    const posted = postedPlace.current;
    postedPlace.current = null;
    // The cart read again after a move can have closed the dialog already: its shipment went with the lines moved.
    if (!place && !posted) return;
    if (place) announce(...announcement(result, t));
    if (result.ok && result.intent === 'set-shipping-method') {
      // The shipment the lines went to, else the one the dialog was opened for (nothing moved).
      const moved = shipmentAt(result.cart, posted ?? {});
      const opened = posted?.shipmentId ?? place?.shipmentId;
      const ids = [moved, opened].flatMap((id) => (id ? [shipmentHeadingId(id)] : []));
      land(ids);
      close();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- closes once per answer
  }, [fetcher.state, fetcher.data]);

  // The answer to what was posted since the dialog opened: a refusal from an earlier opening (the fetcher is kept by
  // the page) is not this dialog's any more.
  const [opening, setOpening] = useState({ open: place !== null, answer: undefined as CartActionResult | undefined });
  if ((place !== null) !== opening.open) setOpening({ open: place !== null, answer: fetcher.data });
  const answer = fetcher.data !== opening.answer ? fetcher.data : undefined;
  const refused = answer && !answer.ok && answer.problem.placement === 'delivery' ? answer : undefined;
  const problem = refused ? refused.problem : pageProblem?.placement === 'delivery' ? pageProblem : null;
  const title = current ? t(TITLE_KEYS[current.kind]) : '';
  const body = current ? (
    <PlaceBody place={current} cart={cart} locale={locale} problem={problem} refused={refused} fetcher={fetcher} />
  ) : null;

  return (
    <SidePanel layout="responsive" isOpen={place !== null} onClose={close} title={title}>
      {body}
    </SidePanel>
  );
}

function PlaceBody({
  place,
  cart,
  locale,
  problem,
  refused,
  fetcher,
}: {
  place: PlaceSearch;
  cart: Cart;
  locale: string;
  problem: CartProblem | null;
  /** The refusal of a post made since the dialog opened: focus goes to the first field it marks. */
  refused: CartActionResult | undefined;
  fetcher: ReturnType<typeof useCartFetcher>;
}) {
  const t = useT();
  const separator = useSeparator();
  const pickupReady = usePickupReadyText();
  const intl = useIntl();
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const contact = cart.shippingMethods.find((method) => method.shippingId === place.shipmentId)?.contact ?? null;
  const distance = (km: number | null) => (km === null ? null : formatDistance(intl, km));
  // The store already chosen, by name: from the results, else from the cart (searched elsewhere), else its id.
  const currentName =
    place.stores?.find((store) => store.storeId === place.currentStoreId)?.name ??
    cart.shippingMethods.find((method) => method.storeId === place.currentStoreId && method.place)?.place?.name ??
    place.currentStoreId;
  // The store being confirmed, by name (from the results it was chosen in).
  const chosenName = place.stores?.find((store) => store.storeId === confirming)?.name ?? null;
  const fields = problem?.fields ?? {};
  // What the shopper typed and chose, when a post without JavaScript came back refused (the page is rendered again).
  const typed = problem?.values ?? {};
  const [remembered] = useState(rememberedContact);
  // Then the shipment's own contact, then a signed-in shopper's own names and email (t1-F2; the cart page is rendered
  // for its shopper, never kept: decision 0025), each still editable since someone else may collect.
  const account: Partial<Record<ContactField, string>> = useShopperContact();
  const typedOr = (field: ContactField) =>
    typed[field] ?? remembered[field] ?? contact?.[field] ?? account[field] ?? '';
  // The place chosen: a new search starts from its own first choice (never a store that cannot supply the items).
  const placeField = place.kind === 'pudo' ? 'collectionPointId' : 'storeId';
  const searchKey = placeSearchKey(place);
  const [choice, setChoice] = useState(() => ({
    key: searchKey,
    id: typed[placeField] ?? initialPlaceChoice(place),
  }));
  let chosenId = choice.id;
  if (choice.key !== searchKey) {
    chosenId = initialPlaceChoice(place);
    setChoice({ key: searchKey, id: chosenId });
  }
  const [choiceMissing, setChoiceMissing] = useState(false);
  const choiceRequired = t(place.kind === 'pudo' ? 'cart.place.pointRequired' : 'cart.place.storeRequired');
  // A refusal about the place chosen (nothing moved: the store cannot supply the items) is said at the list while
  // that place stays chosen; none chosen when the shopper tries to go on: the list asks for one.
  const refusedAt = typed[placeField];
  const choiceError =
    (fields[placeField] !== undefined && (refusedAt === undefined || refusedAt === chosenId)
      ? fields[placeField]
      : undefined) ?? (choiceMissing && !chosenId ? choiceRequired : undefined);
  const choiceErrorId = `${id}-choice-error`;
  const choiceRadioProps = (value: string, index: number) => {
    const marked = choiceError !== undefined && (chosenId ? chosenId === value : index === 0);
    return {
      type: 'radio' as const,
      name: placeField,
      value,
      checked: chosenId === value,
      onChange: () => {
        setChoice({ key: searchKey, id: value });
        setChoiceMissing(false);
      },
      // The shop's own words when none is chosen, at the list (not the browser's bubble); every bad field of the
      // form is marked at once, and the first one, this list when it is, takes the focus.
      ref: (element: HTMLInputElement | null) => element?.setCustomValidity(chosenId ? '' : choiceRequired),
      onInvalid: (event: FormEvent<HTMLInputElement>) => {
        event.preventDefault();
        setChoiceMissing(true);
        const element = event.currentTarget;
        const first = [...(element.form?.elements ?? [])].find(
          (other) => other instanceof HTMLInputElement && !other.validity.valid,
        );
        if (first === element) element.focus();
      },
      'aria-invalid': marked ? true : undefined,
      'aria-describedby': marked ? choiceErrorId : undefined,
      className: 'mt-1 size-5 accent-ink',
    };
  };
  // A collection point that needs the carrier's customer number (a DHL Packstation: the Postnummer, decision 0018
  // addendum): once hydrated the field is there while such a point is chosen, required; before that (and without
  // JavaScript) it is in the form when any listed point needs one, shown by CSS while such a point is checked
  // (app.css), not required by the browser (it would block another point's choice), the api judging it.
  const needsNumber = (pointId: string | null | undefined) =>
    place.kind === 'pudo' &&
    place.points?.some((point) => point.collectionPointId === pointId && point.requiresCustomerNumber) === true;
  const chosenNeedsNumber = needsNumber(chosenId);
  const anyNeedsNumber = place.kind === 'pudo' && (place.points ?? []).some((point) => point.requiresCustomerNumber);
  // Each contact field checked as the api checks it (contracts contact.values), so the browser marks every bad one
  // at once before anything is posted, and focus goes to the first.
  const contactRules = {
    required: { ...place.required, customerNumber: chosenNeedsNumber },
    phoneCountry: place.phoneCountry,
    customerNumber: chosenNeedsNumber ? DHL_POSTNUMMER : null,
  };
  const check = (field: ContactField) => (value: string) => contactFieldMessage(field, value, contactRules, t);
  /** One contact field of CONTACT_INPUTS: what the shopper typed (or their contact), its problem, its rules. */
  const contactField = (field: ContactField) => {
    const { label, optionalHint, hint, ...input } = CONTACT_INPUTS[field];
    const required =
      field === 'email' || field === 'phone'
        ? place.required[field]
        : field === 'customerNumber'
          ? hydrated && chosenNeedsNumber
          : true;
    return (
      <TextField
        key={field}
        name={field}
        label={t(label)}
        description={hint ? t(hint) : optionalHint && !required ? t(optionalHint) : undefined}
        defaultValue={typedOr(field)}
        errorMessage={fields[field]}
        validate={check(field)}
        isRequired={required}
        {...input}
      />
    );
  };
  const busy = fetcher.state !== 'idle';
  // A refused contact takes the focus to its first marked field (as the product page's forms do), so the field,
  // that it is invalid and its message are heard, and the keyboard is where the fix is.
  const placeForm = useRef<HTMLFormElement>(null);
  const placeFormRef = useKnownLines(knownItems(cart), placeForm);
  useFocusFirstInvalid(placeForm, refused);

  // spec: when a store was already chosen, switching asks first.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (place.kind === 'pudo' || !place.currentStoreId) return;
    const chosen = new FormData(event.currentTarget).get('storeId');
    if (typeof chosen !== 'string' || chosen === place.currentStoreId || confirming === chosen) return;
    event.preventDefault();
    setConfirming(chosen);
  };

  const results = place.kind === 'pudo' ? place.points : place.stores;
  // Store pickup where no store found holds any of the items: nothing to choose, so no contact and no "Use this
  // store" (it could only answer "Choose a store."), but what to do instead.
  const pickupStores = place.kind === 'pickup' ? (place.stores ?? []) : [];
  const noneHasItemsText =
    pickupStores.length > 0 && pickupStores.every((store) => store.inStockCount === 0)
      ? t('cart.place.noneHasItems', { count: pickupStores[0]?.items.length ?? 0 })
      : null;
  const searched = { place: place.shipmentId, kind: place.kind };
  const searchedParams = new URLSearchParams(
    place.nearYou ? { ...searched, ...positionParams(place.nearYou) } : { ...searched, near: place.near },
  );
  const searchNearYou = (position: Position) =>
    void navigate(`${cartPath(locale)}?${new URLSearchParams({ ...searched, ...positionParams(position) })}`, {
      preventScrollReset: true,
    });
  const searchingNearYou = navigation.state === 'loading' && navigation.location.search.includes('lat=');
  const [textSearches, setTextSearches] = useState(0);
  // The search that found places is the one the dialog repeats when opened again on this page.
  useEffect(() => {
    if (!results || place.fieldError) return;
    rememberPlaceSearch(place.kind, place.nearYou ? { nearYou: place.nearYou } : { near: place.near });
  }, [results, place.fieldError, place.kind, place.near, place.nearYou]);
  // The search whose messages the shopper has moved on from by pressing "Use my location" (as the product page's
  // find in store): the refusal or the places found say what came of it, not beside a stale "Please fill in".
  const [answered, setAnswered] = useState<PlaceSearch | undefined>(undefined);
  const problems = place === answered ? undefined : place;
  return (
    <div className="flex flex-col gap-5">
      <Form
        method="get"
        action={cartPath(locale)}
        preventScrollReset
        className="flex flex-col gap-3"
        noValidate
        onSubmit={() => setTextSearches((count) => count + 1)}
      >
        <input type="hidden" name="place" value={place.shipmentId} />
        <input type="hidden" name="kind" value={place.kind} />
        {/* Not keyed by the place searched: a remount would throw the keyboard's focus to the dialog's Close. A new
            shipment or method starts afresh. */}
        <TextField
          key={`${place.shipmentId}-${place.kind}`}
          name="near"
          label={t('cart.place.postalCode')}
          maxLength={PLACE_MAX_LENGTH}
          defaultValue={place.near}
          errorMessage={problems?.fieldError}
          isRequired
        />
        <button type="submit" className={buttonStyles({ variant: 'secondary', className: 'self-start' })}>
          {t('cart.place.search')}
        </button>
      </Form>
      <UseMyLocation
        onPosition={searchNearYou}
        onLocate={() => setAnswered(place)}
        isPending={searchingNearYou}
        textSearches={textSearches}
      />
      {/* What a search found, said once: the field's message, or how many places (their list is not read out). */}
      <p role="status" className="sr-only">
        {problems?.fieldError ??
          (results
            ? results.length === 0
              ? place.nearYou
                ? t('cart.place.noneNearYou')
                : t('cart.place.none', { place: place.near, placeStart: placeStart(place.near) })
              : [
                  t(place.kind === 'pudo' ? 'cart.place.pointsFound' : 'cart.place.storesFound', {
                    count: results.length,
                  }),
                  noneHasItemsText,
                ]
                  .filter(Boolean)
                  .join(' ')
            : null)}
      </p>
      {problems?.formError ? (
        <p role="alert" className="font-medium text-danger">
          {problems.formError}
        </p>
      ) : null}
      {results && results.length === 0 ? (
        <p>
          {place.nearYou
            ? t('cart.place.noneNearYou')
            : t('cart.place.none', { place: place.near, placeStart: placeStart(place.near) })}
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <fetcher.Form
          ref={placeFormRef}
          method="post"
          action={`${cartPath(locale)}?${searchedParams}`}
          onSubmit={onSubmit}
          onChange={(event) => {
            const input = event.target;
            if (input instanceof HTMLInputElement && (CONTACT_FIELDS as readonly string[]).includes(input.name))
              rememberContact(input.name as ContactField, input.value);
          }}
          className="flex flex-col gap-5"
        >
          <input type="hidden" name="intent" value="set-shipping-method" />
          <input type="hidden" name="shippingId" value={place.shipmentId} />
          <input type="hidden" name="code" value={place.kind} />
          <input type="hidden" name="withContact" value="1" />
          {place.kind !== 'pudo' && place.currentStoreId ? (
            <input type="hidden" name="currentStoreId" value={place.currentStoreId} />
          ) : null}
          <input type="hidden" name="redirectTo" value={cartPath(locale)} />
          {/* A refusal about the place is said at the list alone, where the shopper chooses another. */}
          {problem && fields[placeField] === undefined ? <CartProblemNotice problem={problem} compact /> : null}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">
              {t(place.kind === 'pudo' ? 'cart.place.choosePoint' : 'cart.place.chooseStore')}
            </legend>
            {choiceError ? (
              <p id={choiceErrorId} className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
                {choiceError}
              </p>
            ) : null}
            {place.kind === 'pudo'
              ? place.points?.map((point, index) => (
                  <label
                    key={point.collectionPointId}
                    htmlFor={`${id}-${point.collectionPointId}`}
                    className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-stone-300 p-4 has-checked:border-ink"
                  >
                    <input
                      id={`${id}-${point.collectionPointId}`}
                      {...choiceRadioProps(point.collectionPointId, index)}
                      data-customer-number={point.requiresCustomerNumber ? '' : undefined}
                    />
                    <span className="flex flex-1 flex-col">
                      <span className="font-semibold">
                        {point.name}
                        {point.collectionPointId === place.currentPointId ? (
                          <span className="font-normal text-muted">
                            {separator}
                            {t('cart.place.currentPoint')}
                          </span>
                        ) : null}
                      </span>
                      <span className="text-sm">{point.address}</span>
                      {distance(point.distanceKm) ? (
                        <span className="text-sm text-muted">{distance(point.distanceKm)}</span>
                      ) : null}
                    </span>
                  </label>
                ))
              : place.stores?.map((store, index) => (
                  <label
                    key={store.storeId}
                    htmlFor={`${id}-${store.storeId}`}
                    className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-stone-300 p-4 has-checked:border-ink"
                  >
                    <input id={`${id}-${store.storeId}`} {...choiceRadioProps(store.storeId, index)} />
                    <span className="flex flex-1 flex-col gap-1">
                      <span className="font-semibold">
                        {store.name}
                        {store.storeId === place.currentStoreId ? (
                          <span className="font-normal text-muted">
                            {separator}
                            {t('cart.place.currentStore')}
                          </span>
                        ) : null}
                      </span>
                      <span className="text-sm">{store.address}</span>
                      {distance(store.distanceKm) ? (
                        <span className="text-sm text-muted">{distance(store.distanceKm)}</span>
                      ) : null}
                      {/* When an order is ready there: only where there is something to collect. */}
                      {place.kind === 'pickup' && store.inStockCount > 0 && pickupReady(store.ready) ? (
                        <span className="text-sm">{pickupReady(store.ready)}</span>
                      ) : null}
                      {place.kind === 'pickup' ? (
                        <span className="text-sm font-semibold">
                          {store.inStockCount === 0 ? (
                            <span className="text-danger">{t('cart.place.unavailable')}</span>
                          ) : suppliesAll(store) ? (
                            <span className="text-success">{t('cart.place.allInStock')}</span>
                          ) : (
                            <span className="text-danger">
                              {t('cart.place.someInStock', {
                                count: store.inStockCount,
                                total: store.items.length,
                              })}
                            </span>
                          )}
                        </span>
                      ) : null}
                      {/* Said up front: the free gift this store lacks is delivered, not collected (F8). */}
                      {place.kind === 'pickup' && store.inStockCount > 0 && store.giftsDelivered?.length ? (
                        <span className="text-sm">
                          {t('cart.place.giftDelivered', {
                            count: store.giftsDelivered.length,
                            name: formatList(intl.locale, store.giftsDelivered),
                          })}
                        </span>
                      ) : null}
                      {place.kind === 'pickup' && store.items.length > 1 ? (
                        <ul className="text-sm">
                          {store.items.map((item) => (
                            <li key={item.upc}>
                              {t(item.inStock ? 'cart.place.itemInStock' : 'cart.place.itemOutOfStock', {
                                name: item.name,
                              })}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </span>
                  </label>
                ))}
          </fieldset>
          {noneHasItemsText ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium">{noneHasItemsText}</p>
          ) : (
            <>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-1 font-semibold">{t('cart.place.contact')}</legend>
                {/* Family name first where that is the custom (Japanese), in the reading and the tab order alike. */}
                {orderNames(locale, [contactField('firstName'), contactField('lastName')])}
                {contactField('email')}
                {contactField('phone')}
                {hydrated ? (
                  chosenNeedsNumber ? (
                    contactField('customerNumber')
                  ) : null
                ) : anyNeedsNumber ? (
                  <div data-customer-number-field="">{contactField('customerNumber')}</div>
                ) : null}
              </fieldset>
              {place.kind !== 'pudo' && place.currentStoreId && !hydrated ? (
                // Without JavaScript the confirmation is a checkbox the browser requires when another store is chosen.
                <label className="flex items-start gap-3">
                  <input type="checkbox" name="confirmChange" value="1" className="mt-1 size-5 accent-ink" />
                  <span>
                    {t('cart.place.confirmChange', {
                      store: currentName ?? '',
                      storeStart: wordStart(currentName ?? ''),
                    })}
                  </span>
                </label>
              ) : null}
              {confirming ? (
                <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="rounded-xl bg-amber-50 p-4">
                  <p id={`${id}-confirm`} className="mb-3 font-semibold">
                    {chosenName
                      ? t('cart.place.confirmChangeTo', {
                          store: currentName ?? '',
                          storeStart: wordStart(currentName ?? ''),
                          chosen: chosenName,
                        })
                      : t('cart.place.confirmChange', {
                          store: currentName ?? '',
                          storeStart: wordStart(currentName ?? ''),
                        })}
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <button
                      type="submit"
                      name="confirmChange"
                      value="1"
                      {...inertButtonProps({ busy })}
                      className={buttonStyles({})}
                      autoFocus
                    >
                      {t('cart.place.confirmYes')}
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming(null)}
                      className={buttonStyles({ variant: 'secondary' })}
                    >
                      {t('cart.place.confirmNo')}
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="submit"
                  {...inertButtonProps({ busy })}
                  className={buttonStyles({ size: 'lg', className: 'w-full' })}
                >
                  {t(place.kind === 'pudo' ? 'cart.place.usePoint' : 'cart.place.useStore')}
                </button>
              )}
            </>
          )}
        </fetcher.Form>
      ) : null}
    </div>
  );
}
