// The money rules of docs/product.md#money and docs/decisions/0023-calendar-and-rates.md, as pure functions: what
// each night costs, the stay rules, the rate plans' discounts, the stay's total and what a cancellation costs.
import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  DEFAULT_RATE_PLAN_RULES,
  freeCancellationUntil,
  isWeekendNight,
  LONG_STAY_MIN_NIGHTS,
  MAX_FREE_CANCELLATION_DAYS,
  MAX_PLAN_DISCOUNT,
  nightPrice,
  nightPrices,
  offeredPlans,
  planDiscount,
  PRICING_MESSAGES,
  seasonOf,
  stayLimits,
  stayNightPrices,
  stayRuleProblem,
  stayTotal,
  type RatePlanRules,
  type RoomRates,
  type Season,
} from './pricing.ts';
import {
  addDays,
  bookingTotal,
  dayNumber,
  discountedNightlyPrice,
  lowestShownPrice,
  nightsBetween,
} from './rules.ts';
import { WHOLE_PROPERTY_CODE } from './constants.ts';

const base: RoomRates = {
  price: 45_000,
  weekendPrice: null,
  minStay: 1,
  maxStay: null,
  bookingWindowDays: null,
  seasons: [],
};

const holidays: Season = {
  name: 'Holidays',
  firstNight: '2026-12-20',
  lastNight: '2027-01-03',
  price: 60_000,
  minStay: 3,
  maxStay: 14,
};

const allPlans: RatePlanRules = {
  flexible: { freeCancellationDays: 3 },
  non_refundable: { discount: 10 },
  long_stay: { discount: 20, freeCancellationDays: 7 },
};

// 2026-11-23 is a Monday; the week runs Monday .. Sunday 2026-11-29.
const monday = '2026-11-23';
const friday = '2026-11-27';
const saturday = '2026-11-28';
const sunday = '2026-11-29';

describe('weekend nights', () => {
  it('are the nights that start on Friday and Saturday', () => {
    const week = Array.from({ length: 7 }, (_, day) => addDays(monday, day));
    expect(week.filter(isWeekendNight)).toEqual([friday, saturday]);
  });

  it("agree with the calendar's weekday for every night of ten years, before 1970 too", () => {
    for (let day = dayNumber('1965-01-01'); day <= dayNumber('1975-01-01'); day += 1) {
      const night = new Date(day * 86_400_000).toISOString().slice(0, 10);
      const weekday = new Date(day * 86_400_000).getUTCDay();
      expect(isWeekendNight(night), night).toBe(weekday === 5 || weekday === 6);
    }
  });
});

describe('seasons', () => {
  it('hold their first and last nights, and no night outside them', () => {
    const rates = { seasons: [holidays] };
    expect(seasonOf(rates, '2026-12-19')).toBeUndefined();
    expect(seasonOf(rates, '2026-12-20')).toBe(holidays);
    expect(seasonOf(rates, '2026-12-31')).toBe(holidays);
    expect(seasonOf(rates, '2027-01-03')).toBe(holidays);
    expect(seasonOf(rates, '2027-01-04')).toBeUndefined();
  });

  it('overlapping (which the API refuses), the season starting last wins, whatever their order', () => {
    const newYear: Season = { ...holidays, name: 'New Year', firstNight: '2026-12-30', price: 80_000 };
    expect(seasonOf({ seasons: [holidays, newYear] }, '2026-12-31')).toBe(newYear);
    expect(seasonOf({ seasons: [newYear, holidays] }, '2026-12-31')).toBe(newYear);
    expect(seasonOf({ seasons: [newYear, holidays] }, '2026-12-25')).toBe(holidays);
  });
});

describe('the price of a night', () => {
  const rates: RoomRates = { ...base, weekendPrice: 50_000, seasons: [holidays] };

  it("takes the host's price for the night, else the season's, else the weekend's, else the base price", () => {
    expect(nightPrice(rates, '2026-12-25', 30_000)).toEqual({
      date: '2026-12-25',
      price: 30_000,
      source: 'override',
      season: null,
    });
    // 2026-12-25 is a Friday: the season beats the weekend price.
    expect(nightPrice(rates, '2026-12-25')).toEqual({
      date: '2026-12-25',
      price: 60_000,
      source: 'season',
      season: 'Holidays',
    });
    expect(nightPrice(rates, friday)).toMatchObject({ price: 50_000, source: 'weekend', season: null });
    expect(nightPrice(rates, sunday)).toMatchObject({ price: 45_000, source: 'base', season: null });
  });

  it('counts an override of 0 RWF (a free night), and no override when given null', () => {
    expect(nightPrice(rates, monday, 0)).toMatchObject({ price: 0, source: 'override' });
    expect(nightPrice(rates, monday, null)).toMatchObject({ price: 45_000, source: 'base' });
  });

  it('without a weekend price, charges Friday and Saturday the base price', () => {
    expect(nightPrice(base, friday)).toMatchObject({ price: 45_000, source: 'base' });
    expect(nightPrice(base, saturday)).toMatchObject({ price: 45_000, source: 'base' });
  });
});

