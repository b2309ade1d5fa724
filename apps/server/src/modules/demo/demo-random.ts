/** A 32-bit hash of a text (FNV-1a), to seed generators from stable keys. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A short stable tag for ids (six base-36 characters). */
export function tag(text: string): string {
  return hash32(text).toString(36).padStart(7, '0').slice(-6);
}

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Log-normal around a median, for durations and delays. */
  around(median: number, spread: number): number;
};

/** mulberry32: small, fast and good enough for plausible data; the same key gives the same sequence. */
export function random(key: string): Random {
  let state = hash32(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gaussian = () => {
    const u = Math.max(next(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    around: (median, spread) => median * Math.exp(spread * gaussian()),
  };
}
