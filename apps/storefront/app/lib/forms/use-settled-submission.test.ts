import { describe, expect, it } from 'vitest';

import { hasSettled, type Pending } from './use-settled-submission.ts';

type Answer = { ok: boolean };
const before: Answer = { ok: false };
const sent = (data: Answer | undefined, busy = false): Pending<Answer> => ({ data, locationKey: 'a', busy });

describe('hasSettled (an idle fetcher after a sent submission)', () => {
  it('is answered when the fetcher was seen busy since, whatever its data', () => {
    expect(hasSettled(sent(undefined, true), undefined, 'a')).toBe(true);
    expect(hasSettled(sent(before, true), before, 'a')).toBe(true);
  });

  it('is answered by a new answer even when no busy state was ever rendered (transitions rendered together)', () => {
    expect(hasSettled(sent(undefined), { ok: true }, 'a')).toBe(true);
    expect(hasSettled(sent(before), { ok: false }, 'a')).toBe(true);
    // A redirect after an earlier error answer: the data goes back to undefined.
    expect(hasSettled(sent(before), undefined, 'a')).toBe(true);
  });

  it('is answered by a redirect to a new location with no data either side', () => {
    expect(hasSettled(sent(undefined), undefined, 'b')).toBe(true);
  });

  it('is not answered while nothing has changed since it was sent', () => {
    expect(hasSettled(sent(undefined), undefined, 'a')).toBe(false);
    expect(hasSettled(sent(before), before, 'a')).toBe(false);
  });
});
