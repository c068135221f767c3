// The floor's one list: the vet's pending orders, and "Ready to work offline" once they are kept.
import { useAssignedOrdersQuery } from './api';
import { useReadyOffline } from './useReadyOffline';

export function Orders() {
  const { data, isError, refetch } = useAssignedOrdersQuery();
  const ready = useReadyOffline(refetch);
  const pending = (data ?? []).filter((order) => order.status === 'pending');

  return (
    <main>
      <h1>Orders</h1>
      {ready && <p role="alert">Ready to work offline</p>}
      {isError && <p role="alert">The orders could not be loaded: reload when you have signal.</p>}
      <table>
        <caption>Pending orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {pending.map((order) => (
            <tr key={order.id}>
              <td>{order.order_number}</td>
              <td>{order.delivery_address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
