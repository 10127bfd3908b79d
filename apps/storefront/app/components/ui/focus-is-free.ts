/**
 * Whether a page may move the focus on its own (a form opening, an answer arriving) without taking it from the
 * shopper: true while nothing has it (the body, or no element: the element that had it left the page, as the link
 * that opened a form does) or while the element that opened the form (`opener`) still has it. A field the shopper
 * already chose keeps the focus: hydration runs at the shopper's first focus or key (decision 0016), so an effect
 * that focused a field on mount moved what they were typing into another field.
 */
export function focusIsFree(opener?: Element | null): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement) return true;
  return opener != null && (active === opener || opener.contains(active));
}
