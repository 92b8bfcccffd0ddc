/**
 * Focus returns where an action started, or to its result (ARCHITECTURE convention 14), for every
 * action of the app at once rather than one screen at a time.
 *
 * Focus is lost, not moved, when the element holding it goes away or is switched off while it
 * works: a button that shows it is busy (disabled meanwhile), the button of a stay that an action
 * cancelled, a dialog whose opener went with what it acted on, a menu that closed. The browser then
 * puts focus on the page itself, and a keyboard or screen reader user has to start again from the
 * top. The keeper watches for that and puts focus back:
 *
 * - on the same element once it works again (a busy button),
 * - else, for an element inside a dialog that closed, where the dialog was opened from (and on,
 *   if that went away too),
 * - else in the nearest part of the screen that is still there (a section, region, form, dialog,
 *   or `[data-focus-home]`): on the message the action brought there (a `role=status` or `alert`
 *   shown, or changed, since the action began: its result), or on the part itself. A message
 *   nobody sees (a live region only screen readers hear, 1 px wide, such as a drag-and-drop
 *   library's) is never a place for focus, nor one that was there before the action.
 *
 * It never moves focus the user or the app moved on purpose: only when focus has fallen to the
 * page, a moment after the change (so that dialogs return focus first, as they do on their own).
 * One exception keeps the rule whatever arrives first: when the keeper put focus on a part of the
 * screen because no result was there yet (a list's refresh removed the line before the answer's
 * message came), the message that then appears in that part takes focus from it.
 */

const HOMES =
  'section, [role="region"], [role="dialog"], form, article, main, [data-focus-home], [role="status"], [role="alert"]';
const RESULTS = '[role="status"], [role="alert"]';
/** Long enough for a closing dialog's own return of focus (Mantine: 10 ms after its exit). */
const SETTLE_MS = 60;

interface Focused {
  element: HTMLElement;
  /** Its ancestors when it took focus, nearest first: they may go before it is looked at. */
  ancestors: HTMLElement[];
  /** For an element in a dialog: what had focus before the dialog took it. */
  opener: Focused | null;
  /** When it took focus: results that changed after this are what its action brought. */
  at: number;
}

/** When each message last appeared or changed (the keeper's observer notes it). */
const changed = new WeakMap<Element, number>();
let ticks = 0;
/** A clock that only moves forward, one step per change seen (time can stand still in tests). */
const tick = () => (ticks += 1);

const fell = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;

const ancestorsOf = (element: HTMLElement) => {
  const list: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) list.push(node);
  return list;
};

const isOff = (element: HTMLElement) =>
  element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]') !== null;

/** Switched off only while it works (a button showing it is busy): it will work again. */
const isBusy = (element: HTMLElement) =>
  element.hasAttribute('data-loading') || element.closest('[aria-busy="true"]') !== null;

const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * Whether a message is one a sighted person sees: not a live region only screen readers hear
 * (visually hidden, 1 px at most, as a drag-and-drop library's announcements are).
 */
function isSeen(element: HTMLElement) {
  if (!isShown(element)) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/** Moves focus to `element`, making a part of the page that is not a control able to take it. */
function focusOn(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/** Where focus goes when `lost` is no longer on the page. */
function replacement(lost: Focused): HTMLElement | null {
  if (lost.opener) {
    const opener = lost.opener;
    if (opener.element.isConnected && isShown(opener.element) && !isOff(opener.element)) {
      return opener.element;
    }
    return replacement(opener);
  }
  const home = lost.ancestors.find(
    (node) => node.isConnected && isShown(node) && node.matches(HOMES) && !isOff(node),
  );
  if (!home) return null;
  // The action's result: a message seen there that appeared or changed since it began.
  const results = [...home.querySelectorAll<HTMLElement>(RESULTS)].filter(
    (result) => isSeen(result) && (changed.get(result) ?? 0) > lost.at,
  );
  return results.at(-1) ?? home;
}

/** Notes the messages a change of the page shows or changes, and when. */
function noteResults(records: readonly MutationRecord[]) {
  for (const record of records) {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    const inside = target?.closest(RESULTS);
    if (inside) changed.set(inside, tick());
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.matches(RESULTS)) changed.set(node, tick());
      for (const result of node.querySelectorAll(RESULTS)) changed.set(result, tick());
    }
  }
}

/** Starts keeping focus in `doc`; answers the way to stop. */
export function keepFocus(doc: Document = document): () => void {
  let last: Focused | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A part of the screen the keeper put focus on while its action's result had not come yet. */
  let waitingHome: HTMLElement | null = null;

  const onFocusIn = (event: FocusEvent) => {
    const element = event.target as HTMLElement;
    if (!(element instanceof HTMLElement) || element === doc.body) return;
    const dialog = element.closest('[role="dialog"]');
    let opener: Focused | null = null;
    if (dialog) {
      // Entering a dialog from outside: remember where from; moving inside it: keep that.
      opener =
        last && dialog.contains(last.element)
          ? last.opener
          : last && !last.element.closest('[role="dialog"]')
            ? last
            : (last?.opener ?? last);
    }
    // Focus moved on (by the user, or to the result): nothing waits for a late result.
    if (element !== waitingHome) waitingHome = null;
    last = { element, ancestors: ancestorsOf(element), opener, at: tick() };
  };

  // Focus that leaves for nothing while its element is still there and working was let go on
  // purpose (a click on the page, another window): nothing is to be put back then.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null || !last || event.target !== last.element) return;
    // Switched off as focus left it (a busy button): taken away, not let go, however soon it
    // works again.
    if (isOff(last.element)) return;
    const left = last;
    setTimeout(() => {
      if (last === left && left.element.isConnected && !isOff(left.element) && fell(doc)) {
        last = null;
      }
    });
  };

  const check = () => {
    timer = undefined;
    if (!last || !fell(doc)) return;
    const element = last.element;
    if (element.isConnected && isShown(element) && !isOff(element)) {
      focusOn(element);
      return;
    }
    // Busy for now: focus comes back when it works again (the next change looks again).
    if (element.isConnected && isBusy(element)) return;
    // Gone, or switched off for good (a Submit with nothing left to submit): to the result.
    const next = replacement(last);
    if (!next) return;
    // A part of the screen rather than a message: its result may still come.
    waitingHome = next.matches(RESULTS) ? null : next;
    focusOn(next);
  };

  /** A result that came after the keeper had to settle for its part of the screen takes focus. */
  const lateResult = () => {
    const home = waitingHome;
    if (!home || doc.activeElement !== home || !home.isConnected) return;
    const result = [...home.querySelectorAll<HTMLElement>(RESULTS)].find(
      (candidate) => isSeen(candidate) && (changed.get(candidate) ?? 0) > (last?.at ?? 0),
    );
    if (!result) return;
    waitingHome = null;
    focusOn(result);
  };

  const schedule = () => {
    if (timer === undefined) timer = setTimeout(check, SETTLE_MS);
  };

  const observer = new MutationObserver((records) => {
    noteResults(records);
    lateResult();
    schedule();
  });
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['disabled', 'data-loading', 'aria-hidden', 'inert'],
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    if (timer !== undefined) clearTimeout(timer);
  };
}
