import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, stubHub } from '@/testing/web/hub-stub';
import { importRace, renderImportsPage } from '@/testing/web/imports-fixtures';

const CSV =
  'Nome;CPF;Nascimento;Sexo;E-mail\nAna Souza;529.982.247-25;12/03/1990;F;ana@example.com\n';

/** A drag of files over the window, as the browser sends it (jsdom has no DataTransfer). */
function drag(type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', files: File[] = []) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { types: ['Files'], files, dropEffect: 'none' },
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

function renderImports() {
  stubHub({
    'GET /api/v1/events/EVT/races': () => ({ data: [importRace] }),
    'GET /api/v1/events/EVT/registration-imports': () => page([]),
  });
  return renderImportsPage();
}

describe('dropping a spreadsheet on the Imports tab', () => {
  it('says where it goes and which types it takes, then opens the dropped file', async () => {
    renderImports();
    await screen.findByRole('combobox', { name: 'Prova' });
    drag('dragenter');
    expect(screen.getByText('Solte a planilha para abri-la')).toBeInTheDocument();
    expect(screen.getByText(/Aceita \.csv, \.txt .* e \.xlsx/)).toBeInTheDocument();
    // Allowing the drop keeps the browser from opening the file in place of the console.
    expect(drag('dragover').defaultPrevented).toBe(true);

    drag('drop', [new File([CSV], 'inscritos.csv', { type: 'text/csv' })]);
    expect(screen.queryByText('Solte a planilha para abri-la')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Colunas do arquivo' })).toBeInTheDocument();
  });

  it('hides when the drag leaves the window, and ignores drags of anything but files', async () => {
    renderImports();
    await screen.findByRole('combobox', { name: 'Prova' });
    drag('dragenter');
    drag('dragenter'); // over a child element
    drag('dragleave');
    expect(screen.getByText('Solte a planilha para abri-la')).toBeInTheDocument();
    drag('dragleave');
    expect(screen.queryByText('Solte a planilha para abri-la')).not.toBeInTheDocument();

    fireEvent(window, new Event('dragenter')); // text being dragged: no dataTransfer of files
    expect(screen.queryByText('Solte a planilha para abri-la')).not.toBeInTheDocument();
  });
});
