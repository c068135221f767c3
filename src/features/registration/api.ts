// Application endpoints: the first application (POST) and the re-application after a decline (PATCH).
// Neither invalidates the profile: the Submitted screen must show before the gate sends the vet on.
import { paths } from '@contract/paths';
import { api } from '@/lib/api/api';

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitApplication: build.mutation<unknown, FormData>({
      query: (body) => ({ url: paths.application, method: 'POST', body }),
    }),
    reapply: build.mutation<unknown, { applicationId: number; body: FormData }>({
      query: ({ applicationId, body }) => ({
        url: paths.reapply(applicationId),
        method: 'PATCH',
        body,
      }),
    }),
  }),
});

export const { useSubmitApplicationMutation, useReapplyMutation } = registrationApi;
