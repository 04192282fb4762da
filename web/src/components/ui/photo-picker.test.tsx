import { commonWords } from '@swapsies/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/api.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const mouse = (query: string) => query === '(hover: hover) and (pointer: fine)';
const png = () => new File(['png'], 'me.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('PhotoPicker', () => {
  it('is a file input named by its title and its button-like label', async () => {
    const onFile = vi.fn();
    render(<PhotoPicker inputId="p" title="Profile photo" onFile={onFile} />);
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText(commonWords.choosePhoto).tagName).toBe('LABEL');
    await userEvent.upload(input, png());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }));
  });

  it('offers dropping a photo where there is a mouse, and takes the dropped photo', () => {
    stubMatchMedia(mouse);
    const onFile = vi.fn();
    render(<PhotoPicker inputId="p" title="Profile photo" onFile={onFile} />);
    const zone = screen.getByText(commonWords.dropPhoto).parentElement;
    if (!zone) throw new Error('No drop zone.');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [png()], types: ['Files'] } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('says to take or pick a photo on a touch screen, with no word of dragging', () => {
    stubMatchMedia(() => false);
    render(<PhotoPicker inputId="p" title="Profile photo" onFile={vi.fn()} />);
    expect(screen.getByText(commonWords.pickPhotoTouch)).toBeInTheDocument();
    expect(screen.queryByText(/drag and drop/i)).not.toBeInTheDocument();
  });
});
