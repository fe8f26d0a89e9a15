/**
 * The order a person sees a question's options in: shuffled per question, and the same for the same
 * person and attempt, so Previous/Next and a reload keep it while a retake (or another person) sees a
 * new order. Only the presentation moves; each option keeps its value, which is what an answer carries.
 */

/** Who is answering and which time: attempt = their completed assessments + 1. */
export interface ShuffleKey {
  userId: number;
  attempt: number;
  questionId: string;
}

/** FNV-1a over the key's text: a stable 32-bit seed, the same on every server and every run. */
export function shuffleSeed({ userId, attempt, questionId }: ShuffleKey): number {
  const text = `${userId}:${attempt}:${questionId}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of floats in [0, 1), good enough to deal five cards fairly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The options in the order this person sees them on this attempt (Fisher-Yates with the seeded generator). */
export function shuffleOptions<T>(options: readonly T[], key: ShuffleKey): T[] {
  return shuffleWithSeed(options, shuffleSeed(key));
}

/**
 * Fisher-Yates driven by mulberry32 from `seed`. The assessment passes a keyed seed (an HMAC only the
 * server can compute), so a browser that knows the person and attempt still cannot undo the order.
 */
export function shuffleWithSeed<T>(options: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const shuffled = [...options];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = shuffled[i] as T;
    shuffled[i] = shuffled[j] as T;
    shuffled[j] = swap;
  }
  return shuffled;
}
