import { itemScreenWords, PHOTO_MAX_BYTES } from '@swapsies/contract';
import { act, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/api.tsx';
import type * as PrepareImage from '../lib/prepare-image.ts';
import { ImageUploader, type ImageUploaderProps, type UploaderPhoto } from './image-uploader.tsx';

/** jsdom has no canvas: the real checks, and a preparation that answers at once (or as the test says). */
const prepareImage = vi.hoisted(() => vi.fn<typeof PrepareImage.prepareImage>());
vi.mock('../lib/prepare-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PrepareImage>()),
  prepareImage,
}));

function file(name: string, type: string, size = 1024): File {
  const made = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const existing = (id: number): UploaderPhoto => ({
  kind: 'existing',
  id,
  url: `/api/v1/file?path=p${id}.jpg&token=t`,
  name: `Photo ${id}`,
});

let onChange: ReturnType<typeof vi.fn<(photos: UploaderPhoto[]) => void>>;

function Harness({ initial = [], ...rest }: Partial<ImageUploaderProps> & { initial?: UploaderPhoto[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <ImageUploader
      photos={photos}
      onChange={(next) => {
        onChange(next);
        setPhotos(next);
      }}
      {...rest}
    />
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input.');
  return input;
}

function dropZone(): HTMLElement {
  const zone = screen.getByRole('button', { name: 'Choose photos' }).parentElement;
  if (!zone) throw new Error('No drop zone.');
  return zone;
}

function previews(): string[] {
  const list = screen.queryByRole('list', { name: 'Photos chosen' });
  return list
    ? within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src') ?? '')
    : [];
}

function drop(...files: File[]) {
  fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });
}

/** jsdom has no DragEvent, so the relatedTarget of a dragleave has to be set by hand. */
function dragLeave(zone: HTMLElement, towards: Element) {
  const event = createEvent.dragLeave(zone);
  Object.defineProperty(event, 'relatedTarget', { value: towards });
  fireEvent(zone, event);
}

beforeEach(() => {
  onChange = vi.fn();
  prepareImage.mockReset();
  prepareImage.mockImplementation(async (picked: File) => ({
    file: picked,
    preview: `blob:${picked.name}`,
    name: picked.name,
    encodedString: `b64-${picked.name}`,
  }));
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

afterEach(() => vi.restoreAllMocks());

describe('ImageUploader', () => {
  it('offers a drop zone with a "Choose photos" button that opens a multiple file picker for JPEG, PNG and HEIC', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      'Upload 1-6 photos. JPG, PNG or HEIC, up to 10MB each.',
    );
    const input = fileInput();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif');
    expect(input).toHaveAttribute('multiple');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Choose photos' }));
    expect(opened).toHaveBeenCalled();
  });

  it('adds picked photos after the existing ones, with previews, as "new" photos ready to send', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[existing(11)]} />);
    const beach = file('beach.jpg', 'image/jpeg');
    const heic = file('IMG_0042.HEIC', '');

    await user.upload(fileInput(), [beach, heic]);

    expect(await screen.findByRole('img', { name: 'Preview 3' })).toBeInTheDocument();
    expect(previews()).toEqual(['/api/v1/file?path=p11.jpg&token=t', 'blob:beach.jpg', 'blob:IMG_0042.HEIC']);
    expect(onChange).toHaveBeenLastCalledWith([
      existing(11),
      expect.objectContaining({ kind: 'new', file: beach, name: 'beach.jpg', encodedString: 'b64-beach.jpg' }),
      expect.objectContaining({ kind: 'new', file: heic, preview: 'blob:IMG_0042.HEIC' }),
    ]);
    const [, first, second] = onChange.mock.lastCall?.[0] ?? [];
    expect(first?.kind === 'new' && second?.kind === 'new' && first.key !== second.key).toBe(true);
  });

  it('shows "processing…" while preparing, with the picker switched off', async () => {
    let finish: () => void = () => {};
    prepareImage.mockImplementationOnce(
      (picked) =>
        new Promise((resolve) => {
          finish = () => resolve({ file: picked, preview: 'blob:slow', name: picked.name, encodedString: 'x' });
        }),
    );
    const user = userEvent.setup();
    render(<Harness />);

    await user.upload(fileInput(), file('slow.jpg', 'image/jpeg'));
    expect(screen.getByRole('status', { name: 'Processing photos…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();

    await act(async () => finish());
    expect(screen.queryByRole('status', { name: 'Processing photos…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
    expect(previews()).toEqual(['blob:slow']);
  });

  it('refuses a selection larger than the room left, adding nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[existing(1), existing(2), existing(3), existing(4)]} />);

    await user.upload(fileInput(), [
      file('a.jpg', 'image/jpeg'),
      file('b.jpg', 'image/jpeg'),
      file('c.png', 'image/png'),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many images selected. You can upload 2 more image(s) (maximum 6 total).',
    );
    expect(prepareImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the files over 10 MB, checked as picked, and still adds the others', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.upload(fileInput(), [
      file('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1),
      file('ok.png', 'image/png', PHOTO_MAX_BYTES),
      file('giant.heic', '', PHOTO_MAX_BYTES * 2),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File(s) too large: huge.jpg, giant.heic. Maximum size is 10MB.',
    );
    expect(prepareImage).toHaveBeenCalledTimes(1);
    expect(previews()).toEqual(['blob:ok.png']);
  });

  it('refuses other file types and still adds the valid ones', async () => {
    render(<Harness />);

    drop(file('cat.gif', 'image/gif'), file('dog.jpg', 'image/jpeg'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Filetype not supported. Please use JPG, PNG, or HEIC images.',
    );
    expect(await screen.findByRole('img', { name: 'Preview 1' })).toHaveAttribute('src', 'blob:dog.jpg');
    expect(prepareImage).toHaveBeenCalledTimes(1);
  });

  it('says so when a photo cannot be processed, keeping the ones that could', async () => {
    const { ImagePreparationError } = await vi.importActual<typeof PrepareImage>('../lib/prepare-image.ts');
    prepareImage.mockRejectedValueOnce(new ImagePreparationError('Error processing images. Please try again.'));
    prepareImage.mockRejectedValueOnce(new Error('anything else'));
    const user = userEvent.setup();
    render(<Harness />);

    await user.upload(fileInput(), [
      file('broken.jpg', 'image/jpeg'),
      file('odd.png', 'image/png'),
      file('fine.jpg', 'image/jpeg'),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error processing images. Please try again.');
    expect(within(alert).getAllByText('Error processing images. Please try again.')).toHaveLength(1);
    expect(previews()).toEqual(['blob:fine.jpg']);
  });

  it('shows the drop zone only while fewer than the maximum photos are present', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[existing(1)]} max={2} />);

    await user.upload(fileInput(), file('two.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'Preview 2' });
    expect(screen.queryByRole('button', { name: 'Choose photos' })).not.toBeInTheDocument();
    expect(screen.queryByText(/drag and drop photos here/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeInTheDocument();
  });

  it('removes the chosen photo, frees a new preview, and keeps focus in the list', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[existing(1), existing(2)]} />);
    await user.upload(fileInput(), file('new.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'Preview 3' });

    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:new.jpg');
    expect(previews()).toEqual(['/api/v1/file?path=p1.jpg&token=t', '/api/v1/file?path=p2.jpg&token=t']);
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onChange).toHaveBeenLastCalledWith([existing(2)]);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(previews()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
  });

  it('offers dragging photos in only where there is a mouse, and says to take or pick them on a touch screen', () => {
    stubMatchMedia((query) => query === '(hover: hover) and (pointer: fine)');
    try {
      const { unmount } = render(<Harness />);
      expect(screen.getByText(itemScreenWords.dropPhotos)).toBeInTheDocument();
      expect(screen.queryByText(itemScreenWords.pickPhotosTouch)).not.toBeInTheDocument();
      unmount();

      stubMatchMedia(() => false);
      render(<Harness />);
      expect(screen.getByText(itemScreenWords.pickPhotosTouch)).toBeInTheDocument();
      expect(screen.queryByText(/drag and drop/i)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose photos' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('highlights the zone while files are dragged over it, and takes dropped files', async () => {
    render(<Harness />);
    const zone = dropZone();
    expect(zone).not.toHaveAttribute('data-dragging');

    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    // Moving over a child of the zone is still inside it.
    dragLeave(zone, screen.getByRole('button', { name: 'Choose photos' }));
    expect(zone).toHaveAttribute('data-dragging', 'true');
    dragLeave(zone, document.body);
    expect(zone).not.toHaveAttribute('data-dragging');

    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    drop(file('dropped.png', 'image/png'));
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(await screen.findByRole('img', { name: 'Preview 1' })).toHaveAttribute('src', 'blob:dropped.png');
  });

  it("shows the form's message under the zone as an alert", () => {
    render(<Harness error="At least one image, please." />);
    expect(screen.getByRole('alert')).toHaveTextContent('At least one image, please.');
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      'Upload 1-6 photos. JPG, PNG or HEIC, up to 10MB each. At least one image, please.',
    );
  });

  it('takes nothing while disabled', async () => {
    render(<Harness initial={[existing(1)]} disabled label="Item photos" />);
    expect(screen.getByRole('group', { name: 'Item photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();

    drop(file('late.jpg', 'image/jpeg'));
    await act(async () => {});
    expect(prepareImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
