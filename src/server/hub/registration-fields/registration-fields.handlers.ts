import { and, asc, eq, ne } from 'drizzle-orm';
import { issuesToFieldErrors } from '@/contract/common';
import { registrationFieldCreateSchema } from '@/contract/registration-fields';
import type { Db } from '@/server/db/database';
import { registrationFields } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { fieldError, notFound, validationFailed } from '@/server/hub/errors';
import { idOf, nextSortOrder, readEvent, writeEvent } from '@/server/hub/resolve';
import type * as routes from './registration-fields.routes';
import { registrationFieldOut } from './registration-fields.serialize';

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

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database } = c.var.services;
  const { event: eventParam } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeEvent(database, eventParam, async (tx, event) => {
    await assertKeyFree(tx, event.id, body.key);
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
        sortOrder: await nextSortOrder(tx, registrationFields, event.id),
      })
      .returning();
    return registrationFieldOut(row);
  });
  return c.json({ data }, 201);
};

export const patch: HubHandler<typeof routes.patch> = async (c) => {
  const { database } = c.var.services;
  const { event: eventParam, field } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeEvent(database, eventParam, async (tx, event) => {
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
    if (Object.values(body).every((v) => v === undefined)) return registrationFieldOut(current);
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
    if (body.type && body.options === undefined && !['select', 'multiselect'].includes(body.type))
      merged.options = [];
    // The field as it would be after the change, checked as a new one is.
    const checked = registrationFieldCreateSchema.safeParse(merged);
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
    return registrationFieldOut(row);
  });
  return c.json({ data }, 200);
};

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database } = c.var.services;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, async (db, eventRow) => {
    const rows = await db
      .select()
      .from(registrationFields)
      .where(eq(registrationFields.eventId, eventRow.id))
      .orderBy(asc(registrationFields.sortOrder), asc(registrationFields.id));
    return rows.map(registrationFieldOut);
  });
  return c.json({ data }, 200);
};
