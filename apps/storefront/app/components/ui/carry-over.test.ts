import { describe, expect, it } from 'vitest';

import { applyFields, keepSection, snapshotFields, takeKept } from './carry-over.ts';

/**
 * Form fields as the DOM has them, enough for carry-over.ts: the value an accessor on the prototype (as
 * HTMLInputElement's), options of a select, a click that checks, and events recorded. `track` puts on the instance
 * what React puts there: its own `value` property, noting the last value React saw (its change tracker), which a
 * plain `field.value = …` goes through, so React would take the change for its own and call no onChange.
 */
class FakeField {
  events: string[] = [];
  selection: [number, number] | null = null;
  disabled = false;
  readOnly = false;
  multiple = false;
  checked = false;
  defaultChecked = false;
  options: Array<{ value: string; selected: boolean; defaultSelected: boolean }> | undefined;
  #value = '';
  tracked: string | undefined;

  constructor(
    readonly form: FakeForm,
    readonly tagName: string,
    readonly type: string,
    readonly name: string,
    readonly defaultValue = '',
  ) {
    this.#value = defaultValue;
  }

  get value(): string {
    if (this.options) return this.options.find((option) => option.selected)?.value ?? '';
    return this.#value;
  }

  set value(value: string) {
    this.#value = value;
  }

  track() {
    const proto = Object.getPrototypeOf(this) as FakeField;
    const { get, set } = Object.getOwnPropertyDescriptor(proto, 'value') ?? {};
    this.tracked = this.value;
    Object.defineProperty(this, 'value', {
      configurable: true,
      get: () => get?.call(this) as string,
      set: (value: string) => {
        this.tracked = value;
        set?.call(this, value);
      },
    });
    return this;
  }

  dispatchEvent(event: Event): boolean {
    this.events.push(event.type);
    return true;
  }

  focus() {
    this.form.active = this;
  }

  click() {
    this.events.push('click');
    if (this.type === 'checkbox') this.checked = !this.checked;
    if (this.type === 'radio') {
      for (const field of this.form.fields)
        if (field.type === 'radio' && field.name === this.name) field.checked = false;
      this.checked = true;
    }
  }

  setSelectionRange(start: number, end: number) {
    if (this.type === 'email') throw new DOMException('no selection', 'InvalidStateError');
    this.selection = [start, end];
  }
}

class FakeForm {
  fields: FakeField[] = [];
  active: FakeField | null = null;

  add(tagName: string, type: string, name: string, defaultValue = ''): FakeField {
    const field = new FakeField(this, tagName, type, name, defaultValue);
    this.fields.push(field);
    return field;
  }

  querySelectorAll(selectors: string) {
    expect(selectors).toBe('input[name], textarea[name], select[name]');
    return this.fields;
  }

  get ownerDocument() {
    return { activeElement: this.active };
  }
}

/** The review form's fields: hidden intent, five stars, title, text, display name, fit, a submit button. */
function reviewForm(name = 'Robin T.') {
  const form = new FakeForm();
  form.add('input', 'hidden', 'intent', 'review-write');
  const stars = [1, 2, 3, 4, 5].map((star) => {
    const radio = form.add('input', 'radio', 'rating');
    radio.value = String(star);
    return radio;
  });
  const title = form.add('input', 'text', 'title');
  const text = form.add('textarea', 'textarea', 'text');
  const author = form.add('input', 'text', 'authorName', name);
  const fit = form.add('select', 'select-one', 'fit');
  fit.options = ['', 'small', 'true-to-size', 'large'].map((value) => ({
    value,
    selected: value === '',
    defaultSelected: false,
  }));
  form.add('input', 'submit', '');
  return { form, stars, title, text, author, fit };
}

