import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, max, ne } from 'drizzle-orm';
import { z } from 'zod';
import { dataEnvelope, idOrCode, issuesToFieldErrors } from '@/contract/common';
import {
  checkRegistrationField,
  registrationFieldBaseSchema,
  registrationFieldCreateSchema,
  registrationFieldPatchSchema,
  registrationFieldSchema,
} from '@/contract/registration-fields';
import type { HubApp } from '@/server/hub/create-router';
import type { HubServices } from '@/server/hub/context';
import type { Db } from '@/server/db/database';
import { registrationFields } from '@/server/db/schema';
import { fieldError, notFound, validationFailed } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { EXTENSION, bodyErrors, commonErrors, jsonBody, jsonContent } from '@/server/hub/openapi';
import { idOf, resolveEvent, resolveEventForWrite } from '@/server/hub/resolve';
import { fieldOut } from '@/server/hub/serialize';

const eventParams = z.object({ event: idOrCode });
const fieldParams = z.object({ event: idOrCode, field: idOrCode });

const create = createRoute({
  method: 'post',
  path: '/events/{event}/registration-fields',
  summary: 'Create a registration field',
  description: '`key` unique in the event (spec rule 4: 422 on `key`).',
  request: { params: eventParams, body: jsonBody(registrationFieldCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(registrationFieldSchema), 'The new field'),
    ...commonErrors,
    ...bodyErrors,
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/events/{event}/registration-fields/{field}',
  summary: 'Partially update a registration field',
  description: '`{field}` is the id or the key. The merged result is validated as a whole.',
  request: { params: fieldParams, body: jsonBody(registrationFieldPatchSchema) },
  responses: {
    200: jsonContent(dataEnvelope(registrationFieldSchema), 'The field'),
    ...commonErrors,
    ...bodyErrors,
  },
});

const list = createRoute({
  method: 'get',
  path: '/events/{event}/registration-fields',
  summary: 'Registration fields of an event, in sort_order',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(z.array(registrationFieldSchema)), 'Fields'),
    ...commonErrors,
  },
});

async function assertKeyFree(db: Db, eventId: number, key: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: registrationFields.id })
    .from(registrationFields)
    .where(
      and(
        eq(registrationFields.eventId, eventId),
        eq(registrationFields.key, key),
        exceptId ? ne(registrationFields.id, exceptId) : undefined,
      ),
    );
  if (clash) throw fieldError('key', `Já existe um campo com a chave ${key} neste evento`);
}

const mergedSchema = registrationFieldBaseSchema.superRefine(checkRegistrationField);

export function registerFields(app: HubApp, services: HubServices) {
  app.openapi(create, async (c) => {
    const { event: eventParam } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = await services.database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEventForWrite(tx, eventParam);
        await assertKeyFree(tx, event.id, body.key);
        const [{ last }] = await tx
          .select({ last: max(registrationFields.sortOrder) })
          .from(registrationFields)
          .where(eq(registrationFields.eventId, event.id));
        const [row] = await tx
          .insert(registrationFields)
          .values({
            eventId: event.id,
            key: body.key,
            label: body.label,
            type: body.type,
            options: body.options ?? [],
            validationRules: body.validation_rules ?? [],
            helpText: body.help_text ?? '',
            isRequired: body.is_required ?? false,
            showOnlyWithKit: body.show_only_with_kit ?? false,
            isActive: body.is_active ?? true,
            sortOrder: (last ?? -1) + 1,
          })
          .returning();
        return fieldOut(row);
      }),
    );
    return c.json({ data }, 201);
  });

  app.openapi(patch, async (c) => {
    const { event: eventParam, field } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = await services.database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEventForWrite(tx, eventParam);
        const [current] = await tx
          .select()
          .from(registrationFields)
          .where(
            and(
              eq(registrationFields.eventId, event.id),
              idOf(field) === null
                ? eq(registrationFields.key, field)
                : eq(registrationFields.id, idOf(field)!),
            ),
          );
        if (!current) throw notFound('Campo');
        // Nothing known to change (unknown fields are dropped): a no-op, not a write.
        if (Object.values(body).every((v) => v === undefined)) return fieldOut(current);
        const merged = {
          label: body.label ?? current.label,
          key: body.key ?? current.key,
          type: body.type ?? current.type,
          options: body.options !== undefined ? (body.options ?? []) : current.options,
          validation_rules: body.validation_rules ?? current.validationRules,
          help_text: body.help_text !== undefined ? (body.help_text ?? '') : current.helpText,
          is_required: body.is_required ?? current.isRequired,
          show_only_with_kit: body.show_only_with_kit ?? current.showOnlyWithKit,
          is_active: body.is_active ?? current.isActive,
        };
        // A type change away from select drops the options the new type cannot have.
        if (
          body.type &&
          body.options === undefined &&
          !['select', 'multiselect'].includes(body.type)
        )
          merged.options = [];
        const checked = mergedSchema.safeParse(merged);
        if (!checked.success) throw validationFailed(issuesToFieldErrors(checked.error.issues));
        if (body.key && body.key !== current.key)
          await assertKeyFree(tx, event.id, body.key, current.id);
        const [row] = await tx
          .update(registrationFields)
          .set({
            label: checked.data.label,
            key: checked.data.key,
            type: checked.data.type,
            options: checked.data.options ?? [],
            validationRules: checked.data.validation_rules ?? [],
            helpText: checked.data.help_text ?? '',
            isRequired: checked.data.is_required,
            showOnlyWithKit: checked.data.show_only_with_kit,
            isActive: checked.data.is_active,
            sortOrder: body.sort_order ?? current.sortOrder,
            updatedAt: new Date(),
          })
          .where(eq(registrationFields.id, current.id))
          .returning();
        return fieldOut(row);
      }),
    );
    return c.json({ data }, 200);
  });

  if (!extensionsEnabled(services)) return;

  app.openapi(list, async (c) => {
    const { event } = c.req.valid('param');
    const data = await services.database.run(async (db) => {
      const eventRow = await resolveEvent(db, event);
      const rows = await db
        .select()
        .from(registrationFields)
        .where(eq(registrationFields.eventId, eventRow.id))
        .orderBy(asc(registrationFields.sortOrder), asc(registrationFields.id));
      return rows.map(fieldOut);
    });
    return c.json({ data }, 200);
  });
}
