import { dataEnvelope, errorBodySchema, idOrCode } from '@/contract/common';
import { categoryCreateSchema, categoryUpdateSchema } from '@/contract/categories';
import { categorySchema } from '@/contract/races';
import { hubRoute, jsonContent, raceParams } from '@/server/hub/openapi';

const categoryParams = raceParams.extend({ category: idOrCode });

const RULES =
  '`modality_id` must be a modality of the race; `age_max` not under `age_min`; names are unique in the race (case and accents ignored, 422 on `name`); two active age bands a result could fall in both of (same sex or one without sex, same modality or one without, neither PwD nor team) cannot overlap (422 on `age_min`).';

export const create = hubRoute({
  method: 'post',
  path: '/events/{event}/races/{race}/categories',
  summary: 'Add a category to a race',
  description: `${RULES} \`sort_order\` is after the race's last category when absent.`,
  extension: true,
  request: { params: raceParams, body: categoryCreateSchema },
  responses: { 201: jsonContent(dataEnvelope(categorySchema), 'The new category') },
});

export const update = hubRoute({
  method: 'patch',
  path: '/events/{event}/races/{race}/categories/{category}',
  summary: 'Change a category',
  description: `Any field of the create body, checked on the category as it would be. ${RULES} A category of another race is 404.`,
  extension: true,
  request: { params: categoryParams, body: categoryUpdateSchema },
  responses: { 200: jsonContent(dataEnvelope(categorySchema), 'The category after the change') },
});

export const remove = hubRoute({
  method: 'delete',
  path: '/events/{event}/races/{race}/categories/{category}',
  summary: 'Delete a category',
  description:
    "Only a category nothing uses: registrations in it, results carrying its name, or an active `category`/`age_group` prize rule that has no other category of the race to rank make it 409 `in_use`, and `details` say which (`registrations`, `results`, `prize_rules`: the rules' numbers).",
  extension: true,
  request: { params: categoryParams },
  responses: {
    204: { description: 'Deleted' },
    409: jsonContent(errorBodySchema, 'In use (`in_use`): `details` say by what'),
  },
});
