import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { registrationFieldSchema } from '@/contract/registration-fields';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
const one = dataEnvelope(registrationFieldSchema);
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
});
afterAll(() => hub.close());

const create = (body: Record<string, unknown>) =>
  hub.call('POST', `/events/${event.code}/registration-fields`, { json: body });
const patch = (field: string | number, body: Record<string, unknown>) =>
  hub.call('PATCH', `/events/${event.code}/registration-fields/${field}`, { json: body });

describe('registration fields', () => {
  test('create a select with options; duplicate key is 422 on key', async () => {
    const body = {
      label: 'Tamanho da camiseta',
      key: 'camiseta',
      type: 'select',
      options: [
        { value: 'p', label: 'P' },
        { value: 'm', label: 'M' },
      ],
      is_required: true,
    };
    const res = await create(body);
    expect(res.status).toBe(201);
    const { data } = one.parse(await res.json());
    expect(data).toMatchObject({
      key: 'camiseta',
      is_required: true,
      is_active: true,
      sort_order: 0,
      options: body.options,
    });
    const dup = await create(body);
    expect(dup.status).toBe(422);
    expect(errorBodySchema.parse(await dup.json()).details).toHaveProperty('key');
  });

  test('limits and rules', async () => {
    expect(
      (
        await create({
          label: 'x'.repeat(120),
          key: 'k'.repeat(60),
          type: 'text',
          help_text: 'h'.repeat(500),
        })
      ).status,
    ).toBe(201);
    expect((await create({ label: 'x'.repeat(121), key: 'a1', type: 'text' })).status).toBe(422);
    expect((await create({ label: 'x', key: 'k'.repeat(61), type: 'text' })).status).toBe(422);
    expect(
      (await create({ label: 'x', key: 'a2', type: 'text', help_text: 'h'.repeat(501) })).status,
    ).toBe(422);
    expect((await create({ label: 'x', key: 'a3', type: 'select' })).status).toBe(422);
    expect((await create({ label: 'x', key: 'a4', type: 'radio' })).status).toBe(422);
    const badRule = await create({
      label: 'x',
      key: 'a5',
      type: 'text',
      validation_rules: ['cpf', 'shout'],
    });
    expect(errorBodySchema.parse(await badRule.json()).details).toHaveProperty([
      'validation_rules.1',
    ]);
    expect(
      (
        await create({
          label: 'CPF',
          key: 'cpf_extra',
          type: 'text',
          validation_rules: ['cpf', 'min:11', 'regex:^\\d+$'],
        })
      ).status,
    ).toBe(201);
  });

  test('PATCH by id or key changes only what is sent, and validates the merged field', async () => {
    const created = one.parse(
      await (
        await create({ label: 'Equipe', key: 'equipe', type: 'text', help_text: 'Nome da equipe' })
      ).json(),
    ).data;
    const renamed = one.parse(
      await (await patch(created.id, { label: 'Nome da equipe' })).json(),
    ).data;
    expect(renamed).toMatchObject({
      label: 'Nome da equipe',
      key: 'equipe',
      help_text: 'Nome da equipe',
    });
    const toSelect = await patch('equipe', { type: 'select' });
    expect(toSelect.status).toBe(422);
    expect(errorBodySchema.parse(await toSelect.json()).details).toHaveProperty('options');
    const ok = await patch('equipe', {
      type: 'select',
      options: [{ value: 'a', label: 'A' }],
      sort_order: 7,
    });
    expect(one.parse(await ok.json()).data).toMatchObject({ type: 'select', sort_order: 7 });
    expect((await patch('equipe', { key: 'camiseta' })).status).toBe(422);
    expect((await patch('equipe', { sort_order: -1 })).status).toBe(422);
    expect((await patch('nope', { label: 'x' })).status).toBe(404);
  });

  test('a repeated validation rule is 422 on the repeat, on create and on the merged PATCH', async () => {
    const repeated = await create({
      label: 'Apelido',
      key: 'apelido',
      type: 'text',
      validation_rules: ['min:3', 'email', 'min:5'],
    });
    expect(repeated.status).toBe(422);
    expect(errorBodySchema.parse(await repeated.json()).details).toEqual({
      'validation_rules.2': ['Regra repetida: min'],
    });
    const twoPatterns = await create({
      label: 'Apelido',
      key: 'apelido',
      type: 'text',
      validation_rules: ['regex:^[a-z]+$', 'regex:^.{3,}$', 'max:20'],
    });
    expect(twoPatterns.status).toBe(201);
    const again = await patch('apelido', {
      validation_rules: ['regex:^[a-z]+$', 'max:20', 'regex:^[a-z]+$'],
    });
    expect(again.status).toBe(422);
    expect(errorBodySchema.parse(await again.json()).details).toEqual({
      'validation_rules.2': ['Regra repetida: regex'],
    });
    const stored = one.parse(await (await patch('apelido', {})).json()).data;
    expect(stored.validation_rules).toEqual(['regex:^[a-z]+$', 'regex:^.{3,}$', 'max:20']);
  });

  test('extension: list in sort_order', async () => {
    const { data } = dataEnvelope(z.array(registrationFieldSchema)).parse(
      await (await hub.call('GET', `/events/${event.code}/registration-fields`)).json(),
    );
    const orders = data.map((f) => f.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
