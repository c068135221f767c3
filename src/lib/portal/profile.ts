// The signed-in vet's profile (shape in contract/wire/profile.ts): the one query every feature reads it through.
import { paths } from '@contract/paths';
import { firstAnswers } from '@contract/wire/load';
import type { Profile, VetApplication } from '@contract/wire/profile';
import { api } from '../api/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => {
        void firstAnswers(); // the decoder loads while the request is out
        return paths.profile;
      },
      transformResponse: async (body: unknown) => (await firstAnswers()).decodeProfile(body),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useProfileQuery } = profileApi;

/** The current application is the last one in the list. */
export function lastApplication(profile: Profile): VetApplication | undefined {
  return profile.applications.at(-1);
}

export function clinicName(profile: Profile): string {
  return profile.clinic_name || lastApplication(profile)?.clinic_name || '';
}

export function fullName(profile: Profile): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(' ');
}
