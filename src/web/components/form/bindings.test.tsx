import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { render } from '@/testing/web/render';
import { FormMoneyInput } from './bindings';
import { FormDecimalInput, FormIntegerInput } from './number-bindings';
import { ContractForm } from './contract-form';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  count: z.nullable(z.number()),
  distance: z.nullable(z.number()),
  percent: z.nullable(z.number()),
  price: z.nullable(z.number()),
});

/** What the form holds, as the schema will read it. */
const held: { values?: z.input<typeof schema> } = {};

function NumbersForm() {
  const { form } = useContractForm({
    schema,
    defaultValues: { count: 1, distance: 10, percent: 50, price: 1000 },
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          held.values = values;
        },
      }),
    [form],
  );
  return (
    <ContractForm form={form}>
      <FormIntegerInput name="count" label="Vagas" />
      <FormDecimalInput name="distance" label="Distância" />
      <FormIntegerInput name="percent" label="Percentual" max={100} />
      <FormMoneyInput name="price" label="Preço" invalidMessage="Preço inválido" />
    </ContractForm>
  );
}

describe('number inputs keep what was typed', () => {
  it('keeps a minus sign and says the number must be 0 or more', async () => {
    const { user } = render(<NumbersForm />);
    const count = await screen.findByRole('textbox', { name: 'Vagas' });
    await user.clear(count);
    await user.type(count, '-5');
    await user.tab();
    expect(count).toHaveValue('-5');
    expect(count).toHaveAccessibleDescription('Deve ser 0 ou mais');
    expect(held.values?.count).toBe(-5);

    const distance = screen.getByRole('textbox', { name: 'Distância' });
    await user.clear(distance);
    await user.type(distance, '-2,5');
    await user.tab();
    expect(distance).toHaveValue('-2,5');
    expect(distance).toHaveAccessibleDescription('Deve ser 0 ou mais');
    expect(held.values?.distance).toBe(-2.5);

    const price = screen.getByRole('textbox', { name: 'Preço' });
    await user.clear(price);
    await user.type(price, '-5');
    await user.tab();
    expect(price).toHaveValue('-5,00');
    expect(price).toHaveAccessibleDescription('Deve ser R$ 0,00 ou mais');
    expect(held.values?.price).toBe(-500);

    await user.clear(count);
    await user.type(count, '5');
    expect(count).not.toHaveAccessibleDescription();
  });

  it('keeps a number over the maximum as typed, with the maximum in the words (en)', async () => {
    const { user } = render(<NumbersForm />, { language: 'en' });
    const percent = await screen.findByRole('textbox', { name: 'Percentual' });
    await user.clear(percent);
    await user.type(percent, '1500');
    await user.tab();
    expect(percent).toHaveValue('1500');
    expect(percent).toHaveAccessibleDescription('Must be 100 or less');
    const count = screen.getByRole('textbox', { name: 'Vagas' });
    await user.clear(count);
    await user.type(count, '-1');
    expect(count).toHaveAccessibleDescription('Must be 0 or more');
  });
});
