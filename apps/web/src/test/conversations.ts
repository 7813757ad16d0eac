// Test data for the messages screens: a conversation as the API lists it (docs/decisions/0028-conversations.md).
// By default the host Aline's view of Jean's question about Lake Kivu Lodge, two messages unread.
import type { Conversation } from '@ikaze/domain';

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    propertyId: 5,
    propertyName: 'Lake Kivu Lodge',
    bookingId: null,
    checkIn: null,
    checkOut: null,
    bookingStatus: null,
    side: 'host',
    guestFirstName: 'Jean',
    hostFirstName: 'Aline',
    otherFirstName: 'Jean',
    lastMessage: { preview: 'Is there parking?', mine: false, createdAt: '2026-12-03T08:05:00.000Z' },
    unread: 2,
    lastActivityAt: '2026-12-03T08:05:00.000Z',
    contactsHidden: true,
    reported: false,
    ...overrides,
  };
}