describe("a stay's nights", () => {
  const rates: RoomRates = { ...base, weekendPrice: 50_000, seasons: [holidays] };

  it('has none when check-out is check-in or before it', () => {
    expect(stayNightPrices(rates, monday, monday)).toEqual([]);
    expect(stayNightPrices(rates, sunday, monday)).toEqual([]);
  });

  it('has one for a one-night stay: the check-in night, never the check-out day', () => {
    expect(stayNightPrices(rates, friday, saturday)).toEqual([
      { date: friday, price: 50_000, source: 'weekend', season: null },
    ]);
  });

  it('prices each night on its own across a weekend, a season and overrides', () => {
    const prices = stayNightPrices(rates, '2026-12-17', '2026-12-22', new Map([['2026-12-21', 40_000]]));
    expect(prices.map(({ date, price, source }) => [date, price, source])).toEqual([
      ['2026-12-17', 45_000, 'base'], // Thursday
      ['2026-12-18', 50_000, 'weekend'], // Friday
      ['2026-12-19', 50_000, 'weekend'], // Saturday
      ['2026-12-20', 60_000, 'season'],
      ['2026-12-21', 40_000, 'override'],
    ]);
  });

  it('prices given nights as a stay would (one list of nights for many room types)', () => {
    const nights = ['2026-12-19', '2026-12-20'];
    expect(nightPrices(rates, nights)).toEqual(stayNightPrices(rates, '2026-12-19', '2026-12-21'));
    expect(nightPrices(rates, [])).toEqual([]);
  });

  it('has one price per night for a two-year stay, across a leap day', () => {
    const prices = stayNightPrices(base, '2027-06-01', '2029-06-01');
    expect(prices).toHaveLength(731);
    expect(prices.map((night) => night.date)).toContain('2028-02-29');
    expect(prices.every((night) => night.price === 45_000)).toBe(true);
  });
});

describe('stay rules', () => {
  const rates: RoomRates = { ...base, minStay: 2, maxStay: 10, bookingWindowDays: 90, seasons: [holidays] };
  const today = '2026-11-28';

  it("take the limits of the check-in night's season, else the room type's", () => {
    expect(stayLimits(rates, '2026-12-20')).toEqual({ minStay: 3, maxStay: 14 });
    expect(stayLimits(rates, '2026-12-19')).toEqual({ minStay: 2, maxStay: 10 });
    const open: Season = { ...holidays, minStay: null, maxStay: null };
    expect(stayLimits({ ...rates, seasons: [open] }, '2026-12-24')).toEqual({ minStay: 2, maxStay: 10 });
  });

  it('accept a stay of exactly the minimum and the maximum, and refuse one night fewer or more', () => {
    const checkIn = '2026-12-01';
    expect(stayRuleProblem(rates, checkIn, addDays(checkIn, 2), today)).toBeUndefined();
    expect(stayRuleProblem(rates, checkIn, addDays(checkIn, 10), today)).toBeUndefined();
    expect(stayRuleProblem(rates, checkIn, addDays(checkIn, 1), today)).toBe(
      'This room needs a stay of at least 2 nights for these dates.',
    );
    expect(stayRuleProblem(rates, checkIn, addDays(checkIn, 11), today)).toBe(
      'This room can be booked for at most 10 nights for these dates.',
    );
  });

  it('refuse a stay of zero nights as shorter than the minimum', () => {
    expect(stayRuleProblem(base, monday, monday, today)).toBe(PRICING_MESSAGES.minStay({ n: 1 }));
  });

  it('let a guest book up to the booking window ahead, to the day', () => {
    const last = addDays(today, 90);
    expect(stayRuleProblem(rates, last, addDays(last, 2), today)).toBeUndefined();
    expect(stayRuleProblem(rates, addDays(last, 1), addDays(last, 3), today)).toBe(
      'This room can be booked at most 90 days ahead.',
    );
    expect(stayRuleProblem({ ...rates, bookingWindowDays: null }, '2030-01-01', '2030-01-03', today)).toBe(
      undefined,
    );
  });

  it('with no maximum, accept a stay of two years', () => {
    expect(stayRuleProblem(base, '2027-01-01', '2029-01-01', today)).toBeUndefined();
  });

  it('check the minimum before the maximum before the window', () => {
    const strict: RoomRates = { ...base, minStay: 5, maxStay: 3, bookingWindowDays: 1 };
    expect(stayRuleProblem(strict, '2027-01-01', '2027-01-02', today)).toBe(
      PRICING_MESSAGES.minStay({ n: 5 }),
    );
    expect(stayRuleProblem(strict, '2027-01-01', '2027-01-10', today)).toBe(
      PRICING_MESSAGES.maxStay({ n: 3 }),
    );
  });
});

