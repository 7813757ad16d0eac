// Taxes on a stay (docs/taxes.md, docs/decisions/0057-taxes.md): every price a guest sees is what they pay, taxes
// included; this divides it into the room charge, VAT (when the property's host is VAT-registered) and the tourism
// tax, the way the law computes them, in whole RWF. Pure: the API stores each booking's division when it is made
// and divides what a guest keeps paid after a refund with the same rule.
import { template } from './i18n/translate.ts';
import { nightsOfStay } from './rules.ts';

/** A tax rate in force from a day on (the night of a stay decides which applies). */
export type TaxRateFrom = { from: string; percent: number };

/** The tourism tax's base: the room charge excluding VAT (Law 015/2025), or including it, should the law change. */
export const TOURISM_TAX_BASES = ['room_charge', 'room_charge_with_vat'] as const;
export type TourismTaxBase = (typeof TOURISM_TAX_BASES)[number];

/** The law as settings (TOURISM_TAX_PERCENT, TOURISM_TAX_FROM, TOURISM_TAX_BASE, VAT_PERCENT). */
export interface TaxRules {
  vatPercent: number;
  /** The tourism tax's rates by the day they start, oldest first; a night before the first is not taxed. */
  tourismTax: readonly TaxRateFrom[];
  tourismTaxBase: TourismTaxBase;
}

/** Rwanda's law today: VAT 18 %, tourism tax 3 % of the room charge excluding VAT since 1 July 2025. */
export const RWANDA_TAX_RULES: TaxRules = {
  vatPercent: 18,
  tourismTax: [{ from: '2025-07-01', percent: 3 }],
  tourismTaxBase: 'room_charge',
};

/** How a stay's price divides. The three add up to what the guest pays, to the franc. */
export interface Taxes {
  roomCharge: number;
  vat: number;
  tourismTax: number;
}

/**
 * One part of a stay under one set of rates (a stay across a change of rate has two): its weight (the nights'
 * prices before discounts) and its rates. A booking keeps its parts, so what it is taxed never changes with a
 * setting.
 */
export interface TaxPart {
  weight: number;
  vatPercent: number;
  tourismPercent: number;
  base: TourismTaxBase;
}

/** The tourism tax's percent on a night. */
export function tourismPercentOn(rules: TaxRules, night: string): number {
  let percent = 0;
  for (const rate of rules.tourismTax) if (night >= rate.from) percent = rate.percent;
  return percent;
}

/** A whole percent of whole francs, rounded half up (0.5 franc is a franc): taxes and the commission alike. */
export const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

/** The taxes on a room charge by the law: each rate on its base, rounded half up to the franc. */
export function taxesOnRoomCharge(roomCharge: number, part: Omit<TaxPart, 'weight'>): Taxes {
  const vat = percentOf(roomCharge, part.vatPercent);
  const base = part.base === 'room_charge_with_vat' ? roomCharge + vat : roomCharge;
  return { roomCharge, vat, tourismTax: percentOf(base, part.tourismPercent) };
}

const sum = (t: Taxes) => t.roomCharge + t.vat + t.tourismTax;

/**
 * Divides an amount paid under one set of rates: the largest room charge whose taxes by the law fit in it; the
 * franc or two that cannot be taxed exactly go to the room charge, so each tax is the law's figure on the room
 * charge, or at most one franc under it (docs/taxes.md#rounding).
 */
export function divideByLaw(amount: number, part: Omit<TaxPart, 'weight'>): Taxes {
  if (amount <= 0) return { roomCharge: 0, vat: 0, tourismTax: 0 };
  const vat = part.vatPercent / 100;
  const tourism = part.tourismPercent / 100;
  const factor = part.base === 'room_charge_with_vat' ? (1 + vat) * (1 + tourism) : 1 + vat + tourism;
  let roomCharge = Math.max(0, Math.floor(amount / factor) + 2);
  while (roomCharge > 0 && sum(taxesOnRoomCharge(roomCharge, part)) > amount) roomCharge -= 1;
  const taxes = taxesOnRoomCharge(roomCharge, part);
  return { ...taxes, roomCharge: amount - taxes.vat - taxes.tourismTax };
}

