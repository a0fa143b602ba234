import { ID_MAX } from './limits';

/*
 * How an id is told from a code, apart from the schemas (common.ts): a page that only needs
 * to tell them apart does not load zod for it.
 */

export const isNumericId = (value: string): boolean => /^\d+$/.test(value);
/** An id as a JSON key or query text: decimal without leading zeros, within int4 (`"09"` is not). */
export const isCanonicalId = (value: string): boolean =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= ID_MAX;
