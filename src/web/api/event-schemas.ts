import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';

/*
 * The event reads' schemas, a chunk of their own: events.ts imports it when its first read
 * starts (the events list, a page of the shell, loads no zod before), and the server hints it
 * to every page of an event by this file's name (server/dashboard/first-reads.ts).
 */
export const eventPageSchema = pageEnvelope(eventSchema);
export const eventDetailSchema = dataEnvelope(eventSchema);
