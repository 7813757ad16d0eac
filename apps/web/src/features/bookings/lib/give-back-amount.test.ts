import { describe, expect, it } from 'vitest';
import { checkGiveBackAmount } from './give-back-amount';

describe('the amount a host gives back (docs/money.md#refunds)', () => {
  it.each([
    ['30000', 30_000],
    [' 30000 ', 30_000],
    ['30,000', 30_000],
    ['30 000', 30_000],
    ['30\u202f000', 30_000],
    ['30.000', 30_000],
    ['1', 1],
    ['180000', 180_000],
  ])('takes %j as %d', (text, amount) => {
    expect(checkGiveBackAmount(text, 180_000)).toEqual({ ok: true, amount });
  });

  it.each(['', '0', '000', '-5', '12.5', '30,00', '1e4', 'abc', '3 0000'])(
    'refuses %j: not a whole amount of at least 1',
    (text) => {
      expect(checkGiveBackAmount(text, 180_000)).toEqual({ ok: false, problem: 'not_whole', left: 180_000 });
    },
  );

  it('refuses more than is left, naming what is left', () => {
    expect(checkGiveBackAmount('180001', 180_000)).toEqual({ ok: false, problem: 'too_much', left: 180_000 });
    expect(checkGiveBackAmount('150,000', 120_000)).toEqual({
      ok: false,
      problem: 'too_much',
      left: 120_000,
    });
  });
});
