// The lists saved ahead are named as soon as the session's profile says the portal opens for the vet, not once its code has run.
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { KEPT_LIST_PATHS } from '@/lib/portal/panels';
import { profileApi } from '@/lib/portal/profile';
import type { Profile } from '@contract/wire/profile';
import { makeProfile } from '../../support/profiles';

/** The lists a store wants saved once the profile's answer is in. */
async function wantedAfter(profile: Profile): Promise<readonly string[]> {
  const store = makeStore();
  await store.dispatch(profileApi.util.upsertQueryData('profile', undefined, profile));
  return store.getState().offline.readiness.wanted;
}

describe('the lists the portal saves ahead', () => {
  it('are named by the profile of a vet the portal opens for', async () => {
    expect(KEPT_LIST_PATHS.length).toBeGreaterThan(0);
    expect(await wantedAfter(makeProfile())).toEqual(KEPT_LIST_PATHS);
    // A verified vet with no name yet opens on Account, in the portal.
    expect(await wantedAfter(makeProfile({ first_name: ' ' }))).toEqual(KEPT_LIST_PATHS);
  });

  it('are none for a vet sent to the application, to wait, or disabled', async () => {
    expect(await wantedAfter(makeProfile({ has_applied: false, applications: [] }))).toEqual([]);
    expect(await wantedAfter(makeProfile({ is_verified: false }))).toEqual([]);
    expect(await wantedAfter(makeProfile({ is_disabled: true }))).toEqual([]);
  });
});
