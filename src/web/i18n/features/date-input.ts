import { defineMessages } from '@/web/i18n/define';

/** The date and date-time inputs' own labels: loaded with the inputs (form/date-bindings.tsx). */
export const dateInput = defineMessages({
  'dateInput.datePlaceholder': 'dd/mm/aaaa',
  'dateInput.dateTimePlaceholder': 'dd/mm/aaaa hh:mm',
  'dateInput.clear': 'Apagar a data',
  'dateInput.unreadable': '“{text}” não é uma data: escreva {format}. O campo ficou como estava.',
  'dateInput.previousMonth': 'Mês anterior',
  'dateInput.nextMonth': 'Próximo mês',
  'dateInput.previousYear': 'Ano anterior',
  'dateInput.nextYear': 'Próximo ano',
  'dateInput.previousDecade': 'Década anterior',
  'dateInput.nextDecade': 'Próxima década',
  'dateInput.monthLevel': 'Escolher o mês',
  'dateInput.yearLevel': 'Escolher o ano',
});