/** Splits a whole amount by weights, each share floored and the francs left given to the largest remainders. */
export function divideByWeights(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** The parts of a stay: its nights grouped by the rates they are taxed at, weighted by their prices. */
export function taxPartsOfStay(input: {
  nights: readonly { date: string; price: number }[];
  vatRegistered: boolean;
  rules: TaxRules;
}): TaxPart[] {
  const parts = new Map<number, TaxPart>();
  for (const night of input.nights) {
    const tourismPercent = tourismPercentOn(input.rules, night.date);
    const part = parts.get(tourismPercent) ?? {
      weight: 0,
      vatPercent: input.vatRegistered ? input.rules.vatPercent : 0,
      tourismPercent,
      base: input.rules.tourismTaxBase,
    };
    part.weight += night.price;
    parts.set(tourismPercent, part);
  }
  return [...parts.values()];
}

/**
 * The taxes in an amount of a stay (its whole price, or what the guest keeps paid after a refund): shared among
 * the stay's parts by weight, each divided by the law, added up.
 */
export function taxesOf(amount: number, parts: readonly TaxPart[]): Taxes {
  if (parts.length === 0) return { roomCharge: amount, vat: 0, tourismTax: 0 };
  const shares = divideByWeights(
    amount,
    parts.map((p) => p.weight),
  );
  const total: Taxes = { roomCharge: 0, vat: 0, tourismTax: 0 };
  parts.forEach((part, i) => {
    const taxes = divideByLaw(shares[i]!, part);
    total.roomCharge += taxes.roomCharge;
    total.vat += taxes.vat;
    total.tourismTax += taxes.tourismTax;
  });
  return total;
}

/**
 * A stay's division and parts, from its total and nights (each night's price before discounts; equal weights when
 * unknown): what a booking stores when it is made.
 */
export function taxesOfStay(input: {
  total: number;
  checkIn: string;
  checkOut: string;
  nightPrices?: readonly number[];
  vatRegistered: boolean;
  rules?: TaxRules;
}): Taxes & { taxParts: TaxPart[] } {
  const nights = nightsOfStay(input.checkIn, input.checkOut).map((date, i) => ({
    date,
    price: input.nightPrices?.[i] ?? 1,
  }));
  const taxParts = taxPartsOfStay({
    nights,
    vatRegistered: input.vatRegistered,
    rules: input.rules ?? RWANDA_TAX_RULES,
  });
  return { ...taxesOf(input.total, taxParts), taxParts };
}

/** What each line of a refund gives back: the taxes of what was kept before, less those of what is kept after. */
export function taxesGivenBack(parts: readonly TaxPart[], keptBefore: number, keptAfter: number): Taxes {
  const before = taxesOf(keptBefore, parts);
  const after = taxesOf(keptAfter, parts);
  return {
    roomCharge: before.roomCharge - after.roomCharge,
    vat: before.vat - after.vat,
    tourismTax: before.tourismTax - after.tourismTax,
  };
}

/** The one rate a stay's parts share, or null when its nights were taxed at different rates. */
export function uniformPercent(
  parts: readonly TaxPart[],
  key: 'vatPercent' | 'tourismPercent',
): number | null {
  const rates = new Set(parts.map((p) => p[key]));
  return rates.size === 1 ? [...rates][0]! : null;
}

/** A Rwandan TIN: 9 digits. */
export const TIN_PATTERN = /^\d{9}$/;

export const TAX_MESSAGES = {
  tinInvalid: 'Enter the TIN as its 9 digits.',
  tinRequired: 'A VAT-registered property needs its TIN.',
  saved: 'Tax settings saved.',
  roomCharge: 'Room charge',
  vat: template('VAT ({percent}%)'),
  vatPlain: 'VAT',
  tourismTax: template('Tourism tax ({percent}%)'),
  tourismTaxPlain: 'Tourism tax',
} as const;
