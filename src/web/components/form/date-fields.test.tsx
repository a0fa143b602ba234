import { screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { render } from '@/testing/web/render';
import { FormDateInput, FormDateTimeInput } from './date-fields';

interface Values {
  at: string | null;
  day: string | null;
}

/** A form with the two date fields and what it holds, as the forms of the console bind them. */
function Probe({ at = null, day = null }: Partial<Values>) {
  const form = useForm<Values>({ defaultValues: { at, day } });
  const values = useWatch({ control: form.control });
  return (
    <FormProvider {...form}>
      <FormDateTimeInput<Values> name="at" label="Largada" help="Fuso: Brasília" />
      <FormDateInput<Values> name="day" label="Data do evento" />
      <output>{JSON.stringify(values)}</output>
    </FormProvider>
  );
}

/** The field once the pickers have loaded (until then an input that waits stands in). */
async function field(label: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-busy'));
  return screen.getByLabelText(label);
}

const held = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Values;

describe('date fields', () => {
  it('take a date and time typed day first, 24 h, whatever the shape', async () => {
    const { user } = render(<Probe />);
    const at = await field('Largada');
    expect(at).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    expect(at).toHaveAccessibleDescription('Fuso: Brasília');
    await user.type(at, '14/3/27 6h30');
    expect(held().at).toBe('2027-03-14T06:30');
    // A date there can be cleared, by a button with a name.
    expect(screen.getByRole('button', { name: 'Apagar a data' })).toBeInTheDocument();
    await user.type(await field('Data do evento'), '02/05/2027');
    expect(held().day).toBe('2027-05-02');
    await user.tab();
    // Shown back the one way, once the person leaves the field.
    expect(at).toHaveValue('14/03/2027 06:30');
  });

  it('say what could not be read when the person leaves the field, and keep the last date', async () => {
    const { user } = render(<Probe at="2027-03-14T06:30" />);
    const at = await field('Largada');
    // Typed over the date there (selected, not cleared first).
    await user.tripleClick(at);
    await user.keyboard('31/02/2027 10:00');
    await user.tab();
    expect(at).toHaveAccessibleDescription(/“31\/02\/2027 10:00” não é uma data/);
    expect(held().at).toBe('2027-03-14T06:30');
    await user.clear(at);
    await user.type(at, '01/03/2027 10:00');
    expect(held().at).toBe('2027-03-01T10:00');
    expect(screen.queryByText(/não é uma data/)).not.toBeInTheDocument();
  });

  it('keep the time when another day is picked on the calendar', async () => {
    const { user } = render(<Probe at="2027-03-14T06:30" />);
    const at = await field('Largada');
    expect(at).toHaveValue('14/03/2027 06:30');
    await user.click(at);
    await user.click(await screen.findByRole('button', { name: '20 março 2027', hidden: true }));
    expect(held().at).toBe('2027-03-20T06:30');
  });

  it('follow the English of the console: month first, AM/PM, the months named in English', async () => {
    const { user } = render(<Probe at="2027-03-14T18:30" />, { language: 'en' });
    const at = await field('Largada');
    expect(at).toHaveValue('03/14/2027 06:30 PM');
    expect(at).toHaveAttribute('placeholder', 'mm/dd/yyyy hh:mm am/pm');
    await user.click(at);
    expect(await screen.findByRole('button', { name: 'Choose the month' })).toHaveTextContent(
      'March 2027',
    );
    await user.clear(at);
    await user.type(at, '5/10/2027 7:05 am');
    expect(held().at).toBe('2027-05-10T07:05');
  });
});
