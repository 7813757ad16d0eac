import { msg } from '@lingui/core/macro';

// The offline page's text (docs/decisions/0030-offline-app.md): a static page the service worker shows for an
// address never opened on this device while there is no connection. Kept here so that it is extracted into
// the catalogs and scripts/localize-index.mjs writes the page in each language. The property detail page says
// the same when it cannot load a property it has not seen (features/property/routes/property-detail.tsx).
export const OFFLINE_PAGE_MESSAGES = {
  title: msg`You are offline`,
  text: msg`This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you opened before, such as My bookings, can still be read.`,
  retry: msg`Try again`,
  bookings: msg`My bookings`,
};
