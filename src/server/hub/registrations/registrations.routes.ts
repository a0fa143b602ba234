import { pageEnvelope } from '@/contract/common';
import {
  registrationListItemSchema,
  registrationListQuerySchema,
} from '@/contract/registration-list';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/registrations',
  summary: "An event's registrations, documents masked",
  description:
    'Ordered by name (accents and case ignored), then id; an exact bib match comes first when searching. `search` finds a name (accents and case ignored), a CPF (digits, with or without the mask) or a bib; filters `race` (id or code), `race_id`, `status` and `origin`. A CPF comes back as `***.456.789-**`, another document hidden but for its last 3 characters. A race of another event is 422 naming `race`.',
  extension: true,
  request: { params: eventParams, query: registrationListQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(registrationListItemSchema), 'Registrations'),
  },
});
