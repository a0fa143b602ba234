import type { ReportCounts } from '@/spreadsheet/report';
import type { UploadProgress } from '@/spreadsheet/upload';

/** Where the import wizard is, with what that step shows. */
export type Step =
  | { name: 'source' }
  | { name: 'opening'; rows: number }
  | { name: 'mapping' }
  | { name: 'preview' }
  | { name: 'sending'; progress: UploadProgress | null }
  | {
      name: 'report';
      progress: UploadProgress;
      counts: ReportCounts;
      csv: string;
      errorsCsv: string;
    };

/** The stepper's position of each step. */
export const STEP_INDEX: Record<Step['name'], number> = {
  source: 0,
  opening: 0,
  mapping: 1,
  preview: 2,
  sending: 3,
  report: 4,
};
