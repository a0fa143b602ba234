import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Versioned } from '@/server/db/database';
import type { HubEnvBindings, HubServices } from '@/server/hub/context';
import { HubError } from '@/server/hub/errors';
import { hashKey, isWellFormedKey, verifyKey, type VerifiedKey } from '@/server/hub/keys';
import { RateLimiter } from '@/server/hub/rate-limit';
import { clientAddressOf, clientKeyOf, trustedProxies } from './client-address';
import { FAILED_KEYS_BURST, FAILED_KEYS_WINDOW_MS, FailureThrottle } from './failure-throttle';

const KNOWN_KEYS_MAX = 1000;

/**
 * Keys found valid, each with the database version it was checked at and served again only
 * while the version is the same: a key revoked by any instance sharing the database is
 * refused on the next request. Only valid keys are kept, so a flood of wrong ones can
 * neither push a real one out nor grow the map.
 */
export class KnownKeys {
  private readonly known = new Map<string, { key: VerifiedKey; version: string }>();
  private readonly checking = new Map<string, Promise<Versioned<VerifiedKey | null>>>();

  constructor(private readonly database: Database) {}

  has(hash: string): boolean {
    return this.known.has(hash);
  }

  async verify(presented: string, hash: string): Promise<VerifiedKey | null> {
    const version = await this.database.version();
    const entry = this.known.get(hash);
    if (entry?.version === version) return entry.key;
    // Requests that saw the same version share one read, made at that version or later.
    const flight = `${hash} ${version}`;
    let check = this.checking.get(flight);
    if (!check) {
      check = this.database
        .readVersioned((db) => verifyKey(db, presented))
        .finally(() => this.checking.delete(flight));
      this.checking.set(flight, check);
    }
    const read = await check;
    this.known.delete(hash);
    if (read.value) {
      this.known.set(hash, { key: read.value, version: read.version });
      if (this.known.size > KNOWN_KEYS_MAX) this.known.delete(this.known.keys().next().value!);
    }
    return read.value;
  }
}

/**
 * Bearer key, scope `manage` and the per-key rate limit. The cheap checks come first: the
 * key's shape, then the client's count of failed attempts (a throttled client is refused
 * before any database read, unless it presents a key already known to be valid).
 */
export function authenticate(
  services: HubServices,
  isPublic: (c: Context) => boolean,
): MiddlewareHandler<HubEnvBindings> {
  const limiter = new RateLimiter(services.settings.rateLimitPerMinute);
  const failures = new FailureThrottle(FAILED_KEYS_BURST, FAILED_KEYS_WINDOW_MS);
  const known = new KnownKeys(services.database);
  const lookups = new Map<string, Promise<VerifiedKey | null>>();
  const isTrusted = trustedProxies(services.settings.trustedProxies);

  return async (c, next) => {
    c.set('services', services);
    if (isPublic(c)) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match)
      throw new HubError(
        'unauthenticated',
        'Chave de API ausente. Envie Authorization: Bearer <chave>.',
      );
    const presented = match[1];
    const client = clientKeyOf(clientAddressOf(c, isTrusted));
    const hash = isWellFormedKey(presented) ? hashKey(presented) : null;
    const isKnown = hash !== null && known.has(hash);
    // Requests presenting a key whose lookup is under way wait for it: one attempt, not many.
    const pending = hash === null || isKnown ? undefined : lookups.get(hash);
    if (!isKnown && !pending) {
      const wait = failures.wait(client);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new HubError(
          'too_many_attempts',
          `Muitas tentativas com chaves inválidas. Tente de novo em ${wait} s.`,
        );
      }
      // Counted before the lookup, so attempts in flight together cannot pass the limit.
      failures.fail(client);
    }
    let lookup = pending;
    if (!lookup && hash) {
      lookup = known.verify(presented, hash);
      if (!isKnown) {
        lookups.set(hash, lookup);
        void lookup.catch(() => undefined).finally(() => lookups.delete(hash));
      }
    }
    const key = lookup ? await lookup : null;
    if (!key) throw new HubError('unauthenticated', 'Chave de API inválida ou revogada.');
    if (!isKnown && !pending) failures.forgive(client);
    if (!key.scopes.includes('manage'))
      throw new HubError(
        'forbidden_scope',
        'Esta chave não tem o escopo manage, necessário para a API de gestão.',
      );
    const rateWait = limiter.take(String(key.id));
    if (rateWait > 0) {
      c.header('Retry-After', String(rateWait));
      throw new HubError('rate_limited', `Muitas requisições. Tente de novo em ${rateWait} s.`);
    }
    c.set('apiKey', key);
    return next();
  };
}
