// A captioned table in a sideways-scrolling box: column headers, one row per item, a row for "none".
import { useId, type ReactNode } from 'react';

interface DataTableProps<T> {
  caption: string;
  /** The caption still names the table for screen readers but is not shown. */
  hideCaption?: boolean;
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The <td> cells of one row. */
  cells: (row: T) => ReactNode;
  /** Shown in one row across all columns when there are no rows. */
  emptyText?: string;
  /**
   * For tables without links or buttons: the scrolling box becomes a region named by the caption
   * that takes focus, so keyboard users can scroll it (WCAG 2.1.1).
   */
  focusableScroll?: boolean;
}

export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  cells,
  emptyText,
  focusableScroll = false,
}: DataTableProps<T>) {
  const captionId = useId();
  return (
    <div
      className="table-wrap"
      role={focusableScroll ? 'region' : undefined}
      aria-labelledby={focusableScroll ? captionId : undefined}
      // A scrollable region must be reachable by keyboard so it can be scrolled (axe's
      // scrollable-region-focusable); the rule does not know a scroll container is interactive.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusableScroll ? 0 : undefined}
    >
      <table>
        <caption id={captionId} className={hideCaption ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
          {rows.length === 0 && emptyText && (
            <tr>
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
