// Contact details in messages (docs/decisions/0028-conversations.md, "Contact details"): before a booking is
// confirmed, email addresses and phone numbers typed in a message are replaced, when it is sent, by
// HIDDEN_CONTACT. People who want to get around the rule write them so that a plain pattern misses them:
// full-width or Arabic-Indic digits, zero-width characters between the digits, O for 0 and l for 1, HTML
// entities, 'at' and 'dot' spelled out (in English, French or Kinyarwanda), digits as words. The text is
// therefore first read into a normalized form that remembers where each of its characters came from, the
// patterns are matched there, and what they cover is hidden in the text as typed, which otherwise stays as it is.
import { HIDDEN_CONTACT } from './schemas/conversation.ts';

/** A normalized text; each of its characters came from `text.slice(from[i], to[i])` of the original. */
interface Reading {
  text: string;
  from: number[];
  to: number[];
}

/** The HTML character references people paste to hide an '@' or a '.' (named ones: the few that matter). */
const HTML_REFERENCE =
  /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(commat|period|amp|plus|lpar|rpar|hyphen|dash|nbsp));?/giy;
const NAMED_REFERENCES: Record<string, string> = {
  commat: '@',
  period: '.',
  amp: '&',
  plus: '+',
  lpar: '(',
  rpar: ')',
  hyphen: '-',
  dash: '-',
  nbsp: ' ',
};

function decodeReference(match: RegExpExecArray): string | undefined {
  const [, decimal, hex, name] = match;
  if (name) return NAMED_REFERENCES[name.toLowerCase()];
  const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

const INVISIBLE = /^\p{Cf}$/u; // zero-width spaces and joiners, soft hyphens, direction marks
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const DASH = /^\p{Pd}$/u;

/** A decimal digit of any script (Arabic-Indic, Devanagari, …) as 0-9: scripts keep theirs in runs of ten. */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  let first = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first -= 1;
  return String((code - first) % 10);
}

/** One character as compared: compatibility forms folded (full-width, circled), digits as 0-9, dashes as '-'. */
function normalizeChar(char: string): string {
  if (INVISIBLE.test(char)) return '';
  return [...char.normalize('NFKC')]
    .map((c) => (DECIMAL_DIGIT.test(c) ? asciiDigit(c) : DASH.test(c) ? '-' : c))
    .join('');
}

/** The text with HTML references decoded, invisible characters dropped and each character normalized. */
function read(original: string): Reading {
  const reading: Reading = { text: '', from: [], to: [] };
  const push = (chars: string, from: number, to: number) => {
    for (const c of chars) {
      reading.text += c;
      reading.from.push(from);
      reading.to.push(to);
    }
  };
  for (let at = 0; at < original.length;) {
    HTML_REFERENCE.lastIndex = at;
    const reference = original[at] === '&' ? HTML_REFERENCE.exec(original) : null;
    const decoded = reference ? decodeReference(reference) : undefined;
    if (reference && decoded !== undefined) {
      push([...decoded].map(normalizeChar).join(''), at, at + reference[0].length);
      at += reference[0].length;
      continue;
    }
    const char = String.fromCodePoint(original.codePointAt(at)!);
    push(normalizeChar(char), at, at + char.length);
    at += char.length;
  }
  return reading;
}

/** A reading with each match of `pattern` replaced by `replacement(match)`, from where the match came from. */
function rewrite(reading: Reading, pattern: RegExp, replacement: (match: string) => string): Reading {
  const next: Reading = { text: '', from: [], to: [] };
  let copied = 0;
  const copy = (end: number) => {
    next.text += reading.text.slice(copied, end);
    next.from.push(...reading.from.slice(copied, end));
    next.to.push(...reading.to.slice(copied, end));
  };
  for (const match of reading.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    copy(start);
    for (const c of replacement(match[0])) {
      next.text += c;
      next.from.push(reading.from[start]!);
      next.to.push(reading.to[end - 1]!);
    }
    copied = end;
  }
  copy(reading.text.length);
  return next;
}

