export interface MapMarker {
  id: number | string;
  position: { lat: number; lng: number };
  /** The marker's accessible name and the popup's heading. */
  title: string;
  subtitle?: string | undefined;
  /** A page the popup links to ('More...'). */
  href?: string | undefined;
}
