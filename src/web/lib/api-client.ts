import type { ErrorBody } from '@/contract/common';
import { CSRF_HEADER, CSRF_VALUE } from '@/contract/session-wire';
import { takeFirstRead } from './first-reads';

export const API_BASE = '/api/v1';
const MAX_RATE_LIMIT_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 30_000;

/** The hub's error envelope, and the status it came with. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly details: ErrorBody['details'] | null;

  constructor(
    status: number,
    body: { error: string; message: string; details?: ErrorBody['details'] | null },
  ) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.details = body.details ?? null;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
export const isNotFound = (value: unknown) => isApiError(value) && value.status === 404;

/**
 * A spec-only hub answers 404 for an extension (and any hub for an import it no longer keeps):
 * `fallback` stands in for the answer; every other failure is thrown.
 */
export async function unlessMissing<T, F>(
  request: Promise<T>,
  fallback: () => F,
): Promise<T | Awaited<F>> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return await fallback();
    throw error;
  }
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * What a successful body is checked with: the Standard Schema interface, which the contract's
 * zod schemas have (so the client itself needs no zod), or `readerSchema` of a hand reader.
 */
export interface BodySchema<T = unknown> {
  readonly '~standard': {
    validate(
      value: unknown,
    ):
      | { readonly value: T; readonly issues?: undefined }
      | { readonly issues: readonly unknown[] }
      | Promise<
          | { readonly value: T; readonly issues?: undefined }
          | { readonly issues: readonly unknown[] }
        >;
  };
}

/** A hand reader (the value, or null when the body is not one) as a `BodySchema`. */
export const readerSchema = <T>(read: (value: unknown) => T | null): BodySchema<T> => ({
  '~standard': {
    validate: (value) => {
      const body = read(value);
      return body === null ? { issues: [{ message: 'unexpected body' }] } : { value: body };
    },
  },
});

/**
 * A body schema that imports itself (`schemaOnDemand`, lib/schema-on-demand.ts): its import
 * starts with the request, so the schema downloads while the hub answers.
 */
export interface OnDemandSchema<T> extends BodySchema<T> {
  load(): Promise<BodySchema<T>>;
}

const isOnDemand = (schema: BodySchema): schema is OnDemandSchema<unknown> => 'load' in schema;

export interface RequestOptions<S extends BodySchema | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A body already serialised as JSON (large imports are built off the main thread). */
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Contract schema of a successful body; without one the body is ignored. */
  schema?: S;
  /** Sign-in answers 401 for a wrong key: that is a message, not a lost session. */
  redirectOnUnauthorized?: boolean;
}

type Result<S> = S extends BodySchema<infer T> ? T : undefined;

let onUnauthorized: () => void = () => undefined;

/** The app decides what a lost session means (back to sign-in, keeping the URL). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

function retryAfterMs(response: Response): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0) * 1000, MAX_RETRY_WAIT_MS);
  const date = header ? Date.parse(header) : NaN;
  return Number.isFinite(date) ? Math.min(Math.max(date - Date.now(), 0), MAX_RETRY_WAIT_MS) : 1000;
}

function withQuery(url: string, query: RequestOptions<undefined>['query']) {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The hub's error envelope (`errorBodySchema` of the contract), read by hand: every page's
 * first request may fail, and zod in the entry cost each first load about 14 kB of gzip. A
 * test holds this reading to the schema's.
 */
export function errorBodyOf(json: unknown): ErrorBody | null {
  if (!isRecord(json) || typeof json.error !== 'string' || typeof json.message !== 'string')
    return null;
  const { details } = json;
  if (details !== undefined && details !== null && !isRecord(details)) return null;
  return { error: json.error, message: json.message, details: details as ErrorBody['details'] };
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = errorBodyOf(await response.json().catch(() => null));
  if (body) return new ApiError(response.status, body);
  return new ApiError(response.status, {
    error: 'http_error',
    message: `HTTP ${response.status}`,
    details: null,
  });
}

/**
 * Same-origin JSON request with the CSRF header; a rate-limited 429 waits and retries, 401
 * leaves for sign-in.
 */
export async function request<S extends BodySchema | undefined = undefined>(
  url: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = 'GET', query, body, signal, schema, redirectOnUnauthorized = true } = options;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CSRF_HEADER]: CSRF_VALUE,
    ...options.headers,
  };
  const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const target = withQuery(url, query);
  // Its failure, if any, is the check's below: not an unhandled rejection here.
  if (schema && isOnDemand(schema)) schema.load().catch(() => undefined);
  // The page came with the hub's answer (first-reads.ts): checked as one from the network, in
  // a task of its own as that one would be. Checked where it is asked, the overview's six race
  // reads held a phone's main thread for one long task after its first paint.
  const embedded = method === 'GET' && payload === undefined ? takeFirstRead(target) : null;
  if (embedded) {
    await sleep(0, signal);
    return checked(schema as S, embedded.json, 200);
  }

  for (let attempt = 0; ; attempt++) {
    const response = await fetch(target, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) {
      const error = await errorFrom(response);
      // A busy key waits and tries again; too many wrong keys is the person's to read.
      if (
        response.status === 429 &&
        error.error !== 'too_many_attempts' &&
        attempt < MAX_RATE_LIMIT_RETRIES
      ) {
        await sleep(retryAfterMs(response), signal);
        continue;
      }
      if (response.status === 401 && redirectOnUnauthorized) onUnauthorized();
      throw error;
    }
    if (!schema || response.status === 204) return undefined as Result<S>;
    const json: unknown = await response.json().catch(() => undefined);
    return checked(schema, json, response.status);
  }
}

/** A body checked with its schema, through the Standard Schema interface (no zod here). */
async function checked<S extends BodySchema | undefined>(
  schema: S,
  json: unknown,
  status: number,
): Promise<Result<S>> {
  if (!schema) return undefined as Result<S>;
  const parsed = await schema['~standard'].validate(json);
  if (parsed.issues) {
    throw new ApiError(status, {
      error: 'invalid_response',
      message: 'A resposta do hub não tem o formato esperado.',
      details: null,
    });
  }
  return parsed.value as Result<S>;
}

/** A call to the hub's Management API through the console's server. */
export function hubRequest<S extends BodySchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
) {
  return request<S>(`${API_BASE}${path}`, options);
}
