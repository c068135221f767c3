// Login and registration endpoints, injected into the shared API slice.
import { api } from '@/lib/api';

export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  access: string;
  refresh: string;
  role: string;
}
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  role: 'vet';
  terms_accepted: boolean;
}
export interface RegisterResponse {
  access: string;
  refresh: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'login/', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'register/', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
