import { Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { UploadIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import classes from './file-drop.module.css';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * A spreadsheet dropped anywhere on the tab goes to `onDrop`: while one is dragged over the
 * window, the tab says where it goes and which types it takes. While a file opens or rows are sent, a drop is refused and the tab says why.
 */
export function FileDrop({
  busy,
  onDrop,
}: {
  busy: boolean;
  onDrop: (files: FileList | readonly File[]) => void;
}) {
  const { t } = useI18n();
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every element crossed: the drag is over when they even out.
  const depth = useRef(0);
  const isBusy = useEffectEvent(() => busy);
  const open = useEffectEvent((files: FileList | readonly File[]) => {
    if (files.length && !busy) onDrop(files);
  });

  useEffect(() => {
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current++;
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser opens the file in place of the console.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = isBusy() ? 'none' : 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (event.dataTransfer) open(event.dataTransfer.files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);

  if (!dragging) return null;
  return (
    <div className={classes.overlay} data-testid="imports-drop">
      <div className={classes.target} data-busy={busy || undefined}>
        <UploadIcon size={36} />
        <Text fw={700} size="lg">
          {busy ? t('imports.drop.busy') : t('imports.drop.title')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('imports.drop.accepted')}
        </Text>
      </div>
    </div>
  );
}
