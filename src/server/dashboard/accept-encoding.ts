/** The encodings this server sends besides identity, in the order it prefers them. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encodings a client's `Accept-Encoding` allows, best first (its q-values, then ours): a
 * coding it names with q=0 is refused, `*` stands for every coding it does not name. Empty:
 * send identity.
 */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  return ENCODINGS.map((encoding, rank) => {
    const named =
      weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined);
    return { encoding, rank, weight: named ?? wildcard };
  })
    .filter((e) => e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.rank - b.rank)
    .map((e) => e.encoding);
}

/** Adds `Accept-Encoding` to a `Vary` header unless it is there (or the answer varies on all). */
export function varyOnEncoding(headers: Headers) {
  const current = headers.get('vary');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current ?? '')) return;
  headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}
