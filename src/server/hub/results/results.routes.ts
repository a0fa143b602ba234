import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idOrCode, pageEnvelope } from '@/contract/common';
import { resultListQuerySchema, resultSchema } from '@/contract/results';
import { EXTENSION, commonErrors, jsonContent } from '../openapi';

const raceParams = z.object({ event: idOrCode, race: idOrCode });

export const list = createRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/results',
  summary: "A race's results, with their splits",
  description:
    'Ordered by overall place, then time (the scoring time of the race), then bib. `per_page` up to 1000; filters `status`, `sex` and `category` (case-insensitive). Each item carries its splits ordered by checkpoint distance, then checkpoint order.',
  ...EXTENSION,
  request: { params: raceParams, query: resultListQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(resultSchema), 'Results'), ...commonErrors },
});
