import { describe, expect, it } from 'vitest';

import { chosenChanges } from './apply-when-chosen.ts';

/** A select's events in the order a browser sends them; `tick` runs the tasks queued so far (setTimeout's). */
function select() {
  const queued: Array<() => void> = [];
  const changes = chosenChanges((run) => queued.push(run));
  const applied: string[] = [];
  return {
    applied,
    /** A key on the closed select that changes its value (Chromium: keydown, then change, in the same task). */
    key(key: string) {
      if (changes.pressed(key)) applied.push(`${key}`);
      else if (changes.changed()) applied.push(`change by ${key}`);
    },
    /** A choice from the opened list (mouse, touch): a change with no key before it. */
    pick() {
      if (changes.changed()) applied.push('pick');
    },
    tick: () => queued.splice(0).forEach((run) => run()),
  };
}

describe('a select applied when chosen, not while looked through', () => {
  it('does not apply the changes the arrow keys make, and applies on Enter', () => {
    const sort = select();
    sort.key('ArrowDown');
    sort.tick();
    sort.key('ArrowDown');
    sort.tick();
    sort.key('End');
    expect(sort.applied).toEqual([]);
    sort.tick();
    sort.key('Enter');
    expect(sort.applied).toEqual(['Enter']);
  });

  it('applies a choice from the opened list at once, also after keys were pressed', () => {
    const rating = select();
    rating.pick();
    expect(rating.applied).toEqual(['pick']);
    rating.key('ArrowUp');
    rating.tick();
    rating.pick();
    expect(rating.applied).toEqual(['pick', 'pick']);
  });
});
