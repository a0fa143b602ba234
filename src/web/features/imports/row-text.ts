import { localizeHubText } from '@/web/i18n/hub-text';
import { translateHubText } from '@/web/i18n/hub-text-engine';
import type { ReportLanguage } from '@/spreadsheet/report';
import type { Language } from '@/web/i18n/messages';

/**
 * A row's message in the reader's language (the worker writes them in pt-BR): through the
 * table of templates the hub's messages use; `Column: message` keeps the file's header as it is.
 */
export function localizeRowText(text: string, language: Language): string {
  if (language === 'pt-BR') return text;
  return withHeader(text, (part) => localizeHubText(part, language));
}

/** The header first: a template that starts with a value would take it in. */
function withHeader(text: string, translate: (text: string) => string): string {
  const at = text.indexOf(': ');
  if (at >= 0) {
    const tail = text.slice(at + 2);
    const localized = translate(tail);
    if (localized !== tail) return `${text.slice(0, at)}: ${localized}`;
  }
  return translate(text);
}

/**
 * In the worker (createPipelineSession's `localizer`): the table arrives with the request, then
 * rows are written with it.
 */
export function reportLocalizer(report: ReportLanguage): (text: string) => string {
  return (text) =>
    withHeader(text, (part) => translateHubText(part, report.table, report.language as Language));
}
