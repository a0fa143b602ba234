import { SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { AWARD_KINDS, GENERIC_STATUSES, RANKING_TYPES, SEXES } from '@/contract/enums';
import type { PrizeRuleCreate } from '@/contract/prize-rules';
import type { PrizeRule, RaceModality } from '@/contract/races';
import { FormTextInput } from '@/web/components/form/bindings';
import { FormIntegerInput } from '@/web/components/form/number-bindings';
import { FormMultiSelect, FormSelect } from '@/web/components/form/select-bindings';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { useI18n } from '@/web/i18n/i18n';
import { wordOptions } from '@/web/lib/hub-words';
import { createPrizeRule, prizeRuleQueries, updatePrizeRule } from '@/web/api/prize-rules';
import {
  ALL,
  emptyPrizeRuleForm,
  prizeRuleFormSchema,
  prizeRuleToForm,
} from './prize-rule-form-schema';

interface PrizeRuleFormProps {
  eventCode: string;
  /** The race's code or id, as in the URL. */
  race: string;
  raceName: string;
  /** The race's modalities: a rule may be for one of them. */
  modalities: RaceModality[];
  /** Absent: a new rule. */
  rule?: PrizeRule;
  /** A new rule like this one (its number left to the hub). */
  copyOf?: PrizeRule;
  onSaved: (rule: PrizeRule) => void;
  onCancel: () => void;
}

export function PrizeRuleForm({
  eventCode,
  race,
  raceName,
  modalities,
  rule,
  copyOf,
  onSaved,
  onCancel,
}: PrizeRuleFormProps) {
  const { t, language } = useI18n();
  const schema = useMemo(
    () => prizeRuleFormSchema({ required: t('prizes.form.required') }),
    // `t` changes identity every render; the language is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema,
    defaultValues: rule
      ? prizeRuleToForm(rule)
      : copyOf
        ? { ...prizeRuleToForm(copyOf), seq: null }
        : emptyPrizeRuleForm(),
  });
  const mutation = useMutation({
    mutationFn: (body: PrizeRuleCreate) =>
      rule
        ? updatePrizeRule(eventCode, race, rule.id, body)
        : createPrizeRule(eventCode, race, body),
    meta: {
      invalidates: [prizeRuleQueries.all()],
      successMessage: t(rule ? 'prizes.form.saved' : 'prizes.form.created'),
      silentError: true,
    },
  });
  const team = useWatch({ control: form.control, name: 'ranking_type' }) === 'team';
  const onSubmit = submit((body) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.reset(form.getValues());
        onSaved(saved);
      },
      onError: showServerError,
    }),
  );
  const award = AWARD_KINDS.map((kind) => ({ value: kind, label: t(`prizes.award.${kind}`) }));

  return (
    <ContractForm
      form={form}
      onSubmit={onSubmit}
      aria-label={
        rule
          ? t('prizes.form.editTitle', { seq: rule.seq })
          : t('prizes.form.newTitle', { race: raceName })
      }
    >
      <Stack gap="lg">
        <FormErrorsAlert title={t('prizes.form.error')} messages={serverErrors} />
        <FormSection legend={t('prizes.form.who')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <FormSelect
              name="ranking_type"
              label={t('prizes.col.ranking')}
              allowDeselect={false}
              data={RANKING_TYPES.map((type) => ({
                value: type,
                label: t(`prizes.ranking.${type}`),
              }))}
              data-autofocus
            />
            <FormIntegerInput
              name="ranking_cut"
              label={t('prizes.form.cut')}
              help={t('prizes.form.cutHelp')}
              withAsterisk
              min={1}
            />
            <FormSelect
              name="gender_filter"
              label={t('prizes.col.gender')}
              allowDeselect={false}
              data={[
                { value: ALL, label: t('prizes.gender.all') },
                ...SEXES.map((sex) => ({ value: sex, label: t(`prizes.gender.${sex}`) })),
              ]}
            />
            <FormSelect
              name="pne_filter"
              label={t('prizes.col.pwd')}
              allowDeselect={false}
              data={[
                { value: ALL, label: t('prizes.pwd.all') },
                { value: 'pcd', label: t('prizes.pwd.pcd') },
              ]}
            />
            <FormSelect
              name="modality_id"
              label={t('prizes.col.modality')}
              allowDeselect={false}
              data={[
                { value: ALL, label: t('prizes.modality.all') },
                ...modalities.map((m) => ({ value: String(m.id), label: m.name })),
              ]}
            />
            <FormIntegerInput
              name="seq"
              label={t('prizes.col.seq')}
              help={t('prizes.form.seqHelp')}
              min={1}
            />
            <FormSelect
              name="status"
              label={t('prizes.col.status')}
              allowDeselect={false}
              data={wordOptions(GENERIC_STATUSES, rule?.status, (status) => t(`status.${status}`))}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection legend={t('prizes.form.what')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormSelect
              name="tipo_premiacao"
              label={t('prizes.col.award')}
              allowDeselect={false}
              data={award}
            />
            <FormMultiSelect
              name="dupla_prem"
              label={t('prizes.form.alsoAwarded')}
              help={t('prizes.form.alsoAwardedHelp')}
              data={award}
              clearable
            />
          </SimpleGrid>
        </FormSection>
        {team && (
          <FormSection legend={t('prizes.col.team')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <FormTextInput
                name="eqp_apuracao"
                label={t('prizes.form.teamScoring')}
                placeholder="soma_distancias"
              />
              <FormIntegerInput name="eqp_n_melhores" label={t('prizes.form.teamBest')} min={1} />
              <FormTextInput
                name="eqp_base_ranking"
                label={t('prizes.form.teamBase')}
                placeholder="geral"
              />
            </SimpleGrid>
          </FormSection>
        )}
        <FormActions
          submitLabel={t(rule ? 'prizes.form.save' : 'prizes.form.create')}
          pending={mutation.isPending}
          cancel={{ label: t('prizes.form.cancel'), onClick: onCancel }}
        />
      </Stack>
    </ContractForm>
  );
}
