import {
  HUB_EXTENSIONS,
  type EndpointNote,
  type HubCheckEndpoint,
  type HubCheckReport,
  type HubExtensionId,
} from '@/contract/hub-check';
import type { HubAnswer, HubGet } from './hub-answer';
import { errorEnvelopeFinding, readAnswer } from './read-answer';
import type { PlannedRead } from './read-plan';
import { Observations } from './observations';

export type Row = Record<string, unknown>;

/** One read's endpoint for the report, and what the next reads need from it. */
export interface Asked {
  endpoint: HubCheckEndpoint;
  items: Row[];
  /** The body's `meta.last_page`, when a page said it. */
  lastPage: number | null;
}

const RETRY_WAIT_MAX_S = 10;
const isAbsent = (status: number) => status === 404 || status === 405;

/**
 * The reads of one check: each asked once (again once after a 429), its endpoint recorded in
 * the report's order, and what the answers showed: forms, words, numbers, the extensions.
 */
export class HubReads {
  readonly seen = new Observations();
  readonly endpoints: HubCheckEndpoint[] = [];
  private readonly presence = new Map<HubExtensionId, boolean | null>();

  constructor(
    private readonly get: HubGet,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  private async answer(url: string, anonymous: boolean): Promise<HubAnswer> {
    const first = await this.get(url, { anonymous });
    if (first.status !== 429) return first;
    await this.sleep(Math.min(first.retryAfter ?? 1, RETRY_WAIT_MAX_S) * 1000);
    return this.get(url, { anonymous });
  }

  /** Asks one GET; its endpoint goes in the report by `record`, in the order reads are made. */
  async ask(read: PlannedRead, url: string, { anonymous = false } = {}): Promise<Asked> {
    const endpoint: HubCheckEndpoint = {
      path: read.path,
      url,
      kind: read.kind,
      extension: read.extension ?? null,
      status: null,
      outcome: 'failed',
      envelope_ok: null,
      findings: [],
      note: null,
    };
    let answer: HubAnswer;
    try {
      answer = await this.answer(url, anonymous);
    } catch {
      return { endpoint: { ...endpoint, note: 'unreachable' }, items: [], lastPage: null };
    }
    endpoint.status = answer.status;
    if (answer.status >= 200 && answer.status < 300) {
      const reading = readAnswer(answer.body, answer.json, read.envelope, read.schema, this.seen);
      const lastPage = Number(
        (answer.body as { meta?: { last_page?: unknown } } | null)?.meta?.last_page,
      );
      endpoint.outcome = 'ok';
      endpoint.envelope_ok = reading.envelopeOk;
      endpoint.findings = reading.findings;
      return {
        endpoint,
        items: reading.items,
        lastPage: Number.isInteger(lastPage) ? lastPage : null,
      };
    }
    const wrong = errorEnvelopeFinding(answer.body, answer.json);
    endpoint.envelope_ok = wrong === null;
    endpoint.findings = wrong ? [wrong] : [];
    if (answer.status === 401 || answer.status === 403) endpoint.note = 'key_refused';
    else if (isAbsent(answer.status)) endpoint.outcome = 'absent';
    return { endpoint, items: [], lastPage: null };
  }

  record(...asked: Asked[]): void {
    for (const { endpoint } of asked) {
      this.endpoints.push(endpoint);
      const id = endpoint.extension;
      if (!id) continue;
      const present =
        endpoint.outcome === 'ok' ? true : endpoint.outcome === 'absent' ? false : null;
      // One answer of an extension is enough to know it is there.
      if (present !== null && this.presence.get(id) !== true) this.presence.set(id, present);
      else if (!this.presence.has(id)) this.presence.set(id, null);
    }
  }

  skip(read: PlannedRead, note: EndpointNote): void {
    this.endpoints.push({
      path: read.path,
      url: null,
      kind: read.kind,
      extension: read.extension ?? null,
      status: null,
      outcome: 'skipped',
      envelope_ok: null,
      findings: [],
      note,
    });
  }

  /** Decides an extension from what an answer held (`include`, `search`), not from its status. */
  decide(id: HubExtensionId, present: boolean | null): void {
    this.presence.set(id, present);
  }

  extensions(): HubCheckReport['extensions'] {
    return (Object.keys(HUB_EXTENSIONS) as HubExtensionId[]).map((id) => ({
      id,
      present: this.presence.get(id) ?? null,
    }));
  }
}
