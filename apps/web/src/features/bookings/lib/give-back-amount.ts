// The amount a host gives back of a confirmed stay (POST /api/bookings/{id}/refunds, docs/money.md#refunds),
// checked as the server checks it: a whole number of RWF, at least 1, at most what is left. The server still
// judges it (a refund may have started meanwhile) and answers 409 REFUND_TOO_LARGE.

export type GiveBackAmount =
  { ok: true; amount: number } | { ok: false; problem: 'not_whole' | 'too_much'; left: number };

// Digits, or digits grouped by threes the way each language writes them (45,000 / 45 000 / 45.000): a decimal
// part is refused rather than guessed, since RWF has no cents.
const WHOLE = /^\d+$/;
const GROUPED = /^\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+$/;

export function checkGiveBackAmount(text: string, left: number): GiveBackAmount {
  const typed = text.trim();
  if (!WHOLE.test(typed) && !GROUPED.test(typed)) return { ok: false, problem: 'not_whole', left };
  const amount = Number(typed.replace(/\D/g, ''));
  if (!Number.isSafeInteger(amount) || amount < 1) return { ok: false, problem: 'not_whole', left };
  if (amount > left) return { ok: false, problem: 'too_much', left };
  return { ok: true, amount };
}
