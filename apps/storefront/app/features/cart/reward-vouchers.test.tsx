import type { Cart } from '@outsole/contracts/cart';
import type { Loyalty } from '@outsole/contracts/loyalty';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { cartAnswer, cartItem } from './cart-test-kit.ts';
import type { CartProblem } from './cart-types.ts';

/** The reward vouchers of the cart summary as the server renders them (forms that post without JavaScript). */
function render(
  cart: Cart,
  loyalty: Loyalty | null,
  { layout = 'page', problem = null }: { layout?: 'page' | 'aside'; problem?: CartProblem | null } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '/en-us/cart',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartMain cart={cart} layout={layout} locale="en-us" problem={problem} loyalty={loyalty} />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/cart']} />);
}

const LOYALTY: Loyalty = {
  memberId: 'M1',
  currentLoyaltyPoints: 1_250,
  currency: 'USD',
  applicableLoyaltyVouchers: [
    { points: 500, amountInCurrency: 500 },
    { points: 1_000, amountInCurrency: 1_000 },
  ],
};
const applied = (overrides: Partial<NonNullable<Cart['appliedLoyaltyVoucher']>> = {}) =>
  cartAnswer({
    appliedLoyaltyVoucher: {
      points: 500,
      amountInCurrency: 500,
      appliedDiscount: 500,
      applied: true,
      errorId: null,
      ...overrides,
    },
  });

/** The forms of the section, each as its hidden fields and its button's text and label. */
function rewardForms(html: string): string[] {
  return [...html.matchAll(/<form[^>]*>(.*?)<\/form>/g)]
    .map((match) => match[1] ?? '')
    .filter((form) => form.includes('value="set-reward"'));
}

describe('reward vouchers in the cart summary', () => {
  it('a member sees their points and one button per voucher, each a set-reward post with its points', () => {
    const html = render(cartAnswer(), LOYALTY);
    expect(html).toMatch(/<h3[^>]*tabindex="-1"[^>]*>Reward vouchers<\/h3>/i);
    expect(html).toContain('You have 1,250 points.');
    expect(html).toContain('aria-label="Vouchers you can use"');
    const forms = rewardForms(html);
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain('name="points" value="500"');
    expect(forms[0]).toMatch(/<button type="submit"[^>]*>Use 500 points for \$5\.00 off<\/button>/);
    expect(forms[1]).toContain('name="points" value="1000"');
    expect(forms[1]).toContain('Use 1,000 points for $10.00 off');
    expect(html).toContain('action="/en-us/cart" method="post"');
    expect(html).toContain('Your points are only used when you place your order.');
  });

  it('the voucher the cart holds shows with its discount and a labelled remove button, the others stay offered', () => {
    const html = render(applied(), LOYALTY);
    expect(html).toContain('$5.00 off with 500 points');
    const forms = rewardForms(html);
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain('name="remove" value="1"');
    expect(forms[0]).toContain('aria-label="Remove the reward voucher for 500 points"');
    expect(forms[1]).toContain('name="points" value="1000"');
    expect(html).not.toContain('value="500"');
  });

  it('a voucher that no longer applies says so', () => {
    const html = render(applied({ applied: false, appliedDiscount: 0, errorId: 'REW135' }), LOYALTY);
    expect(html).toContain('$5.00 off with 500 points');
    expect(html).toContain('Not applied to this cart');
  });

  it('a problem shows at the section, which it describes; without vouchers to use the shopper is told why', () => {
    const problem: CartProblem = {
      errorId: 'REW135',
      title: 'Reward voucher',
      message: 'You don’t have enough points for this reward voucher yet.',
      placement: 'reward',
    };
    const html = render(cartAnswer(), { ...LOYALTY, applicableLoyaltyVouchers: [] }, { problem });
    const describedBy = /<section[^>]*aria-describedby="([^"]+)"[^>]*>/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`id="${describedBy}"`);
    expect(html).toContain('You don’t have enough points for this reward voucher yet.');
    expect(html).toContain('You don’t have enough points for a reward voucher yet.');
    expect(rewardForms(html)).toHaveLength(0);
  });

  it('nothing for a shopper who is not a member, nor in the mini cart; a reward problem then is the cart’s', () => {
    expect(render(cartAnswer(), null)).not.toContain('Reward vouchers');
    expect(render(cartAnswer(), LOYALTY, { layout: 'aside' })).not.toContain('Reward vouchers');
    const problem: CartProblem = {
      errorId: 'REW401',
      title: 'Reward voucher',
      message: 'Sign in',
      placement: 'reward',
    };
    expect(render(cartAnswer(), null, { problem })).toMatch(/role="alert"[^>]*>.*Reward voucher/);
  });

  it('an item that needs customs clearance says it ships from abroad', () => {
    const html = render(cartAnswer({}, [cartItem({ isCustoms: true })]), null);
    expect(html).toContain('Ships from overseas and clears customs');
    expect(render(cartAnswer(), null)).not.toContain('Ships from overseas');
  });
});
