import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { EVENT_INCLUDES } from '@/contract/events';
import { inSequence } from '@/server/db/database';
import { events } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { extensionsEnabled } from '@/server/hub/extension';
import { sendJsonText, toJsonText } from '@/server/hub/json-text';
import { loadEventExtras } from '@/server/hub/loaders';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { readEvent } from '@/server/hub/resolve';
import { foldedContains } from '@/server/hub/text-fold';
import type * as routes from './events.routes';
import { eventClockChange, eventOut } from './events.serialize';

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { services } = c.var;
  const tz = services.settings.timeZone;
  const withExtensions = extensionsEnabled(services);
  const query = c.req.valid('query');
  const include = withExtensions ? query.include : [];
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(events.status, query.status));
  if (withExtensions && query.search?.trim()) {
    const term = query.search.trim();
    // "sao paulo" finds São Paulo: accents and case ignored.
    filters.push(
      or(...[events.name, events.code, events.city].map((column) => foldedContains(column, term)))!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  // The whole answer is kept, links included (they repeat the URL), until the data changes
  // or the clock opens or closes registration for one of its events.
  const page = await services.reads.read(
    JSON.stringify(['events', c.req.url, include]),
    async (db) => {
      const [rows, [{ total }]] = await inSequence([
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
      const now = Date.now();
      const data = rows.map((e) => eventOut(e, tz, extras.get(e.id), now));
      return {
        json: toJsonText(pageEnvelopeOf(c, data, total, query)),
        until: Math.min(...rows.map((e) => eventClockChange(e, now))),
      };
    },
    (page) => page.until,
  );
  return sendJsonText(c, page.json);
};

export const detail: HubHandler<typeof routes.detail> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, async (db, row) => {
    const extras = await loadEventExtras(db, [row], EVENT_INCLUDES, tz);
    return eventOut(row, tz, extras.get(row.id));
  });
  return c.json({ data }, 200);
};
