// On Log In: the reports of the vet last signed in here still wait on this phone and go once they sign in.
import { useEffect, useState } from 'react';
import { msg } from '@/lib/text/messages';
import { readLastOwner } from '@/lib/session/storedToken';

export function WaitingReportsNote() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const owner = readLastOwner();
    if (!owner) return;
    let live = true;
    // Read lazily: the outbox's code stays out of the Log In screen's first load.
    void import('@/lib/outbox/waitingCount')
      .then(({ countWaiting }) => countWaiting(owner))
      .then((found) => {
        if (live) setCount(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (count === 0) return null;
  return (
    <p className="notice waiting-reports" role="status">
      {msg.outbox.waitingOnLogIn(count)}
    </p>
  );
}
