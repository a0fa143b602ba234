import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { changeQuerySchema } from '@/contract/history';
import {
  mappingTemplateCreateSchema,
  mappingTemplateRenameSchema,
  MAPPING_TEMPLATES_MAX,
} from '@/contract/mapping-templates';
import type { ChangeLog } from '@/server/store/change-log';
import { isStorable } from '@/server/store/change-summary';
import type { MappingTemplates } from '@/server/store/mapping-templates';
import { readBounded } from './bounded-body';
import type { HubChecks } from './hub-checks';
import type { OpenSession } from './session-store';

/** A template is a few hundred headers at most. */
const TEMPLATE_BODY_MAX = 256 * 1024;

export const CONSOLE_PREFIX = '/console';

export interface ConsoleOptions {
  changes: ChangeLog;
  templates: MappingTemplates;
  /** The signed-in session, or a response refusing the request (401, CSRF). */
  signedIn: (c: Context, write: boolean) => Promise<OpenSession | Response>;
  /**
   * A script's own hub key (`Authorization: Bearer`, as `npm run import --template` sends it):
   * null when the hub takes it for a key, else the hub's refusal (401, its failed-key 429).
   */
  keyAccepted: (c: Context) => Promise<Response | null>;
  /** Who saves a template: the key's name where the hub says it, else its hint. */
  whoIs: (c: Context, session: OpenSession) => Promise<string>;
  /** Each session's hub check (hub-checks.ts). */
  hubChecks: HubChecks;
}

const errorBody = (error: string, message: string, details: unknown = null) => ({
  error,
  message,
  details,
});

const validationFailed = (c: Context, error: z.core.$ZodError) => {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const at = issue.path.join('.') || '_';
    (details[at] ??= []).push(issue.message);
  }
  return c.json(errorBody('validation_failed', 'Dados inválidos.', details), 422);
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
/** An event is named by its code or id; what could not be one is no event's history. */
const eventParam = (c: Context) => {
  const event = c.req.param('event') ?? '';
  return event.length > 0 && event.length <= 200 && isStorable(event) ? event : null;
};
const noEvent = (c: Context) => c.json(errorBody('not_found', 'Evento não encontrado.'), 404);

/**
 * The dashboard server's own API, for the signed-in app: the change history of an event and
 * the team's mapping templates (which scripts may also list with their hub key). Not part of
 * the hub's API, so never under `/api/v1`.
 */
export function consoleRoutes({
  changes,
  templates,
  signedIn,
  keyAccepted,
  whoIs,
  hubChecks,
}: ConsoleOptions) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });

  /** A history read: the session, the event and the filters, or the response refusing it. */
  const historyRead = async (c: Context) => {
    const session = await signedIn(c, false);
    if (session instanceof Response) return session;
    const event = eventParam(c);
    if (!event) return noEvent(c);
    const query = changeQuerySchema.safeParse(c.req.query());
    if (!query.success) return validationFailed(c, query.error);
    return { event, query: query.data };
  };

  app.get('/events/:event/history', async (c) => {
    const read = await historyRead(c);
    if (read instanceof Response) return read;
    return c.json(await changes.page(read.event, read.query));
  });

  app.get('/events/:event/history/all', async (c) => {
    const read = await historyRead(c);
    if (read instanceof Response) return read;
    return c.json({ data: await changes.all(read.event, read.query) });
  });

  app.get('/mapping-templates', async (c) => {
    // A script (npm run import --template) lists them with its own key; saving is the app's.
    const reader =
      c.req.header('authorization') === undefined ? await signedIn(c, false) : await keyAccepted(c);
    if (reader instanceof Response) return reader;
    const kind = z.enum(['registrations', 'results']).optional().safeParse(c.req.query('kind'));
    if (!kind.success) return validationFailed(c, kind.error);
    return c.json({ data: await templates.list(kind.data) });
  });

  const readBody = async (c: Context) => {
    const text = await readBounded(c.req.raw, TEMPLATE_BODY_MAX);
    if (text === null) return null;
    return parseJson(text);
  };

  app.post('/mapping-templates', async (c) => {
    const session = await signedIn(c, true);
    if (session instanceof Response) return session;
    const body = await readBody(c);
    if (body === null)
      return c.json(errorBody('payload_too_large', 'O modelo é grande demais.'), 413);
    const input = mappingTemplateCreateSchema.safeParse(body);
    if (!input.success) return validationFailed(c, input.error);
    const saved = await templates.save(input.data, await whoIs(c, session));
    if (!saved.ok)
      return c.json(
        errorBody(
          'too_many_templates',
          `Este hub já tem ${MAPPING_TEMPLATES_MAX} modelos. Apague algum antes de salvar outro.`,
        ),
        409,
      );
    return c.json({ data: saved.template }, saved.created ? 201 : 200);
  });

  app.patch('/mapping-templates/:id', async (c) => {
    const session = await signedIn(c, true);
    if (session instanceof Response) return session;
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return c.json(errorBody('not_found', 'Modelo não encontrado.'), 404);
    const body = await readBody(c);
    if (body === null)
      return c.json(errorBody('payload_too_large', 'O corpo da requisição é grande demais.'), 413);
    const input = mappingTemplateRenameSchema.safeParse(body);
    if (!input.success) return validationFailed(c, input.error);
    const renamed = await templates.rename(id.data, input.data.name);
    if (renamed === null) return c.json(errorBody('not_found', 'Modelo não encontrado.'), 404);
    if (renamed === 'taken')
      return c.json(
        errorBody('validation_failed', 'Dados inválidos.', {
          name: ['Já existe um modelo com este nome'],
        }),
        422,
      );
    return c.json({ data: renamed });
  });

  app.delete('/mapping-templates/:id', async (c) => {
    const session = await signedIn(c, true);
    if (session instanceof Response) return session;
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success || !(await templates.remove(id.data)))
      return c.json(errorBody('not_found', 'Modelo não encontrado.'), 404);
    return c.body(null, 204);
  });

  /** What the hub's check found (issue 31): the one started at sign-in; `?fresh=1` checks again. */
  app.get('/hub-check', async (c) => {
    const session = await signedIn(c, false);
    if (session instanceof Response) return session;
    return c.json({ data: await hubChecks.report(c, session, c.req.query('fresh') === '1') });
  });

  app.all('*', (c) => c.json(errorBody('not_found', 'Rota não encontrada.'), 404));
  return app;
}
