// A captioned table that becomes a list of cards on a phone: each cell keeps its column name as a label.
import { useId, type ReactNode } from 'react';
import './DataTable.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The card shows this cell without its column name (e.g. the title or the action). */
  hideLabelOnCard?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  /** The caption still names the table for screen readers but is not shown. */
  hideCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A row tap opens the row; the real link or button in the row serves keyboards and readers. */
  onRowClick?: (row: T) => void;
  /** Shown in one row across all columns when there are no rows. */
  emptyText?: string;
  /**
   * For tables without links or buttons: the scrolling box becomes a region named by the caption
   * that takes focus, so keyboard users can scroll it (WCAG 2.1.1).
   */
  focusableScroll?: boolean;
  className?: string;
}

export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  onRowClick,
  emptyText,
  focusableScroll = false,
  className,
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
      <table className={['data-table', className].filter(Boolean).join(' ')}>
        <caption id={captionId} className={hideCaption ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onRowClick ? 'clickable-row' : undefined}
              onClick={
                onRowClick
                  ? (event) => {
                      // A tap on the row's own link or button is handled by that control.
                      if ((event.target as Element).closest('a, button')) return;
                      onRowClick(row);
                    }
                  : undefined
              }
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.hideLabelOnCard ? undefined : column.header}
                  className={column.className}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && emptyText && (
            <tr>
              <td colSpan={columns.length} className="empty-cell">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
