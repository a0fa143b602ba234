import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { eventQueries } from '@/web/api/events';
import { importQueries } from '@/web/api/imports';
import { raceQueries, type RaceList } from '@/web/api/races';
import { vacancyQueries } from '@/web/api/vacancy';
import { unlessMissing } from '@/web/lib/api-client';
import { useI18n } from '@/web/i18n/i18n';
import { useImportSession } from './import-session';
import { loadUploadMachine, preloadSteps } from './lazy-steps';
import { headerSignature, recallMapping, rememberMapping, teamTemplate } from './mapping-memory';
import { saveTemplate, templateQueries } from '@/web/api/mapping-templates';
import { withoutMissingFields, withoutRankingFields, type OpenedFile } from './opened-file';
import type { ColumnReplacement } from '@/spreadsheet/column-tools';
import { raceRefOf, type RaceRef } from '@/spreadsheet/race-ref';
import type { Delimiter } from '@/spreadsheet/read-csv';
import type { ImportKind } from '@/spreadsheet/types';
import { createPipelineClient, type PipelinePort } from './pipeline-client';
import { replayEdits } from './table-edits';
import {
  clearPendingUpload,
  knownImports,
  newUploadId,
  recordSentChunk,
  savePendingUpload,
  type PendingUpload,
} from './upload-store';
import type { ChunkInfo } from './worker-host';
import { reportLanguageOf } from './report-language';
import { saveUploadReport } from './report-store';

const racesFromHub = (list: RaceList) => (list.fromHub ? list.races : null);
interface OpenOptions {
  kind: ImportKind;
  delimiter?: Delimiter;
  sheet?: string;
  raceCode?: string;
}

/**
 * The import wizard's session and what each step does to it: opening a file in the worker,
 * mapping, edits, sending in chunks and resuming. Steps change in transitions: React renders
 * a big step in slices, so no task blocks input.
 */
