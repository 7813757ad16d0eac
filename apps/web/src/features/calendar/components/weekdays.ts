// Weekday names, Monday first, in the page's language (the formatting module has months, not weekdays).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const SHORT = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`];
const LONG = [
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
  msg`Sunday`,
];

export function useWeekdays(): { short: string[]; long: string[] } {
  const { i18n } = useLingui();
  return { short: SHORT.map((m) => i18n._(m)), long: LONG.map((m) => i18n._(m)) };
}
