import { describe, expect, it } from 'vitest';

import { addItemProblem } from './add-item-problem.server.ts';

const ADD = { intent: 'add-item', productId: 'SRN155750', upc: '012345678905' };

describe('addItemProblem', () => {
  it('is for an add only', () => {
    expect(addItemProblem('en-us', { ...ADD, intent: 'update-item', qty: 'abc' })).toBeNull();
    expect(addItemProblem('en-us', { qty: 'abc' })).toBeNull();
  });

  it.each([
    ['en-gb', 'Choose a size to add this item to your basket.', 'You can add up to 99 of this item at a time.'],
    [
      'de-de',
      'Wähle eine Größe, um den Artikel in den Warenkorb zu legen.',
      'Du kannst höchstens 99 Stück dieses Artikels auf einmal hinzufügen.',
    ],
    [
      'fr-fr',
      'Choisissez une taille pour ajouter cet article à votre panier.',
      'Vous pouvez ajouter au maximum 99 exemplaires de cet article à la fois.',
    ],
    ['ja-jp', 'カートに追加するには、サイズを選択してください。', 'この商品は一度に99点まで追加できます。'],
  ] as const)('speaks %s: no size, too many, not a number', (locale, size, tooMany) => {
    expect(addItemProblem(locale, { intent: 'add-item', productId: 'SRN155750' })?.message).toBe(size);
    expect(addItemProblem(locale, { ...ADD, qty: '1000' })?.message).toBe(tooMany);
    const notNumber = addItemProblem(locale, { ...ADD, qty: 'abc' });
    expect(notNumber).toMatchObject({ errorId: 'API400', placement: 'form' });
    expect(notNumber?.message).toMatch(/99/);
    expect(notNumber?.title).not.toBe('');
  });

  it('a gift card without its amount is a form that was edited, not a size to choose', () => {
    expect(addItemProblem('en-us', { intent: 'add-item', productId: 'GIFTCARDS', digital: '1' })?.message).toBe(
      'This couldn’t be sent. Please reload the page and try again.',
    );
  });
});
