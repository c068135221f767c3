// The shared file picker: name and size shown, Remove, the 5 MB limit and the image-or-PDF rule.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from '@/components/FileInput';
import type { FileKind } from '@/components/usePreparedFile';

function Picker({ kind, onFile }: { kind?: FileKind; onFile?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label="Certification"
      kind={kind}
      file={file}
      onChange={(next) => {
        setFile(next);
        onFile?.(next);
      }}
    />
  );
}

const bytes = (size: number) => new Uint8Array(size);

describe('FileInput', () => {
  it('shows the chosen file with its size, and lets the vet remove it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByLabelText('Certification');
    await user.upload(input, new File([bytes(2048)], 'cert.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('Images or PDF, up to 5 MB. cert.pdf (2 KB)');
    await user.click(screen.getByRole('button', { name: 'Remove cert.pdf' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Images or PDF, up to 5 MB.');
    expect(input).toHaveFocus();
  });

  it('refuses a file over 5 MB and does not keep it', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Picker onFile={onFile} />);
    const input = screen.getByLabelText('Certification');
    await user.upload(
      input,
      new File([bytes(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit.');
    expect(input).toHaveAccessibleDescription(/File size exceeds 5MB limit\./);
    expect(input).toBeInvalid();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(onFile).toHaveBeenLastCalledWith(null);
  });

  it('accepts exactly 5 MB', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.upload(
      screen.getByLabelText('Certification'),
      new File([bytes(5 * 1024 * 1024)], 'edge.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('button', { name: 'Remove edge.png' })).toBeInTheDocument();
    expect(screen.getByLabelText('Certification')).toHaveAccessibleDescription(
      /edge\.png \(5\s120 KB\)/,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is neither an image nor a PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    await user.upload(
      screen.getByLabelText('Certification'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image or a PDF file.');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('takes only images when asked for a picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker kind="image" />);
    await user.upload(
      screen.getByLabelText('Certification'),
      new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose an image file (for example JPG or PNG).',
    );
  });
});
