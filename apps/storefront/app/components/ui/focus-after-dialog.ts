/**
 * Where the keyboard lands once a dialog or panel that changed the page has closed. React Aria gives the focus back to
 * the element that had it when the dialog opened, but the change can have taken that element away (a cart panel's
 * link leaves with the shipment it was under; a dialog that replaced another had the other's button): the focus then
 * falls to the page's body, and the shopper's next Tab would start from the top. Once no dialog is on the page (its
 * closing animation), if the focus is on the body, the first of `ids` still there takes it and `done` is called;
 * an element that kept the focus keeps it (unless `force`: the dialog's work put something new on the page that the
 * focus belongs on, say a review just posted). Answers a function that cancels the wait.
 */
export function focusAfterDialog(
  ids: readonly string[],
  done: () => void,
  { force = false }: { force?: boolean } = {},
): () => void {
  let tries = 0;
  let frame = 0;
  const land = () => {
    const active = document.activeElement;
    if (!force && active !== null && active !== document.body) return;
    const target = ids.map((id) => document.getElementById(id)).find((element) => element !== null);
    target?.focus();
    done();
  };
  const timer = window.setInterval(() => {
    tries += 1;
    if (document.querySelector('[role="dialog"]') && tries < 40) return;
    window.clearInterval(timer);
    // React Aria gives the focus back to the opener in an animation frame after the dialog leaves: two frames on,
    // an opener still there has it, and only a focus that fell to the body is moved.
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(land)));
  }, 50);
  return () => {
    window.clearInterval(timer);
    cancelAnimationFrame(frame);
  };
}
