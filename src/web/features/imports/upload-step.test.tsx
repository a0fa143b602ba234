import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptySummary } from '@/contract/imports';
import { render } from '@/testing/web/render';
import { STALL_AFTER_MS, type UploadProgress } from '@/spreadsheet/upload';
import { UploadStep } from './upload-step';

const waiting = (word: string, known: boolean, sinceMs: number): UploadProgress => ({
  phase: 'waiting',
  current: 1,
  rowsTotal: 6,
  rowsDone: 0,
  chunksTotal: 1,
  chunksDone: 0,
  etaMs: null,
  statuses: [null],
  summary: emptySummary(),
  error: null,
  hubSays: { word, known, sinceMs },
});

describe('the upload step, while a hub holds a chunk', () => {
  it('shows a known word as the console says it, without a notice', async () => {
    render(
      <UploadStep
        progress={waiting('processing', true, STALL_AFTER_MS * 3)}
        stopping={false}
        onCancel={vi.fn()}
        onStopWatching={vi.fn()}
      />,
    );
    expect(await screen.findByText('Hub processando o lote 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Parar de acompanhar' })).toBeNull();
  });

  it('shows an unknown word as it came, and past the bound asks whether to keep waiting', async () => {
    const onStopWatching = vi.fn();
    let hubSaidFor: (ms: number) => void = () => undefined;
    function Polling() {
      const [sinceMs, setSinceMs] = useState(5_000);
      hubSaidFor = setSinceMs;
      return (
        <UploadStep
          progress={waiting('on_hold', false, sinceMs)}
          stopping={false}
          onCancel={vi.fn()}
          onStopWatching={onStopWatching}
        />
      );
    }
    const { user } = render(<Polling />);
    expect(await screen.findByText('O hub diz "on_hold" sobre o lote 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar esperando' })).toBeNull();

    act(() => hubSaidFor(STALL_AFTER_MS + 5_000));
    expect(
      await screen.findByText('O hub diz "on_hold" sobre o lote 1 há 1 min 05 s'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar esperando' }));
    expect(screen.queryByRole('button', { name: 'Continuar esperando' })).toBeNull();
    act(() => hubSaidFor(STALL_AFTER_MS + 30_000));
    expect(screen.queryByRole('button', { name: 'Continuar esperando' })).toBeNull();
    act(() => hubSaidFor(2 * STALL_AFTER_MS + 10_000));
    await user.click(await screen.findByRole('button', { name: 'Parar de acompanhar' }));
    expect(onStopWatching).toHaveBeenCalledOnce();
  });
});
