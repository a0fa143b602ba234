/** Organizers and salespeople, the parties an event belongs to. */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const organizers = pgTable('organizers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const salespeople = pgTable('salespeople', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  documentType: text('document_type'),
  document: text('document'),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  commercialStatus: text('commercial_status'),
  status: text('status').notNull().default('active'),
  ...timestamps(),
});
