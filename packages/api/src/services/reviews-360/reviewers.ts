/**
 * Which answers count toward a 360 report, and as whom. The one place that decides it: a sign-up domain
 * policy (a later change) plugs in here, e.g. to refuse addresses outside the organisation's domains,
 * and every count (the report's threshold, each release's "3 new answers") follows.
 */

/** An address as the report compares it: trimmed and lower-cased. */
export function reviewerAddressKey(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * The key an answer counts under, or null when it does not count: the subject's own addresses (their
 * account's e-mail and any signed-in identity's) never count. Answers sharing a key count once.
 */
export function countableReviewerKey(address: string, subjectAddresses: ReadonlySet<string>): string | null {
  const key = reviewerAddressKey(address);
  if (key.length === 0 || subjectAddresses.has(key)) return null;
  return key;
}

/** The answers that count, first per address, in arrival order. */
export function countableAnswers<T extends { reviewerEmail: string }>(
  answers: readonly T[],
  subjectAddresses: readonly string[],
): T[] {
  const own = new Set(subjectAddresses.map(reviewerAddressKey));
  const seen = new Set<string>();
  const counted: T[] = [];
  for (const answer of answers) {
    const key = countableReviewerKey(answer.reviewerEmail, own);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    counted.push(answer);
  }
  return counted;
}
