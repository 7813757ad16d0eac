// Number inputs hold text: a value becomes its input's text, and an empty input an absent (null) value.

export const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function optionalNumber(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}
