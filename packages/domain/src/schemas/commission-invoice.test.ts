import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber, vatIncluded } from './commission-invoice.ts';

describe('the VAT inside a commission', () => {
  it('is amount × p / (100 + p), rounded half up to the franc', () => {
    // 11,800 × 18 / 118 = 1,800 exactly.
    expect(vatIncluded(11_800, 18)).toBe(1_800);
    // 6,000 × 18 / 118 = 915.25 → 915; 5,950 × 18 / 118 = 907.63 → 908.
    expect(vatIncluded(6_000, 18)).toBe(915);
    expect(vatIncluded(5_950, 18)).toBe(908);
    // No amount holds exactly half a franc at 18 % (18c / 118 = k + ½ has no whole c): at 20 %, 3 × 20 / 120 = 0.5 → 1.
    expect(vatIncluded(3, 20)).toBe(1);
    // A credit (more given back than taken in the month) mirrors: -6,000 holds -915.
    expect(vatIncluded(-6_000, 18)).toBe(-915);
    expect(vatIncluded(6_000, 0)).toBe(0);
    expect(vatIncluded(0, 18)).toBe(0);
  });
});

describe('invoice numbers', () => {
  it('read IKZ-C- and six digits or more, apart from the receipts’ IKZ-', () => {
    expect(formatInvoiceNumber(1)).toBe('IKZ-C-000001');
    expect(formatInvoiceNumber(1_234_567)).toBe('IKZ-C-1234567');
    expect(parseInvoiceNumber('IKZ-C-000042')).toBe(42);
    expect(parseInvoiceNumber('IKZ-000042')).toBeNull();
    expect(parseInvoiceNumber('IKZ-C-42')).toBeNull();
  });
});
