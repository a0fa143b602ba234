import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { raceBibsSchema, resultListQuerySchema, resultSchema } from '@/contract/results';
import { eventParams, hubRoute, jsonContent, raceParams } from '@/server/hub/openapi';

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/results',
  summary: "A race's results, with their splits",
  description:
    'Ordered by overall place, then time (the scoring time of the race), then bib. `per_page` up to 1000; filters `status`, `sex` and `category` (case-insensitive). Each item carries its splits ordered by checkpoint distance, then checkpoint order.',
  extension: true,
  request: { params: raceParams, query: resultListQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(resultSchema), 'Results') },
});

export const bibs = hubRoute({
  method: 'get',
  path: '/events/{event}/bibs',
  summary: 'The bibs given in an event, by race',
  description:
    "Every registration's bib, grouped by race (races without any are left out), whatever the registration's status: results are matched to registrations by bib this way. Lets a client check a results file before sending it: bibs nobody holds, bibs held in another race.",
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(raceBibsSchema)), 'Bibs by race') },
});
