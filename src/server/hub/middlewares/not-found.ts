import type { NotFoundHandler } from 'hono';
import type { HubEnvBindings } from '@/server/hub/context';
import { HubError } from '@/server/hub/errors';

export const notFound: NotFoundHandler<HubEnvBindings> = (c) =>
  c.json(new HubError('not_found', 'Rota não encontrada.').toBody(), 404);
