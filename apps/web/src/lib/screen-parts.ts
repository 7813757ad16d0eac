// A feature's part on another feature's screen (docs/decisions/0048-module-boundaries.md). Features never import
// each other, so the router hands each such part in (app/router.tsx) as a loader of its code and catalog, and the
// screen that shows it calls the loader when the part is wanted: the part keeps its own chunk, off the screen's
// first load (docs/decisions/0010-first-load-javascript.md).
import type { Booking, Role } from '@ikaze/domain';
import type { ComponentType } from 'react';

type Part<Props> = () => Promise<{ default: ComponentType<Props> }>;

export interface ScreenParts {
  /** The reviews feature's section on a property's page. */
  propertyReviews: Part<{ propertyId: number }>;
  /** The messages feature's question form in the property page's 'Contact the host' dialog. */
  contactHostForm: Part<{ propertyId: number; hostName: string; role: Role }>;
  /**
   * The checkout's part on the booking page: a guest's pending or failed payment, followed and tried again;
   * `onChange` when it moves (the page reads itself again).
   */
  bookingPayment: Part<{ booking: Booking; paidFrom: string | null; onChange: () => void }>;
}

let parts: ScreenParts | undefined;

/** From the router, when it builds the routes: before any screen renders. */
export function provideScreenParts(given: ScreenParts): void {
  parts = given;
}

/** Loads a part's code and catalog (once: the loaders are the bundler's, which keeps what it loaded). */
export function loadScreenPart<Name extends keyof ScreenParts>(name: Name): ReturnType<ScreenParts[Name]> {
  if (!parts) throw new Error(`No screen part ${name}: the router hands them in (app/router.tsx).`);
  return parts[name]() as ReturnType<ScreenParts[Name]>;
}
