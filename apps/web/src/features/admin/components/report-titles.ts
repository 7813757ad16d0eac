// What each report is called on screen (REPORT_TITLES is the API's English, kept for the CSV's file and the
// tests): the report's type is the id, its title comes from this feature's catalog.
import type { ReportType } from '@ikaze/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const REPORT_TITLE_MESSAGES: Record<ReportType, MessageDescriptor> = {
  properties: msg`Properties`,
  hosts: msg`Hosts`,
  clients: msg`Clients`,
  bookings: msg`Bookings`,
};