describe('rate plans', () => {
  it("give Flexible no discount and Non-Refundable the host's", () => {
    expect(planDiscount(allPlans, 'flexible', 1)).toEqual({ discount: 0 });
    expect(planDiscount(allPlans, 'non_refundable', 1)).toEqual({ discount: 10 });
  });

  it(`give Long Stay its discount from ${LONG_STAY_MIN_NIGHTS} nights, and say why below that`, () => {
    expect(LONG_STAY_MIN_NIGHTS).toBe(7);
    expect(planDiscount(allPlans, 'long_stay', 7)).toEqual({ discount: 20 });
    expect(planDiscount(allPlans, 'long_stay', 730)).toEqual({ discount: 20 });
    const tooShort = { problem: 'Long Stay is for stays of 7 nights or more.' };
    expect(planDiscount(allPlans, 'long_stay', 6)).toEqual(tooShort);
    expect(planDiscount(allPlans, 'long_stay', 0)).toEqual(tooShort);
  });

  it('refuse a plan the property does not offer', () => {
    const problem = { problem: 'This rate plan is not offered by this property.' };
    expect(planDiscount({}, 'flexible', 3)).toEqual(problem);
    expect(planDiscount({ flexible: { freeCancellationDays: 3 } }, 'non_refundable', 3)).toEqual(problem);
    expect(planDiscount({ flexible: { freeCancellationDays: 3 } }, 'long_stay', 30)).toEqual(problem);
  });

  it('are offered in their fixed order, whatever order the host gave them in', () => {
    const reversed: RatePlanRules = {
      long_stay: { discount: 5, freeCancellationDays: 0 },
      flexible: { freeCancellationDays: 1 },
    };
    expect(offeredPlans(reversed)).toEqual(['flexible', 'long_stay']);
    expect(offeredPlans(allPlans)).toEqual(['flexible', 'non_refundable', 'long_stay']);
    expect(offeredPlans({})).toEqual([]);
  });

  it('start, when turned on without more, within the bounds a host may set', () => {
    const { flexible, non_refundable, long_stay } = DEFAULT_RATE_PLAN_RULES;
    const days = [flexible.freeCancellationDays, long_stay.freeCancellationDays];
    const discounts = [non_refundable.discount, long_stay.discount];
    expect(days.every((day) => day >= 0 && day <= MAX_FREE_CANCELLATION_DAYS)).toBe(true);
    expect(discounts.every((discount) => discount >= 1 && discount <= MAX_PLAN_DISCOUNT)).toBe(true);
  });
});

