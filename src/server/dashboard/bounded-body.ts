/** Declared length over `max` (a chunked body declares none): refused before reading. */
export function declaresMoreThan(headers: Headers, max: number): boolean {
  const declared = headers.get('content-length');
  return declared !== null && !headers.has('transfer-encoding') && Number(declared) > max;
}

/**
 * `source`, passed on as it is read, counting: the chunk that crosses `max` still goes
 * through (so a reader with the same limit sees it crossed), then the stream fails and
 * `over()` is true. Nothing is held beyond the chunk in flight.
 */
export function limitStream(
  source: ReadableStream<Uint8Array>,
  max: number,
): { stream: ReadableStream<Uint8Array>; over: () => boolean } {
  const reader = source.getReader();
  let size = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // The rest is left unread, not cancelled: cancelling would reset the connection
      // before the client reads the answer. The server drains it after answering.
      if (size > max) return controller.error(new RangeError(`body over ${max} bytes`));
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, over: () => size > max };
}

/** The whole body as text, or null past `max` bytes (declared or counted), read no further. */
export async function readBounded(request: Request, max: number): Promise<string | null> {
  if (declaresMoreThan(request.headers, max)) return null;
  if (!request.body) return '';
  return readStreamBounded(request.body, max);
}

/**
 * A stream as text, or null once it passes `max` bytes, read no further; `cancelPast` then
 * cancels it (a copy from `tee` must be, or it would queue all the rest).
 */
export async function readStreamBounded(
  stream: ReadableStream<Uint8Array>,
  max: number,
  { cancelPast = false } = {},
): Promise<string | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      if (cancelPast) void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
