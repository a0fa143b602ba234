/**
 * Token bucket per key: `perMinute` requests a minute, refilled continuously, with a burst of
 * the same size. In-process; several instances each apply it to their own share of traffic.
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly perMinute: number) {}

  /** 0 when allowed, otherwise the seconds to wait. */
  take(key: string, now = Date.now()): number {
    if (this.perMinute <= 0) return 0;
    const ratePerMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * ratePerMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000));
  }
}
