import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logError } from '@/server/db/errors';
import type { HubEnvBindings } from '@/server/hub/context';
import { HubError, hubErrorFromDb, malformedJson } from '@/server/hub/errors';

export function errorResponse(error: unknown): {
  status: number;
  body: ReturnType<HubError['toBody']>;
} {
  if (error instanceof HubError) return { status: error.status, body: error.toBody() };
  const fromDb = hubErrorFromDb(error);
  if (fromDb) return { status: fromDb.status, body: fromDb.toBody() };
  if (error instanceof HTTPException && error.status === 400)
    return { status: 400, body: malformedJson().toBody() };
  logError('hub', error);
  return {
    status: 500,
    body: new HubError('server_error', 'Erro inesperado no servidor.').toBody(),
  };
}

/** Every error as the hub's error body: its own, the database's, malformed JSON, or a 500. */
export const onError: ErrorHandler<HubEnvBindings> = (error, c) => {
  const { status, body } = errorResponse(error);
  return c.json(body, status as 400);
};