describe('carrying a section’s fields into its dialog', () => {
  it('takes what the shopper changed and where they are typing, nothing else', () => {
    const section = reviewForm();
    section.stars[3]!.checked = true;
    section.title.value = 'Light and quick';
    section.text.value = 'Great on tempo runs';
    section.fit.options![2]!.selected = true;
    section.fit.options![0]!.selected = false;
    section.form.active = section.text;
    expect(snapshotFields(section.form, section.form.active)).toEqual({
      entries: [
        { kind: 'check', name: 'rating', value: '4', checked: true },
        { kind: 'text', name: 'title', index: 0, value: 'Light and quick' },
        { kind: 'text', name: 'text', index: 0, value: 'Great on tempo runs' },
        { kind: 'select', name: 'fit', index: 0, values: ['true-to-size'] },
      ],
      focus: { kind: 'text', name: 'text', index: 0 },
    });
    // Untouched, and nowhere focused: nothing to carry.
    expect(snapshotFields(reviewForm().form, null)).toBeNull();
  });

  it('sets the dialog’s fields as typing does, so React hears it, and gives the focus back with the caret at the end', () => {
    const section = reviewForm('Robin T.');
    section.stars[3]!.checked = true;
    section.title.value = 'Light and quick';
    section.text.value = 'Great on tempo runs';
    section.fit.options![0]!.selected = false;
    section.fit.options![3]!.selected = true;
    section.form.active = section.text;
    keepSection('modal-write-review', section.form);

    // The dialog's form: React's fields, its display name already the shopper's own (the server did not know it).
    const dialog = reviewForm('Robin T.');
    for (const field of [dialog.title, dialog.text, dialog.author]) field.track();
    dialog.author.value = 'Robin Tester';
    dialog.author.tracked = 'Robin Tester';
    dialog.author.events = [];
    const carried = takeKept('modal-write-review');
    expect(carried).not.toBeNull();
    applyFields(dialog.form, carried!);

    expect(dialog.title.value).toBe('Light and quick');
    expect(dialog.text.value).toBe('Great on tempo runs');
    // Set past React's tracker (which still holds the old value, so its onChange runs), then announced.
    expect(dialog.title.tracked).toBe('');
    expect(dialog.title.events).toEqual(['input', 'change']);
    expect(dialog.text.events).toEqual(['input', 'change']);
    // The star chosen is clicked, as the shopper's click; the others are left alone.
    expect(dialog.stars.map((star) => star.checked)).toEqual([false, false, false, true, false]);
    expect(dialog.stars[3]!.events).toEqual(['click']);
    expect(dialog.stars[0]!.events).toEqual([]);
    expect(dialog.fit.value).toBe('large');
    expect(dialog.fit.events).toEqual(['change']);
    // Not changed in the section: the dialog's own value stays.
    expect(dialog.author.value).toBe('Robin Tester');
    expect(dialog.author.events).toEqual([]);
    expect(dialog.form.active).toBe(dialog.text);
    expect(dialog.text.selection).toEqual([19, 19]);
    // Handed over once.
    expect(takeKept('modal-write-review')).toBeNull();
  });

  it('matches fields by name, and by order among fields of one name; a field the dialog lacks is skipped', () => {
    const section = new FakeForm();
    const first = section.add('input', 'text', 'line');
    const second = section.add('input', 'text', 'line');
    const gone = section.add('input', 'text', 'nickname');
    const news = section.add('input', 'checkbox', 'news');
    news.value = 'yes';
    second.value = 'second line';
    gone.value = 'Robin';
    news.checked = true;
    section.active = second;
    const carried = snapshotFields(section, section.active)!;
    expect(first.value).toBe('');

    const dialog = new FakeForm();
    const [one, two] = [dialog.add('input', 'text', 'line'), dialog.add('input', 'text', 'line')];
    const box = dialog.add('input', 'checkbox', 'news');
    box.value = 'yes';
    applyFields(dialog, carried);
    expect([one.value, two.value]).toEqual(['', 'second line']);
    expect(box.checked).toBe(true);
    expect(dialog.active).toBe(two);
  });

  it('keeps a password in memory across the swap; an email field without a selection still takes the focus', () => {
    const section = new FakeForm();
    const email = section.add('input', 'email', 'email');
    const password = section.add('input', 'password', 'password');
    email.value = 'robin@example.com';
    password.value = 'secret words';
    section.active = email;
    keepSection('modal-sign-in', section);

    const dialog = new FakeForm();
    const [dialogEmail, dialogPassword] = [
      dialog.add('input', 'email', 'email'),
      dialog.add('input', 'password', 'password'),
    ];
    applyFields(dialog, takeKept('modal-sign-in')!);
    expect(dialogEmail.value).toBe('robin@example.com');
    expect(dialogPassword.value).toBe('secret words');
    expect(dialog.active).toBe(dialogEmail);
    expect(dialogEmail.selection).toBeNull();
  });

  it('leaves a disabled or read-only field of the dialog as it is', () => {
    const section = new FakeForm();
    section.add('input', 'text', 'code').value = 'ABC';
    const dialog = new FakeForm();
    const code = dialog.add('input', 'text', 'code', 'XYZ');
    code.readOnly = true;
    applyFields(dialog, snapshotFields(section, null)!);
    expect(code.value).toBe('XYZ');
    expect(code.events).toEqual([]);
  });
});
