/** What Tab stops at: links, enabled controls, and elements given a tab stop. */
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first element after `element` in document order that Tab would stop at (shown, not inert): where Tab
 * from `element` lands in the page as it now is. Nothing happens when there is none.
 */
export function focusNextAfter(element: Element): void {
  const document = element.ownerDocument;
  for (const candidate of document.querySelectorAll<HTMLElement>(TAB_STOPS)) {
    if (!(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (element.contains(candidate) || candidate.closest('[inert], [hidden]')) continue;
    if (candidate.getClientRects().length === 0) continue; // not shown (display: none, or inside such)
    candidate.focus();
    return;
  }
}
