// The tax law as settings (docs/taxes.md#settings): a change of rate is a setting and a restart, not a release.
import {
  RWANDA_TAX_RULES,
  TIN_PATTERN,
  TOURISM_TAX_BASES,
  type TaxRules,
  type TourismTaxBase,
} from '@ikaze/domain';

export interface TaxSettings extends TaxRules {
  /** PLATFORM_VAT_REGISTERED: the platform charges VAT on its commission (the commission invoices say so). */
  platformVatRegistered: boolean;
  /** PLATFORM_TIN: printed on the commission invoices. */
  platformTin: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * VAT_PERCENT (18), TOURISM_TAX_PERCENT (3) from TOURISM_TAX_FROM (2025-07-01), TOURISM_TAX_BASE (room_charge);
 * TOURISM_TAX_EARLIER lists rates in force before, as `2025-07-01=3,2027-01-01=4`, for stays across a change.
 */
export function taxSettings(env: NodeJS.ProcessEnv): TaxSettings {
  const vatPercent = percent('VAT_PERCENT', env.VAT_PERCENT, RWANDA_TAX_RULES.vatPercent);
  const current = RWANDA_TAX_RULES.tourismTax[0]!;
  const from = env.TOURISM_TAX_FROM ?? current.from;
  if (!DAY.test(from)) throw new Error(`TOURISM_TAX_FROM must be a day as YYYY-MM-DD, got ${from}`);
  const earlier = (env.TOURISM_TAX_EARLIER ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [day, rate] = item.split('=');
      if (!day || !DAY.test(day) || day >= from)
        throw new Error(`TOURISM_TAX_EARLIER: ${item} must be YYYY-MM-DD=percent, before TOURISM_TAX_FROM`);
      return { from: day, percent: percent('TOURISM_TAX_EARLIER', rate, 0) };
    });
  const base = (env.TOURISM_TAX_BASE ?? RWANDA_TAX_RULES.tourismTaxBase) as TourismTaxBase;
  if (!TOURISM_TAX_BASES.includes(base))
    throw new Error(`TOURISM_TAX_BASE must be one of ${TOURISM_TAX_BASES.join(', ')}, got ${base}`);
  const tin = env.PLATFORM_TIN?.trim() || null;
  if (tin !== null && !TIN_PATTERN.test(tin)) throw new Error(`PLATFORM_TIN must be 9 digits, got ${tin}`);
  return {
    vatPercent,
    tourismTax: [
      ...earlier.sort((a, b) => a.from.localeCompare(b.from)),
      { from, percent: percent('TOURISM_TAX_PERCENT', env.TOURISM_TAX_PERCENT, current.percent) },
    ],
    tourismTaxBase: base,
    platformVatRegistered: env.PLATFORM_VAT_REGISTERED === 'true',
    platformTin: tin,
  };
}

function percent(name: string, value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 100)
    throw new Error(`${name} must be a whole percent from 0 to 100, got ${value}`);
  return n;
}
