// Contact details hidden in messages before a booking is confirmed (docs/decisions/0028-conversations.md):
// the ways people write them, the ways people disguise them, and the numbers that must stay.
import { describe, expect, it } from 'vitest';
import { hideContactDetails } from './contact-details.ts';
import { HIDDEN_CONTACT as H } from './schemas/conversation.ts';

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
    ['full-width digits', 'Call 0７８８ １２３ ４５６ today', `Call ${H} today`],
    ['a letter O for the zero', 'Call O788123456', `Call ${H}`],
    ['O and l among the digits', 'WhatsApp 07OO l23 456', `WhatsApp ${H}`],
    ['a letter O in the country code', 'Tel +25O 788 123 456', `Tel ${H}`],
    ['zero-width spaces between the digits', 'Call 07\u200b88\u200b12\u200b34\u200b56 now', `Call ${H} now`],
    ['a zero-width joiner and a soft hyphen', '0788\u200d123\u00ad456', H],
    ['Arabic-Indic digits', 'رقمي ٠٧٨٨١٢٣٤٥٦', `رقمي ${H}`],
    ['Extended Arabic-Indic digits', 'Call ۰۷۸۸۱۲۳۴۵۶', `Call ${H}`],
    ['en dashes', '0788–123–456', H],
    ['digits as English words', 'zero seven eight eight one two three four five six', H],
    ['digits as French words', 'zéro sept huit huit un deux trois quatre cinq six', H],
    ['digits as Kinyarwanda words', 'zeru karindwi umunani umunani rimwe kabiri gatatu kane gatanu', H],
    ['[at] and [dot]', 'Mail john [at] gmail [dot] com', `Mail ${H}`],
    ['at and dot as words', 'mail john at gmail dot com thanks', `mail ${H} thanks`],
    ['arobase and point (French)', 'écrivez à jean arobase gmail point com', `écrivez à ${H}`],
    ['kuri and akadomo (Kinyarwanda)', 'Andikira jean kuri gmail akadomo com', `Andikira ${H}`],
    ['spaces around the signs', 'john @ gmail . com', H],
    ['an HTML entity for the @', 'john&#64;gmail.com', H],
    [
      'HTML entities in hex and by name',
      'john&#x40;gmail&period;com or jean&commat;yahoo.fr',
      `${H} or ${H}`,
    ],
    ['a full-width @', 'john＠gmail．com', H],
  ])('hides a number or address written with %s', (_, text, hidden) => {
    expect(hideContactDetails(text)).toEqual({ text: hidden, hidden: true });
  });

  it.each([
    'We arrive on 2026-12-24 at 14:30 with 12 people.',
    'The price was 150,000 RWF for 2 nights (room 12).',
    'From 12/05/2026 to 14/05/2026, booking #123456',
    'I love this place @home',
    '2 adults and 1 child, rooms 101 and 102.',
    'Is 45,000 RWF per night still the price? We pay 90 000 RWF for two nights.',
    'Check-in at 14. Me and my wife arrive at the station at 9.30.',
    'We will be at home. Com back later!',
    'Nous arrivons à 14 h, rendez-vous au point de départ.',
    'I will be there at 8 or 9, Oil lamp please, I, I and l.',
    'Hello, it is one or two nights, maybe three.',
    'Tuzagera saa kumi n’imwe, turi babiri.',
    'See you @ 9am. ok?',
    'Room ١٢ on floor ٣',
  ])('keeps %j as it is', (text) => {
    expect(hideContactDetails(text)).toEqual({ text, hidden: false });
  });
});
