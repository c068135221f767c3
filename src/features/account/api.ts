// Profile and bank details updates (PATCH /profile/, multipart); the profile is refetched afterwards.
import { paths } from '@contract/paths';
import { api } from '@/lib/api/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<unknown, FormData>({
      query: (body) => ({ url: paths.updateProfile, method: 'PATCH', body }),
      // Side menu, panel locks and the forced Account panel all read the profile: update them at once.
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation } = accountApi;
