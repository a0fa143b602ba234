/*
 * The names a console session travels by. Apart from the session's schemas (session.ts): the
 * API client sends the header on every request, and zod's schemas do not belong in the entry.
 */

/** Header every cookie-authenticated state-changing request must carry (CSRF guard). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'fetch';
export const SESSION_COOKIE = 'hub_session';

/** Where the console asks who is signed in: every page's first request, hinted in its HTML. */
export const SESSION_PATH = '/auth/session';

/**
 * The element of a signed-in page's HTML that carries the hub's answers to its first reads
 * (`<script type="application/json">`, JSON by read path): the API client takes each once in
 * place of its first GET of that path.
 */
export const FIRST_READS_ELEMENT_ID = 'hub-first-reads';
