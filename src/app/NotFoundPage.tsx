// Shown for any route the portal does not know, with a way home.
import { Link } from '@/components/Link';

export default function NotFoundPage() {
  return (
    <main className="centered-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/" className="btn btn-primary">
        Go to the start page
      </Link>
    </main>
  );
}
