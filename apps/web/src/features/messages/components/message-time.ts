// When a message was sent, as the conversation shows it: its Kigali date and 24-hour time ('24 Dec 2026, 14:05').
import { formatDate } from '@/lib/format';

const KIGALI_UTC_OFFSET_MS = 2 * 3_600_000;

export function messageTime(instant: string): string {
  const kigali = new Date(new Date(instant).getTime() + KIGALI_UTC_OFFSET_MS);
  if (Number.isNaN(kigali.getTime())) return instant;
  const hh = String(kigali.getUTCHours()).padStart(2, '0');
  const mm = String(kigali.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(instant, 'short')}, ${hh}:${mm}`;
}
