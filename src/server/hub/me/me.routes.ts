import { dataEnvelope } from '@/contract/common';
import { meSchema } from '@/contract/me';
import { hubRoute, jsonContent } from '@/server/hub/openapi';

export const me = hubRoute({
  method: 'get',
  path: '/me',
  summary: 'The calling key: its name, scopes and creation, never the key',
  extension: true,
  responses: { 200: jsonContent(dataEnvelope(meSchema), 'The key') },
  errors: [401, 403],
});
