import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { BALANCE_FORM_ID, BalancePage } from './balance-page.tsx';

function render() {
  const Stub = createRoutesStub([
    {
      path: '/en-us/gift-card-balance',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <BalancePage locale="en-us" actionData={undefined} />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/gift-card-balance']} />);
}

describe('the gift card balance form, as served', () => {
  it('posts to the page at the form (decision 0049, addendum): without JavaScript the answer comes back in view', () => {
    const form = /<form[^>]*>/.exec(render())?.[0] ?? '';
    expect(form).toContain(`id="${BALANCE_FORM_ID}"`);
    expect(form).toContain(`action="/en-us/gift-card-balance#${BALANCE_FORM_ID}"`);
    // Below the sticky header when the page opens there.
    expect(form).toMatch(/class="[^"]*scroll-mt-4/);
  });
});
