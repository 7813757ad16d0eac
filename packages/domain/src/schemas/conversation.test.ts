// The rules of messages that both sides apply (docs/decisions/0028-conversations.md).
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_CONTACT,
  MESSAGE_PREVIEW_MAX,
  MESSAGE_TEXT_MAX,
  conversationCreateSchema,
  hideContactDetails,
  messagePreview,
  messageTextSchema,
} from './conversation.ts';

const H = HIDDEN_CONTACT;

describe('hideContactDetails', () => {
  it.each([
    ['Call 0788123456 please', `Call ${H} please`],
    ['Call +250 788 123 456.', `Call ${H}.`],
    ['WhatsApp: 0788-123-456', `WhatsApp: ${H}`],
    ['(+250) 788.123.456', `${H}`],
    ['Write to jean.k@example.rw.', `Write to ${H}.`],
    ['Write to jean (at) example.rw', `Write to ${H}`],
  ])('hides %j', (text, hidden) => {
    expect(hideContactDetails(text)).toEqual({ text: hidden, hidden: true });
  });

  it.each([
    'We arrive on 2026-12-24 at 14:30 with 12 people.',
    'The price was 150,000 RWF for 2 nights (room 12).',
    'From 12/05/2026 to 14/05/2026, booking #123456',
    'I love this place @home',
  ])('keeps %j as it is', (text) => {
    expect(hideContactDetails(text)).toEqual({ text, hidden: false });
  });
});

describe('message text', () => {
  it('is trimmed and holds 1 to 2,000 characters, an emoji counting one', () => {
    expect(messageTextSchema.parse('  Muraho  ')).toBe('Muraho');
    expect(messageTextSchema.safeParse(' \n ').success).toBe(false);
    expect(messageTextSchema.safeParse('🦍'.repeat(MESSAGE_TEXT_MAX)).success).toBe(true);
    expect(messageTextSchema.safeParse('a'.repeat(MESSAGE_TEXT_MAX + 1)).success).toBe(false);
  });

  it('names a property or a booking, not both', () => {
    expect(conversationCreateSchema.safeParse({ propertyId: 1, text: 'Hi' }).success).toBe(true);
    expect(conversationCreateSchema.safeParse({ bookingId: 1, text: 'Hi' }).success).toBe(true);
    expect(conversationCreateSchema.safeParse({ propertyId: 1, bookingId: 1, text: 'Hi' }).success).toBe(
      false,
    );
    expect(conversationCreateSchema.safeParse({ text: 'Hi' }).success).toBe(false);
  });
});

describe('messagePreview', () => {
  it('is one line, cut with an ellipsis', () => {
    expect(messagePreview('Hello\n\nthere')).toBe('Hello there');
    const long = messagePreview('x'.repeat(500));
    expect([...long]).toHaveLength(MESSAGE_PREVIEW_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
