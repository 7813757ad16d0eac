// The bookings module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { choosePayment, insertPayment } from './checkout.ts';
export { holdRoomsSql, releaseRooms } from './inventory.ts';
export { nightsChanged } from './nights-changed.ts';
export { BOOKING_LINKS, tellBookingRequested } from './notifications.ts';
export { bookingView, toBooking, updateBookingStatus } from './service.ts';
