import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { eventIssues } from '@/contract/event-writes';
import { EVENT_INCLUDES } from '@/contract/events';
import { inSequence } from '@/server/db/database';
import { events } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { refuseIssues } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { sendJsonText, toJsonText } from '@/server/hub/json-text';
import { loadEventExtras } from '@/server/hub/loaders';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { readEvent, writeEvent } from '@/server/hub/resolve';
import { containsFolded } from '@/server/hub/text-fold';
import type * as routes from './events.routes';
import { earlyRaceIssues, eventColumns, referenceIssues } from './event-rules';
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
    // "sao paulo" finds São Paulo in the name, code or city: accents and case ignored.
    filters.push(containsFolded(events.searchText, term));
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

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database, settings } = c.var.services;
  const body = c.req.valid('json');
  const row = await database.run((db) =>
    db.transaction(async (tx) => {
      refuseIssues(await referenceIssues(tx, body));
      const [inserted] = await tx
        .insert(events)
        .values({
          ...eventColumns(body),
          name: body.name,
          code: body.code,
          date: body.date,
          registrationOpensAt: new Date(body.registration_opens_at),
          registrationClosesAt: new Date(body.registration_closes_at),
        })
        .returning();
      return inserted;
    }),
  );
  return c.json({ data: eventOut(row, settings.timeZone) }, 201);
};

export const update: HubHandler<typeof routes.update> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const body = c.req.valid('json');
  const row = await writeEvent(database, c.req.valid('param').event, async (tx, event) => {
    const columns = eventColumns(body);
    // Nothing known to change (unknown fields are dropped): a no-op, not a write.
    if (Object.keys(columns).length === 0) return event;
    const after = { ...eventOut(event, tz), ...body };
    refuseIssues([
      ...eventIssues(after),
      ...(await referenceIssues(tx, body, event.id)),
      ...(body.registration_opens_at
        ? await earlyRaceIssues(tx, event, new Date(body.registration_opens_at))
        : []),
    ]);
    const [updated] = await tx
      .update(events)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(events.id, event.id))
      .returning();
    return updated;
  });
  return c.json({ data: eventOut(row, tz) }, 200);
};
