import { describe, expect, it } from 'vitest';
import { sessionInfoSchema } from '@/contract/session';
import { sessionInfoOf } from './session-info';

describe('sessionInfoOf', () => {
  it("reads the session answer as the contract's schema does", () => {
    const signedIn = { signed_in: true, key_hint: 'hub_…abcd', hub_url: 'http://hub' };
    const answers: unknown[] = [
      signedIn,
      { signed_in: false, key_hint: null, hub_url: null },
      { ...signedIn, extensions: false, time_zone: 'America/Manaus' },
      { ...signedIn, extensions: undefined, time_zone: undefined },
      { ...signedIn, other: 1 },
      { ...signedIn, extensions: 'yes' },
      { ...signedIn, time_zone: 3 },
      { ...signedIn, time_zone: null },
      { ...signedIn, signed_in: 'true' },
      { ...signedIn, key_hint: undefined },
      { ...signedIn, hub_url: 7 },
      { signed_in: true },
      [signedIn],
      'signed_in',
      null,
      undefined,
    ];
    for (const answer of answers) {
      const parsed = sessionInfoSchema.safeParse(answer);
      expect(sessionInfoOf(answer), JSON.stringify(answer)).toStrictEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
