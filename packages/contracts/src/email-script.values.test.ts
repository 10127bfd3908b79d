import { domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asciiEmail } from './auth.values.js';
import { decodePunycode, emailScriptProblem, labelIsSingleScript } from './email-script.values.js';

describe('email addresses that look like another one (UTS #39 highly restrictive labels)', () => {
  it.each([
    // Lookalikes of the demo shopper's address: one letter of another script in a Latin label.
    ['shopper@exampl\u0435.com', 'domain-mixed'], // Cyrillic ie
    ['shopper@ex\u0430mple.com', 'domain-mixed'], // Cyrillic a
    ['shopper@\u0435\u0445\u0430m\u0440l\u0435.com', 'domain-mixed'], // Cyrillic е х а р е with Latin m l
    ['shopper@\u03b1pple.com', 'domain-mixed'], // Greek alpha
    ['shopper@examp\u03bfle.com', 'domain-mixed'], // Greek omicron
    ['shopper@mail.exampl\u0435.com', 'domain-mixed'], // any label, not only the registered one
    ['shopper@exampl\u0435.co.uk', 'domain-mixed'],
    // The same as A-labels: a shopper cannot pass the lookalike as punycode.
    ['shopper@xn--exampl-8of.com', 'domain-mixed'],
    ['shopper@XN--EXMPLE-4NF.COM', 'domain-mixed'],
    ['shopper@xn--pple-zld.com', 'domain-mixed'],
    // Whole-script lookalikes: Cyrillic letters that all look Latin, under an ASCII top-level domain.
    ['shopper@\u0430\u0440\u0440\u04cf\u0435.com', 'domain-lookalike'], // аррӏе
    ['shopper@xn--80ak6aa92e.com', 'domain-lookalike'],
    ['shopper@\u0441\u043e\u0441\u043e.de', 'domain-lookalike'], // сосо
    // Local parts (the api takes ASCII local parts only at sign-up; the pickup contact takes any).
    ['sh\u043epper@example.com', 'local-mixed'],
    ['\u0455\u04bb\u043e\u0440\u0440\u0435@example.com', 'local-lookalike'], // ѕһорре
  ])('%s is refused (%s)', (address, problem) => {
    expect(emailScriptProblem(address)).toBe(problem);
    expect(emailScriptProblem(address.toLowerCase())).toBe(problem);
  });

  it.each([
    'shopper@example.com',
    'Shopper+tag@Example.CO.UK',
    'ada@m\u00fcnchen.de', // münchen.de: Latin with a diacritic
    'ada@xn--mnchen-3ya.de',
    'ada@\u65e5\u672c\u8a9e.jp', // 日本語.jp
    'ada@xn--wgv71a119e.jp',
    'ada@\u30c9\u30e1\u30a4\u30f3\u540d\u4f8b.jp', // ドメイン名例.jp: Katakana with Han
    'ada@\u65e5\u672c\u8a9ejp.jp', // 日本語jp: Han with Latin (Japanese)
    'ada@\u3059\u3057-\u30e9\u30fc\u30e1\u30f3.jp', // すし-ラーメン: Hiragana, Katakana, prolonged sound mark, hyphen
    'ada@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444', // пример.рф
    'ada@xn--e1afmkfd.xn--p1ai',
    'ada@\u0441\u043e\u0441\u043e.\u0440\u0444', // сосо.рф: a Cyrillic word under a Cyrillic TLD
    'ada@\u043f\u0440\u0438\u043c\u0435\u0440.com', // пример.com: Cyrillic, not all lookalikes
    'ada@\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1.\u03b4\u03bf\u03ba\u03b9\u03bc\u03ae', // Greek
    'ada@\ud55c\uad6d.kr', // 한국.kr
    'ada@\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631', // Arabic
    'ada@shop-2026.example.com',
    '\u30c6\u30b9\u30c8@\u4f8b\u3048.jp', // a Japanese local part
    'not an address', // no @: the address checks refuse it, not this one
    'ada@xn--zz', // no punycode: the address checks' business
  ])('%s is taken', (address) => {
    expect(emailScriptProblem(address)).toBeNull();
  });

  it('reads an address as asciiEmail stores it (the lookalike is still found after the IDNA mapping)', () => {
    expect(asciiEmail('shopper@exampl\u0435.com')).toBe('shopper@xn--exampl-8of.com');
    expect(emailScriptProblem(asciiEmail('shopper@exampl\u0435.com'))).toBe('domain-mixed');
    expect(emailScriptProblem(asciiEmail('ada@m\u00fcnchen.de'))).toBeNull();
  });

  it('decodes Punycode as the WHATWG URL parser does (RFC 3492)', () => {
    for (const domain of [
      'm\u00fcnchen',
      '\u65e5\u672c\u8a9e',
      '\u043f\u0440\u0438\u043c\u0435\u0440',
      'exampl\u0435',
      '\ud55c\uad6d',
      '\u{1f45f}shoes',
      '\u30c9\u30e1\u30a4\u30f3\u540d\u4f8b',
    ]) {
      const aLabel = new URL(`http://${domain}.com`).hostname.split('.')[0]!;
      expect(aLabel.startsWith('xn--')).toBe(true);
      expect(decodePunycode(aLabel.slice(4))).toBe(domainToUnicode(`${aLabel}.com`).split('.')[0]);
    }
    expect(decodePunycode('zz')).toBeNull();
    expect(decodePunycode('\u00e9-abc')).toBeNull();
    expect(decodePunycode('99999999999999')).toBeNull();
  });

  it('counts digits, hyphens and combining marks as every script', () => {
    expect(labelIsSingleScript('\u0430-1')).toBe(true);
    expect(labelIsSingleScript('e\u0301')).toBe(true);
    expect(labelIsSingleScript('\u0430b')).toBe(false);
  });
});
