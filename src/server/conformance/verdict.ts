import {
  CANNOT_REASONS,
  type HubCheckReason,
  type HubCheckReport,
  type HubCheckVerdict,
} from '@/contract/hub-check';

type Read = Omit<HubCheckReport, 'verdict' | 'exit_code' | 'reasons'>;

/** What is a problem (the console cannot work) and what a limit, from what the check read. */
export function verdictOf(
  report: Read,
  { noEvent }: { noEvent: boolean },
): { verdict: HubCheckVerdict; reasons: HubCheckReason[] } {
  const reasons: HubCheckReason[] = [];
  const add = (reason: HubCheckReason) => {
    const key = JSON.stringify(reason);
    if (!reasons.some((r) => JSON.stringify(r) === key)) reasons.push(reason);
  };

  const unreadableDates = new Set<string>();
  for (const endpoint of report.endpoints) {
    const at = endpoint.url ?? endpoint.path;
    if (endpoint.note === 'key_refused' && endpoint.status !== null)
      add({ code: 'key_refused', status: endpoint.status });
    else if (endpoint.outcome === 'absent' && endpoint.kind === 'spec')
      add({ code: 'spec_endpoint_missing', path: endpoint.path });
    else if (endpoint.outcome === 'failed')
      add({ code: 'endpoint_failed', path: at, status: endpoint.status });
    if (endpoint.envelope_ok === false && endpoint.findings.some((f) => f.effect === 'broken'))
      add({ code: 'wrong_envelope', path: at });
    const broken = endpoint.findings
      .filter((f) => f.effect === 'broken' && f.code !== 'wrong_envelope' && f.code !== 'not_json')
      .map((f) => f.field);
    if (broken.length) add({ code: 'unreadable_fields', path: at, fields: broken });
    for (const finding of endpoint.findings) {
      if (finding.code === 'error_envelope') add({ code: 'error_envelope', path: at });
      if (finding.code === 'unreadable_date') unreadableDates.add(finding.field);
    }
  }

  const absent = report.extensions.filter((e) => e.present === false).map((e) => e.id);
  // The console tells a spec-only hub by an event's detail: without it, no extension is used.
  if (absent.includes('event-detail')) add({ code: 'spec_only_mode' });
  for (const extension of absent)
    if (extension !== 'event-detail') add({ code: 'extension_absent', extension });
  const unknown = report.words.filter((w) => w.unknown.length);
  if (unknown.length)
    add({
      code: 'unknown_words',
      kinds: unknown.map(({ kind, unknown: words }) => ({ kind, words })),
    });
  const zoned = report.date_time_forms.filter((f) => f.form === 'local' || f.form === 'date');
  if (zoned.length)
    add({
      code: 'local_date_times',
      time_zone: report.time_zone,
      fields: [...new Set(zoned.flatMap((f) => f.fields))].sort(),
    });
  if (unreadableDates.size) add({ code: 'unreadable_dates', fields: [...unreadableDates].sort() });
  if (noEvent) add({ code: 'no_event' });
  else if (report.endpoints.some((e) => e.note === 'no_race')) add({ code: 'no_race' });

  const cannot = reasons.filter((r) => CANNOT_REASONS.includes(r.code));
  const limits = reasons.filter((r) => !CANNOT_REASONS.includes(r.code));
  const verdict: HubCheckVerdict = cannot.length ? 'cannot' : limits.length ? 'limited' : 'full';
  return { verdict, reasons: [...cannot, ...limits] };
}
