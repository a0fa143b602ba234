import { describe, expect, it } from 'vitest';
import { prizeRuleSchema } from '@/contract/races';
import { makePrizeRule } from '@/testing/web/hub-stub';
import { prizeRuleFormSchema, prizeRuleToForm } from './prize-rule-form-schema';

describe("a prize rule in a hub's own status word", () => {
  it('keeps the word on screen and leaves it out of the body', () => {
    const rule = prizeRuleSchema.parse({ ...makePrizeRule(), status: 'enabled' });
    const values = prizeRuleToForm(rule);
    expect(values.status).toBe('enabled');
    const body = prizeRuleFormSchema({ required: 'Obrigatório' }).parse(values);
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('status');
    const picked = prizeRuleFormSchema({ required: 'Obrigatório' }).parse({
      ...values,
      status: 'inactive',
    });
    expect(picked.status).toBe('inactive');
  });
});
