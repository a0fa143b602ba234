import type { NotFoundHandler } from 'hono';
import type { HubEnvBindings } from '../context';
import { HubError } from '../errors';

export const notFound: NotFoundHandler<HubEnvBindings> = (c) =>
  c.json(new HubError('not_found', 'Rota não encontrada.').toBody(), 404);
