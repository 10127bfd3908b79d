/**
 * Keyboard behaviour of the header's search combobox (WAI-ARIA APG "editable combobox with list autocomplete"):
 * focus stays in the input; the highlighted option is `aria-activedescendant`. Pure, so it is tested as a table.
 */
export interface ComboboxState {
  /** The shopper wants the list (typing or arrows opened it; Escape, a pick or leaving the box closed it). */
  open: boolean;
  /** The highlighted option's id, null when none (Enter then searches for the text). */
  activeId: string | null;
}

export interface ComboboxKeyResult {
  state: ComboboxState;
  /** The key was the combobox's: the caller prevents the browser's default (caret move, clearing the search). */
  handled: boolean;
}

/**
 * The next state for a key press, given the options' ids in display order. Arrows open the list (Down on the
 * first option, Up on the last) and then move through it, Down stopping at the last; Up from the first gives the
 * highlight back to the text typed (APG), so that Enter searches for what was typed (t1 F3); Escape closes an open list
 * without clearing the text (a search input's default); keys that move the caret give the highlight back to the
 * text. Enter is the caller's: it opens the highlighted option, or lets the form search.
 */
export function comboboxKey(state: ComboboxState, key: string, ids: readonly string[]): ComboboxKeyResult {
  const expanded = state.open && ids.length > 0;
  const index = state.activeId === null ? -1 : ids.indexOf(state.activeId);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (ids.length === 0) return { state, handled: false };
      const down = key === 'ArrowDown';
      let next: number;
      if (!expanded || index < 0) next = down ? 0 : ids.length - 1;
      // Up from the first option goes back to the text typed, the list still open: Enter then searches for it.
      else if (!down && index === 0) return { state: { open: true, activeId: null }, handled: true };
      else next = down ? Math.min(index + 1, ids.length - 1) : index - 1;
      return { state: { open: true, activeId: ids[next] ?? null }, handled: true };
    }
    case 'Escape':
      return expanded ? { state: { open: false, activeId: null }, handled: true } : { state, handled: false };
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End':
      return { state: { ...state, activeId: null }, handled: false };
    default:
      return { state, handled: false };
  }
}
