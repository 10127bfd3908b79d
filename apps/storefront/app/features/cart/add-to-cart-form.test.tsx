import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { AddToCartForm } from './add-to-cart-form.tsx';
import type { CartActionResult } from './cart-types.ts';
import { PickUpRefused } from './pick-up-here.tsx';

const PATH = '/en-us/p/lumen-SRN155750';

function render(actionData: CartActionResult, size?: string) {
  const Stub = createRoutesStub([
    {
      path: PATH,
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <AddToCartForm
            productId="SRN155750"
            upc="000000000017"
            isDisabled={false}
            actionData={actionData}
            {...(size ? { size } : {})}
          />
          <div id="at-store">
            <PickUpRefused actionData={actionData} />
          </div>
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[`${PATH}?size=10`]} />);
}

const refused = (storeId?: string): CartActionResult => ({
  intent: 'add-item',
  ok: false,
  ...(storeId ? { storeId } : {}),
  problem: { errorId: 'INV406', title: 'No more in stock', message: 'You already have all 3.', placement: 'form' },
});

describe('a refused add answered without JavaScript (decision 0050, addenda)', () => {
  it('of the page’s own Add to cart shows at its form, posted to #add-to-cart', () => {
    const html = render(refused());
    const form = /<form[^>]*id="add-to-cart"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toContain(`action="${PATH}?size=10#add-to-cart"`);
    expect(form).toContain('You already have all 3.');
    expect(html.split('id="at-store"')[1]).not.toContain('You already have all 3.');
  });

  it('of a store’s Pick up here shows at Find in store (PickUpRefused), not under Add to cart', () => {
    const html = render(refused('US101'));
    const form = /<form[^>]*id="add-to-cart"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).not.toContain('You already have all 3.');
    expect(html.split('id="at-store"')[1]).toContain('You already have all 3.');
  });
});

describe('the add posts the size shown (findings-2 F14)', () => {
  it('so a size sold out meanwhile is named in the refusal', () => {
    const html = render(refused(), '5.5');
    const form = /<form[^>]*id="add-to-cart"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toContain('<input type="hidden" name="size" value="5.5"/>');
    expect(render(refused())).not.toContain('name="size"');
  });
});
