import type { LocalePath } from '@outsole/contracts/locales';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { messagesFor, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { CartMain } from './cart-main.tsx';
import { CartNotices, CartTotals } from './cart-summary.tsx';
import { cartAnswer, cartItem, UPC_B } from './cart-test-kit.ts';
import { announcement } from './cart-types.ts';

/** The cart's words from the api (a delivery time, promotion names) read in the page's language. */
describe('cart in the page language', () => {
  it('words the api’s delivery time in the catalogue’s language', () => {
    const Stub = createRoutesStub([
      {
        path: '/de-de/cart',
        Component: () => (
          <IntlProvider value={pageIntl('de-DE', deDE)}>
            <CartMain cart={cartAnswer({}, [cartItem()])} layout="page" locale="de-de" />
          </IntlProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/de-de/cart']} />);
    expect(html).toContain('Lieferzeit: 3–5 Tage');
    expect(html).not.toContain('days');
  });

  it.each([
    ['en-us', 'en-US', enUS, 'Arrives Wed, Dec 9 – Fri, Dec 11'],
    ['de-de', 'de-DE', deDE, 'Lieferung voraussichtlich Mi., 9. Dez. – Fr., 11. Dez.'],
    ['ja-jp', 'ja-JP', jaJP, '12月9日(水)～12月11日(金)にお届け予定'],
    // The weekday in full: "du mer. 9 déc." reads as "of the sea" (tester t3-F6).
    ['fr-fr', 'fr-FR', frFR, 'Livraison du mercredi 9 déc. au vendredi 11 déc.'],
  ] as const)(
    '%s: the delivery’s arrival dates, counted in working days from the site’s today',
    (locale, tag, messages, text) => {
      const Stub = createRoutesStub([
        {
          path: `/${locale}/cart`,
          Component: () => (
            <IntlProvider value={pageIntl(tag, messages)}>
              {/* Saturday: 3–5 working days are Wednesday to Friday. */}
              <CartMain cart={cartAnswer({}, [cartItem()])} layout="page" locale={locale} today="2026-12-05" />
            </IntlProvider>
          ),
        },
      ]);
      const html = renderToString(<Stub initialEntries={[`/${locale}/cart`]} />);
      expect(html.replace(/<!-- -->/g, '')).toContain(text);
    },
  );

  it('a one-size line reads "Taille unique" in French, in its details and in the names of its controls (tester t3-F2)', () => {
    const cap = cartItem({
      name: 'Casquette Kinetic 6',
      variants: { ...cartItem().variants, size: 'OS', width: null },
    });
    const Stub = createRoutesStub([
      {
        path: '/fr-fr/cart',
        Component: () => (
          <IntlProvider value={pageIntl('fr-FR', frFR)}>
            <CartMain cart={cartAnswer({ currency: 'EUR' }, [cap])} layout="page" locale="fr-fr" />
          </IntlProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/fr-fr/cart']} />).replace(/<!-- -->/g, '');
    expect(html).toContain('>Taille unique<');
    expect(html).toContain('aria-label="Diminuer la quantité de Casquette Kinetic 6, taille unique"');
    expect(html).not.toMatch(/Taille OS|taille OS|Taille Taille/);
  });

  it.each([
    ['USD', 1],
    [null, 0],
  ])(
    'an employee capped in another currency (%s) is told once where the associate discount applies',
    (currency, count) => {
      const Stub = createRoutesStub([
        {
          path: '/de-de/cart',
          Component: () => (
            <IntlProvider value={pageIntl('de-DE', deDE)}>
              <CartMain
                cart={cartAnswer({ currency: 'EUR' }, [cartItem()])}
                layout="page"
                locale="de-de"
                employeeDiscountCurrency={currency}
              />
            </IntlProvider>
          ),
        },
      ]);
      const html = renderToString(<Stub initialEntries={['/de-de/cart']} />).replace(/<!-- -->/g, '');
      const note =
        'Dein Mitarbeiterrabatt gilt in unseren Onlineshops, die in USD verkaufen, und wird von dieser Bestellung nicht abgezogen.';
      expect(html.split(note)).toHaveLength(count + 1);
    },
  );

  it.each([
    ['en-US', 'Strata 8 Socks', 'Free with your order: Strata 8 Socks.'],
    ['en-GB', 'Strata 8 Socks', 'Free with your order: Strata 8 Socks.'],
    // A plural name ("Socken", "Chaussettes") is no subject of a singular verb or participle: it stands alone.
    ['de-DE', 'Strata 8 Socken', 'Gratis zu deiner Bestellung: Strata 8 Socken.'],
    ['fr-FR', 'Chaussettes Strata 8', 'Cadeau offert avec votre commande\u202f: Chaussettes Strata 8.'],
    ['ja-JP', 'Strata 8 ソックス', 'Strata 8 ソックスを無料でお届けします。'],
  ] as const)('%s: the free gift is named where nothing has to agree with it (decision 0046)', (tag, name, text) => {
    const cart = cartAnswer({}, [cartItem(), cartItem({ id: 'gift', name, upc: UPC_B, bonus: true })]);
    const html = renderToString(
      <IntlProvider value={pageIntl(tag, messagesFor(tag.toLowerCase() as LocalePath))}>
        <CartNotices cart={cart} locale={tag.toLowerCase()} known={[]} announce={() => undefined} />
      </IntlProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toContain(`>${text}</li>`);
  });

  it.each([
    ['en-US', 'Offers applied', 'A free gift with your order', 'Free standard shipping'],
    ['en-GB', 'Offers applied', 'A free gift with your order', 'Free standard delivery'],
    ['de-DE', 'Angewendete Angebote', 'Ein Gratisgeschenk zu deiner Bestellung', 'Kostenloser Standardversand'],
    ['fr-FR', 'Offres appliquées', 'Un cadeau avec votre commande', 'Livraison standard offerte'],
    ['ja-JP', '適用中の特典', 'ご注文にプレゼント', '通常配送無料'],
  ] as const)(
    '%s: the applied offers are a list under their label, each title on its own line, never joined into a sentence (shopper tester F1)',
    (tag, label, gift, shipping) => {
      const cart = cartAnswer({
        promoSummary: [
          { level: 'ORDER', promotionId: 'gift', promotionName: gift },
          { level: 'SHIPPING', promotionId: 'free-shipping', promotionName: shipping },
          { level: 'SHIPPING', promotionId: 'free-shipping', promotionName: shipping },
        ],
      });
      const html = renderToString(
        <IntlProvider value={pageIntl(tag, messagesFor(tag.toLowerCase() as LocalePath))}>
          <CartNotices cart={cart} locale={tag.toLowerCase()} known={[]} announce={() => undefined} />
        </IntlProvider>,
      ).replace(/<!-- -->/g, '');
      const id = /<p id="([^"]+)" class="font-semibold">([^<]*)<\/p><ul aria-labelledby="\1"/.exec(html);
      expect(id?.[2]).toBe(label);
      const items = [...html.matchAll(/<li class="flex items-start gap-2">.*?<span>([^<]*)<\/span><\/li>/g)].map(
        (match) => match[1],
      );
      expect(items).toEqual([gift, shipping]);
      // Not run into a sentence: no "und Kostenlose…", "and Free…".
      expect(html).not.toMatch(/(and|und|et|、) (Free|Kostenlose|Livraison)/);
    },
  );

  it.each([
    ['en-US', enUS, 'A free gift with your order: spend $20.00 more to get it.'],
    ['de-DE', deDE, 'Ein Gratisgeschenk zu deiner Bestellung: noch 20,00 $ bis dahin.'],
  ] as const)(
    '%s: the promotion a spend away is named as written, before the amount, not inside a sentence',
    (tag, messages, text) => {
      const name = tag === 'en-US' ? 'A free gift with your order' : 'Ein Gratisgeschenk zu deiner Bestellung';
      const cart = cartAnswer({
        approachingDiscount: {
          promotionId: 'gift',
          promotionName: name,
          level: 'ORDER',
          conditionThreshold: 15_000,
          distanceFromConditionThreshold: 2_000,
        },
      });
      const html = renderToString(
        <IntlProvider value={pageIntl(tag, messages)}>
          <CartNotices cart={cart} locale="en-us" known={[]} announce={() => undefined} />
        </IntlProvider>,
      );
      expect(html.replace(/\u00a0|&nbsp;/g, ' ')).toContain(text);
    },
  );

  it('a minimum spend beside gift cards: the notice says they do not count (the subtotal shown does)', () => {
    const approachingDiscount = {
      promotionId: 'PROMO-FIRSTPAIR',
      promotionName: 'Your first pair',
      level: 'ORDER' as const,
      conditionThreshold: 3_000,
      distanceFromConditionThreshold: 1_000,
    };
    const render = (items: ReturnType<typeof cartItem>[]) =>
      renderToString(
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartNotices
            cart={cartAnswer({ approachingDiscount }, items)}
            locale="en-us"
            known={[]}
            announce={() => undefined}
          />
        </IntlProvider>,
      ).replace(/<!-- -->/g, '');
    const card = cartItem({ id: 'card', upc: '000000000024', isDigitalProduct: true });
    expect(render([cartItem(), card])).toContain(
      'Your first pair: spend $10.00 more to get it. Gift cards don’t count towards it.',
    );
    expect(render([cartItem()])).not.toContain('Gift cards');
  });

  // Tester F3: "spend $69.20 more" for a $150.00 gift under a $101.00 subtotal: the threshold counts the sale line
  // after its extra 20 % ($80.80), so the notice says the figure it counts.
  it('a threshold beside item discounts says what the items count towards it; without them, nothing more', () => {
    const approachingDiscount = {
      promotionId: 'stride-en-us-gift',
      promotionName: 'A free gift with your order',
      level: 'ORDER' as const,
      conditionThreshold: 15_000,
      distanceFromConditionThreshold: 6_920,
    };
    const render = (items: ReturnType<typeof cartItem>[]) =>
      renderToString(
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartNotices
            cart={cartAnswer({ approachingDiscount }, items)}
            locale="en-us"
            known={[]}
            announce={() => undefined}
          />
        </IntlProvider>,
      ).replace(/<!-- -->/g, '');
    const price = { current: 10_100, original: 13_500, amount: 10_100, priceWithoutTaxPerUnit: 10_100 };
    const sale = cartItem({
      price: { ...price, proratedPrice: 8_080 },
      productPromotions: [
        {
          promotionId: 'sale-20',
          promotionName: '20% off the sale',
          couponCode: null,
          price: 8_080,
          appliedDiscount: 2_020,
        },
      ],
    });
    const card = cartItem({ id: 'card', upc: '000000000024', isDigitalProduct: true });
    expect(render([sale, card])).toContain(
      'A free gift with your order: spend $69.20 more to get it. Gift cards don’t count towards it. Your items count as $80.80 towards it, at their prices after item discounts.',
    );
    expect(render([cartItem({ price: { ...price, proratedPrice: 10_100 } })])).not.toContain('Your items count');
  });

  it('an employee discount capped by the annual limit says what it applied to; a full one just its rate (F7)', () => {
    const render = (employeeDiscount: ReturnType<typeof cartAnswer>['employeeDiscount']) => {
      const cart = cartAnswer({ employeeDiscount }, [cartItem()]);
      return renderToString(
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartTotals
            cart={{ ...cart, totals: { ...cart.totals, totalDiscount: 32_500, totalDiscountPercentage: 14 } }}
          />
        </IntlProvider>,
      )
        .replace(/<!-- -->/g, '')
        .replace(/\u00a0|&nbsp;/g, ' ');
    };
    expect(render({ percent: 30, eligibleAmount: 237_000, capConsumed: 100_000, discount: 30_000 })).toContain(
      'Includes your employee discount of $300.00: 30% off $1,000.00 of this order, which is all that’s left of your annual limit.',
    );
    expect(render({ percent: 30, eligibleAmount: 20_000, capConsumed: 20_000, discount: 6_000 })).toContain(
      'Includes your employee discount: 30% off ($60.00).',
    );
    expect(render(null)).not.toContain('employee');
  });

  it('the tax: its amount once known, a word for later when not, and the known part with a word when part is', () => {
    const render = (totals: Partial<ReturnType<typeof cartAnswer>['totals']>) => {
      const cart = cartAnswer({}, [cartItem()]);
      return renderToString(
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartTotals cart={{ ...cart, totals: { ...cart.totals, ...totals } }} />
        </IntlProvider>,
      ).replace(/<!-- -->/g, '');
    };
    const known = render({ tax: 720, taxCalculated: true });
    expect(known).toContain('$7.20');
    expect(known).not.toContain('checkout');
    expect(render({ tax: 0, taxCalculated: false })).toContain('Calculated at checkout');
    // Items collected in a store are taxed at its address; delivered ones wait for the shopper's: the total holds
    // the known part, so the row shows it too.
    const part = render({ tax: 720, taxCalculated: false });
    expect(part).toContain('$7.20');
    expect(part).toContain('Plus tax on delivered items, at checkout');
    expect(part).not.toContain('Calculated at checkout');
    expect(known).toContain('<dt>Tax</dt>');
  });

  it('where prices include the tax, its row says it is part of the total, not added to it', () => {
    const cart = cartAnswer({ currency: 'EUR' }, [cartItem()]);
    const html = renderToString(
      <IntlProvider value={pageIntl('de-DE', deDE)}>
        <CartTotals
          cart={{
            ...cart,
            totals: { ...cart.totals, currency: 'EUR', tax: 2555, taxCalculated: true, taxIncluded: true },
          }}
        />
      </IntlProvider>,
    ).replace(/<!-- -->/g, '');
    expect(html).toContain('<dt>Enthaltene MwSt.</dt>');
    expect(html).toMatch(/25,55\s€/);
  });

  it.each([
    [
      'en-us',
      'Delivery method not changed',
      'Please check the highlighted fields.',
      'Delivery method not changed. Please check the highlighted fields.',
    ],
    [
      'ja-jp',
      '配送方法を変更できませんでした',
      '入力内容をご確認ください。',
      '配送方法を変更できませんでした。入力内容をご確認ください。',
    ],
  ] as const)('%s: a problem is read out as the locale joins two sentences', (locale, title, message, spoken) => {
    const { format } = translatorFor(locale);
    const result = {
      intent: 'set-shipping-method',
      ok: false,
      problem: { errorId: 'API400', title, message, placement: 'form', reload: true },
    } as const;
    expect(announcement(result, (id, values) => format(id, values) ?? id)).toEqual([spoken, true]);
  });
});