describe("a stay's total", () => {
  const total = (nightPrices: number[], rooms = 1, discount = 0, plan = 0) =>
    stayTotal({ nightPrices, rooms, discount, planDiscount: plan });

  it('is nothing for zero nights and the price for one night and one room', () => {
    expect(total([])).toBe(0);
    expect(total([], 5, 10, 10)).toBe(0);
    expect(total([45_000])).toBe(45_000);
  });

  it("is the sum of the nights' prices × rooms", () => {
    expect(total([45_000, 50_000, 50_000], 2)).toBe(290_000);
  });

  it("takes the room type's discount and then the plan's on what is left (10% and 10% are 19%)", () => {
    expect(total([100_000], 1, 10, 10)).toBe(81_000);
    expect(total([100_000], 1, 10, 0)).toBe(90_000);
    expect(total([100_000], 1, 0, 10)).toBe(90_000);
  });

  it('is nothing with a 100% discount, whichever discount it is', () => {
    expect(total([45_000, 45_000], 3, 100, 0)).toBe(0);
    expect(total([45_000, 45_000], 3, 0, 100)).toBe(0);
    expect(total([45_000, 45_000], 3, 100, 100)).toBe(0);
  });

  it('rounds once, for the whole stay, not night by night', () => {
    // Three nights of 1 RWF at 50% off: 1.5 RWF, where rounding each night would make 3.
    expect(total([1, 1, 1], 1, 50)).toBe(2);
    // 33,333 × 85% × 3 = 84,999.15.
    expect(total([33_333, 33_333, 33_333], 1, 15)).toBe(84_999);
  });

  it('rounds a half franc up, and anything below it down', () => {
    expect(total([1], 1, 50)).toBe(1); // 0.5
    expect(total([3], 1, 50)).toBe(2); // 1.5
    expect(total([5], 1, 10)).toBe(5); // 4.5
    expect(total([99], 1, 50)).toBe(50); // 49.5
    expect(total([45_001], 1, 50)).toBe(22_501); // 22,500.5
    expect(total([2], 1, 75)).toBe(1); // 0.5 after 75% off
    expect(total([3], 1, 50, 50)).toBe(1); // 0.75
    expect(total([1], 1, 75)).toBe(0); // 0.25
  });

  it("rounds the double-precision product, which holds some halves a hair below (the search's SQL does the same)", () => {
    // 45 × (1 − 0.30) is 31.499999999999996 in binary floating point, so it rounds to 31, not 32. The search
    // ranks stays with the same arithmetic (docs/decisions/0023-calendar-and-rates.md): a change here is a
    // change there too.
    expect(45 * (1 - 30 / 100)).toBeLessThan(31.5);
    expect(total([45], 1, 30)).toBe(31);
  });

  it('is a whole number of RWF for every discount from 0 to 100%', () => {
    for (let discount = 0; discount <= 100; discount += 1)
      for (const plan of [0, 10, 33, 90, 100])
        expect(Number.isInteger(total([12_345, 67_891], 3, discount, plan))).toBe(true);
  });

  it('stays an exact integer for very large prices and long stays', () => {
    // A billion RWF a night, 100 rooms, two years: 7.3 × 10^13 RWF, well under 2^53.
    const nights = Array.from({ length: 730 }, () => 1_000_000_000);
    const big = total(nights, 100);
    expect(big).toBe(73_000_000_000_000);
    expect(Number.isSafeInteger(big)).toBe(true);
    const discounted = total(nights, 100, 33, 17);
    expect(Number.isSafeInteger(discounted)).toBe(true);
    expect(discounted).toBe(Math.round(73_000_000_000_000 * 0.67 * 0.83));
  });

  it('equals bookingTotal when every night has one price', () => {
    for (const [price, discount, rooms, nights] of [
      [45_000, 0, 2, 3],
      [33_333, 15, 1, 3],
      [10_001, 100, 3, 2],
      [99, 50, 1, 1],
      [999_999, 7, 4, 30],
    ] as const) {
      const prices = Array.from({ length: nights }, () => price);
      expect(total(prices, rooms, discount)).toBe(bookingTotal({ price, discount, rooms, nights }));
    }
  });

  it("shows the nightly price after the room type's discount rounded the same way", () => {
    expect(discountedNightlyPrice(45_000, 10)).toBe(40_500);
    expect(discountedNightlyPrice(45_001, 50)).toBe(22_501);
    expect(discountedNightlyPrice(45_000, 100)).toBe(0);
    expect(discountedNightlyPrice(45_000, 0)).toBe(45_000);
  });

  it('shows on a card the lowest price after discount, not the lowest price before it', () => {
    // 50,000 at 40% off (30,000) is cheaper than 40,000 without a discount.
    expect(
      lowestShownPrice([
        { title: 'double', price: 40_000, discount: 0 },
        { title: WHOLE_PROPERTY_CODE, price: 50_000, discount: 40 },
      ]),
    ).toEqual({ amount: 30_000, perDay: true });
    // Equal prices: the first room type's stays.
    expect(
      lowestShownPrice([
        { title: 'single', price: 30_000, discount: 0 },
        { title: WHOLE_PROPERTY_CODE, price: 60_000, discount: 50 },
      ]),
    ).toEqual({ amount: 30_000, perDay: false });
    expect(lowestShownPrice([])).toBeNull();
  });
});

