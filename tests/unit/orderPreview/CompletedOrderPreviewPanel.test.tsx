// The completed-order mock-up as a vet uses it: sample appointment, checklist, upload; nothing sent.
import { orderPreviewMsg } from '@/features/orderPreview/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CompletedOrderPreviewPanel from '@/features/orderPreview/CompletedOrderPreviewPanel';
import { msg } from '@/lib/text/messages';
import { expectNoServerCalls, openPreviewPanel } from '../../support/previewPanel';

const open = () =>
  openPreviewPanel(CompletedOrderPreviewPanel, '/vet-profile?panel=CompletedOrderPreview&order=3');

expectNoServerCalls();

describe('Completed order preview', () => {
  it('shows the sample-data note and the sample appointment with Skip and Confirm', () => {
    open();
    expect(screen.getByText(msg.previewNote)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1: Make appointment' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Step 1 of 3, progress 4/12' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sipho Dlamini')).toBeInTheDocument();
    expect(screen.getByText('14 Nov 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to orders/ })).toHaveAttribute(
      'href',
      '/vet-profile?panel=ManageOrder',
    );
  });

  it('moves to the checklist with Skip, and back with Previous', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const heading = screen.getByRole('heading', {
      name: 'Step 2: Update Report - Health Check Feedback',
    });
    expect(heading).toHaveFocus();
    expect(
      screen.getByRole('progressbar', { name: 'Step 2 of 3, progress 8/12' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Make appointment' })).toHaveFocus();
  });

  it('takes True/False answers, comments and a certificate, and says nothing was sent', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const checks = screen.getByRole('group', { name: 'Verification checklist' });
    const items = within(checks).getAllByRole('group');
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(
        within(item)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['True', 'False']);
    }
    await user.click(
      within(screen.getByRole('group', { name: 'Animal type' })).getByRole('radio', {
        name: 'True',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Brand mark' })).getByRole('radio', {
        name: 'False',
      }),
    );
    await user.type(screen.getByLabelText('Comments'), 'Brand mark does not match the papers.');

    const certificate = new File(['%PDF-1.4 sample'], 'signed-certificate.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText('Upload the signed health certificate'), certificate);
    expect(
      screen.getByRole('button', { name: /^Cancel\s*signed-certificate\.pdf$/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent(orderPreviewMsg.checklistPreview);
    expect(screen.getByRole('status')).toHaveTextContent('1 True, 1 False, 8 not answered.');
  });
});
