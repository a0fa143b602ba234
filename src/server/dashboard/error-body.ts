import type { Context } from 'hono';

/** The hub's error envelope, for the answers the dashboard server writes itself. */
export const errorBody = (error: string, message: string) => ({ error, message, details: null });

export const routeNotFound = (c: Context) =>
  c.json(errorBody('not_found', 'Rota não encontrada.'), 404);
