import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { loadCatalogue } from './lib/i18n/catalogue-registry.ts';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The first Intl number format a page builds loads the browser's number and currency data, 15–70 ms on a phone's
// CPU: inside hydration (Money in the promo bar) it lengthened one of its tasks. Built in a task of its own while the
// catalogue loads, hydration's formats find the data loaded.
setTimeout(() =>
  new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'USD' }).format(0),
);

// The page's message catalogue first (root.tsx names it in the head): the first render must say what the server's
// did. Without it the page stays as served, which works without JavaScript.
const catalogue = document.querySelector('link[data-catalogue]')?.getAttribute('href');
if (catalogue) {
  loadCatalogue(catalogue).then(hydrate, (error: unknown) => {
    console.error('The page stays without JavaScript: its messages could not be loaded.', error);
  });
} else {
  hydrate();
}
