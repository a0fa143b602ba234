import type { EnglishOf } from '@/web/i18n/define';
import type { dateInput } from '@/web/i18n/features/date-input';

export const dateInputEn: EnglishOf<typeof dateInput> = {
  'dateInput.datePlaceholder': 'mm/dd/yyyy',
  'dateInput.dateTimePlaceholder': 'mm/dd/yyyy hh:mm am/pm',
  'dateInput.clear': 'Clear the date',
  'dateInput.unreadable': '“{text}” is not a date: write {format}. The field was left as it was.',
  'dateInput.previousMonth': 'Previous month',
  'dateInput.nextMonth': 'Next month',
  'dateInput.previousYear': 'Previous year',
  'dateInput.nextYear': 'Next year',
  'dateInput.previousDecade': 'Previous decade',
  'dateInput.nextDecade': 'Next decade',
  'dateInput.monthLevel': 'Choose the month',
  'dateInput.yearLevel': 'Choose the year',
};
