import type { meSchema } from '@/contract/me';
import type { Out, Row } from '@/server/hub/serialize';

export const meOut = (key: Row<'apiKeys'>): Out<typeof meSchema> => ({
  name: key.name,
  scopes: key.scopes,
  created_at: key.createdAt.toISOString(),
});
