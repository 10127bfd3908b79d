import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../../db/seed/reference/sites.js';
import { testContext } from '../../test/request-context.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { renderEmail } from './email-render.js';
import { EMAIL_TEMPLATES, EMAIL_WORDS } from './email-templates.js';
import { enqueueEmail, type EmailRequest } from './notifications.service.js';

const reset = (dedupeKey: string, overrides: Partial<EmailRequest & { template: 'password-reset' }> = {}) =>
  ({
    dedupeKey,
    to: 'shopper@example.com',
    template: 'password-reset',
    params: {
      resetUrl: 'https://stride.example.com/en-us/reset-password?token=abc',
      firstName: 'Ada',
      expiresInMinutes: 30,
    },
    ...overrides,
  }) as EmailRequest;

describe(`enqueueEmail (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1 });
  });
  afterAll(() => t.close());

  const rows = (dedupeKey: string) =>
    t.db.selectFrom('email_outbox').selectAll().where('dedupe_key', '=', dedupeKey).execute();

  it('writes one pending message in the caller’s transaction, rendered in the request’s locale', async () => {
    const result = await t.db.transaction().execute((trx) => enqueueEmail(testContext(), trx, reset('reset:1')));
    expect(result.enqueued).toBe(true);
    const [row] = await rows('reset:1');
    expect(row).toMatchObject({
      id: result.id,
      status: 'pending',
      attempts: 0,
      site_id: 'stride-en-us',
      locale: 'en-us',
      template: 'password-reset',
      to_address: 'shopper@example.com',
      subject: 'Reset your Stride password',
      locked_until: null,
      sent_at: null,
    });
    expect(row?.text_body).toContain('Hi Ada,');
    expect(row?.text_body).toContain('https://stride.example.com/en-us/reset-password?token=abc');
    expect(row?.text_body).toContain('expires in 30 minutes');
    expect(row?.html_body).toContain('<html lang="en-US"');
    expect(row?.html_body).toContain('<title>Reset your Stride password</title>');
    expect(row?.html_body).toContain('href="https://stride.example.com/en-us/reset-password?token=abc"');
  });

  it('leaves nothing behind when the caller’s transaction rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueEmail(testContext(), trx, reset('reset:rolled-back'));
        throw new Error('the change that caused the email failed');
      }),
    ).rejects.toThrow('the change that caused the email failed');
    expect(await rows('reset:rolled-back')).toEqual([]);
  });

  it('queues one message per dedupe key, also when two callers race', async () => {
    const first = await enqueueEmail(testContext(), t.db, reset('reset:twice'));
    const second = await enqueueEmail(testContext(), t.db, reset('reset:twice', { to: 'other@example.com' }));
    expect(second).toEqual({ id: first.id, enqueued: false });
    const racing = await Promise.all(
      [1, 2, 3].map(() => t.db.transaction().execute((trx) => enqueueEmail(testContext(), trx, reset('reset:race')))),
    );
    expect(racing.filter((result) => result.enqueued)).toHaveLength(1);
    expect(new Set(racing.map((result) => result.id)).size).toBe(1);
    expect(await rows('reset:twice')).toHaveLength(1);
    expect((await rows('reset:twice'))[0]?.to_address).toBe('shopper@example.com');
    expect(await rows('reset:race')).toHaveLength(1);
  });

  it('escapes params in the HTML part and keeps them as written in the text part', async () => {
    const name = `<script>alert("x")</script> & 'Bo'`;
    await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'welcome:escape',
      to: 'shopper@example.com',
      template: 'welcome',
      params: { firstName: name, shopUrl: 'https://stride.example.com/en-us/?a=1&b="2"' },
    });
    const [row] = await rows('welcome:escape');
    expect(row?.html_body).not.toContain('<script>');
    expect(row?.html_body).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bo&#39;,');
    expect(row?.html_body).toContain('href="https://stride.example.com/en-us/?a=1&amp;b=%222%22"');
    expect(row?.text_body).toContain(`Hi ${name},`);
    expect(row?.subject).toBe(`Welcome to Stride, ${name}`);
  });

  it('writes every site’s locale in its own language, with the brand’s name', async () => {
    const expected: Record<string, string> = {
      'en-us': 'Reset your Stride password',
      'en-gb': 'Reset your Stride password',
      'de-de': 'Setze dein Stride-Passwort zurück',
      'fr-fr': 'Réinitialisez votre mot de passe Stride',
      'ja-jp': 'Stride パスワードの再設定',
    };
    for (const seed of SITES) {
      const site = { ...testContext().site, ...seed };
      const key = `reset:locale:${seed.siteId}`;
      await enqueueEmail(testContext({ site, locale: seed.locale }), t.db, reset(key));
      const [row] = await rows(key);
      const subject = expected[seed.locale]?.replace('Stride', seed.brand === 'kestrel' ? 'Kestrel' : 'Stride');
      expect(row?.subject, seed.siteId).toBe(subject);
      expect(row?.site_id).toBe(seed.siteId);
      expect(row?.html_body).toContain(`lang="${seed.locale.slice(0, 3)}${seed.locale.slice(3).toUpperCase()}"`);
    }
    const [german] = await rows('reset:locale:stride-de-de');
    expect(german?.text_body).toContain('in 30 Minuten ab');
    const [japanese] = await rows('reset:locale:stride-ja-jp');
    expect(japanese?.text_body).toContain('Ada 様');
  });

  it('a Japanese email addresses the shopper by the full name, family name first, and never says サインイン (the site says ログイン)', async () => {
    const ja = testContext({ site: { ...testContext().site, siteId: 'stride-ja-jp' }, locale: 'ja-jp' });
    const params = { firstName: '太郎', lastName: '山田', shopUrl: 'https://stride.example.com/ja-jp/' };
    await enqueueEmail(ja, t.db, { dedupeKey: 'welcome:ja', to: 'taro@example.com', template: 'welcome', params });
    const [welcome] = await rows('welcome:ja');
    expect(welcome?.subject).toBe('Stride へようこそ、山田 太郎 様');
    expect(welcome?.text_body.startsWith('山田 太郎 様\n')).toBe(true);
    expect(welcome?.text_body).not.toContain('サインイン');
    for (const words of Object.values(EMAIL_WORDS).map((byLanguage) => byLanguage.ja)) {
      expect(JSON.stringify(words)).not.toContain('サインイン');
    }
    // Only the given name: that; none at all: お客様. Other languages greet by the given name, as their shops do.
    await enqueueEmail(ja, t.db, {
      dedupeKey: 'welcome:ja:first',
      to: 'taro@example.com',
      template: 'welcome',
      params: { ...params, lastName: '' },
    });
    expect((await rows('welcome:ja:first'))[0]?.text_body.startsWith('太郎 様\n')).toBe(true);
    await enqueueEmail(ja, t.db, {
      dedupeKey: 'welcome:ja:none',
      to: 'taro@example.com',
      template: 'welcome',
      params: { ...params, firstName: '', lastName: ' ' },
    });
    expect((await rows('welcome:ja:none'))[0]?.subject).toBe('Stride へようこそ');
    expect((await rows('welcome:ja:none'))[0]?.text_body.startsWith('お客様\n')).toBe(true);
    await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'welcome:en:cjk',
      to: 'taro@example.com',
      template: 'welcome',
      params,
    });
    expect((await rows('welcome:en:cjk'))[0]?.text_body.startsWith('Hi 太郎,\n')).toBe(true);
  });

  it('the welcome of a shopper who ticked the email marketing box says its confirmation email went (0054)', () => {
    const said = {
      'en-us': 'We’ve sent you an email to confirm your subscription.',
      'en-gb': 'We’ve sent you an email to confirm your subscription.',
      'de-de': 'Wir haben dir eine E-Mail geschickt: Bitte bestätige darin dein Abonnement.',
      'fr-fr': 'Nous vous avons envoyé un e-mail pour confirmer votre abonnement.',
      'ja-jp': '購読を確認するためのメールをお送りしました。',
    } as const;
    for (const [locale, sentence] of Object.entries(said) as [keyof typeof said, string][]) {
      const params = { firstName: 'Ada', lastName: 'Lovelace', shopUrl: `https://stride.test/${locale}` };
      const pending = renderEmail('welcome', { ...params, optInPending: true }, { locale, brand: 'stride' });
      expect(pending.text, locale).toContain(sentence);
      expect(pending.html, locale).toContain(sentence);
      // British English keeps its own words around it (basket).
      if (locale === 'en-gb') expect(pending.text).toContain('your basket now follows you');
      expect(renderEmail('welcome', params, { locale, brand: 'stride' }).text, locale).not.toContain(sentence);
    }
  });

  it('German emails say “du”, as the German site does, never “Sie”', () => {
    for (const template of EMAIL_TEMPLATES) {
      const words = EMAIL_WORDS[template].de;
      const texts = [
        words.subject,
        words.subjectNoName ?? '',
        ...words.paragraphs,
        words.linkFallback,
        ...words.footer,
      ];
      for (const text of [...texts, words.signOff]) {
        expect(text, template).not.toMatch(/\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/);
      }
      expect(texts.join(' '), template).toMatch(/\b(du|dein|deine|deinen|deines|dir|dich)\b/i);
      expect(words.signOff, template).toBe('Dein {brand}-Team');
    }
  });

  it('never makes a product’s name the subject of a verb in German or French (Socken, chaussettes are plural)', () => {
    for (const language of ['de', 'fr'] as const) {
      const words = EMAIL_WORDS['back-in-stock'][language];
      for (const text of [words.subject, ...words.paragraphs]) {
        expect(text, language).not.toMatch(/\{productName\}(?: \([^)]*\))? (?:ist|sind|est|sont)\b/);
      }
    }
  });

  it('French emails set : ; ! ? off with a narrow no-break space, the plain-text link line too', () => {
    const loose = /(?:[\p{L}\p{N}}»)]| )[:;!?](?=\s|$)/u;
    for (const template of EMAIL_TEMPLATES) {
      const words = EMAIL_WORDS[template].fr;
      const texts = [
        words.subject,
        words.subjectNoName ?? '',
        ...words.paragraphs,
        words.linkFallback,
        ...words.footer,
      ];
      for (const text of texts) expect(text, template).not.toMatch(loose);
    }
    const { text } = renderEmail(
      'password-reset',
      { resetUrl: 'https://stride.example.com/fr-fr/reset-password?token=abc', firstName: 'Ada', expiresInMinutes: 30 },
      { locale: 'fr-fr', brand: 'stride' },
    );
    expect(text).toContain('Réinitialiser le mot de passe\u202f:\nhttps://stride.example.com/fr-fr/reset-password');
    expect(text.replace(/https?:\/\/\S+/g, '')).not.toMatch(loose);
    const japanese = renderEmail(
      'password-reset',
      {
        resetUrl: 'https://stride.example.com/ja-jp/reset-password?token=abc',
        firstName: '太郎',
        expiresInMinutes: 30,
      },
      { locale: 'ja-jp', brand: 'stride' },
    );
    expect(japanese.text).toMatch(/：\nhttps:\/\/stride\.example\.com\/ja-jp\//);
    // "30分後", no space between number and unit as Intl writes it (language reviewer F3-4).
    expect(japanese.text).toContain('30分後に無効になります');
  });

  it('refuses what would make a broken or dangerous email: a non-http link, a bad address, an empty key', async () => {
    const bad: EmailRequest[] = [
      reset('reset:bad-url', {
        params: { resetUrl: 'javascript:alert(1)', firstName: 'Ada', expiresInMinutes: 30 },
      }),
      reset('reset:relative', {
        params: { resetUrl: '/en-us/reset-password', firstName: 'Ada', expiresInMinutes: 30 },
      }),
      reset('reset:bad-to', { to: 'not an address' }),
      reset(''),
    ];
    for (const request of bad) await expect(enqueueEmail(testContext(), t.db, request)).rejects.toThrow();
    const count = await t.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dedupe_key', 'in', ['reset:bad-url', 'reset:relative', 'reset:bad-to'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('greets without a name when the account has none, and never lets a newline into the subject', async () => {
    await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'welcome:no-name',
      to: 'shopper@example.com',
      template: 'welcome',
      params: { firstName: ' ', shopUrl: 'https://stride.example.com/en-us/' },
    });
    await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'welcome:newline',
      to: 'shopper@example.com',
      template: 'welcome',
      params: { firstName: 'Ada\r\nBcc: victim@example.com', shopUrl: 'https://stride.example.com/en-us/' },
    });
    const [noName] = await rows('welcome:no-name');
    expect(noName?.subject).toBe('Welcome to Stride');
    expect(noName?.text_body.startsWith('Hello,\n')).toBe(true);
    const [newline] = await rows('welcome:newline');
    expect(newline?.subject).toBe('Welcome to Stride, Ada Bcc: victim@example.com');
  });
});

