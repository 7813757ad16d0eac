import type { ReactNode } from 'react';

/**
 * A link past a block of controls to `target` (an element with that id and tabIndex -1): hidden until it has
 * keyboard focus, then shown at the top left of the window. The browser moves focus to the target, so the
 * next Tab continues from there.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {children}
    </a>
  );
}
