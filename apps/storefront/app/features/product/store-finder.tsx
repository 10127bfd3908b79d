import type { SizeKind } from '@outsole/contracts/sizes.values';
import type { StoreAvailability } from '@outsole/contracts/stores';
import { PLACE_MAX_LENGTH } from '@outsole/contracts/stores.values';
import { useRef, useState, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useFocusFirstInvalid } from '#app/components/ui/use-focus-first-invalid.ts';
import { UseMyLocation } from '#app/components/ui/use-my-location.tsx';
import { PickUpHere } from '#app/features/cart/pick-up-here.tsx';
import type { Position } from '#app/lib/geo/position.ts';
import { hereAt } from '#app/lib/http/with-hash.ts';
import { addressLine } from '#app/lib/i18n/address-line.ts';
import { formatDistance } from '#app/lib/i18n/distance.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { formatHours } from '#app/lib/i18n/intl-formatters.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { placeStart } from '#app/lib/i18n/place-start.ts';
import type { FindStoresResult } from './product-actions.server.ts';
import { FIND_IN_STORE_HASH } from './dialog-hashes.ts';

export interface StoreFinderProps {
  colourCode: string;
  /** The chosen width (null where the style has none): without a size, the sizes counted are this width's. */
  width: string | null;
  /** The chosen variant: its stock per store; without one, how many sizes of the colour each store has. */
  variant: { upc: string; size: string } | null;
  actionData: FindStoresResult | undefined;
  /** The style, when the site takes pickup orders: a store holding the chosen size offers "Pick up here". */
  pickup: { productId: string } | null;
  /**
   * The style's size kind (sizeKindOfSystem of its size system): a store's count of sizes in stock says "pointures"
   * for shoes in French even where the store holds none, so has no variant to tell it by.
   */
  sizeKind: SizeKind;
  /** A store's "Pick up here" refused, as the page's answer without JavaScript (features/cart PickUpRefused). */
  pickupNotice?: ReactNode;
}

