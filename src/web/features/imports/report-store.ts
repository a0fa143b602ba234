import { z } from 'zod/mini';
import { nonNegativeInt } from '@/contract/common';
import type { ImportKind } from '@/spreadsheet/types';

/** The reports this browser keeps per event: the newest go in, the oldest go out. */
const KEPT = 20;

/**
 * One upload's report as the wizard wrote it: every row of the file, those the browser refused
 * before sending included (the hub never saw them), and the imports (chunks) it became.
 */
const uploadReportSchema = z.object({
  uploadId: z.string(),
  kind: z.enum(['registrations', 'results']),
  fileName: z.string(),
  importIds: z.array(z.int()),
  rows: nonNegativeInt,
  csv: z.string(),
  savedAt: z.string(),
});
export type UploadReport = z.infer<typeof uploadReportSchema>;

const storageKey = (eventCode: string) => `hub-console:import-reports:${eventCode}`;

export function loadUploadReports(eventCode: string): UploadReport[] {
  try {
    const raw = localStorage.getItem(storageKey(eventCode));
    const parsed = z.array(uploadReportSchema).safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Kept beside the pending upload; when storage is full, older reports make room. */
export function saveUploadReport(eventCode: string, report: UploadReport) {
  let kept = [
    report,
    ...loadUploadReports(eventCode).filter((r) => r.uploadId !== report.uploadId),
  ];
  kept = kept.slice(0, KEPT);
  while (kept.length > 0) {
    try {
      localStorage.setItem(storageKey(eventCode), JSON.stringify(kept));
      return;
    } catch {
      kept = kept.slice(0, -1);
    }
  }
}

/** The upload report that holds this import of this kind, if this browser kept it. */
export const reportOfImport = (
  reports: readonly UploadReport[],
  kind: ImportKind,
  importId: number,
): UploadReport | null =>
  reports.find((r) => r.kind === kind && r.importIds.includes(importId)) ?? null;
