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
