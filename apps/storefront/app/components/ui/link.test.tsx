import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Link } from './link.tsx';

function render(element: ReactElement, path = '/en-us/c/shoes-653341') {
  const Stub = createRoutesStub([{ path: '/en-us/c/:slug', Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe('Link', () => {
  it('renders a path from the root as a plain link React Router discovers, with its own attributes', () => {
    const html = render(
      <Link to="/en-us/p/nova-4-running-shoe-SRN239352?colour=057" className="tile" aria-label="Nova 4">
        Nova 4
      </Link>,
    );
    expect(html).toBe(
      '<a class="tile" aria-label="Nova 4" href="/en-us/p/nova-4-running-shoe-SRN239352?colour=057">Nova 4</a>',
    );
  });

  it('leaves a hash or a relative path to React Router, which resolves it against the page', () => {
    expect(render(<Link to="#reviews">Reviews</Link>)).toContain('href="/en-us/c/shoes-653341#reviews"');
    expect(render(<Link to="?page=2">Next</Link>)).toContain('href="/en-us/c/shoes-653341?page=2"');
  });

  it('does not treat a protocol-relative URL as a path of this site', () => {
    expect(render(<Link to="//example.com/x">Elsewhere</Link>)).toContain('href="//example.com/x"');
    expect(render(<Link to="//example.com/x">Elsewhere</Link>)).not.toContain('data-discover');
  });
});
