import { z } from 'zod/mini';
import { looseInt } from './common';

const text = z.nullable(z.string());

export const salespersonSchema = z.object({
  id: looseInt,
  name: z.string(),
  legal_name: text,
  document_type: text,
  document: text,
  email: text,
  phone: text,
  mobile: text,
  commercial_status: text,
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Salesperson = z.infer<typeof salespersonSchema>;
