import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { GENERIC_STATUSES, SALES_MODES, SERVICE_FEE_MODES } from '@/contract/enums';
import type { EventCreate } from '@/contract/event-writes';
import { PERCENT_MAX } from '@/contract/limits';
import type { HubEvent } from '@/contract/events';
import { createEvent, updateEvent } from '@/web/api/event-writes';
import { eventQueries } from '@/web/api/events';
import {
  FormMoneyInput,
  FormSwitch,
  FormTextInput,
  FormTextarea,
} from '@/web/components/form/bindings';
import { FormDecimalInput, FormIntegerInput } from '@/web/components/form/number-bindings';
import { FormSelect } from '@/web/components/form/select-bindings';
import { FormDateInput, FormDateTimeInput } from '@/web/components/form/date-fields';
import { ContractForm } from '@/web/components/form/contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { eventOverview } from '@/web/i18n/features/event-overview';
import { eventSettings } from '@/web/i18n/features/event-settings';
import { useI18n } from '@/web/i18n/i18n';
import { wordOptions } from '@/web/lib/hub-words';
import { addMessages } from '@/web/i18n/messages';
import { emptyEventForm, eventFormSchema, eventToForm, toEventPatch } from './event-form-schema';

// The event's facts (sales and fee modes) are named as the overview names them.
addMessages([eventSettings, eventOverview]);

interface EventFormProps {
  /** Absent: a new event. */
  event?: HubEvent;
  onSaved: (event: HubEvent) => void;
  onCancel: () => void;
}

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** "Novo evento" and the event's settings: every field of the event the hub lets a write set. */
/* Columns by the dialog's width, not the screen's: on a laptop the screen is wide and the
   dialog is not, and four columns there clipped dates and put a label over the next switch. */
const FOUR_COLUMNS = {
  type: 'container',
  cols: { base: 1, '28em': 2, '52em': 4 },
  spacing: 'md',
} as const;

