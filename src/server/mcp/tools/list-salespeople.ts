import { z } from 'zod';
import { pageEnvelope } from '@/contract/common';
import { PER_PAGE_MAX } from '@/contract/limits';
import { salespersonSchema } from '@/contract/salespeople';
import { cursorInput, fitBudget, pageEnd, pageOf, pagingSchema, readAs } from '../hub-reads';
import { defineTool, PARTICIPANT_NOTE, READ_ONLY } from '../tool';

const list = pageEnvelope(salespersonSchema);

const output = z.object({
  salespeople: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      status: z.string(),
      commercial_status: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  ...pagingSchema.shape,
});

export const listSalespeople = defineTool({
  name: 'list_salespeople',
  title: 'List salespeople',
  description:
    "The hub's salespeople (id, name, status, e-mail): the id is what an event's salesperson_person_id names. Paged with next_cursor.",
  input: z.object({
    per_page: z.number().int().min(1).max(PER_PAGE_MAX).default(50),
    cursor: cursorInput,
  }),
  output,
  annotations: READ_ONLY,
  scope: 'read',
  async run({ per_page, cursor }, { hub }) {
    const page = pageOf(cursor);
    const body = readAs(
      list,
      await hub.get(`/salespeople?page=${page}&per_page=${per_page}`),
      'the salespeople',
    );
    const { items, cut } = fitBudget(
      body.data.map((s) => ({
        id: s.id,
        name: s.name,
        status: s.status,
        commercial_status: s.commercial_status,
        email: s.email,
      })),
    );
    const { note, ...end } = pageEnd(page, body.meta.last_page, cut);
    return {
      text: `${body.meta.total} salespeople; ${items.length} on this page${note}. ${PARTICIPANT_NOTE}`,
      data: {
        salespeople: items,
        ...end,
        total: body.meta.total,
      },
    };
  },
});
