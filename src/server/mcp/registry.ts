import type { McpTool } from './tool';
import { applyPlanTool } from './tools/apply-plan';
import { checkSpreadsheetTool } from './tools/check-spreadsheet';
import { exportEventConfigTool } from './tools/export-event-config';
import { getEvent } from './tools/get-event';
import { getHistory } from './tools/get-history';
import { getImportStatus } from './tools/get-import-status';
import { getResults } from './tools/get-results';
import { listEvents } from './tools/list-events';
import { listRegistrations } from './tools/list-registrations';
import { listSalespeople } from './tools/list-salespeople';
import { planCleanup } from './tools/plan-cleanup';
import { planEventConfig } from './tools/plan-event-config';
import { planEventCopy } from './tools/plan-event-copy';

/* Every agent tool, in the order a client lists them (issue 32: at most 15). */
export const TOOLS: readonly McpTool[] = [
  listEvents,
  getEvent,
  exportEventConfigTool,
  planEventConfig,
  planEventCopy,
  checkSpreadsheetTool,
  planCleanup,
  applyPlanTool,
  getImportStatus,
  getResults,
  listRegistrations,
  getHistory,
  listSalespeople,
] as unknown as McpTool[];

/**
 * The tools a key gets: a key without `manage` has no write tool at all (not listed, so not
 * callable); a server without the change history has no get_history.
 */
export function toolsFor(scopes: readonly string[], hasHistory: boolean): McpTool[] {
  const manage = scopes.includes('manage');
  return TOOLS.filter(
    (tool) => (tool.scope === 'read' || manage) && (!tool.needsHistory || hasHistory),
  );
}