describe('the welcome email', () => {
  // There is no order history and no favorites list yet (account tester F8): the email promises only what an
  // account gives today, as the storefront's welcome dialog does.
  it.each(Object.entries(EMAIL_WORDS.welcome))('%s promises no order tracking and no favorites', (_, words) => {
    expect(words.paragraphs.join(' ')).not.toMatch(
      /order|favou?rite|Bestellung|Favorit|commande|favori|注文|お気に入り/i,
    );
  });
});

describe('English emails', () => {
  const welcome = (locale: 'en-us' | 'en-gb' | 'de-de' | 'fr-fr' | 'ja-jp', brand = 'stride') =>
    renderEmail('welcome', { firstName: 'Zoë', shopUrl: `https://stride.example.com/${locale}/` }, { locale, brand });

  // They read as translated from German (language tester F3-6): "Your Stride team" (Dein Stride-Team), "You receive
  // this email because", "If you did not ask for this, ignore this email: your password stays as it is".
  it('sign off as English shops do and say what they say', () => {
    for (const template of EMAIL_TEMPLATES) {
      const words = EMAIL_WORDS[template].en;
      expect(words.signOff, template).toBe('The {brand} team');
      expect([...words.paragraphs, ...words.footer, words.linkFallback].join(' '), template).not.toMatch(
        /You receive |did not|does not|cannot|will not|If that was not you/,
      );
    }
    const { text } = renderEmail(
      'password-reset',
      { resetUrl: 'https://stride.example.com/en-gb/reset-password?token=abc', firstName: 'Ada', expiresInMinutes: 30 },
      { locale: 'en-gb', brand: 'stride' },
    );
    expect(text).toContain('reset the password for your Stride account');
    expect(text).toContain('If you didn’t request this, you can ignore this email. Your password won’t change.');
    expect(text).toContain('The Stride team');
  });

  // Sign-up signs the shopper in: the welcome email asked them to sign in, and its "if this wasn't you" named a
  // customer service with no way to reach it (language reviewer F3-3). Every language names the brand's address.
  it.each(['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const)(
    '%s: no "sign in" to a signed-in shopper, and the brand’s support address in the footer',
    (locale) => {
      const { text, html } = welcome(locale, 'kestrel');
      expect(text).toContain('help@kestrel.example.com');
      expect(html).toContain('help@kestrel.example.com');
      expect(text).not.toMatch(/sign in|Melde dich an|connectez-vous|ログインすると/i);
      expect(welcome(locale, 'stride').text).toContain('help@stride.example.com');
    },
  );

  // The welcome email said "bag" where the sites say Cart (en-US) and Basket (en-GB) (language tester F3-5).
  it('name the cart as each site does: cart and Customer Service in the US, basket and Customer Services in the UK', () => {
    const us = welcome('en-us', 'kestrel').text;
    expect(us).toContain('your cart now follows you to every device');
    expect(us).toContain('please contact Customer Service at help@kestrel.example.com.');
    expect(us).toContain('The Kestrel team');
    const gb = welcome('en-gb').text;
    expect(gb).toContain('your basket now follows you to every device');
    expect(gb).toContain('please contact Customer Services at help@stride.example.com.');
    expect(gb).toContain('Hi Zoë,');
    for (const text of [us, gb]) expect(text).not.toMatch(/\bbag\b/);
    expect(welcome('en-gb').html).toContain('your basket now follows you to every device');
  });
});

describe('Japanese emails', () => {
  // Half-width brackets in Japanese text (language tester F3-14): （ ）, as the storefront's Japanese writes them.
  it('write full-width brackets around a name’s colour and choice', () => {
    const { subject, text } = renderEmail(
      'back-in-stock',
      {
        productName: 'グライド 4',
        colourName: 'ブラック',
        width: null,
        size: 'US 9',
        productUrl: 'https://stride.example.com/ja-jp/p/glide-4-SRN227021',
        unsubscribeUrl: 'https://stride.example.com/ja-jp/back-in-stock/unsubscribe?token=abc',
      },
      { locale: 'ja-jp', brand: 'stride' },
    );
    expect(subject).toBe('グライド 4（ブラック）が Stride で再入荷しました');
    expect(text).toContain('グライド 4（ブラック・サイズ US 9）が再入荷しました');
    for (const words of Object.values(EMAIL_WORDS).map((byLanguage) => byLanguage.ja)) {
      expect(JSON.stringify(words)).not.toMatch(/[(]/);
    }
  });
});

describe('back-in-stock email of a style made in one size', () => {
  // The size "OS" was written as a size ("size OS"); its words stand alone (tester t3-F2).
  it.each([
    ['en-us', 'Black, one size'],
    ['de-de', 'Black, Einheitsgröße'],
    ['fr-fr', 'Black, taille unique'],
    ['ja-jp', 'Black・フリーサイズ'],
  ] as const)('%s names it "%s"', (locale, choice) => {
    const { text, html } = renderEmail(
      'back-in-stock',
      {
        productName: 'Kinetic 6',
        colourName: 'Black',
        width: null,
        size: 'OS',
        productUrl: `https://stride.example.com/${locale}/p/kinetic-6-cap-SCP003083?size=OS`,
        unsubscribeUrl: `https://stride.example.com/${locale}/back-in-stock/unsubscribe?token=abc`,
      },
      { locale, brand: 'stride' },
    );
    expect(text).toContain(choice);
    expect(text).not.toMatch(/[ ,・]OS\b/);
    expect(html).toContain('size=OS');
  });

  // Its sentences spoke of "the size you asked us to watch" / "la taille que vous attendiez" for a style that has
  // no sizes to choose: they speak of the item, as the storefront's one-size messages do.
  it.each([
    ['en-us', /(?<!one )\bsizes?\b(?!=)/i], // "one size" names it; ?size=OS is its link
    ['de-de', /Größe(?!n)|Größen/],
    ['fr-fr', /\btailles?\b(?! unique)/],
  ] as const)('%s speaks of the item, never of a size, in the alert and its confirmation', (locale, sizeWord) => {
    const params = {
      productName: 'Kinetic 6',
      colourName: 'Black',
      width: null,
      size: 'OS',
      productUrl: `https://stride.example.com/${locale}/p/kinetic-6-cap-SCP003083?size=OS`,
    };
    const alert = renderEmail(
      'back-in-stock',
      { ...params, unsubscribeUrl: `https://stride.example.com/${locale}/back-in-stock/unsubscribe?token=abc` },
      { locale, brand: 'stride' },
    );
    const confirm = renderEmail(
      'back-in-stock-confirm',
      {
        ...params,
        confirmUrl: `https://stride.example.com/${locale}/back-in-stock/confirm?token=abc`,
        expiresInDays: 7,
      },
      { locale, brand: 'stride' },
    );
    for (const email of [alert, confirm]) {
      expect(email.subject).not.toMatch(sizeWord);
      expect(email.text).not.toMatch(sizeWord);
    }
  });
});

describe('French back-in-stock emails of a shoe', () => {
  // The email wrote "taille 42,5" for a shoe, where the site writes "pointure 42,5" (its size picker, cart lines,
  // the back-in-stock form): a shoe's size is a pointure in every sentence, clothing's a taille (tester 2, session 53).
  const shoe = {
    productName: 'Glide 4',
    colourName: 'Noir',
    size: '42.5',
    productUrl: 'https://stride.example.com/fr-fr/p/glide-4-SRN227021?size=42.5',
    unsubscribeUrl: 'https://stride.example.com/fr-fr/back-in-stock/unsubscribe?token=abc',
  };
  const fr = { locale: 'fr-fr', brand: 'stride' } as const;

  it('name its size a pointure, with or without a width; clothing keeps taille', () => {
    const narrow = renderEmail('back-in-stock', { ...shoe, width: null }, fr);
    expect(narrow.text).toContain('Glide 4 – Noir, pointure 42,5\n');
    expect(narrow.html).toContain('Noir, pointure 42,5');
    expect(narrow.subject).toBe('Glide 4 (Noir)\u202f: votre pointure est de retour chez Stride');
    expect(`${narrow.subject}\n${narrow.text}`).not.toMatch(/taille/i);
    const wide = renderEmail('back-in-stock', { ...shoe, width: { code: '2E', wide: true } }, fr);
    expect(wide.text).toContain('Glide 4 – Noir, Large (2E), pointure 42,5\n');
    expect(wide.text).not.toMatch(/taille/i);

    const tee = renderEmail('back-in-stock', { ...shoe, productName: 'Halo 6', size: 'M', width: null }, fr);
    expect(tee.text).toContain('Halo 6 – Noir, taille M\n');
    expect(tee.subject).toContain('votre taille est de retour');
    expect(tee.text).not.toMatch(/pointure/);
  });

  it('ask to confirm the alert of a pointure', () => {
    const { text } = renderEmail(
      'back-in-stock-confirm',
      {
        productName: 'Glide 4',
        colourName: 'Noir',
        width: null,
        size: '42.5',
        confirmUrl: 'https://stride.example.com/fr-fr/back-in-stock/confirm?token=abc',
        expiresInDays: 7,
      },
      fr,
    );
    expect(text).toContain('dès que cette pointure sera de nouveau disponible');
    expect(text).toContain('Glide 4 – Noir, pointure 42,5\n');
    expect(text).not.toMatch(/taille/i);
  });

  it('other languages are as before: size, Größe, サイズ', () => {
    const words = (locale: 'en-us' | 'de-de' | 'ja-jp') =>
      renderEmail('back-in-stock', { ...shoe, width: null }, { locale, brand: 'stride' }).text;
    expect(words('en-us')).toContain('Noir, size 42.5\n');
    expect(words('de-de')).toContain('Noir, Größe 42,5\n');
    expect(words('ja-jp')).toContain('Noir・サイズ 42.5');
  });
});
