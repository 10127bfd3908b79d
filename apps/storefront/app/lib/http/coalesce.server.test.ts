import { describe, expect, it } from 'vitest';

import { coalesceWrites } from './coalesce.server.ts';

function collect(stream: NodeJS.ReadableStream): { chunks: Buffer[]; done: Promise<void> } {
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  return { chunks, done };
}

describe('coalesceWrites', () => {
  it('joins the writes of one turn into one chunk, keeping every byte in order', async () => {
    const stream = coalesceWrites();
    const { chunks, done } = collect(stream);
    for (let i = 0; i < 100; i++) stream.write(`<p>${i}</p>`);
    await new Promise((resolve) => setImmediate(resolve));
    stream.write('late');
    stream.end('<p>end</p>');
    await done;
    expect(chunks.length).toBe(2);
    expect(Buffer.concat(chunks).toString()).toBe(
      `${Array.from({ length: 100 }, (_, i) => `<p>${i}</p>`).join('')}late<p>end</p>`,
    );
  });

  it('passes a large turn on in pieces of about 64 KB rather than holding it all', async () => {
    const stream = coalesceWrites();
    const { chunks, done } = collect(stream);
    const piece = 'x'.repeat(4096);
    for (let i = 0; i < 40; i++) stream.write(piece); // 160 KB in one turn
    stream.end();
    await done;
    expect(chunks.length).toBe(3);
    expect(chunks[0]!.length).toBe(64 * 1024);
    expect(Buffer.concat(chunks).length).toBe(40 * 4096);
  });

  it('sends nothing for nothing', async () => {
    const stream = coalesceWrites();
    const { chunks, done } = collect(stream);
    stream.end();
    await done;
    expect(chunks).toEqual([]);
  });
});

describe('CoalescedWrites as React’s destination', () => {
  it('carries a streamed render, shell and late Suspense content alike, every byte in order', async () => {
    const { createElement, Suspense, use } = await import('react');
    const { renderToPipeableStream } = await import('react-dom/server');
    let reveal: (value: string) => void = () => {};
    const later = new Promise<string>((resolve) => (reveal = resolve));
    function Late() {
      return createElement('p', null, use(later));
    }
    const items = Array.from({ length: 400 }, (_, i) => createElement('li', { key: i }, `item ${i}`));
    const stream = coalesceWrites();
    const { chunks, done } = collect(stream);
    const { pipe } = renderToPipeableStream(
      createElement(
        'main',
        null,
        createElement('ul', null, items),
        createElement(Suspense, { fallback: 'wait' }, createElement(Late)),
      ),
      { onShellReady: () => pipe(stream.asDestination()) },
    );
    // The shell's first chunk, however long a busy machine takes to render it; then a moment for any more of it.
    for (let waited = 0; chunks.length === 0 && waited < 5_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shellChunks = chunks.length;
    expect(shellChunks).toBeGreaterThan(0);
    expect(shellChunks).toBeLessThan(4);
    reveal('arrived');
    await done;
    const html = Buffer.concat(chunks).toString();
    expect(html).toContain('<li>item 399</li>');
    expect(html).toContain('arrived');
    expect(html.indexOf('item 0')).toBeLessThan(html.indexOf('item 399'));
  });

  it('tells React the shopper went away: destroying the readable side aborts the render', async () => {
    const { createElement, Suspense, use } = await import('react');
    const { renderToPipeableStream } = await import('react-dom/server');
    const never = new Promise<string>(() => {});
    function Never() {
      return createElement('p', null, use(never));
    }
    const errors: unknown[] = [];
    const stream = coalesceWrites();
    const { pipe } = renderToPipeableStream(createElement(Suspense, { fallback: 'wait' }, createElement(Never)), {
      onShellReady: () => pipe(stream.asDestination()),
      onError: (error) => {
        errors.push(error);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors.length).toBe(1);
    expect(String(errors[0])).toMatch(/closed early/);
  });

  it('takes no write after its end', async () => {
    const stream = coalesceWrites();
    const { chunks, done } = collect(stream);
    stream.end('last');
    expect(stream.write('more')).toBe(false);
    await done;
    expect(Buffer.concat(chunks).toString()).toBe('last');
  });
});
