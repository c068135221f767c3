// The floor's one RTK Query slice: log in, and the vet's orders (read through the service worker).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { paths } from '../../../contract/paths';
import type { Order } from '../../../contract/wire/order';

/** Where the session's token is kept (the portal's key, so the benches log either app in alike). */
export const TOKEN_KEY = 'authToken';

export const API_BASE = '/api/';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE,
    prepareHeaders: (headers) => {
      const token = localStorage.getItem(TOKEN_KEY);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  endpoints: (build) => ({
    logIn: build.mutation<{ access: string }, { username: string; password: string }>({
      query: (body) => ({ url: paths.login, method: 'POST', body }),
    }),
    assignedOrders: build.query<Order[], void>({ query: () => paths.assignedOrders }),
  }),
});

export const { useLogInMutation, useAssignedOrdersQuery } = api;
