const CHUNK = 1000;

export async function insertChunked<T>(
  rows: T[],
  insert: (part: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function insertChunkedReturning<T, R>(
  rows: T[],
  insert: (part: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}
