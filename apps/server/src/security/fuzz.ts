/**
 * A small seeded fuzzer for JSON APIs: it mutates a valid body into hostile variants (wrong
 * types, out-of-range numbers, text PostgreSQL cannot store, odd nesting), so each run sends
 * the same requests and a failure replays.
 */

/** Text a client can send in JSON that a naive server chokes on. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '😀\ud83d',
  '\ufeff',
  '\u202e',
  'é'.repeat(300),
  'a'.repeat(70_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  'null',
  '2026-02-30T25:61:00Z',
  '9999-12-31 23:59:59',
  'data:image/png;base64,AAAA',
  '{"$gt":""}',
];

export const HOSTILE_NUMBERS = [
  0, -1, 1, 0.5, -0.5, 2147483647, 2147483648, -2147483649, 9007199254740994, 1e308, -1e308, 1e-308,
];

/** Path segments, already percent-encoded: out of the integer range, negative, not numbers, NUL, bad UTF-8. */
export const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '9'.repeat(400),
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%201',
  '1%3BDROP%20TABLE%20users',
];

export type TFuzzer = ReturnType<typeof createFuzzer>;

export function createFuzzer(seed: number) {
  let state = seed >>> 0;
  /** mulberry32: tiny, seedable, good enough to pick mutations. */
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  function hostileValue(depth = 0): unknown {
    const kind = random();
    if (kind < 0.4) return pick(HOSTILE_STRINGS);
    if (kind < 0.65) return pick(HOSTILE_NUMBERS);
    if (kind < 0.72) return pick([true, false, null]);
    if (kind < 0.82 && depth < 3) return [hostileValue(depth + 1), hostileValue(depth + 1)];
    if (kind < 0.92 && depth < 3)
      return { [pick(HOSTILE_STRINGS).slice(0, 20)]: hostileValue(depth + 1) };
    return `${pick(HOSTILE_STRINGS).slice(0, 50)}${pick(HOSTILE_STRINGS).slice(0, 50)}`;
  }

  function mutateObject(valid: Record<string, unknown>): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(valid)) {
      const roll = random();
      if (roll < 0.1) continue; // dropped
      if (roll < 0.45) result[key] = hostileValue();
      else if (roll < 0.55 && value && typeof value === 'object' && !Array.isArray(value)) {
        result[key] = mutateObject(value as Record<string, unknown>);
      } else result[key] = value;
    }
    if (random() < 0.2)
      result[pick(['__proto__', 'constructor', 'id', 'status', 'x\u0000'])] = hostileValue();
    return result;
  }

  /** A variant of `valid`: mostly the same shape with some fields made hostile, sometimes no object at all. */
  function mutate(valid: Record<string, unknown>): unknown {
    const roll = random();
    if (roll < 0.05) return hostileValue();
    if (roll < 0.08) return [valid];
    return mutateObject(valid);
  }

  return { mutate };
}
