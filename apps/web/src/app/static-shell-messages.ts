import { msg } from '@lingui/core/macro';

// Text of index.html that no component renders, kept here so that it is extracted into the catalogs and the
// build writes it in each language (scripts/localize-index.mjs). Nothing imports this module.
export const STATIC_SHELL_MESSAGES = [
  msg`Ikaze: find and book hotels, apartments and guest houses across Rwanda, with prices in RWF.`,
  msg`Ikaze needs JavaScript to run. Please enable it in your browser.`,
];
