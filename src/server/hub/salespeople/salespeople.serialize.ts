import type { salespersonSchema } from '@/contract/salespeople';
import type * as t from '@/server/db/schema';
import { utc, type Out } from '@/server/hub/serialize';

export function salespersonOut(
  s: typeof t.salespeople.$inferSelect,
): Out<typeof salespersonSchema> {
  return {
    id: s.id,
    name: s.name,
    legal_name: s.legalName,
    document_type: s.documentType,
    document: s.document,
    email: s.email,
    phone: s.phone,
    mobile: s.mobile,
    commercial_status: s.commercialStatus,
    status: s.status,
    created_at: utc(s.createdAt),
    updated_at: utc(s.updatedAt),
  };
}
