import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/** JSON serialised once and kept (see ReadCache), still typed as the value it holds. */
export type JsonText<T> = string & { readonly __holds: T };

export const toJsonText = <T>(value: T) => JSON.stringify(value) as JsonText<T>;

/** Sends kept JSON as `c.json(value, 200)` would, and typed as it would be. */
export const sendJsonText = <T>(c: Context, text: JsonText<T>) =>
  c.body(text, 200, { 'content-type': 'application/json' }) as Response as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;
