import type { RegistrationImportItemInput } from '@/contract/registrations';
import { cpfDigitsOf } from '@/contract/cpf';
import { createFaker } from '@/testing/fake';

/**
 * `n` registration items from the shared faker with no two sharing a CPF or an external id,
 * so every one of them must become exactly one new registration.
 */
export function distinctRegistrations(seed: number, n: number): RegistrationImportItemInput[] {
  const faker = createFaker(seed);
  const cpfs = new Set<string>();
  const items: RegistrationImportItemInput[] = [];
  for (let i = 0; items.length < n; i++) {
    const item = faker.registrationItem(i, { category: '', bibStart: 1 });
    const cpf = cpfDigitsOf(item.document ?? '') ?? '';
    if (cpfs.has(cpf)) continue;
    cpfs.add(cpf);
    items.push(item);
  }
  return items;
}

/** The summary of an import whose `items` rows were all new and all valid. */
export const allCreated = (items: number) => ({
  total_received: items,
  created: items,
  updated: 0,
  conflicts: 0,
  errors: 0,
});
