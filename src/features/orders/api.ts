// Order endpoints (lists, appointment, cancellation), injected into the shared API slice.
import { decodeOrders } from '@contract/wire/order';
import { paths } from '@contract/paths';
import type { AppointmentRequest, Order } from '@contract/wire/order';
import { api } from '@/lib/api/api';
import { frozen } from '@/lib/api/frozen';
import { wholeList } from '@/lib/api/wholeList';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignedOrders: build.query<Order[], void>({
      queryFn: wholeList(paths.assignedOrders, (body) => frozen(decodeOrders(body))),
      providesTags: ['Orders'],
    }),
    completedOrders: build.query<Order[], void>({
      queryFn: wholeList(paths.completedOrders, (body) => frozen(decodeOrders(body))),
      providesTags: ['Orders'],
    }),
    setAppointment: build.mutation<unknown, AppointmentRequest>({
      query: ({ orderId, ...body }) => ({
        url: paths.setAppointment(orderId),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<unknown, number>({
      query: (orderId) => ({ url: paths.cancelOrder(orderId), method: 'POST' }),
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
