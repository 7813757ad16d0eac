import { describe, expect, it } from 'vitest';
import { stayTotal } from './pricing.ts';
import {
  RWANDA_TAX_RULES,
  divideByLaw,
  divideByWeights,
  taxPartsOfStay,
  taxesGivenBack,
  taxesOf,
  tourismPercentOn,
  type TaxPart,
} from './taxes.ts';

const registered = { vatPercent: 18, tourismPercent: 3, base: 'room_charge' } as const;
const notRegistered = { vatPercent: 0, tourismPercent: 3, base: 'room_charge' } as const;

describe('divideByLaw', () => {
  it('divides a VAT-registered host’s price: 121,000 is 100,000 + 18,000 VAT + 3,000 tourism tax', () => {
    expect(divideByLaw(121_000, registered)).toEqual({ roomCharge: 100_000, vat: 18_000, tourismTax: 3_000 });
  });

  it('divides a host who is not registered: 103,000 is 100,000 + 3,000 tourism tax', () => {
    expect(divideByLaw(103_000, notRegistered)).toEqual({ roomCharge: 100_000, vat: 0, tourismTax: 3_000 });
  });

  it('adds up to the amount, and each tax is the law’s figure on the room charge or one franc under it', () => {
    const wrong: string[] = [];
    for (const part of [registered, notRegistered, { ...registered, base: 'room_charge_with_vat' as const }])
      for (let amount = 0; amount <= 30_000; amount += 1) {
        const taxes = divideByLaw(amount, part);
        const vat = (taxes.roomCharge * part.vatPercent) / 100;
        const base = part.base === 'room_charge' ? taxes.roomCharge : taxes.roomCharge + taxes.vat;
        const tourism = (base * part.tourismPercent) / 100;
        if (
          taxes.roomCharge + taxes.vat + taxes.tourismTax !== amount ||
          Math.abs(taxes.vat - vat) > 1 ||
          Math.abs(taxes.tourismTax - tourism) > 1 ||
          taxes.roomCharge < 0
        )
          wrong.push(`${part.base} ${part.vatPercent}% ${amount}: ${JSON.stringify(taxes)}`);
      }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('never takes tax from nothing, and a franc is a room charge', () => {
    expect(divideByLaw(0, registered)).toEqual({ roomCharge: 0, vat: 0, tourismTax: 0 });
    expect(divideByLaw(1, registered)).toEqual({ roomCharge: 1, vat: 0, tourismTax: 0 });
  });
});

describe('a stay’s parts', () => {
  it('taxes nights before the tourism tax began at 0 %: a stay across 1 July 2025', () => {
    expect(tourismPercentOn(RWANDA_TAX_RULES, '2025-06-30')).toBe(0);
    expect(tourismPercentOn(RWANDA_TAX_RULES, '2025-07-01')).toBe(3);
    const parts = taxPartsOfStay({
      nights: [
        { date: '2025-06-29', price: 50_000 },
        { date: '2025-06-30', price: 50_000 },
        { date: '2025-07-01', price: 60_000 },
      ],
      vatRegistered: false,
      rules: RWANDA_TAX_RULES,
    });
    expect(parts).toEqual([
      { weight: 100_000, vatPercent: 0, tourismPercent: 0, base: 'room_charge' },
      { weight: 60_000, vatPercent: 0, tourismPercent: 3, base: 'room_charge' },
    ]);
    // 160,000 paid: 100,000 untaxed; 60,000 = 58,252 + 1,748 (3 % of 58,252 is 1,747.56).
    expect(taxesOf(160_000, parts)).toEqual({ roomCharge: 158_252, vat: 0, tourismTax: 1_748 });
  });

  it('follows a rate changed by a setting from its day on', () => {
    const rules = {
      ...RWANDA_TAX_RULES,
      tourismTax: [...RWANDA_TAX_RULES.tourismTax, { from: '2027-01-01', percent: 4 }],
    };
    expect(tourismPercentOn(rules, '2026-12-31')).toBe(3);
    expect(tourismPercentOn(rules, '2027-01-01')).toBe(4);
  });

  it('taxes a discounted stay on what the guest pays, not on the list price', () => {
    const nights = [
      { date: '2026-12-04', price: 45_000 },
      { date: '2026-12-05', price: 45_000 },
      { date: '2026-12-06', price: 40_000 },
    ];
    const total = stayTotal({
      nightPrices: nights.map((n) => n.price),
      rooms: 2,
      discount: 15,
      planDiscount: 10,
    });
    expect(total).toBe(198_900);
    const parts = taxPartsOfStay({ nights, vatRegistered: true, rules: RWANDA_TAX_RULES });
    const taxes = taxesOf(total, parts);
    // By hand: 198,900 / 1.21 = 164,380.17; VAT 18 % = 29,588.4; tourism 3 % = 4,931.4.
    expect(taxes).toEqual({ roomCharge: 164_381, vat: 29_588, tourismTax: 4_931 });
  });
});

describe('refunds', () => {
  const parts: TaxPart[] = [{ weight: 1, ...registered }];

  it('a partial refund gives back each tax’s share; the rest is what the kept amount owes by the law', () => {
    const paid = 121_000;
    const back = taxesGivenBack(parts, paid, paid - 30_000);
    expect(back.roomCharge + back.vat + back.tourismTax).toBe(30_000);
    const kept = taxesOf(91_000, parts);
    expect(kept).toEqual({ roomCharge: 75_207, vat: 13_537, tourismTax: 2_256 });
    expect(back).toEqual({ roomCharge: 100_000 - 75_207, vat: 18_000 - 13_537, tourismTax: 3_000 - 2_256 });
  });

  it('refunds in steps never give back a negative tax, and all of them give back all of it', () => {
    let kept = 98_765;
    const total = { roomCharge: 0, vat: 0, tourismTax: 0 };
    for (const step of [1, 2, 3, 1_000, 7, 4_321, 1, 90_000, 3_430]) {
      const back = taxesGivenBack(parts, kept, kept - step);
      for (const value of Object.values(back)) expect(value).toBeGreaterThanOrEqual(0);
      total.roomCharge += back.roomCharge;
      total.vat += back.vat;
      total.tourismTax += back.tourismTax;
      kept -= step;
    }
    expect(kept).toBe(0);
    expect(total).toEqual(taxesOf(98_765, parts));
  });
});

describe('divideByWeights', () => {
  it('gives every franc, the leftover to the largest remainders', () => {
    expect(divideByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(divideByWeights(7, [0, 0])).toEqual([7, 0]);
    expect(divideByWeights(10, [3, 7])).toEqual([3, 7]);
  });
});
