// The offer to be told of newly assigned orders, under the order lists where the worker refreshes them in the background; the browser asks only when the vet taps it.
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/Button';
import { askForBackgroundRefresh } from '@/lib/offline/backgroundRefresh';

/** The vet's "Not now", kept on this device so the offer does not come back on every open. */
const NOT_NOW_KEY = 'vet-portal-order-alerts';

type Offer = 'hidden' | 'offered' | 'on' | 'refused';

const undecided = () =>
  typeof Notification !== 'undefined' &&
  Notification.permission === 'default' &&
  localStorage.getItem(NOT_NOW_KEY) === null;

export default function NewOrderAlerts() {
  const headingId = useId();
  const [offer, setOffer] = useState<Offer>('hidden');
  useEffect(() => {
    if (!undecided()) return;
    let live = true;
    // Only where the worker refreshes the lists with the app closed is there anything to tell
    // (asking again is harmless: the same periodic refresh).
    void askForBackgroundRefresh().then((on) => {
      if (live && on) setOffer('offered');
    });
    return () => {
      live = false;
    };
  }, []);

  const ask = async () => {
    const answer = await Notification.requestPermission();
    setOffer(answer === 'granted' ? 'on' : 'refused');
  };
  const notNow = () => {
    localStorage.setItem(NOT_NOW_KEY, 'not-now');
    setOffer('hidden');
  };

  if (offer === 'hidden') return null;
  if (offer !== 'offered') {
    return (
      <p role="status" className="order-alerts-answer">
        {offer === 'on'
          ? 'You will get a notification when a new order is assigned to you.'
          : 'Notifications are off for the portal. You can allow them in the browser’s settings for this site.'}
      </p>
    );
  }
  return (
    <section className="card order-alerts" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-contact-title">
        New orders while the portal is closed
      </h2>
      <p>
        This phone brings your orders up to date in the background, so what you open on the farm is
        as fresh as your last signal. It can also tell you when a new order is assigned to you.
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={notNow}>
          Not now
        </Button>
        <Button onClick={() => void ask()}>Notify me</Button>
      </div>
    </section>
  );
}
