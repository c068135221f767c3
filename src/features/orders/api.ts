// Order endpoints (lists, appointment, cancellation), injected into the shared API slice.
import { api } from '@/lib/api';
import type { AppointmentRequest, Order } from './types';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignedOrders: build.query<Order[], void>({
      query: () => 'dashboard/assigned-orders/',
      providesTags: ['Orders'],
    }),
    completedOrders: build.query<Order[], void>({
      query: () => 'dashboard/get-completed-orders/',
      providesTags: ['Orders'],
    }),
    setAppointment: build.mutation<unknown, AppointmentRequest>({
      query: ({ orderId, ...body }) => ({
        url: `dashboard/set-appointment/${orderId}/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<unknown, number>({
      query: (orderId) => ({ url: `dashboard/cancel-order/${orderId}/`, method: 'POST' }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useAssignedOrdersQuery,
  useCompletedOrdersQuery,
  useSetAppointmentMutation,
  useCancelOrderMutation,
} = ordersApi;
