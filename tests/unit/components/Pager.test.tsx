// The shared paging: 25 rows a page, the count line, Previous / Next, and page 1 again on a new list.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageCount, Pager } from '@/components/Pager';
import { usePage } from '@/lib/hooks/usePage';

const lists = {
  apple: Array.from({ length: 1_000 }, (_, i) => `apple ${i + 1}`),
  pear: Array.from({ length: 30 }, (_, i) => `pear ${i + 1}`),
};
type Kind = keyof typeof lists;

/** A list with two tabs, paged as the order lists and the wallet history are. */
function PagedList() {
  const [kind, setKind] = useState<Kind>('apple');
  const { current, setPage } = usePage(lists[kind], kind);
  return (
    <>
      <button type="button" onClick={() => setKind(kind === 'apple' ? 'pear' : 'apple')}>
        Switch
      </button>
      <PageCount current={current} kind={kind} />
      <ul>
        {current.rows.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Pager current={current} onPage={setPage} label="Fruit pages" />
    </>
  );
}

describe('Pager with usePage', () => {
  it('shows 25 of 1 000 and moves with Next and Previous', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    expect(screen.getByText('Showing 1–25 of 1 000 apples')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Fruit pages' });
    expect(pages).toHaveTextContent('Page 1 of 40');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 26–50 of 1 000 apples')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('apple 26');
    expect(pages).toHaveTextContent('Page 2 of 40');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 1–25 of 1 000 apples')).toBeInTheDocument();
  });

  it('goes back to the first page when the list changes, and disables Next on the last page', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByText('Showing 1–25 of 30 pears')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 26–30 of 30 pears')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByText('Showing 1–25 of 1 000 apples')).toBeInTheDocument();
  });

  it('shows no controls when everything fits on one page, and says when nothing is left', () => {
    const one = { rows: ['a'], page: 1, pageCount: 1, first: 1, last: 1, total: 1 };
    const { rerender } = render(<Pager current={one} onPage={() => {}} label="Pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const none = { rows: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 };
    rerender(<PageCount current={none} kind="credit" />);
    expect(screen.getByText('No credits to show.')).toBeInTheDocument();
    rerender(<PageCount current={one} kind="order" />);
    expect(screen.getByText('Showing 1–1 of 1 order')).toBeInTheDocument();
    rerender(<PageCount current={{ ...one, rows: ['a', 'b'], last: 2, total: 2 }} kind="order" />);
    expect(screen.getByText('Showing 1–2 of 2 orders')).toBeInTheDocument();
  });
});