export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const { t, timeZone, language, format } = useI18n();
  const schema = useMemo(
    () => eventFormSchema(timeZone, t('eventSettings.required'), event),
    // `t` changes identity every render; the language and the event are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeZone, language, event],
  );
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema,
    defaultValues: event ? eventToForm(event, timeZone) : emptyEventForm(),
  });
  const salesMode = useWatch({ control: form.control, name: 'sales_mode' });

  const mutation = useMutation({
    mutationFn: (body: EventCreate) =>
      event ? updateEvent(event.code, toEventPatch(body, event)) : createEvent(body),
    meta: {
      invalidates: [eventQueries.all()],
      successMessage: t(event ? 'eventSettings.saved' : 'eventSettings.created'),
      silentError: true,
    },
  });

  const onSubmit = submit((body) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.reset(eventToForm(saved, timeZone));
        onSaved(saved);
      },
      onError: showServerError,
    }),
  );

  const windowHelp = t('eventSettings.field.windowHelp', { zone: format.timeZone() });
  const title = t(event ? 'eventSettings.editTitle' : 'eventSettings.newTitle');

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={title}>
      <Stack gap="lg">
        <FormErrorsAlert title={t('eventSettings.formError')} messages={serverErrors} />
        <FormSection legend={t('eventSettings.section.basics')}>
          <SimpleGrid {...FOUR_COLUMNS}>
            <FormTextInput
              name="name"
              label={t('eventSettings.field.name')}
              withAsterisk
              data-autofocus
            />
            <FormTextInput
              name="code"
              label={t('eventSettings.field.code')}
              help={t('eventSettings.field.codeHelp')}
              withAsterisk
              autoComplete="off"
              styles={mono}
            />
            <FormDateInput name="date" label={t('eventSettings.field.date')} withAsterisk />
            <FormTextInput name="city" label={t('eventSettings.field.city')} />
            <FormTextInput
              name="state"
              label={t('eventSettings.field.state')}
              maxLength={2}
              placeholder="PR"
            />
            <FormSelect
              name="status"
              label={t('eventSettings.field.status')}
              allowDeselect={false}
              data={wordOptions(GENERIC_STATUSES, event?.status, (status) => t(`status.${status}`))}
            />
            <FormIntegerInput
              name="expected_athletes"
              label={t('eventSettings.field.expectedAthletes')}
            />
            <FormTextInput name="difficulty_grade" label={t('eventSettings.field.difficulty')} />
            <FormTextInput name="document" label={t('eventSettings.field.document')} />
          </SimpleGrid>
        </FormSection>

        <FormSection legend={t('eventSettings.section.registration')}>
          <SimpleGrid {...FOUR_COLUMNS}>
            <FormDateTimeInput
              name="registration_opens_at"
              label={t('eventSettings.field.opensAt')}
              help={windowHelp}
              withAsterisk
            />
            <FormDateTimeInput
              name="registration_closes_at"
              label={t('eventSettings.field.closesAt')}
              help={windowHelp}
              withAsterisk
            />
            <FormIntegerInput
              name="max_registrations"
              label={t('eventSettings.field.maxRegistrations')}
              help={t('eventSettings.field.maxRegistrationsHelp')}
            />
            <FormSelect
              name="sales_mode"
              label={t('eventSettings.field.salesMode')}
              allowDeselect={false}
              data={wordOptions(SALES_MODES, event?.sales_mode, (mode) => t(`salesMode.${mode}`))}
            />
            {salesMode === 'external' && (
              <FormTextInput
                name="external_registration_url"
                label={t('eventSettings.field.externalUrl')}
                placeholder="https://"
                withAsterisk
              />
            )}
            <FormTextInput
              name="registration_support_whatsapp"
              label={t('eventSettings.field.whatsapp')}
              inputMode="tel"
            />
            <FormSwitch name="is_free" label={t('eventSettings.field.isFree')} mt="xl" />
          </SimpleGrid>
        </FormSection>

        <FormSection legend={t('eventSettings.section.fees')}>
          <SimpleGrid {...FOUR_COLUMNS}>
            <FormDecimalInput
              name="hub_fee_percent"
              label={t('eventSettings.field.hubFee')}
              suffix=" %"
              decimalScale={2}
              decimalSeparator={language === 'en' ? '.' : ','}
              max={PERCENT_MAX}
            />
            <FormMoneyInput
              name="service_fee_cents"
              label={t('eventSettings.field.serviceFee')}
              invalidMessage={t('eventSettings.invalidMoney')}
            />
            <FormSelect
              name="service_fee_mode"
              label={t('eventSettings.field.serviceFeeMode')}
              allowDeselect={false}
              data={wordOptions(SERVICE_FEE_MODES, event?.service_fee_mode, (mode) =>
                t(`feeMode.${mode}`),
              )}
            />
            <FormIntegerInput
              name="refund_window_days"
              label={t('eventSettings.field.refundDays')}
            />
          </SimpleGrid>
          <FormTextarea
            name="refund_summary"
            label={t('eventSettings.field.refundSummary')}
            autosize
            minRows={2}
            mt="md"
          />
        </FormSection>

        <FormSection legend={t('eventSettings.section.regulation')}>
          <Stack gap="md">
            <FormTextarea
              name="regulation"
              label={t('eventSettings.field.regulation')}
              autosize
              minRows={3}
              maxRows={12}
            />
            <FormSwitch
              name="regulation_acceptance_required"
              label={t('eventSettings.field.acceptance')}
            />
            <FormTextInput
              name="regulation_extra_text"
              label={t('eventSettings.field.regulationExtra')}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <FormTextarea
                name="technical_description"
                label={t('eventSettings.field.technical')}
                autosize
                minRows={3}
              />
              <FormTextarea
                name="commercial_description"
                label={t('eventSettings.field.commercial')}
                autosize
                minRows={3}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>

        <FormSection legend={t('eventSettings.section.services')}>
          {/* Side by side as far as the dialog's width goes: columns sized by the screen, not
              the dialog, put a long label over the next switch. */}
          <Group gap="lg">
            <FormSwitch name="has_selftiming" label={t('eventSettings.field.selftiming')} />
            <FormSwitch name="has_qrcode_list" label={t('eventSettings.field.qrcode')} />
            <FormSwitch name="has_medical" label={t('eventSettings.field.medical')} />
            <FormSwitch name="certificate_enabled" label={t('eventSettings.field.certificate')} />
          </Group>
        </FormSection>

        <FormSection legend={t('eventSettings.section.media')}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <FormTextInput
              name="logo_url"
              label={t('eventSettings.field.logo')}
              placeholder="https://"
            />
            <FormTextInput
              name="banner_url"
              label={t('eventSettings.field.banner')}
              placeholder="https://"
            />
            <FormTextInput
              name="regulation_pdf_url"
              label={t('eventSettings.field.regulationPdf')}
              placeholder="https://"
            />
          </SimpleGrid>
        </FormSection>

        <FormActions
          submitLabel={t(event ? 'eventSettings.save' : 'eventSettings.create')}
          pending={mutation.isPending}
          cancel={{ label: t('eventSettings.cancel'), onClick: onCancel }}
        />
      </Stack>
    </ContractForm>
  );
}