/** "Find in store": a postal code or place → `intent=find-stores` → stores nearby with their stock and hours. */
export function StoreFinder({
  colourCode,
  width,
  variant,
  actionData,
  pickup,
  pickupNotice,
  sizeKind,
}: StoreFinderProps) {
  const t = useT();
  const fetcher = useFetcher<FindStoresResult>({ key: 'product-find-stores' });
  const location = useLocation();
  const result = fetcher.data ?? actionData;
  // The answer whose messages the shopper has moved on from by pressing "Use my location": each attempt replaces
  // the last one's message (its refusal or its results say what came of it), rather than adding to it.
  const [answered, setAnswered] = useState<FindStoresResult | undefined>(undefined);
  const problems = result !== undefined && result === answered ? undefined : result;
  const action = hereAt(location, FIND_IN_STORE_HASH);
  const searchingNearYou = fetcher.state === 'submitting' && fetcher.formData?.has('latitude') === true;
  const [textSearches, setTextSearches] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fetcher.data);
  const searchNearYou = (position: Position) =>
    void fetcher.submit(
      { intent: 'find-stores', latitude: String(position.latitude), longitude: String(position.longitude) },
      { method: 'post', action },
    );
  return (
    <section
      aria-labelledby="find-in-store"
      id={FIND_IN_STORE_HASH}
      tabIndex={-1}
      className="flex flex-col gap-5 outline-none"
    >
      <div>
        <h2 id="find-in-store" className="font-display text-2xl font-extrabold tracking-tight">
          {t('product.stores.heading')}
        </h2>
        <p className="mt-1 text-muted">{t('product.stores.intro')}</p>
      </div>
      {pickupNotice}
      <fetcher.Form
        ref={form}
        method="post"
        action={action}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
        onSubmit={() => setTextSearches((count) => count + 1)}
      >
        <input type="hidden" name="intent" value="find-stores" />
        {/* Not keyed by the place searched: a remount would drop the keyboard's focus to the page's body. */}
        <TextField
          name="place"
          label={t('product.stores.location')}
          maxLength={PLACE_MAX_LENGTH}
          defaultValue={result?.place ?? ''}
          errorMessage={problems?.fieldError}
          isRequired
          className="sm:w-72"
        />
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-7"
          isLoading={fetcher.state === 'submitting' && !searchingNearYou}
        >
          {t('product.stores.submit')}
        </Button>
      </fetcher.Form>
      <UseMyLocation
        onPosition={searchNearYou}
        onLocate={() => setAnswered(result)}
        isPending={searchingNearYou}
        textSearches={textSearches}
      />
      {/* Only the outcome is said ("2 stores near Paris"); the list below it is read when the shopper moves to it. */}
      <div aria-live="polite">
        {problems?.formError ? (
          <p role="alert" className="font-medium text-danger">
            {problems.formError}
          </p>
        ) : null}
        {result?.stores ? (
          result.stores.length === 0 ? (
            <p>
              {result.nearYou
                ? t('product.stores.emptyNearYou')
                : t('product.stores.empty', { place: result.place, placeStart: placeStart(result.place) })}
            </p>
          ) : (
            <p className="mb-3 font-semibold">
              {result.nearYou
                ? t('product.stores.resultsNearYou', { count: result.stores.length })
                : t('product.stores.results', {
                    count: result.stores.length,
                    place: result.place,
                    placeStart: placeStart(result.place),
                  })}
            </p>
          )
        ) : null}
      </div>
      {result?.stores?.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {result.stores.map((entry) => (
            <StoreCard
              key={entry.store.storeId}
              entry={entry}
              colourCode={colourCode}
              width={width}
              variant={variant}
              pickup={pickup}
              sizeKind={sizeKind}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function StoreCard({
  entry,
  colourCode,
  width,
  variant,
  pickup,
  sizeKind,
}: {
  entry: StoreAvailability;
  colourCode: string;
  width: string | null;
  variant: StoreFinderProps['variant'];
  pickup: StoreFinderProps['pickup'];
  sizeKind: StoreFinderProps['sizeKind'];
}) {
  const t = useT();
  const intl = useIntl();
  const sizeLabel = useSizeLabel();
  const { store } = entry;
  const stock = variant ? entry.variants.find((v) => v.upc === variant.upc) : undefined;
  // The sizes of the chosen colour and width (both widths' would count a size twice).
  const sizesInStock = entry.variants.filter(
    (v) => v.colourCode === colourCode && (width === null || v.width === width) && v.available,
  ).length;
  const weekday = (day: number) => intl.formatDate(Date.UTC(2024, 0, 7 + day), { weekday: 'long', timeZone: 'UTC' });
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-display text-lg font-bold">{store.name}</h3>
        {entry.distanceKm !== null ? (
          <span className="shrink-0 text-sm text-muted">{formatDistance(intl, entry.distanceKm)}</span>
        ) : null}
      </div>
      <p className="text-sm">{addressLine(store.address)}</p>
      <p className="text-sm font-semibold">
        {variant ? (
          stock?.available ? (
            <span className="text-success">
              {t('product.stores.inStock', {
                size: sizeLabel(variant.size),
                count: stock.quantity,
                kind: sizeKind,
              })}
            </span>
          ) : (
            <span className="text-danger">
              {t('product.stores.outOfStock', { size: sizeLabel(variant.size), kind: sizeKind })}
            </span>
          )
        ) : (
          t('product.stores.sizesInStock', { count: sizesInStock, kind: sizeKind })
        )}
      </p>
      {pickup && variant && stock?.available && store.pickupEnabled ? (
        <PickUpHere
          productId={pickup.productId}
          upc={variant.upc}
          storeId={store.storeId}
          storeName={store.name}
          size={variant.size}
          at={FIND_IN_STORE_HASH}
        />
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium underline-offset-4 hover:underline">
          {t('product.stores.hours')}
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {[1, 2, 3, 4, 5, 6, 0].map((day) => {
            const hours = store.openingHours.find((h) => h.day === day);
            return (
              <div key={day} className="contents">
                <dt>{weekday(day)}</dt>
                <dd className="tabular-nums">
                  {hours ? formatHours(intl.locale, hours.opens, hours.closes) : t('product.stores.closed')}
                </dd>
              </div>
            );
          })}
        </dl>
      </details>
    </li>
  );
}
