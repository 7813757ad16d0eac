// The domain's catalogs (docs/decisions/0021-domain-messages.md): complete (the type-check also says so), each
// translation keeping its template's values, and the English matched back to its template.
import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, RESERVATION_MESSAGES } from '../../messages.ts';
import { reservationSummary } from '../../schemas/booking.ts';
import { tooManyMessagesPerDay, tooManyMessagesPerMinute } from '../../schemas/conversation.ts';
import { contactQuotaMessage } from '../../schemas/help.ts';
import { REVIEW_MESSAGES } from '../../schemas/review.ts';
import { domainMessages } from '../domain-messages.ts';
import { registerDomainCatalog, translate } from '../translate.ts';
import fr from './fr.ts';
import rw from './rw.ts';

const valuesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const tables = { fr, rw } as const;

describe.each(['fr', 'rw'] as const)('the %s domain catalog', (locale) => {
  const table: Record<string, string> = tables[locale];
  registerDomainCatalog(locale, table);

  it('translates every message and label, and nothing else', () => {
    const english = domainMessages();
    expect(english.filter((text) => !table[text]?.trim())).toEqual([]);
    expect(Object.keys(table).filter((text) => !english.includes(text))).toEqual([]);
  });

  it('keeps the values of each template', () => {
    const differing = Object.entries(table).filter(
      ([english, translation]) => valuesOf(english).join() !== valuesOf(translation).join(),
    );
    expect(differing).toEqual([]);
  });

  it('translates a message with values, its numbers grouped the language’s way', () => {
    const english = RESERVATION_MESSAGES.onlyLeft({ n: 1200 });
    expect(english).toBe('Only 1,200 rooms are left for these dates.');
    const translated = translate(locale, english);
    expect(translated).not.toBe(english);
    expect(translated).toContain(locale === 'fr' ? '1\u202f200' : '1.200');
  });

  it('matches the English to its own template before a more general one', () => {
    const english = REVIEW_MESSAGES.score({ min: 1, max: 5 });
    expect(translate(locale, english)).toBe(
      table[REVIEW_MESSAGES.score.template]!.replace('{min}', '1').replace('{max}', '5'),
    );
  });

  it('translates the values that are themselves labels', () => {
    const english = INPUT_MESSAGES.id({ what: 'property' });
    expect(translate(locale, english)).toContain(table.property);
  });
});

it('leaves English as it is', () => {
  expect(translate('en', 'Only 2 rooms are left for these dates.')).toBe(
    'Only 2 rooms are left for these dates.',
  );
});

describe('the reservation’s success sentence', () => {
  registerDomainCatalog('fr', fr);
  registerDomainCatalog('rw', rw);
  const booked = [
    { id: 1234, room_type_title: 'double', number_of_rooms: 2, nights: 1, total_price: 270_000 },
  ];

  it('is written in the asker’s language, with its money and room type', () => {
    expect(reservationSummary(booked)).toBe(
      'Booking #1234 for Double, 2 rooms, 1 night: RWF 270,000. The host will confirm it soon.',
    );
    expect(reservationSummary(booked, 'fr')).toBe(
      'Réservation n°\u00a01234 pour Double, 2\u00a0chambres, 1\u00a0nuit\u00a0: 270\u202f000\u00a0RWF. L’hôte la confirmera bientôt.',
    );
    expect(reservationSummary([...booked, { ...booked[0]!, id: 7, number_of_rooms: 1 }], 'rw')).toBe(
      'Ukubikisha nimero 1234 (Icyumba cy’abantu babiri), ibyumba 2, ijoro 1: 270.000\u00a0RWF; ' +
        'Ukubikisha nimero 7 (Icyumba cy’abantu babiri), icyumba 1, ijoro 1: 270.000\u00a0RWF. ' +
        'Igiteranyo: 540.000\u00a0RWF. Nyir’inzu azabyemeza vuba.',
    );
  });
});

describe('a limit’s waiting time', () => {
  registerDomainCatalog('fr', fr);
  registerDomainCatalog('rw', rw);

  it('is singular for one hour, minute or second, plural otherwise', () => {
    expect(translate('fr', tooManyMessagesPerDay(200, 1))).toContain('dans 1 heure.');
    expect(translate('fr', tooManyMessagesPerDay(200, 5))).toContain('dans 5 heures.');
    expect(translate('rw', tooManyMessagesPerDay(200, 1))).toContain('mu isaha 1.');
    expect(translate('rw', tooManyMessagesPerDay(200, 5))).toContain('mu masaha 5.');
    expect(tooManyMessagesPerDay(200, 1)).toContain('in 1 hour.');
    expect(translate('fr', tooManyMessagesPerMinute(10, 1))).toContain('patienter 1 seconde avant');
    expect(translate('fr', tooManyMessagesPerMinute(10, 30))).toContain('patienter 30 secondes avant');
    expect(translate('fr', contactQuotaMessage(5, 1))).toContain('dans 1 minute.');
    expect(translate('fr', contactQuotaMessage(5, 12))).toContain('dans 12 minutes.');
  });
});

it('French spaces its punctuation as the glossary says (docs/glossary.md)', () => {
  // A narrow no-break space before ! ? ; and a no-break space before : — never an ordinary space.
  expect(Object.values(fr).filter((text) => /(?:[ \u00a0][!?;]|[ \u202f]:)/.test(text))).toEqual([]);
});
