/**
 * Wrong keys a client may present in a row, to the hub or at the dashboard's sign-in (which
 * passes its attempts on to the hub, so both must allow the same); after them, one more every
 * 45 s. A person who mistypes a key is not stopped, a guesser gets 20 tries per 15 minutes.
 */
export const FAILED_KEYS_BURST = 20;
export const FAILED_KEYS_WINDOW_MS = 15 * 60_000;

/**
 * Failed attempts per client: `burst` of them at once, then one more every `windowMs / burst`.
 * Only failures count, so a client that keeps getting in is never slowed. Memory is bounded:
 * past `maxClients` the client seen least recently is forgotten.
 */
export class FailureThrottle {
  private readonly clients = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  /** 0 while the client may try, otherwise the seconds until it may try again. */
  wait(client: string): number {
    const bucket = this.current(client);
    if (!bucket || bucket.tokens >= 1) return 0;
    const ms = Math.round(((1 - bucket.tokens) * this.windowMs) / this.burst);
    return Math.max(1, Math.ceil(ms / 1000));
  }

  fail(client: string): void {
    const bucket = this.current(client) ?? { tokens: this.burst, at: this.now() };
    bucket.tokens = Math.max(0, bucket.tokens - 1);
    this.clients.delete(client);
    this.clients.set(client, bucket);
    if (this.clients.size > this.maxClients) {
      const oldest = this.clients.keys().next().value;
      if (oldest !== undefined) this.clients.delete(oldest);
    }
  }

  /** Gives back an attempt counted before it was known to succeed. */
  forgive(client: string): void {
    const bucket = this.current(client);
    if (!bucket) return;
    bucket.tokens += 1;
    if (bucket.tokens >= this.burst) this.clients.delete(client);
  }

  private current(client: string) {
    const bucket = this.clients.get(client);
    if (!bucket) return null;
    const now = this.now();
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) * this.burst) / this.windowMs,
    );
    bucket.at = now;
    if (bucket.tokens >= this.burst) {
      this.clients.delete(client);
      return null;
    }
    return bucket;
  }
}
