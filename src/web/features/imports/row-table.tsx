import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import type { PipelineClient } from './pipeline-client';
import classes from './row-table.module.css';
import { windowRange } from './windowed-range';
import type { RowView } from './worker-host';

export const ROW_HEIGHT = 44;
const OVERSCAN = 8;
const VIEWPORT_HEIGHT = 440;

export interface RowColumn {
  key: string;
  header: string;
  /** Shown after the header text: a column's tools. */
  tools?: ReactNode;
  width: string;
  render: (row: RowView) => ReactNode;
}

interface RowTableProps {
  client: PipelineClient;
  /** Rows of the current filter, in file order (indexes into the checked rows). */
  indexes: Int32Array;
  /** Bumped when rows changed in the worker (a fix): cached views are dropped. */
  version: number;
  columns: RowColumn[];
  label: string;
  empty: string;
}

/**
 * A windowed table: fixed row height, only the rows in view (plus overscan) are rendered and
 * only those are asked from the worker, so 100 000 rows cost as much as 30.
 */
export function RowTable({ client, indexes, version, columns, label, empty }: RowTableProps) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [cache, setCache] = useState<{ version: number; rows: Map<number, RowView> }>({
    version,
    rows: new Map(),
  });
  const count = indexes.length;
  const viewportHeight = Math.min(VIEWPORT_HEIGHT, Math.max(count, 1) * ROW_HEIGHT);
  const { start, end, totalHeight } = windowRange({
    scrollTop,
    viewportHeight,
    rowHeight: ROW_HEIGHT,
    count,
    overscan: OVERSCAN,
  });
  const rows = cache.version === version ? cache.rows : null;

  useEffect(() => {
    const wanted: number[] = [];
    for (let i = start; i < end; i++) if (!rows?.has(indexes[i])) wanted.push(indexes[i]);
    if (!wanted.length) return;
    let live = true;
    client.rows(wanted).then(
      (answer) => {
        if (!live) return;
        setCache((previous) => {
          const next = new Map(previous.version === version ? previous.rows : undefined);
          for (const row of answer.rows) next.set(row.index, row);
          return { version, rows: next };
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, indexes, start, end, rows, version]);

  const [shown, setShown] = useState(indexes);
  if (shown !== indexes) {
    setShown(indexes);
    setScrollTop(0);
  }
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [indexes]);

  const template = ['4.5rem', ...columns.map((c) => c.width)].join(' ');
  const gridStyle: CSSProperties = { gridTemplateColumns: template };
  const body: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const view = rows?.get(indexes[i]);
    body.push(
      <div
        key={indexes[i]}
        role="row"
        aria-rowindex={i + 2}
        className={classes.row}
        data-empty={view?.empty || undefined}
        style={{ ...gridStyle, top: i * ROW_HEIGHT, height: ROW_HEIGHT }}
      >
        <div role="rowheader" className={classes.number}>
          {view ? view.row : indexes[i] + 2}
        </div>
        {columns.map((column) => (
          <div role="cell" key={column.key} className={classes.cell}>
            {view ? column.render(view) : null}
          </div>
        ))}
      </div>,
    );
  }

  return (
    <Box className={classes.frame}>
      <div role="table" aria-label={label} aria-rowcount={count + 1} className={classes.table}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={classes.head} style={gridStyle}>
            <div role="columnheader" className={classes.number}>
              {t('imports.preview.row')}
            </div>
            {columns.map((column) => (
              <div role="columnheader" key={column.key} className={classes.cell}>
                {column.tools ? (
                  <span className={classes.headTools}>
                    <span className={classes.headText} title={column.header}>
                      {column.header}
                    </span>
                    {column.tools}
                  </span>
                ) : (
                  column.header
                )}
              </div>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          ref={scroller}
          tabIndex={0}
          className={classes.body}
          style={{ height: viewportHeight }}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          <div role="presentation" style={{ height: totalHeight }} />
          {body}
        </div>
      </div>
      {count === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {empty}
        </Text>
      )}
    </Box>
  );
}
