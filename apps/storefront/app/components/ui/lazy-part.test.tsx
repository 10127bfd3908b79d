import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { lazyPart, lazyPartsReady } from './lazy-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('on the server (no document), renders in place once lazyPartsReady has resolved, as entry.server waits', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Greeting;
    });
    await lazyPartsReady();
    expect(renderToString(<Part name="Robin" />)).toBe('<p>Hello <!-- -->Robin</p>');
    // Loaded once, however often it is asked for.
    await Part.preload();
    await lazyPartsReady();
    expect(loads).toBe(1);
  });

  it('a failed load may start again', async () => {
    let attempts = 0;
    const Part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(lazyPartsReady()).rejects.toThrow('offline');
    await lazyPartsReady();
    expect(attempts).toBe(2);
    expect(renderToString(<Part name="Sam" />)).toContain('Sam');
  });
});
