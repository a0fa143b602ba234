import type { salespersonSchema } from '@/contract/salespeople';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

export function salespersonOut(s: Row<'salespeople'>): Out<typeof salespersonSchema> {
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
    ...timestampsOut(s),
  };
}
