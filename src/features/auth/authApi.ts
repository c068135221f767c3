// Login and registration endpoints, injected into the shared API slice.
import { paths } from '@contract/paths';
import { firstAnswers } from '@contract/wire/load';
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
} from '@contract/wire/auth';
import { api } from '@/lib/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => {
        void firstAnswers(); // the decoder loads while the request is out
        return { url: paths.login, method: 'POST', body };
      },
      transformResponse: async (body: unknown) => (await firstAnswers()).decodeLogin(body),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => {
        void firstAnswers(); // the decoder loads while the request is out
        return { url: paths.register, method: 'POST', body };
      },
      transformResponse: async (body: unknown) => (await firstAnswers()).decodeRegister(body),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
