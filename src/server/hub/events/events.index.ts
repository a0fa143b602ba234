import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { EVENT_INCLUDES } from '@/contract/events';
import type { HubApp } from '../app';
import type { HubServices } from '../context';
import { events } from '../../db/schema';
import { extensionsEnabled } from '../extension';
import { loadEventExtras } from '../loaders';
import { offsetOf, pageEnvelopeOf } from '../pagination';
import { resolveEvent } from '../resolve';
import { eventOut } from '../serialize';
import * as routes from './events.routes';

export function registerEvents(app: HubApp, services: HubServices) {
  const tz = services.settings.timeZone;
  const withExtensions = extensionsEnabled(services);

  app.openapi(routes.list, async (c) => {
    const query = c.req.valid('query');
    const include = withExtensions ? query.include : [];
    const filters: SQL[] = [];
    if (query.status) filters.push(eq(events.status, query.status));
    if (withExtensions && query.search?.trim()) {
      const like = `%${query.search.trim().replace(/[%_\\]/g, '\\$&')}%`;
      filters.push(
        or(ilike(events.name, like), ilike(events.code, like), ilike(events.city, like))!,
      );
    }
    const where = filters.length ? and(...filters) : undefined;
    const body = await services.database.run(async (db) => {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(desc(events.date), desc(events.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(events).where(where),
      ]);
      const extras = await loadEventExtras(db, rows, include, tz);
      return pageEnvelopeOf(
        c,
        rows.map((e) => eventOut(e, tz, extras.get(e.id))),
        total,
        query,
      );
    });
    return c.json(body, 200);
  });

  if (withExtensions) {
    app.openapi(routes.detail, async (c) => {
      const { event } = c.req.valid('param');
      const data = await services.database.run(async (db) => {
        const row = await resolveEvent(db, event);
        const extras = await loadEventExtras(db, [row], EVENT_INCLUDES, tz);
        return eventOut(row, tz, extras.get(row.id));
      });
      return c.json({ data }, 200);
    });
  }
}
