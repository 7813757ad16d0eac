// The rules of messages that both sides apply (docs/decisions/0028-conversations.md).
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_PREVIEW_MAX,
  MESSAGE_TEXT_MAX,
  conversationCreateSchema,
  messagePreview,
  messageTextSchema,
} from './conversation.ts';

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
