import { queryOptions } from '@tanstack/react-query';
import type { SessionInfo } from '@/contract/session';
import { SESSION_PATH } from '@/contract/session-wire';
import { request } from '@/web/lib/api-client';
import { sessionInfoBody } from './session-info';

export const SESSION_URL = SESSION_PATH;

export const signedOutSession: SessionInfo = { signed_in: false, key_hint: null, hub_url: null };

export const sessionQueries = {
  all: () => ['session'] as const,
  current: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'current'] as const,
      queryFn: ({ signal }) =>
        request(SESSION_URL, { schema: sessionInfoBody, signal, redirectOnUnauthorized: false }),
      staleTime: 5 * 60_000,
    }),
};

export const signIn = (apiKey: string) =>
  request(SESSION_URL, {
    method: 'POST',
    body: { api_key: apiKey },
    schema: sessionInfoBody,
    redirectOnUnauthorized: false,
  });

export const signOut = () =>
  request(SESSION_URL, { method: 'DELETE', redirectOnUnauthorized: false });