describe('free cancellation', () => {
  it("lasts until the plan's number of days before check-in, across months and years", () => {
    expect(freeCancellationUntil(allPlans, 'flexible', '2026-12-10')).toBe('2026-12-07');
    expect(freeCancellationUntil(allPlans, 'long_stay', '2027-01-03')).toBe('2026-12-27');
    expect(freeCancellationUntil(allPlans, 'flexible', '2028-03-02')).toBe('2028-02-28');
  });

  it('with 0 days lasts until check-in day itself', () => {
    const rules: RatePlanRules = { flexible: { freeCancellationDays: 0 } };
    expect(freeCancellationUntil(rules, 'flexible', '2026-12-10')).toBe('2026-12-10');
  });

  it('with the longest window a host may set, starts 60 days ahead', () => {
    const rules: RatePlanRules = { flexible: { freeCancellationDays: MAX_FREE_CANCELLATION_DAYS } };
    const until = freeCancellationUntil(rules, 'flexible', '2027-03-01');
    expect(nightsBetween(until!, '2027-03-01')).toBe(60);
  });

  it('never comes under Non-Refundable, nor under a plan the property does not offer', () => {
    expect(freeCancellationUntil(allPlans, 'non_refundable', '2026-12-10')).toBeNull();
    expect(freeCancellationUntil({}, 'flexible', '2026-12-10')).toBeNull();
    expect(freeCancellationUntil({}, 'long_stay', '2026-12-10')).toBeNull();
  });
});

describe("a cancellation's fee", () => {
  // Three nights of two rooms at 10% off the room type; the plan's own discount per case.
  const stay = { nightPrices: [50_000, 45_000, 45_000], rooms: 2, discount: 10 };
  const fee = (
    plan: 'flexible' | 'non_refundable' | 'long_stay' | 'none',
    today: string,
    until: string | null,
    planDiscountPercent = 0,
  ) =>
    cancellationFee({
      ...stay,
      plan,
      today,
      freeCancellationUntil: until,
      planDiscount: planDiscountPercent,
      total: stayTotal({ ...stay, planDiscount: planDiscountPercent }),
    });

  it('is nothing until the free-cancellation day, that day included', () => {
    expect(fee('flexible', '2026-12-01', '2026-12-07')).toBe(0);
    expect(fee('flexible', '2026-12-07', '2026-12-07')).toBe(0);
    expect(fee('long_stay', '2026-12-07', '2026-12-07', 20)).toBe(0);
  });

  it("is the first night after it under Flexible: its price × rooms, less the room type's discount", () => {
    expect(fee('flexible', '2026-12-08', '2026-12-07')).toBe(90_000); // 50,000 × 2 × 90%
  });

  it("is the first night under Long Stay, less the plan's discount too", () => {
    expect(fee('long_stay', '2026-12-08', '2026-12-07', 20)).toBe(72_000); // 50,000 × 2 × 90% × 80%
  });

  it('is the whole stay under Non-Refundable, whenever it is cancelled', () => {
    const whole = stayTotal({ ...stay, planDiscount: 10 });
    expect(whole).toBe(226_800); // 140,000 × 2 × 90% × 90%
    expect(fee('non_refundable', '2026-11-01', null, 10)).toBe(whole);
  });

  it('is nothing for a booking made before plans had rules', () => {
    expect(fee('none', '2030-01-01', null)).toBe(0);
  });

  it('is the first night at once under Flexible without a free window', () => {
    expect(fee('flexible', '2026-11-01', null)).toBe(90_000);
  });

  it('is nothing for a stay of no nights, and nothing with a 100% discount', () => {
    expect(
      cancellationFee({
        plan: 'flexible',
        freeCancellationUntil: null,
        today: '2026-12-08',
        nightPrices: [],
        rooms: 1,
        discount: 0,
        planDiscount: 0,
        total: 0,
      }),
    ).toBe(0);
    expect(
      cancellationFee({
        ...stay,
        plan: 'flexible',
        freeCancellationUntil: null,
        today: '2026-12-08',
        discount: 100,
        planDiscount: 0,
        total: 0,
      }),
    ).toBe(0);
  });

  it('rounds the first night once, as a total does', () => {
    expect(
      cancellationFee({
        plan: 'flexible',
        freeCancellationUntil: null,
        today: '2026-12-08',
        nightPrices: [3, 1_000],
        rooms: 1,
        discount: 50,
        planDiscount: 0,
        total: 502,
      }),
    ).toBe(2); // 1.5
  });

  it('never exceeds the total, for a one-night stay charging its only night', () => {
    const oneNight = { nightPrices: [45_000], rooms: 1, discount: 0, planDiscount: 0 };
    const total = stayTotal(oneNight);
    const charged = cancellationFee({
      ...oneNight,
      plan: 'flexible',
      freeCancellationUntil: null,
      today: '2026-12-08',
      total,
    });
    expect(charged).toBe(total);
  });
});
