// The first tap on a page sent with its first view (docs/decisions/0032-first-paint.md): the screen's fields and
// buttons, and the header's menu and language switch, are disabled until the app runs, so a tap on one of them
// does nothing by itself. /start-app.js marks the control tapped (this attribute) and starts the app at once; once
// the app has taken the page over, the tap is given to that control.

/** Set by /start-app.js on the control tapped before the app ran (the last one, if several). */
export const FIRST_TAP_ATTRIBUTE = 'data-first-tap';

/** Dispatched on window once the app has taken the page over: /start-app.js stops marking taps. */
export const APP_STARTED_EVENT = 'ikaze:app';

/**
 * Reads the control tapped before the app ran, if any, and forgets the mark; call before the app's first render.
 * Returns what gives the tap to the control once the app has rendered: the same node when the app hydrated the
 * page, else the control found again by what names it (its id, name or label) in the app's fresh render.
 */
export function takeFirstTap(root: HTMLElement): () => void {
  const tapped = root.querySelector<HTMLElement>(`[${FIRST_TAP_ATTRIBUTE}]`);
  if (!tapped) return () => undefined;
  tapped.removeAttribute(FIRST_TAP_ATTRIBUTE);
  const selector = namingSelector(tapped);
  return () => {
    const control = tapped.isConnected ? tapped : selector ? root.querySelector<HTMLElement>(selector) : null;
    if (control) activate(control);
  };
}

/** What the tap would have done: a button, box or summary is clicked, a field is focused. */
function activate(control: HTMLElement) {
  if ((control as HTMLButtonElement).disabled) return;
  const clicks =
    control instanceof HTMLButtonElement ||
    control.tagName === 'SUMMARY' ||
    (control instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button'].includes(control.type));
  if (clicks) control.click();
  else control.focus();
}

/** A selector of the control's own names (its id, else its name, value and labels), or '' without any. */
function namingSelector(control: HTMLElement): string {
  const attribute = (name: string) => control.getAttribute(name);
  const names = control.id
    ? ['id']
    : ['name', 'value', 'aria-label', 'aria-controls'].filter((name) => attribute(name));
  if (!names.some((name) => name !== 'value')) return '';
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  return (
    control.tagName.toLowerCase() + names.map((name) => `[${name}=${quoted(attribute(name) ?? '')}]`).join('')
  );
}
