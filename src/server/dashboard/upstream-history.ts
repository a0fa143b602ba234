import crypto from 'node:crypto';
import { keyFingerprint } from '@/contract/history';
import { discountsVersion, retentionVersion, type ReplacedKind } from '@/contract/versions';
import type { LegalDiscount } from '@/contract/legal-discounts';
import type { RetentionPolicy } from '@/contract/retention';
import type { ChangeLog } from '@/server/store/change-log';
import { answerOf, subjectOf } from '@/server/store/change-names';
import { describePath } from '@/server/store/change-summary';
import { readStreamBounded } from './bounded-body';
import type { HubCall, HubGateway } from './hub-gateway';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A body past this is forwarded whole but summarised only by its size. */
const SUMMARY_READ_MAX = 256 * 1024;
const NAME_TTL_MS = 5 * 60_000;

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const versionOf = (kind: ReplacedKind, data: unknown) =>
  kind === 'legal-discounts'
    ? Array.isArray(data)
      ? discountsVersion(data as LegalDiscount[])
      : null
    : data && typeof data === 'object'
      ? retentionVersion(data as RetentionPolicy)
      : null;

/**
 * In front of an upstream hub, which may keep no history, the dashboard's server records what
 * passes through it: the same entries the reference hub records for itself. Who wrote is the
 * key's name from the hub's `GET /me` where it has one, else the key's fingerprint alone.
 */
export function recordUpstreamWrites(gateway: HubGateway, changes: ChangeLog): HubGateway {
  const names = new Map<string, { name: string | null; until: number }>();

  const nameOf = async (call: HubCall, key: string, fingerprint: string) => {
    const known = names.get(fingerprint);
    if (known && known.until > Date.now()) return known.name;
    const res = await gateway({ ...get(call, '/me'), apiKey: key });
    const body = res.ok
      ? ((await res.json().catch(() => null)) as { data?: { name?: unknown } })
      : null;
    const name = typeof body?.data?.name === 'string' ? body.data.name : null;
    if (res.ok || res.status === 404)
      names.set(fingerprint, { name, until: Date.now() + NAME_TTL_MS });
    return name;
  };

  const get = (call: HubCall, path: string): HubCall => ({
    ...call,
    method: 'GET',
    path,
    headers: new Headers({ accept: 'application/json' }),
    body: null,
  });

  const readVersion = async (call: HubCall, kind: ReplacedKind) => {
    const res = await gateway(get(call, call.path.split('?')[0]));
    if (res.status === 404) return null;
    if (!res.ok) return undefined;
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    return versionOf(kind, body?.data);
  };

  /** A read of the hub with the writer's key, for the names of what it writes. */
  const readAs = (call: HubCall, key: string) => async (path: string) => {
    const res = await gateway({ ...get(call, path), apiKey: key });
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    return body?.data ?? null;
  };

  return async (call) => {
    const key =
      call.apiKey ?? /^Bearer\s+(\S+)$/i.exec(call.headers.get('authorization') ?? '')?.[1];
    if (!WRITES.has(call.method) || !key) return gateway(call);
    const { kind } = describePath(call.path);
    const replacedKind =
      call.method === 'PUT' && (kind === 'legal-discounts' || kind === 'retention') ? kind : null;
    // Its own id when the call has none (an agent's tool), sent on so the hub logs it too.
    const requestId = call.requestId ?? crypto.randomUUID();
    let forwarded = { ...call, requestId };
    let copy: Promise<string | null> = Promise.resolve(null);
    if (call.body) {
      const [toHub, toLog] = call.body.tee();
      forwarded = { ...forwarded, body: toHub };
      copy = readStreamBounded(toLog, SUMMARY_READ_MAX, { cancelPast: true }).catch(() => null);
    }
    const before = replacedKind
      ? await readVersion(call, replacedKind).catch(() => undefined)
      : undefined;
    const subject = replacedKind
      ? null
      : await subjectOf(call.method, call.path, readAs(call, key)).catch(() => null);
    const res = await gateway(forwarded);
    if (res.status === 401) return res;
    try {
      const fingerprint = keyFingerprint(crypto.createHash('sha256').update(key).digest('hex'));
      const text = await copy;
      const answer =
        res.ok && res.status !== 204
          ? ((await res
              .clone()
              .json()
              .catch(() => null)) as { import_id?: unknown; data?: unknown } | null)
          : null;
      await changes.record({
        via: call.via ?? (call.apiKey ? 'dashboard' : 'api'),
        actor: await nameOf(call, key, fingerprint).catch(() => null),
        keyFingerprint: fingerprint,
        method: call.method,
        path: call.path,
        body: text === null && call.body ? { bytes: 'mais de 256 KiB' } : parse(text),
        status: res.status,
        importId:
          res.status === 202 && typeof answer?.import_id === 'number' ? answer.import_id : null,
        createdEvent:
          call.path.split('?')[0] === '/events' &&
          typeof (answer?.data as { code?: unknown } | undefined)?.code === 'string'
            ? (answer!.data as { code: string }).code
            : null,
        before: replacedKind ? before : subject?.before,
        after: replacedKind
          ? answer
            ? versionOf(replacedKind, answer.data)
            : undefined
          : answerOf(kind, answer),
        names: subject?.names,
      });
    } catch (error) {
      changes.failed(error, requestId);
    }
    return res;
  };
}
