// A saved draft offered back: how long ago it was saved, and Discard asked before it deletes.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraftOffer } from '@/components/DraftOffer';

const renderOffer = (savedAt: number, onDiscard = vi.fn()) =>
  render(
    <DraftOffer
      question="Continue your draft report for ORD-1001?"
      discardText="The report's answers and photos are deleted from this phone."
      savedAt={savedAt}
      sendButton="Confirm"
      onContinue={vi.fn()}
      onDiscard={onDiscard}
    />,
  );

describe('DraftOffer', () => {
  it('says how long ago the draft was saved', () => {
    renderOffer(Date.now() - 5 * 60_000 - 10_000);
    expect(
      screen.getByText(
        'Draft kept on this device 5 minutes ago. Not sent: it goes only when you press Confirm.',
      ),
    ).toBeVisible();
  });

  it('says "just now" for a draft saved seconds ago', () => {
    renderOffer(Date.now() - 5_000);
    expect(
      screen.getByText(
        'Draft kept on this device just now. Not sent: it goes only when you press Confirm.',
      ),
    ).toBeVisible();
  });

  it('deletes only once the vet confirms the discard', async () => {
    const onDiscard = vi.fn();
    renderOffer(Date.now(), onDiscard);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
