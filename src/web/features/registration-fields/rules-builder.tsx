import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useController, useFormState, type Control } from 'react-hook-form';
import {
  FILE_ONLY_RULES,
  PARAM_RULES,
  repeatedRules,
  SIMPLE_RULES,
  splitRule,
  type RegistrationFieldCreate,
} from '@/contract/registration-fields';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { PlusIcon, TrashIcon } from '@/web/components/icons';
import { joinRule } from './field-logic';

const ALL_RULES = [...SIMPLE_RULES, ...PARAM_RULES] as const;
type RuleName = (typeof ALL_RULES)[number];
const takesParam = (name: string) => (PARAM_RULES as readonly string[]).includes(name);
const isFileOnly = (name: string) => (FILE_ONLY_RULES as readonly string[]).includes(name);

interface RulesBuilderProps {
  control: Control<RegistrationFieldCreate>;
  type: string;
}

/** The decided rule set as rows of rule + parameter, kept as the hub's strings (`max:60`). */
export function RulesBuilder({ control, type }: RulesBuilderProps) {
  const { t } = useI18n();
  const { field } = useController({ control, name: 'validation_rules' });
  const { errors } = useFormState({ control, name: 'validation_rules' });
  const rules: string[] = field.value ?? [];
  const offered = ALL_RULES.filter((name) => type === 'file' || !isFileOnly(name));
  const ruleErrors = errors.validation_rules;
  const repeats = repeatedRules(rules);
  const unused = offered.find((name) => !rules.some((r) => splitRule(r).name === name));

  const data = (current: string) =>
    ALL_RULES.filter((name) => offered.includes(name) || name === current).map((name) => ({
      value: name,
      label: t(`registrationFields.rule.${name}` as MessageKey),
    }));
  const setRule = (i: number, rule: string) =>
    field.onChange(rules.map((r, j) => (j === i ? rule : r)));

  return (
    <Stack gap="xs" role="group" aria-labelledby="rules-builder-title">
      <Text id="rules-builder-title" size="sm" fw={600}>
        {t('registrationFields.rules')}
      </Text>
      {rules.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('registrationFields.rulesEmpty')}
        </Text>
      )}
      {rules.map((rule, i) => {
        const n = i + 1;
        const { name, param } = splitRule(rule);
        const error =
          (Array.isArray(ruleErrors) ? ruleErrors[i]?.message : undefined) ??
          (repeats[i] >= 0
            ? t('registrationFields.ruleRepeated', { n: repeats[i] + 1 })
            : undefined);
        return (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <Select
              style={{ flex: 3 }}
              aria-label={t('registrationFields.rule', { n })}
              data={data(name)}
              value={name || null}
              allowDeselect={false}
              error={error}
              onChange={(next) => {
                if (!next) return;
                setRule(
                  i,
                  joinRule({ name: next, param: takesParam(next) ? param : '' }, takesParam(next)),
                );
              }}
            />
            {takesParam(name) && (
              <TextInput
                style={{ flex: 2 }}
                aria-label={t('registrationFields.ruleParam', { n })}
                placeholder={t(
                  `registrationFields.param.${name as RuleName & (typeof PARAM_RULES)[number]}`,
                )}
                value={param}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                onChange={(event) =>
                  setRule(i, joinRule({ name, param: event.currentTarget.value }, true))
                }
              />
            )}
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('registrationFields.ruleRemove', { n })}
              onClick={() => field.onChange(rules.filter((_, j) => j !== i))}
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<PlusIcon />}
          // Every rule is there once (a second regex is chosen in a row's select).
          disabled={!unused}
          onClick={() =>
            unused &&
            field.onChange([...rules, joinRule({ name: unused, param: '' }, takesParam(unused))])
          }
        >
          {t('registrationFields.ruleAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
