// The file picker with photos: scaled before the form gets them (the scaler is stubbed here; the
// real one runs in tests/e2e/photos.test.ts), the size note, unreadable photos, a held submit, and
// the camera input on touch screens.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type SubmitEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileInput } from '@/components/FileInput';
import type { PreparedPhoto } from '@/lib/images/preparePhoto';
import { photoMsg } from '@/lib/text/messages';

const scaler = vi.hoisted(() => ({
  calls: [] as { file: File; resolve: (result: PreparedPhoto) => void }[],
}));
vi.mock('@/lib/images/preparePhoto', () => ({
  preparePhoto: (file: File) =>
    new Promise<PreparedPhoto>((resolve) => scaler.calls.push({ file, resolve })),
}));

const KB = 1024;
const MB = 1024 * KB;
const photo = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Settles the scaler's oldest pending call. */
async function scalerAnswers(result: PreparedPhoto) {
  const call = scaler.calls.shift();
  if (!call) throw new Error('the scaler was not called');
  await act(async () => {
    call.resolve(result);
    await Promise.resolve();
  });
}

function Form({
  onFile,
  onSubmit,
}: {
  onFile?: (f: File | null) => void;
  onSubmit?: (f: File | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event: SubmitEvent) => {
        event.preventDefault();
        onSubmit?.(file);
      }}
    >
      <FileInput
        label="Certification"
        file={file}
        onChange={(next) => {
          setFile(next);
          onFile?.(next);
        }}
      />
      <button type="submit">Confirm</button>
    </form>
  );
}

function touchScreen(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  scaler.calls.length = 0;
  vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('stubbed')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileInput with photos', () => {
  it('hands the form the scaled photo only, and tells the size before and after', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const input = screen.getByLabelText('Certification');
    const original = photo('IMG_2041.jpg', Math.round(4.8 * MB));
    await user.upload(input, original);

    expect(await screen.findByText(photoMsg.processing)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Processing photo…/);
    expect(onFile).not.toHaveBeenCalled();
    expect(scaler.calls[0]?.file).toBe(original);

    const scaled = photo('IMG_2041.jpg', 612 * KB);
    await scalerAnswers({ outcome: 'scaled', file: scaled, width: 2000, height: 1500 });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(scaled);
    expect(screen.queryByText(photoMsg.processing)).not.toBeInTheDocument();
    expect(screen.getByText('4.8 MB photo reduced to 612 KB.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Images or PDF, up to 5 MB. IMG_2041.jpg (612 KB) 4.8 MB photo reduced to 612 KB.',
    );

    await user.click(screen.getByRole('button', { name: 'Remove IMG_2041.jpg' }));
    expect(screen.queryByText('4.8 MB photo reduced to 612 KB.')).not.toBeInTheDocument();
  });

  it('keeps a small photo as it was when the scaler leaves it unchanged, with no note', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const small = photo('screenshot.png', 200 * KB, 'image/png');
    await user.upload(screen.getByLabelText('Certification'), small);
    await scalerAnswers({ outcome: 'unchanged', file: small });
    expect(onFile).toHaveBeenLastCalledWith(small);
    expect(screen.getByText('screenshot.png')).toBeInTheDocument();
    expect(screen.queryByText(/reduced to|prepared for sending/)).not.toBeInTheDocument();
  });

  it('says clearly when a photo cannot be read, and keeps nothing', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const input = screen.getByLabelText('Certification');
    await user.upload(input, photo('broken.jpg', 3 * KB));
    await scalerAnswers({ outcome: 'unreadable' });
    expect(screen.getByRole('alert')).toHaveTextContent(photoMsg.unreadable);
    expect(input).toBeInvalid();
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('gives the spec message for an unreadable "photo" over 5 MB (it could not be made smaller)', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    await user.upload(
      screen.getByLabelText('Certification'),
      photo('scan.png', 6 * MB, 'image/png'),
    );
    await scalerAnswers({ outcome: 'unreadable' });
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit.');
    expect(onFile).toHaveBeenLastCalledWith(null);
  });

  it('refuses a photo still over 5 MB after scaling with the spec message', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    await user.upload(
      screen.getByLabelText('Certification'),
      photo('huge.png', 9 * MB, 'image/png'),
    );
    await scalerAnswers({
      outcome: 'scaled',
      file: photo('huge.jpg', 5 * MB + 1),
      width: 2000,
      height: 2000,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit.');
    expect(onFile).toHaveBeenLastCalledWith(null);
  });

  it('holds a Confirm pressed while the photo is processed, then submits once with the scaled photo', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText('Certification'), photo('IMG_1.jpg', 7 * MB));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).not.toHaveBeenCalled();

    const scaled = photo('IMG_1.jpg', 900 * KB);
    await scalerAnswers({ outcome: 'scaled', file: scaled, width: 2000, height: 1500 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(scaled);

    await user.click(screen.getByRole('button', { name: 'Confirm' })); // no photo pending: at once
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('drops a held Confirm when the photo turns out unreadable', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText('Certification'), photo('broken.jpg', KB));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await scalerAnswers({ outcome: 'unreadable' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(photoMsg.unreadable);
  });

  it('lets the latest choice win when the vet picks again while a photo is processed', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const input = screen.getByLabelText('Certification');
    await user.upload(input, photo('first.jpg', 6 * MB));
    await user.upload(input, photo('second.jpg', 6 * MB));
    const second = scaler.calls[1]!;
    await scalerAnswers({
      outcome: 'scaled',
      file: photo('first.jpg', 500 * KB),
      width: 1,
      height: 1,
    });
    expect(onFile).not.toHaveBeenCalled();
    const scaled = photo('second.jpg', 400 * KB);
    await act(async () => {
      second.resolve({ outcome: 'scaled', file: scaled, width: 2000, height: 1500 });
      await Promise.resolve();
    });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(scaled);
  });

  it('passes a PDF on at once, unscaled', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const pdf = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Certification'), pdf);
    expect(onFile).toHaveBeenCalledWith(pdf);
    expect(scaler.calls).toHaveLength(0);
    expect(screen.queryByText(photoMsg.processing)).not.toBeInTheDocument();
  });

  it('passes photos on unchanged where the browser cannot decode images for scripts', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const big = photo('IMG_9.jpg', 6 * MB);
    await user.upload(screen.getByLabelText('Certification'), big);
    expect(scaler.calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit.');
  });
});

describe('the camera on touch screens', () => {
  it('offers "Take photo", which opens the back camera and is scaled like any photo', async () => {
    touchScreen(true);
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<Form onFile={onFile} />);
    const camera = screen.getByLabelText('Take photo for Certification');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAccessibleDescription('Images or PDF, up to 5 MB.');

    await user.upload(camera, photo('image.jpg', 4 * MB));
    const scaled = photo('image.jpg', 700 * KB);
    await scalerAnswers({ outcome: 'scaled', file: scaled, width: 1500, height: 2000 });
    expect(onFile).toHaveBeenCalledWith(scaled);
  });

  it('is not offered with a mouse (the file dialog would open twice over)', () => {
    touchScreen(false);
    render(<Form />);
    expect(screen.queryByLabelText(/Take photo/)).not.toBeInTheDocument();
  });
});
