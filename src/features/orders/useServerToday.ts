// Today in South Africa as a date input's value, by the server's clock where an answer told it (a phone's clock may be a day off).
import { useAppSelector } from '@/app/hooks';
import { selectServerOffsetMs, serverTime } from '@/lib/api/serverClock';
import { todayInput } from './appointment';

/** The day the server checks appointments against; changes only when the store hears another offset. */
export function useServerToday(): string {
  const offsetMs = useAppSelector(selectServerOffsetMs);
  return todayInput(serverTime(offsetMs));
}