export function useImportWizard(
  eventCode: string,
  createPort: () => PipelinePort,
  /** After an upload: the history shows imports of that kind. */
  onImported?: (kind: ImportKind) => void,
) {
  const { t, language } = useI18n();

  const reportLanguage = () => reportLanguageOf(language, t);
  const queryClient = useQueryClient();
  // A spec-only hub lists no races: the code is typed (null).
  const races = useQuery({ ...raceQueries.list(eventCode), select: racesFromHub });
  const [client] = useState(() => createPipelineClient(createPort));
  const [session, dispatch] = useImportSession(eventCode);
  /** A cancel lets the current chunk finish; stopping watching leaves it with the hub. */
  const stopRef = useRef<'no' | 'afterChunk' | 'now'>('no');
  /** Races whose rows past the vacancy the person chose to send anyway. */
  const [sendAll, setSendAll] = useState<Record<string, boolean>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => () => client.close(), [client]);

  const { kind, raceCode, file, delimiter, sheet, opened, modalityId } = session;
  const race = races.data?.find((r) => r.code === raceCode) ?? null;
  const hideRanking = kind === 'results' && Boolean(race?.sem_classificacao);
  const bodyExtras = useMemo(
    () => (kind === 'results' && modalityId ? { modality_id: Number(modalityId) } : undefined),
    [kind, modalityId],
  );

  /** What the results review checks against: the race's distance and the event's bibs. */
  async function reviewContext(kind: ImportKind, code: string) {
    const chosen = races.data?.find((r) => r.code === code) ?? null;
    if (kind !== 'results' || !code) return { distanceKm: chosen?.distance ?? null };
    // An extra check: when the hub cannot answer, the file opens without it.
    const bibs = await queryClient.fetchQuery(importQueries.bibs(eventCode)).catch(() => null);
    return {
      distanceKm: chosen?.distance ?? null,
      registered: bibs ? { race: code, races: bibs } : null,
    };
  }

  /** The races a race column is read against; null when the hub lists none (codes typed). */
  const raceRefs = (): RaceRef[] | null => races.data?.map(raceRefOf) ?? null;

  /** The rows each race takes: its vacancy, unless the person chose to send all of them. */
  async function capacityLimits(byRace: Record<string, number>, defaultRace: string) {
    const limits: Record<string, number> = {};
    for (const [cell, rows] of Object.entries(byRace)) {
      const code = cell || defaultRace;
      if (!code || sendAll[code]) continue;
      const vacancy = await unlessMissing(
        queryClient.fetchQuery(vacancyQueries.detail(eventCode, code)),
        () => null,
      ).catch(() => null);
      const available = vacancy?.vacancy.available;
      if (available != null && rows > available) limits[code] = Math.max(0, available);
    }
    return limits;
  }

  async function openFile(next: File, options: OpenOptions): Promise<OpenedFile | null> {
    preloadSteps();
    dispatch({ type: 'open' });
    try {
      const { raceCode: code = raceCode, ...rest } = options;
      // The event's fields come with the file, not with the tab: few files answer them.
      const { answerFieldsFor } = await import('./event-fields');
      const fields = await answerFieldsFor(queryClient, eventCode, rest.kind);
      const source = {
        fields,
        fileName: next.name,
        source: next,
        races: raceRefs(),
        race: code || null,
        ...(await reviewContext(rest.kind, code)),
      };
      const answer = await client.open({ ...source, ...rest }, (rows) =>
        dispatch({ type: 'opening', rows }),
      );
      const headers = answer.columns.map((c) => c.header);
      // The team's template for this layout; this browser's memory only when the team's store
      // cannot be read (offline): a memory of one profile once overwrote real results.
      const { template, reachable } = await teamTemplate(queryClient, options.kind, headers);
      const recalled = reachable
        ? null
        : recallMapping(options.kind, headers, answer.mapping.columns);
      let wanted = template
        ? { kind: options.kind, columns: template.columns }
        : recalled
          ? { kind: options.kind, columns: recalled }
          : answer.mapping;
      if (hideRanking) wanted = withoutRankingFields(wanted);
      const { mapping: linkable, missing } = withoutMissingFields(wanted, headers, fields);
      wanted = linkable;
      let { issues, counts } = answer;
      if (JSON.stringify(wanted.columns) !== JSON.stringify(answer.mapping.columns))
        ({ issues, counts } = await client.map(wanted));
      const result: OpenedFile = {
        file: answer.file,
        columns: answer.columns,
        mapping: wanted,
        issues,
        counts,
        remembered: recalled !== null,
        template: template && { id: template.id, name: template.name },
        suggested: answer.mapping.columns,
        guesses: answer.guesses,
        fields,
        missingFields: missing,
      };
      dispatch({ type: 'opened', opened: result });
      startTransition(() => dispatch({ type: 'step', step: { name: 'mapping' } }));
      return result;
    } catch (failure) {
      dispatch({ type: 'openFailed', error: failure });
      return null;
    }
  }

  async function reviewAgainst(code: string) {
    try {
      const answer = await client.review({ ...(await reviewContext(kind, code)), race: code });
      dispatch({ type: 'checked', answer });
    } catch (failure) {
      dispatch({ type: 'error', error: failure });
    }
  }

  async function upload(
    target: { kind: ImportKind; fileName: string },
    chunks: ChunkInfo[],
    known: Record<number, number>,
    uploadId: string,
  ) {
    stopRef.current = 'no';
    dispatch({ type: 'uploading' });
    const { runUpload, uploadTransport } = await loadUploadMachine();
    const progress = await runUpload({
      chunks,
      transport: uploadTransport({ eventCode, ...target }, uploadId, client),
      known,
      onAccepted: (n, id) => recordSentChunk(eventCode, n, id),
      onProgress: (p) => dispatch({ type: 'progress', progress: p }),
      shouldStop: () => stopRef.current !== 'no',
      stopWatching: () => stopRef.current === 'now',
    });
    clearPendingUpload(eventCode);
    dispatch({ type: 'uploaded' });
    const { counts, csv, errorsCsv } = await client.report(progress.statuses, reportLanguage());
    const report = { name: 'report', progress, counts, csv, errorsCsv } as const;
    saveUploadReport(eventCode, {
      uploadId,
      kind: target.kind,
      fileName: target.fileName,
      importIds: progress.statuses.flatMap((s) => (s ? [s.import_id] : [])),
      rows: counts.rows,
      csv,
      savedAt: new Date().toISOString(),
    });
    onImported?.(target.kind);
    startTransition(() => dispatch({ type: 'step', step: report }));
    // The event's counters (overview, events list) count what was just imported.
    for (const queryKey of [importQueries.histories(eventCode), eventQueries.all()])
      void queryClient.invalidateQueries({ queryKey });
  }

  const actions = {
    /** The finished import's report as an `.xlsx`, built in the worker. */
    async reportXlsx(): Promise<Blob> {
      const { step } = session;
      if (step.name !== 'report') throw new Error('no report yet');
      return (await client.reportXlsx(step.progress.statuses, reportLanguage())).file;
    },
    /**
     * A file dropped on the tab opens as if picked in the file field, which then names it; with
     * an interrupted upload waiting, it is the file to resume that upload with.
     */
    dropFiles(files: FileList | readonly File[]) {
      const [first] = files;
      if (!first) return;
      if (fileInput.current && files instanceof FileList) fileInput.current.files = files;
      if (session.pending && session.step.name !== 'sending')
        void actions.resume(first, session.pending);
      else actions.chooseFile(first);
    },
    chooseFile(next: File | null) {
      dispatch({ type: 'file', file: next });
      if (next) void openFile(next, { kind, delimiter });
    },
    chooseKind(next: ImportKind) {
      dispatch({ type: 'kind', kind: next });
      if (file) void openFile(file, { kind: next, delimiter, sheet });
    },
    chooseRace(code: string) {
      dispatch({ type: 'race', raceCode: code });
      if (!file) return;
      // The review depends on the race: its categories' ages, a results file's distance and who
      // holds each bib. Rows already open are checked again as they stand, fixes and step kept.
      if (opened && session.step.name !== 'opening') void reviewAgainst(code);
      else if (kind === 'results') void openFile(file, { kind, delimiter, sheet, raceCode: code });
    },
    chooseDelimiter(value: Delimiter | undefined) {
      dispatch({ type: 'delimiter', delimiter: value });
      if (file) void openFile(file, { kind, delimiter: value });
    },
    chooseSheet(value: string | undefined) {
      dispatch({ type: 'sheet', sheet: value });
      if (file) void openFile(file, { kind, sheet: value });
    },
    /** Send every row of the race (true), or only up to its vacancy (false, the default). */
    chooseSendAll(race: string, all: boolean) {
      setSendAll((current) => ({ ...current, [race]: all }));
    },
    /** The way out of a team template: the automatic suggestion instead. */
    async useSuggestion() {
      if (!opened) return;
      dispatch({ type: 'dropTemplate' });
      await actions.changeMapping(opened.suggested);
    },
    /** After an import: this mapping, under `name`, for whoever sends the same layout. */
    async saveAsTemplate(name: string) {
      if (!opened) return;
      const headers = opened.columns.map((c) => c.header);
      const saved = await saveTemplate({
        kind: opened.mapping.kind,
        name,
        signature: headerSignature(headers),
        headers,
        columns: opened.mapping.columns,
      });
      await queryClient.invalidateQueries({ queryKey: templateQueries.all() });
      return saved;
    },
    chooseModality(value: string | null) {
      dispatch({ type: 'modality', modalityId: value });
    },
    async changeMapping(columns: (string | null)[]) {
      if (!opened) return;
      const mapping = { kind: opened.mapping.kind, columns };
      dispatch({ type: 'mapping', mapping });
      try {
        dispatch({ type: 'checked', answer: await client.map(mapping), mapping });
      } catch (failure) {
        dispatch({ type: 'error', error: failure });
      }
    },
    confirmMapping() {
      if (!opened) return;
      const headers = opened.columns.map((c) => c.header);
      rememberMapping(opened.mapping.kind, headers, opened.mapping.columns);
      startTransition(() => dispatch({ type: 'step', step: { name: 'preview' } }));
    },
    backToMapping() {
      startTransition(() => dispatch({ type: 'step', step: { name: 'mapping' } }));
    },
    async fix(rowIndex: number, columnIndex: number, value: string) {
      const answer = await client.fix(rowIndex, columnIndex, value);
      dispatch({ type: 'checked', answer, edit: { type: 'fix', rowIndex, columnIndex, value } });
    },
    /** Answers how many cells changed. */
    async replace(replacement: ColumnReplacement): Promise<number> {
      const answer = await client.replace(replacement);
      const changed = answer.changed ?? 0;
      if (changed) dispatch({ type: 'checked', answer, edit: { type: 'replace', ...replacement } });
      return changed;
    },
    async send() {
      if (!opened) return;
      dispatch({ type: 'error', error: null });
      try {
        // Places are for registrations: a results file sends everyone who ran, whatever they are.
        const limits =
          kind === 'registrations' ? await capacityLimits(opened.counts.byRace, raceCode) : {};
        const options = { bodyExtras, defaultRace: raceCode, limits };
        const { chunks, counts } = await client.chunks(options);
        dispatch({ type: 'counts', counts });
        const uploadId = newUploadId();
        savePendingUpload({
          uploadId,
          eventCode,
          raceCode,
          kind,
          fileName: opened.file.fileName,
          fileHash: opened.file.fileHash,
          mapping: opened.mapping,
          delimiter,
          sheet,
          bodyExtras,
          limits,
          edits: session.edits,
          chunksTotal: chunks.length,
          sent: {},
          savedAt: new Date().toISOString(),
        });
        await upload({ kind, fileName: opened.file.fileName }, chunks, {}, uploadId);
      } catch (failure) {
        dispatch({ type: 'error', error: failure, step: { name: 'preview' } });
      }
    },
    /** `now`: stops polling a chunk the hub holds in a word of its own; the report says so. */
    stop(when: 'afterChunk' | 'now' = 'afterChunk') {
      stopRef.current = when;
      dispatch({ type: 'stop' });
    },
    async resume(next: File, saved: PendingUpload) {
      dispatch({ type: 'resume', saved, file: next });
      const { kind: savedKind, delimiter: d, sheet: sh, raceCode: code } = saved;
      const result = await openFile(next, {
        kind: savedKind,
        delimiter: d,
        sheet: sh,
        raceCode: code,
      });
      if (!result) return;
      if (result.file.fileHash !== saved.fileHash) {
        dispatch({ type: 'error', error: t('imports.resume.otherFile', { file: saved.fileName }) });
        return;
      }
      try {
        const mapped = (await client.map(saved.mapping)).counts;
        const counts = (await replayEdits(client, saved.edits)) ?? mapped;
        const resumed = { ...result, mapping: saved.mapping, counts };
        dispatch({ type: 'opened', opened: resumed, edits: saved.edits });
        const { chunks } = await client.chunks({
          bodyExtras: saved.bodyExtras,
          defaultRace: saved.raceCode,
          limits: saved.limits,
        });
        const target = { kind: saved.kind, fileName: saved.fileName };
        await upload(target, chunks, knownImports(saved), saved.uploadId);
      } catch (failure) {
        dispatch({ type: 'error', error: failure, step: { name: 'preview' } });
      }
    },
    discardPending() {
      clearPendingUpload(eventCode);
      dispatch({ type: 'discardPending' });
    },
    restart() {
      dispatch({ type: 'restart' });
      if (fileInput.current) fileInput.current.value = '';
    },
  };

  return { session, client, races, race, hideRanking, fileInput, sendAll, actions };
}
