import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/web/render';
import { MappingStep } from './mapping-step';
import type { OpenedFile } from './opened-file';
import { mappingIssues } from '@/spreadsheet/mapping';
import type { ColumnMapping } from '@/spreadsheet/types';

function openedWith(mapping: ColumnMapping): OpenedFile {
  return {
    file: { fileName: 'results.csv', format: 'csv', fileHash: 'h' },
    columns: [
      { index: 0, header: 'Bib', samples: ['101'] },
      { index: 1, header: 'Chip', samples: ['0:41:10'] },
    ],
    mapping,
    issues: mappingIssues(mapping),
    counts: { rows: 1, empty: 0, valid: 1, withErrors: 0, withWarnings: 0, byCode: {}, byRace: {} },
    remembered: false,
    template: null,
    suggested: [],
    guesses: null,
  };
}

const noop = () => undefined;

describe('MappingStep', () => {
  it('names the columns and the mapping issues in English in the English UI', async () => {
    const opened = openedWith({ kind: 'results', columns: [null, 'net_time'] });
    render(<MappingStep opened={opened} hideRanking={false} onChange={noop} onContinue={noop} />, {
      language: 'en',
    });
    const select = await screen.findByRole('combobox', { name: 'Field of column Chip' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Bib number', 'Net time', 'Place in category', 'Split (checkpoint)']),
    );
    expect(options).not.toContain('Tempo líquido');
    expect(select).toHaveDisplayValue('Net time');
    expect(screen.getByText('Pick the Bib number column')).toBeInTheDocument();
  });

  it('keeps the pt-BR names in the pt-BR UI', async () => {
    const opened = openedWith({ kind: 'registrations', columns: ['email', null] });
    render(<MappingStep opened={opened} hideRanking={false} onChange={noop} onContinue={noop} />);
    const select = await screen.findByRole('combobox', { name: 'Campo da coluna Bib' });
    expect(select).toHaveDisplayValue('E-mail');
    expect(screen.getByText('Escolha a coluna de Nome')).toBeInTheDocument();
    expect(
      screen.getByText('Escolha a coluna de CPF / documento ou a de ID externo'),
    ).toBeInTheDocument();
  });

  it('names the columns a template linked to a field this event does not have', async () => {
    const opened = {
      ...openedWith({ kind: 'registrations', columns: [null, null] }),
      template: { id: 5, name: 'Corrida do ano passado' },
      missingFields: [{ header: 'Chip', key: 'tamanho_camiseta' }],
    };
    render(<MappingStep opened={opened} hideRanking={false} onChange={noop} onContinue={noop} />);
    expect(
      await screen.findByText(
        'A coluna ligada a um campo que este evento não tem ficou sem destino e não será enviada: Chip (tamanho_camiseta). Escolha outro campo ou deixe assim.',
      ),
    ).toBeVisible();
  });

  it('says which team template was applied, with the way out to the suggestion', async () => {
    const opened = {
      ...openedWith({ kind: 'results', columns: ['bib', 'net_time'] }),
      template: { id: 4, name: 'Chip Brasil' },
    };
    const useSuggestion = vi.fn();
    const { user } = render(
      <MappingStep
        opened={opened}
        hideRanking={false}
        onChange={noop}
        onContinue={noop}
        onUseSuggestion={useSuggestion}
      />,
    );
    expect(
      await screen.findByText(
        'Modelo da equipe “Chip Brasil” aplicado: as colunas foram ligadas como nele.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar a sugestão automática' }));
    expect(useSuggestion).toHaveBeenCalledOnce();
  });

  it("offers the event's own fields by label, with the one the header named already chosen", async () => {
    const mapping = {
      kind: 'registrations' as const,
      columns: ['name', 'answers.tamanho_camiseta'],
    };
    const opened: OpenedFile = {
      ...openedWith(mapping),
      columns: [
        { index: 0, header: 'Nome', samples: ['Ana Souza'] },
        { index: 1, header: 'Camiseta', samples: ['m', 'GG'] },
      ],
      fields: [
        {
          key: 'tamanho_camiseta',
          label: 'Tamanho da camiseta',
          type: 'select',
          options: [{ value: 'M', label: 'M' }],
        },
        { key: 'equipe', label: 'Equipe', type: 'text' },
      ],
    };
    const onChange = vi.fn();
    const { user } = render(
      <MappingStep opened={opened} hideRanking={false} onChange={onChange} onContinue={noop} />,
    );
    const select = await screen.findByRole('combobox', { name: 'Campo da coluna Camiseta' });
    expect(select).toHaveDisplayValue('Tamanho da camiseta');
    const group = within(select).getByRole('group', { name: 'Campos do evento' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tamanho da camiseta', 'Equipe']);
    await user.selectOptions(select, 'Equipe');
    expect(onChange).toHaveBeenCalledWith(['name', 'answers.equipe']);
    expect(screen.queryByText(/não recebe respostas/)).not.toBeInTheDocument();
  });

  it('names an event field mapped twice by its label', async () => {
    const mapping = {
      kind: 'registrations' as const,
      columns: ['answers.equipe', 'answers.equipe'],
    };
    const opened: OpenedFile = {
      ...openedWith(mapping),
      fields: [{ key: 'equipe', label: 'Equipe ou assessoria', type: 'text' }],
    };
    render(<MappingStep opened={opened} hideRanking={false} onChange={noop} onContinue={noop} />);
    expect(
      await screen.findByText('Equipe ou assessoria está em mais de uma coluna'),
    ).toBeVisible();
  });

  it('says the answers are not sent when the hub takes none (spec-only)', async () => {
    const opened = {
      ...openedWith({ kind: 'registrations', columns: ['name', null] }),
      fields: null,
    };
    render(<MappingStep opened={opened} hideRanking={false} onChange={noop} onContinue={noop} />, {
      language: 'en',
    });
    expect(
      await screen.findByText(
        "This hub takes no answers to the event's fields (such as T-shirt size): their columns are not sent.",
      ),
    ).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Field of column Chip' });
    expect(within(select).queryByRole('group')).not.toBeInTheDocument();
  });
});
