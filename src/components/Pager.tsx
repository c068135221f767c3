// Paging of a long list: the live "Showing 1–25 of N …" line and the Previous / Next controls.
import { formatCount, showingText, type Page } from '@/lib/lists/paging';
import './Pager.css';

/** The count line, announced politely when the page or the list changes; `kind` is singular. */
export function PageCount({ current, kind }: { current: Page<unknown>; kind: string }) {
  return (
    <p className="pager-count" aria-live="polite">
      {showingText(current, kind)}
    </p>
  );
}

interface PagerProps {
  current: Page<unknown>;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Transaction pages". */
  label: string;
}

/** Previous, "Page 2 of 40", Next; nothing when everything fits on one page. */
export function Pager({ current, onPage, label }: PagerProps) {
  if (current.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={current.page <= 1}
        onClick={() => onPage(current.page - 1)}
      >
        Previous
      </button>
      <span>
        Page {formatCount(current.page)} of {formatCount(current.pageCount)}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={current.page >= current.pageCount}
        onClick={() => onPage(current.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
