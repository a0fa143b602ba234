import { z } from 'zod/mini';
import { looseInt, looseString, hubDateTime } from './common';

const text = z.nullable(looseString);

export const salespersonSchema = z.object({
  id: looseInt,
  name: looseString,
  legal_name: text,
  document_type: text,
  document: text,
  email: text,
  phone: text,
  mobile: text,
  commercial_status: text,
  status: looseString,
  created_at: hubDateTime,
  updated_at: hubDateTime,
});
export type Salesperson = z.infer<typeof salespersonSchema>;
