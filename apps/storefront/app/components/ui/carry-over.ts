/**
 * What a shopper entered in a `#modal-…` dialog's section before the page hydrated, carried into the dialog that
 * replaces it (hash-dialog.tsx; decision 0016, addendum "typed before hydration"). The section's fields and the
 * dialog's are two sets of elements: at the swap, React removes the one and mounts the other, and without this the
 * review's words typed on a slow phone were gone.
 *
 * Generic: fields are matched by `name` (and, for several text fields of one name, by their order; for checkboxes and
 * radios, by `value`), and the dialog's fields are set the way a shopper's typing sets them (the value through the
 * element's own prototype setter, then an `input` and a `change` event; a radio or checkbox clicked), so React's
 * `onChange` of a controlled or uncontrolled field, and form libraries listening to it, see the change.
 *
 * Only what the shopper changed is carried (a value differing from the field's default), so a default the dialog
 * knows better (the signed-in shopper's display name) is not overwritten by the server's. A password is carried
 * too, in this module's memory only, from one element to the other within the same page; nothing is ever written to
 * storage, and a snapshot is dropped once used.
 */

/** A field of the section or the dialog: the parts of HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement used. */
interface Field {
  tagName: string;
  name: string;
  type: string;
  value: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  multiple?: boolean;
  options?: ArrayLike<{ value: string; selected: boolean; defaultSelected: boolean }>;
  dispatchEvent(event: Event): boolean;
  focus(options?: FocusOptions): void;
  click?(): void;
  setSelectionRange?(start: number, end: number): void;
}

interface Root {
  querySelectorAll(selectors: string): ArrayLike<unknown>;
}

export type CarriedEntry =
  | { kind: 'text'; name: string; index: number; value: string }
  | { kind: 'check'; name: string; value: string; checked: boolean }
  | { kind: 'select'; name: string; index: number; values: string[] };

/** Where the focus was: the field, as its entry finds it. */
export type CarriedFocus =
  { kind: 'text' | 'select'; name: string; index: number } | { kind: 'check'; name: string; value: string };

export interface Carried {
  entries: CarriedEntry[];
  focus: CarriedFocus | null;
}

/** Inputs that hold nothing a shopper types or chooses. */
const NOT_ENTERED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function kindOf(field: Field): CarriedEntry['kind'] | null {
  const tag = field.tagName.toLowerCase();
  if (tag === 'select') return 'select';
  if (tag === 'textarea') return 'text';
  if (tag !== 'input') return null;
  const type = (field.type || 'text').toLowerCase();
  if (NOT_ENTERED.has(type)) return null;
  return type === 'checkbox' || type === 'radio' ? 'check' : 'text';
}

function fieldsOf(root: Root): Field[] {
  return Array.from(root.querySelectorAll('input[name], textarea[name], select[name]') as ArrayLike<Field>).filter(
    (field) => field.name !== '' && kindOf(field) !== null,
  );
}

/** The position of `field` among the fields of its name and kind (the first title, the second…). */
function indexOf(fields: Field[], field: Field, kind: CarriedEntry['kind']): number {
  return fields.filter((each) => each.name === field.name && kindOf(each) === kind).indexOf(field);
}

function selectedValues(field: Field): string[] {
  return Array.from(field.options ?? [])
    .filter((option) => option.selected)
    .map((option) => option.value);
}

function selectChanged(field: Field): boolean {
  const options = Array.from(field.options ?? []);
  if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  // A single select without a default shows its first option.
  const initial = options.find((option) => option.defaultSelected) ?? options[0];
  return (initial?.value ?? '') !== field.value;
}

/**
 * What the shopper entered in `root`'s fields and where their focus is (`active`: the document's focused element),
 * or null when there is nothing to carry.
 */
export function snapshotFields(root: Root, active: unknown): Carried | null {
  const fields = fieldsOf(root);
  const entries: CarriedEntry[] = [];
  let focus: CarriedFocus | null = null;
  for (const field of fields) {
    const kind = kindOf(field);
    if (kind === 'text') {
      if (field.value !== (field.defaultValue ?? '')) {
        entries.push({ kind, name: field.name, index: indexOf(fields, field, kind), value: field.value });
      }
    } else if (kind === 'check') {
      if (Boolean(field.checked) !== Boolean(field.defaultChecked)) {
        entries.push({ kind, name: field.name, value: field.value, checked: Boolean(field.checked) });
      }
    } else if (kind === 'select' && selectChanged(field)) {
      entries.push({ kind, name: field.name, index: indexOf(fields, field, kind), values: selectedValues(field) });
    }
    if (field === active && kind !== null) {
      focus =
        kind === 'check'
          ? { kind, name: field.name, value: field.value }
          : { kind, name: field.name, index: indexOf(fields, field, kind) };
    }
  }
  return entries.length > 0 || focus ? { entries, focus } : null;
}

/** Sets a value as typing does: past React's own value property on the element (its change tracker), then events. */
function setValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function find(fields: Field[], target: CarriedEntry | CarriedFocus): Field | undefined {
  if (target.kind === 'check') {
    return fields.find(
      (field) => kindOf(field) === 'check' && field.name === target.name && field.value === target.value,
    );
  }
  return fields.filter((field) => field.name === target.name && kindOf(field) === target.kind)[target.index];
}

/**
 * Puts `carried` into `root`'s fields of the same names (a field the dialog does not have is skipped; a disabled or
 * read-only one is left as it is) and the focus back where it was, the caret at the end of the text.
 */
export function applyFields(root: Root, carried: Carried): void {
  const fields = fieldsOf(root);
  for (const entry of carried.entries) {
    const field = find(fields, entry);
    if (!field || field.disabled || field.readOnly) continue;
    if (entry.kind === 'text') {
      if (field.value !== entry.value) setValue(field, entry.value);
    } else if (entry.kind === 'check') {
      // A click, as the shopper's: it checks (or unchecks a checkbox) and React's onChange hears it.
      if (Boolean(field.checked) !== entry.checked) field.click?.();
    } else {
      for (const option of Array.from(field.options ?? [])) option.selected = entry.values.includes(option.value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  const focused = carried.focus ? find(fields, carried.focus) : undefined;
  if (!focused || focused.disabled) return;
  focused.focus();
  if (carried.focus?.kind === 'text') {
    const end = focused.value.length;
    try {
      focused.setSelectionRange?.(end, end);
    } catch {
      // Types without a selection (email, number) keep the caret where focusing put it: after the value set.
    }
  }
}

/** Snapshots by dialog name, taken as a section goes and used once by the dialog of that name. Memory only. */
const kept = new Map<string, Carried>();

/** Keeps what the shopper entered in the section `root` of dialog `name` (called as React removes the section). */
export function keepSection(name: string, root: Root & { ownerDocument?: { activeElement: unknown } | null }): void {
  const carried = snapshotFields(root, root.ownerDocument?.activeElement ?? null);
  if (carried) kept.set(name, carried);
}

/** The snapshot kept for dialog `name`, if any, handed over once. */
export function takeKept(name: string): Carried | null {
  const carried = kept.get(name) ?? null;
  kept.delete(name);
  return carried;
}
