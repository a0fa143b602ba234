import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef, useState, type FocusEvent } from 'react';
import { dateInput } from '@/web/i18n/features/date-input';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { parseTypedDate, SHOWN_DATE_FORMAT } from '@/web/lib/typed-date';
import { bindInput } from './bindings';

addMessages([dateInput]);

/*
 * The forms' date fields on Mantine's DateInput, in the console's language whatever the
 * browser's: typed (day first and 24 h in Portuguese, month first with AM/PM in English, as
 * typed-date.ts reads them) or picked on a calendar whose weeks start on Sunday. Loaded through date-fields.tsx, so
 * @mantine/dates and dayjs come only with a form that edits a date.
 */

/** The form's wall time (`2027-03-14T06:30`) as Mantine's (`2027-03-14 06:30:00`), and back. */
const toPicker = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
    ? `${value.slice(0, 16).replace('T', ' ')}:00`
    : null;
const fromPicker = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : null);

/** The calendar's controls named in the reader's language (else they have no name at all). */
function useCalendarLabels() {
  const { t, language } = useI18n();
  return {
    locale: language === 'en' ? 'en' : 'pt-br',
    firstDayOfWeek: 0 as const,
    ariaLabels: {
      previousMonth: t('dateInput.previousMonth'),
      nextMonth: t('dateInput.nextMonth'),
      previousYear: t('dateInput.previousYear'),
      nextYear: t('dateInput.nextYear'),
      previousDecade: t('dateInput.previousDecade'),
      nextDecade: t('dateInput.nextDecade'),
      monthLevelControl: t('dateInput.monthLevel'),
      yearLevelControl: t('dateInput.yearLevel'),
    },
  };
}

/**
 * What was typed and could not be read (`31/02/2027`), said under the field when the person
 * leaves it: the field keeps its last date, and the text is not lost without a word.
 */
function useUnreadable(withTime: boolean, props: Pick<DateInputProps, 'onBlur' | 'error'>) {
  const { t, language } = useI18n();
  const [typed, setTyped] = useState<string | null>(null);
  return {
    error: typed
      ? t('dateInput.unreadable', {
          text: typed,
          format: t(withTime ? 'dateInput.dateTimePlaceholder' : 'dateInput.datePlaceholder'),
        })
      : props.error,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value.trim();
      setTyped(text && !parseTypedDate(text, withTime, language) ? text : null);
      props.onBlur?.(event);
    },
    clear: () => setTyped(null),
  };
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'withTime'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * A date and a time of day in the hub's zone, as the form holds it (`2027-03-14T06:30`, which
 * `wallTimeToIso` turns into an instant): typed (`14/03/2027 06:30`, `14/3/27 6h30`) or picked
 * on the calendar, which keeps the time already there.
 */
function DateTimeField({ value, onChange, ...props }: DateFieldProps) {
  const { t, language } = useI18n();
  const calendar = useCalendarLabels();
  const unreadable = useUnreadable(true, props);
  const picked = useRef(false);
  return (
    <DateInput
      placeholder={t('dateInput.dateTimePlaceholder')}
      {...props}
      {...calendar}
      error={unreadable.error}
      onBlur={unreadable.onBlur}
      withTime
      valueFormat={SHOWN_DATE_FORMAT[language].dateTime}
      dateParser={(text) => parseTypedDate(text, true, language)}
      value={toPicker(value)}
      getDayProps={() => ({
        onClick: () => {
          picked.current = true;
        },
      })}
      onChange={(next) => {
        const time = picked.current && value ? value.slice(10, 16) : null;
        picked.current = false;
        const wall = fromPicker(next);
        unreadable.clear();
        onChange(wall && time ? `${wall.slice(0, 10)}${time}` : wall);
      }}
      clearable
      clearButtonProps={{ 'aria-label': t('dateInput.clear') }}
    />
  );
}

/** A calendar date (`2027-03-14`): typed `14/03/2027` or picked. */
function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t, language } = useI18n();
  const calendar = useCalendarLabels();
  const unreadable = useUnreadable(false, props);
  return (
    <DateInput
      placeholder={t('dateInput.datePlaceholder')}
      {...props}
      {...calendar}
      error={unreadable.error}
      onBlur={unreadable.onBlur}
      valueFormat={SHOWN_DATE_FORMAT[language].date}
      dateParser={(text) => parseTypedDate(text, false, language)}
      value={value || null}
      onChange={(next) => {
        unreadable.clear();
        onChange(next || null);
      }}
    />
  );
}

const asDate = (value: unknown, onChange: (value: unknown) => void) => ({
  value: (value ?? null) as string | null,
  onChange,
});

export const FormDateTimeInput = bindInput<DateFieldProps>(DateTimeField, asDate);
export const FormDateInput = bindInput<DateFieldProps>(DateField, asDate);
