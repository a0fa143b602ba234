import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusReturn } from '../components/focus-return';
import { rememberFocus, restoreFocusAfterSave } from './page-focus';

afterEach(() => {
  vi.useRealTimers();
});

/** A list whose rows have a delete button, and a dialog that is open or not. */
function List({ rows, open }: { rows: string[]; open: boolean }) {
  useFocusReturn(open);
  return (
    <main>
      <h1>Corrida da Serra</h1>
      <h2>Lotes</h2>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row} data-item-id={row}>
              <td>{row}</td>
              <td>
                <button type="button">Excluir {row}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && (
        <div role="dialog">
          <button type="button">Excluir lote</button>
        </div>
      )}
    </main>
  );
}

const row = (id: string) => document.querySelector<HTMLElement>(`[data-item-id="${id}"]`);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('the focus after a deletion from a dialog', () => {
  it('goes to the row beside the deleted one, even when the save fallback runs first', () => {
    vi.useFakeTimers();
    const view = render(<List rows={['1', '3']} open={false} />);
    button('Excluir 3').focus();
    view.rerender(<List rows={['1', '3']} open />);
    button('Excluir lote').focus();

    const mutation = {};
    rememberFocus(mutation);
    restoreFocusAfterSave(mutation); // the hub answered: the fallback's first look is in 50 ms
    act(() => vi.advanceTimersByTime(40));
    // The list read again without the row, and the dialog closed: the focus fell to <body>.
    view.rerender(<List rows={['1']} open={false} />);
    expect(document.activeElement).toBe(document.body);

    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement).toBe(row('1'));
  });

  it("still goes to the page's heading when no dialog gives it back", () => {
    vi.useFakeTimers();
    const view = render(<List rows={['1', '3']} open={false} />);
    button('Excluir 3').focus();
    const mutation = {};
    rememberFocus(mutation);
    restoreFocusAfterSave(mutation);
    view.rerender(<List rows={['1']} open={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement?.textContent).toBe('Corrida da Serra');
  });

  it("in a dialog, goes to the dialog's heading without scrolling the page behind it", () => {
    vi.useFakeTimers();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(
      <div role="dialog" aria-labelledby="t">
        <h2 id="t">Editar o lote</h2>
        <button type="button">Salvar</button>
      </div>,
    );
    button('Salvar').focus();
    const mutation = {};
    rememberFocus(mutation);
    restoreFocusAfterSave(mutation);
    // The button, disabled while the hub answers, lost the focus to <body>.
    act(() => button('Salvar').blur());
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement?.textContent).toBe('Editar o lote');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });
});
