import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { starFill, Stars } from './stars.tsx';

describe('starFill', () => {
  it.each([
    [0, 0],
    [5, 100],
    [4, 80],
    [4.5, 89.3], // four tiles of 21.6, then half of the fifth star's 20 units, of 108
    [3.6, 71.1],
    [-1, 0],
    [7, 100],
  ])('%s stars fill %s %% of the strip', (rating, percent) => {
    expect(starFill(rating)).toBe(percent);
  });
});

describe('Stars', () => {
  it('is one element: an image named by its rating, or hidden when decorative', () => {
    const html = (decorative: boolean) =>
      renderToString(
        <IntlProvider value={pageIntl('en-us', enUS)}>
          <Stars rating={4.3} size="sm" decorative={decorative} />
        </IntlProvider>,
      );
    expect(html(false)).toBe(
      '<span role="img" aria-label="Rated 4.3 out of 5 stars" class="stars" style="--fill:85.6%;--stars-size:1rem"></span>',
    );
    expect(html(true)).toBe('<span aria-hidden="true" class="stars" style="--fill:85.6%;--stars-size:1rem"></span>');
  });
});
