import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer.js';

/** A run function whose batches the test answers by hand. */
function handRun() {
  const batches: {
    reads: readonly number[];
    answer: (answers: readonly string[]) => void;
    fail: (e: Error) => void;
  }[] = [];
  const run = (reads: readonly number[]) =>
    new Promise<readonly string[]>((resolve, reject) => batches.push({ reads, answer: resolve, fail: reject }));
  return { batches, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('sends a read at once while a slot is free, and the reads that waited together when one comes back', async () => {
    const { batches, run } = handRun();
    const coalescer = new Coalescer(run, 1, 64);
    const first = coalescer.load(1);
    expect(batches.map((batch) => batch.reads)).toEqual([[1]]);
    const waiting = [coalescer.load(2), coalescer.load(3), coalescer.load(2)];
    expect(batches).toHaveLength(1);
    expect(coalescer.waiting).toBe(3);
    batches[0]!.answer(['one']);
    expect(await first).toBe('one');
    await tick();
    expect(batches.map((batch) => batch.reads)).toEqual([[1], [2, 3, 2]]);
    batches[1]!.answer(['two', 'three', 'two again']);
    expect(await Promise.all(waiting)).toEqual(['two', 'three', 'two again']);
    expect(coalescer.waiting).toBe(0);
  });

  it('keeps as many batches out as it is allowed, and no batch larger than its bound', async () => {
    const { batches, run } = handRun();
    const coalescer = new Coalescer(run, 2, 3);
    const loads = [1, 2, 3, 4, 5, 6, 7, 8].map((read) => coalescer.load(read));
    expect(batches.map((batch) => batch.reads)).toEqual([[1], [2]]);
    batches[0]!.answer(['a']);
    await tick();
    expect(batches.map((batch) => batch.reads)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]!.answer(['b']);
    await tick();
    expect(batches.map((batch) => batch.reads)).toEqual([[1], [2], [3, 4, 5], [6, 7, 8]]);
    batches[2]!.answer(['c', 'd', 'e']);
    batches[3]!.answer(['f', 'g', 'h']);
    expect(await Promise.all(loads)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('fails every read of a failed batch, and goes on with the next', async () => {
    const { batches, run } = handRun();
    const coalescer = new Coalescer(run, 1, 64);
    const first = coalescer.load(1);
    const second = coalescer.load(2);
    const third = coalescer.load(3);
    batches[0]!.answer(['one']);
    await first;
    await tick();
    batches[1]!.fail(new Error('connection lost'));
    await expect(second).rejects.toThrow('connection lost');
    await expect(third).rejects.toThrow('connection lost');
    const fourth = coalescer.load(4);
    await tick();
    batches[2]!.answer(['four']);
    expect(await fourth).toBe('four');
  });

  it('fails the batch when run throws or answers the wrong number of reads, without stalling', async () => {
    let calls = 0;
    const coalescer = new Coalescer<number, number>(
      (reads) => {
        calls += 1;
        if (calls === 1) throw new Error('cannot build');
        if (calls === 2) return Promise.resolve([]);
        return Promise.resolve(reads.map((read) => read * 10));
      },
      1,
      64,
    );
    await expect(coalescer.load(1)).rejects.toThrow('cannot build');
    await expect(coalescer.load(2)).rejects.toThrow('answered 0 times');
    expect(await coalescer.load(3)).toBe(30);
  });

  it('refuses bounds below one', () => {
    expect(() => new Coalescer(() => Promise.resolve([]), 0, 1)).toThrow(RangeError);
    expect(() => new Coalescer(() => Promise.resolve([]), 1, 0)).toThrow(RangeError);
  });
});
