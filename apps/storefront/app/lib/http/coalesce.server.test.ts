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
