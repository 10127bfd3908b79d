import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { HashDialog, LazyHashDialog } from './hash-dialog.tsx';
import { lazyPart, lazyPartsReady } from './lazy-part.tsx';

function ReviewDialog({ note }: { note: string }) {
  return (
    <HashDialog name="modal-test-review" title="Write a review">
      <textarea name="text" defaultValue={note} />
    </HashDialog>
  );
}

const LazyReview = lazyPart(async () => ReviewDialog);

describe('HashDialog on the server', () => {
  it('renders its section inside a Suspense boundary, which the dialog replaces in the browser without leaving it', () => {
    const html = renderToString(<ReviewDialog note="" />);
    // The boundary's markers around the section (useSection: the switch to the dialog is a transition inside it).
    expect(html).toMatch(
      /^<!--\$--><section id="modal-test-review" aria-label="Write a review" class="[^"]*target:block[^"]*"><h2[^>]*>Write a review<\/h2><textarea name="text"><\/textarea><\/section><!--\/\$-->$/,
    );
  });

  it('a lazy dialog renders the same boundary and section as the HashDialog in it, which the browser hydrates as its own', async () => {
    await lazyPartsReady();
    const lazy = renderToString(
      <LazyHashDialog name="modal-test-review" title="Write a review" dialog={LazyReview} props={{ note: 'Light' }} />,
    );
    expect(lazy).toBe(renderToString(<ReviewDialog note="Light" />));
    expect(lazy.startsWith('<!--$--><section id="modal-test-review"')).toBe(true);
  });

  it('renders an empty boundary for a dialog whose content the page already has', () => {
    expect(
      renderToString(
        <HashDialog name="modal-test-filters" title="Filters" renderWithoutJavaScript={false}>
          <p>Filters</p>
        </HashDialog>,
      ),
    ).toBe('<!--$--><!--/$-->');
  });
});
