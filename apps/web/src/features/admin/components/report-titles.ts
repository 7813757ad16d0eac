// What each report is called on screen: the report's type is the id, its title comes from this feature's
// catalog (the `title` the API answers, REPORT_TITLES, is not shown, so the screen never depends on its language).
import type { ReportType } from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const REPORT_TITLE_MESSAGES: Record<ReportType, MessageDescriptor> = {
  properties: msg`Properties`,
  hosts: msg`Hosts`,
  clients: msg`Clients`,
  bookings: msg`Bookings`,
};
