import { registrationImportItemSchema } from '@/contract/registrations';
import { resultImportItemSchema } from '@/contract/results';
import type { CreatedIdentity, ImportKind } from '@/server/db/schema';
import { canonicalRegistrationItem, canonicalResultItem } from './canonical-items';

const registrationOf = (raw: unknown) =>
  canonicalRegistrationItem(raw) ?? registrationImportItemSchema.safeParse(raw).data;
const resultOf = (raw: unknown) =>
  canonicalResultItem(raw) ?? resultImportItemSchema.safeParse(raw).data;

/**
 * Who the items at `indexes` created, in the form the processors wrote them (the contract's
 * reading): a registration by its `external_id`, else its document; a result by its bib.
 */
export function createdIdentities(
  kind: ImportKind,
  items: readonly unknown[],
  indexes: readonly number[],
): CreatedIdentity[] {
  const identities: CreatedIdentity[] = [];
  for (const index of indexes) {
    if (kind === 'results') {
      const item = resultOf(items[index]);
      if (item) identities.push({ bib: item.bib });
      continue;
    }
    const item = registrationOf(items[index]);
    if (item?.external_id) identities.push({ external_id: item.external_id });
    else if (item?.document) identities.push({ document: item.document });
  }
  return identities;
}
