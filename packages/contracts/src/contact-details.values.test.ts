import { describe, expect, it } from 'vitest';
import { findContactDetail, holdsContactDetails } from './contact-details.values.js';

describe('findContactDetail', () => {
  it.each([
    // Web addresses
    ['Great shoes, more at https://cheap-shoes.example.com/deal', 'url'],
    ['http://x.co', 'url'],
    ['Visit www.billigschuhe.de für mehr', 'url'],
    ['Order from cheap-shoes.example.com instead', 'url'],
    ['bit.ly/x', 'url'],
    ['Kaufe sie bei schuhe-guenstig.de', 'url'],
    ['Voir chaussures-pas-cheres.fr !', 'url'],
    ['詳しくは ｗｗｗ．ｅｘａｍｐｌｅ．ｊｐ まで', 'url'],
    ['安い靴はcheap-shoes.shopで', 'url'],
    ['t.me/shoedeals', 'url'],
    ['cheapshoes dot com has them for less', 'url'],
    ['cheapshoes (dot) com', 'url'],
    // Email addresses
    ['Write me: ada@example.com', 'email'],
    ['Mail an jörg.müller@beispiel.de', 'email'],
    ['name at gmail dot com', 'email'],
    ['name (at) gmail (dot) com', 'email'],
    ['name [at] gmail [dot] com', 'email'],
    ['contactez marie arobase orange point fr', 'email'],
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', 'email'],
    ['taro アットマーク example ドット jp', 'email'],
    // Phone numbers
    ['Call 555-123-4567 for a discount', 'phone'],
    ['Ruf an: +49 30 1234567', 'phone'],
    ['(212) 555-0100', 'phone'],
    ['Appelez le 06 12 34 56 78', 'phone'],
    ['+33 6 12 34 56 78', 'phone'],
    ['電話は090-1234-5678まで', 'phone'],
    ['電話は０９０－１２３４－５６７８まで', 'phone'],
    ['電話は090ー1234ー5678', 'phone'],
    ['WhatsApp +44 7700 900123', 'phone'],
    ['call 5551234567 now', 'phone'],
    ['1 800 555 0199', 'phone'],
    ['030/1234567', 'phone'],
    ['555.123.4567', 'phone'],
  ] as const)('%j holds a %s', (text, kind) => {
    expect(findContactDetail(text)).toBe(kind);
  });

  it.each([
    'Great fit, I take a US 10.5 as in my Nova 4.',
    'Sizes 38 39 40 41 all ran small.',
    'I tried 10 10.5 11 11.5 before settling.',
    'Paid $129.99, worth it.',
    'Für 1.299,00 € zu teuer.',
    'Prix : 1 299,00 €, trop cher !',
    '¥12,800で買いました。',
    'Gekauft am 07.12.2026, nach 500 km noch gut.',
    'Bought 2026-12-07, worn 2019-2024 in my old pair.',
    'At this point in time I love them.',
    'I wear them at work every day.',
    'Polka dot comfortable socks go well.',
    'Runs small.Co-workers agree.',
    'Great shoe.Comfortable all day.',
    'I love it.It fits well.',
    'Ich bin 1,85 m groß und wiege 80 kg.',
    'Model 2 vs v2.0: the 2.0 is better',
    'サイズは26.5cmでぴったり。',
    'Nike Pegasus 40 and Nova 4 compared over 3 months.',
    'EU 42 / UK 8 / US 9',
    'Supportive, 5/5 would buy again',
    'Je suis au point mort avec la taille.',
    '',
  ])('%j holds none', (text) => {
    expect(findContactDetail(text)).toBeNull();
  });
});

describe('holdsContactDetails', () => {
  it('looks at every text it is given', () => {
    expect(holdsContactDetails('Great', 'Comfortable all day.', 'Ada')).toBe(false);
    expect(holdsContactDetails('Great', 'Comfortable all day.', 'Ada from shoes.example.com')).toBe(true);
  });
});
