import { maskDocument, type registrationListItemSchema } from '@/contract/registration-list';
import { utc, type Out, type Row } from '@/server/hub/serialize';

export type ListedRegistration = Row<'registrations'> & {
  race: { id: number; code: string; name: string };
};

export const registrationItemOut = (
  r: ListedRegistration,
): Out<typeof registrationListItemSchema> => ({
  id: r.id,
  name: r.name,
  document: r.document ? maskDocument(r.document) : null,
  bib: r.bib,
  race: r.race,
  sex: r.sex,
  birth_date: r.birthDate,
  status: r.status,
  origin: r.origin,
  created_at: utc(r.createdAt),
  answers: r.answers ?? {},
});
