// Login and registration endpoints, injected into the shared API slice.
import { decodeLogin, decodeRegister } from '@contract/decode/auth';
import { paths } from '@contract/paths';
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
} from '@contract/types/auth';
import { api } from '@/lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: paths.login, method: 'POST', body }),
      transformResponse: decodeLogin,
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: paths.register, method: 'POST', body }),
      transformResponse: decodeRegister,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
