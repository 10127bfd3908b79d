import type { StoreAvailability } from '@outsole/contracts/stores';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { storeFixture } from '#app/features/cart/cart-test-kit.ts';
import { PickUpRefused } from '#app/features/cart/pick-up-here.tsx';
import type { CartActionResult } from '#app/features/cart/cart-types.ts';
import { StoreFinder, type StoreFinderProps } from './store-finder.tsx';

const UPC = '000000000017';

const REFUSED_AT_STORE: CartActionResult = {
  intent: 'add-item',
  ok: false,
  storeId: 'US101',
  problem: {
    errorId: 'INV406',
    title: 'No more in stock',
    message: 'You already have all 3 we have in stock in your cart.',
    placement: 'form',
  },
};

function entry(storeId: string, quantity: number, pickupEnabled = true): StoreAvailability {
  return {
    store: storeFixture(storeId, { pickupEnabled }),
    distanceKm: 1,
    variants: [{ upc: UPC, colourCode: '297', size: '10', width: 'D', quantity, available: quantity > 0 }],
  };
}

function render(props: Partial<StoreFinderProps>, intl = pageIntl('en-US', enUS)) {
  const Stub = createRoutesStub([
    {
      path: '/en-us/p/:product',
      Component: () => (
        <IntlProvider value={intl}>
          <StoreFinder
            colourCode="297"
            width="D"
            variant={{ upc: UPC, size: '10' }}
            actionData={{
              intent: 'find-stores',
              place: '10012',
              stores: [entry('US101', 3), entry('US102', 0), entry('US103', 2, false)],
            }}
            pickup={{ productId: 'SRN155750' }}
            sizeKind="shoe"
            {...props}
          />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/p/lumen-SRN155750?size=10']} />);
}

const pickUpButtons = (html: string) => [...html.matchAll(/aria-label="(Pick up here: [^"]+)"/g)].map((m) => m[1]);

describe('find in store: Pick up here', () => {
  it('is offered by a store that holds the chosen size and offers pickup, posting the item with the store', () => {
    const html = render({});
    expect(pickUpButtons(html)).toEqual(['Pick up here: Stride US101']);
    expect(html).toMatch(/name="intent" value="add-item"/);
    expect(html).toMatch(/name="storeId" value="US101"/);
    expect(html).toMatch(new RegExp(`name="upc" value="${UPC}"`));
    expect(html).toMatch(/name="productId" value="SRN155750"/);
  });

  it('posts the size chosen, its catalog label, so a store that ran out of it meanwhile says which (cart.add.soldOutAtStore)', () => {
    const html = render({ variant: { upc: UPC, size: '42.5' } }, pageIntl('de-DE', deDE));
    const pickUpForm = /<form(?:(?!<\/form>).)*name="storeId" value="US101"(?:(?!<\/form>).)*<\/form>/s.exec(html)?.[0];
    expect(pickUpForm).toContain('<input type="hidden" name="size" value="42.5"/>');
  });

  it('posts, without JavaScript, to the Find in store section, where the answer shows (decision 0050)', () => {
    const html = render({});
    const pickUpForm = /<form[^>]*action="([^"]*)"[^>]*>(?:(?!<\/form>).)*name="storeId" value="US101"/s.exec(html);
    expect(pickUpForm?.[1]).toBe('/en-us/p/lumen-SRN155750?size=10#find-in-store-section');
    expect(html).toMatch(/<section[^>]*id="find-in-store-section"/);
  });

  it('shows a refused pick-up the page answered without JavaScript under the section’s heading, before the search', () => {
    const html = render({
      actionData: undefined,
      pickupNotice: <PickUpRefused actionData={REFUSED_AT_STORE} />,
    });
    const notice = html.indexOf('You already have all 3 we have in stock in your cart.');
    expect(notice).toBeGreaterThan(html.indexOf('id="find-in-store"'));
    expect(notice).toBeLessThan(html.indexOf('name="place"'));
    expect(html).toMatch(/role="alert"/);
  });

  it('is not offered without a chosen size, nor on a site that takes no pickup orders', () => {
    expect(pickUpButtons(render({ variant: null }))).toEqual([]);
    expect(pickUpButtons(render({ pickup: null }))).toEqual([]);
  });
});

describe('find in store without a size chosen', () => {
  it('writes the size as the picker does, with the language’s decimal comma', () => {
    const german = (quantity: number) => ({
      ...entry('DE101', quantity),
      variants: [{ upc: UPC, colourCode: '297', size: '36.5', width: null, quantity, available: quantity > 0 }],
    });
    const html = render(
      {
        width: null,
        variant: { upc: UPC, size: '36.5' },
        actionData: {
          intent: 'find-stores',
          place: '10115',
          stores: [german(3), { ...german(0), store: storeFixture('DE102') }],
        },
      },
      pageIntl('de-DE', deDE),
    );
    expect(html).toContain('Größe 36,5: vorrätig (noch 3)');
    expect(html).toContain('Größe 36,5: nicht vorrätig');
    // Only the value Pick up here posts is the catalog's label (a form's value, not text).
    expect(html.replace('name="size" value="36.5"', '')).not.toContain('36.5');
  });

  it('counts the sizes of the chosen width in stock at each store, not both widths’', () => {
    const wide = (upc: string, size: string) => ({
      upc,
      colourCode: '297',
      size,
      width: '2E',
      quantity: 4,
      available: true,
    });
    const store: StoreAvailability = {
      ...entry('US101', 3),
      variants: [
        ...entry('US101', 3).variants,
        { upc: '000000000024', colourCode: '297', size: '11', width: 'D', quantity: 0, available: false },
        wide('000000000031', '10'),
        wide('000000000048', '11'),
      ],
    };
    const finder = (width: string | null) =>
      render({ variant: null, width, actionData: { intent: 'find-stores', place: '10012', stores: [store] } });
    expect(finder('D')).toContain('1 size in stock in this color');
    expect(finder('2E')).toContain('2 sizes in stock in this color');
    expect(finder(null)).toContain('3 sizes in stock in this color');
  });

  it('says pointure for a shoe at a store holding none of it as at one holding some (tester t3-F4)', () => {
    const html = render(
      {
        variant: null,
        actionData: {
          intent: 'find-stores',
          place: 'Paris',
          stores: [entry('FR101', 3), { ...entry('FR102', 0), variants: [] }],
        },
      },
      pageIntl('fr-FR', frFR),
    );
    expect(html).toContain('1 pointure en stock dans ce coloris');
    expect(html).toContain('Aucune pointure en stock dans ce coloris');
    expect(html).not.toContain('taille en stock');
  });
});

describe('find in store: what is announced', () => {
  const spoken = (html: string) =>
    /<div aria-live="polite">(.*?)<\/div>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .replace(/<!-- -->/g, '');

  it('says only the outcome, "3 stores near 10012", not every store in the list below it', () => {
    const html = render({});
    expect(spoken(html)).toBe('3 stores near 10012');
    // The list is still on the page, outside the live region.
    expect(html).toContain('Stride US101');
  });
});
