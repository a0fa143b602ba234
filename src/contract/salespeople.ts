import { z } from 'zod';
import { looseInt } from './common';

const text = z.string().nullable();

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