// Email addresses: a local part, an '@', a domain of labels joined by '.'. Written tight (as an address is) any
// domain counts; written loose (spaces around the signs, 'at' and 'dot' as words, in brackets or not), the address
// must end in a top-level domain people use here, so that a sentence with 'at' in it is not taken for one.
const LOCAL = String.raw`[\p{L}\p{N}._%+-]+`;
const LABEL = String.raw`[\p{L}\p{N}-]+`;
const bracketed = (words: string) => String.raw`\s*[(\[{<]\s*(?:${words})\s*[)\]}>]\s*`;
const WORD_AT = 'at|arobase|kuri';
const WORD_DOT = 'dot|point|akadomo';
const EMAIL_TIGHT = new RegExp(
  String.raw`${LOCAL}\s?(?:@|${bracketed('at')})\s?${LABEL}(?:\.${LABEL})+`,
  'giu',
);
const LOOSE_AT = String.raw`(?:\s*@\s*|${bracketed(WORD_AT)}|\s+(?:${WORD_AT})\s+)`;
/** A '.' with spaces on both sides or none: a '.' then a space ends a sentence. */
const LOOSE_DOT = String.raw`(?:\.|\s+\.\s*|${bracketed(WORD_DOT)}|\s+(?:${WORD_DOT})\s+)`;
const KNOWN_TLD = 'com|net|org|rw|fr|be|ch|ca|uk|de|io|co|info|edu|gov|ke|ug|tz|bi|cd|africa|biz';
const EMAIL_LOOSE = new RegExp(
  String.raw`${LOCAL}${LOOSE_AT}${LABEL}(?:${LOOSE_DOT}${LABEL})*${LOOSE_DOT}(?:${KNOWN_TLD})(?![\p{L}\p{N}])`,
  'giu',
);

// Phone numbers: a run of 9 digits or more with the separators people type in numbers (+250 788 123 456,
// 0788-123-456, 07 88 12 34 56). Read with the letters that pass for digits (O for 0; I, l and | for 1) and
// digits written as words in English, French and Kinyarwanda.
const PHONE_LIKE = /\(?\+?\d[\d\s().-]{7,}\d/g;
const PHONE_MIN_DIGITS = 9;
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };
/** Lookalike letters that are not part of a word (the O of 'O788…', not the o of 'Hello'). */
const LOOKALIKE = /(?<!\p{L})[OoIl|]+(?!\p{L})/gu;
const DIGIT_WORDS: Record<string, string> = Object.fromEntries(
  [
    ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
    ['zeru', 'rimwe', 'kabiri', 'gatatu', 'kane', 'gatanu', 'gatandatu', 'karindwi', 'umunani', 'icyenda'],
  ].flatMap((words) => words.map((word, digit) => [word, String(digit)])),
);
const DIGIT_WORD = new RegExp(`(?<![\\p{L}])(?:${Object.keys(DIGIT_WORDS).join('|')})(?![\\p{L}])`, 'giu');

/** The spans of the original text that `pattern` covers in `reading`, those that `keep` accepts. */
function spans(reading: Reading, pattern: RegExp, keep: (match: string) => boolean = () => true) {
  return [...reading.text.matchAll(pattern)]
    .filter((match) => keep(match[0]))
    .map((match) => [reading.from[match.index]!, reading.to[match.index + match[0].length - 1]!] as const);
}

/** The text with email addresses and phone numbers (9 digits or more) hidden, and whether any were. */
export function hideContactDetails(text: string): { text: string; hidden: boolean } {
  const reading = read(text);
  const asDigits = rewrite(
    rewrite(reading, DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()]!),
    LOOKALIKE,
    (letters) => [...letters].map((c) => LOOKALIKES[c]).join(''),
  );
  const found = [
    ...spans(reading, EMAIL_TIGHT),
    ...spans(reading, EMAIL_LOOSE),
    ...spans(asDigits, PHONE_LIKE, (run) => (run.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS),
  ].sort((a, b) => a[0] - b[0]);
  if (found.length === 0) return { text, hidden: false };
  let result = '';
  let copied = 0;
  for (const [from, to] of found) {
    if (to <= copied) continue; // inside a span already hidden
    if (from >= copied) result += `${text.slice(copied, from)}${HIDDEN_CONTACT}`;
    copied = to;
  }
  return { text: result + text.slice(copied), hidden: true };
}
