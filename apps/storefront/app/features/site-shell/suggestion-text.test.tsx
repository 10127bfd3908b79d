import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SuggestionText } from './search-form.tsx';

function render(locale: string, item: Parameters<typeof SuggestionText>[0]['item']) {
  const html = renderToString(<SuggestionText item={item} query="tempo" locale={locale} />);
  return { html, text: html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '') };
}

/** The element of a line, by its data-suggestion name, as its opening tag. */
const line = (html: string, name: string) => html.match(new RegExp(`<span[^>]*data-suggestion="${name}"[^>]*>`))?.[0];

describe('a product suggestion’s lines (tester finding t1-F4: the price was cut, "￥16,20…")', () => {
  it('reads name, who it is for and the price in order, the price after the language’s separator (ja-JP)', () => {
    const { html, text } = render('ja-JP', {
      label: 'Tempo 4 ランニングシューズ',
      detail: 'レディース',
      price: 'セール ￥16,200（通常 ￥27,000）',
    });
    expect(text).toBe('Tempo 4 ランニングシューズレディース・セール ￥16,200（通常 ￥27,000）');
    expect(line(html, 'detail')).toContain('truncate');
    // The price is a line of its own that wraps: never cut, never held on one line.
    expect(line(html, 'price')).toBeDefined();
    expect(line(html, 'price')).not.toMatch(/truncate|nowrap|overflow|text-ellipsis/);
  });

  it('en-GB: "Women’s · Sale £93.00, was £155.00"', () => {
    const { text } = render('en-GB', { label: 'Tempo 4', detail: 'Women’s', price: 'Sale £93.00, was £155.00' });
    expect(text).toBe('Tempo 4Women’s · Sale £93.00, was £155.00');
  });

  it('a price alone has no separator; a category’s parents stay one cut line', () => {
    expect(render('en-GB', { label: 'Tempo 4', price: '£93.00' }).text).toBe('Tempo 4£93.00');
    const category = render('en-GB', { label: 'Running', detail: 'Women › Shoes' });
    expect(category.text).toBe('RunningWomen › Shoes');
    expect(line(category.html, 'price')).toBeUndefined();
  });
});
