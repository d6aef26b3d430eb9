import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@marketplace/contract';
import { addImages, ImagePicker } from './image-picker.tsx';

const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('addImages', () => {
  it('refuses the whole choice with the SPEC alert when one file is not a picture', () => {
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    const result = addImages([], [png('a.png'), text]);
    expect(result.alert).toBe('Please drop a valid image file.');
    expect(result.files).toEqual([]);
  });

  it('refuses picture types the server does not store', () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(addImages([], [svg]).alert).toBe('Please drop a valid image file.');
  });

  it('leaves out pictures over 5 MB and says so', () => {
    const big = png('big.png', IMAGE_MAX_BYTES + 1);
    const result = addImages([], [png('a.png'), big]);
    expect(result.files.map((f) => f.name)).toEqual(['a.png']);
    expect(result.notice).toBe('Images larger than 5 MB were left out.');
  });

  it('keeps at most 10 pictures', () => {
    const current = Array.from({ length: 9 }, (_, i) => png(`${i}.png`));
    const result = addImages(current, [png('x.png'), png('y.png')]);
    expect(result.files).toHaveLength(10);
    expect(result.files.at(-1)?.name).toBe('x.png');
    expect(result.notice).toBe('At most 10 images.');
  });
});

const Harness = () => {
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker label="Add Thumbnail" files={files} onChange={setFiles} />;
};

describe('ImagePicker', () => {
  beforeEach(() => {
    let n = 0;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: () => `blob:preview-${++n}`,
      revokeObjectURL: () => undefined,
    });
  });

  const choose = (files: File[]) =>
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files },
    });

  it('previews the chosen pictures, the first as the thumbnail, and removes one', () => {
    render(<Harness />);
    choose([png('one.png'), png('two.png')]);

    const list = screen.getByRole('list', { name: 'Chosen images' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['one.png', 'two.png']);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Thumbnail');

    fireEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['two.png']);
  });

  it('makes another picture the thumbnail', () => {
    render(<Harness />);
    choose([png('one.png'), png('two.png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Use two.png as the thumbnail' }));
    const images = within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['two.png', 'one.png']);
  });

  it('alerts when a dropped file is not an image and adds nothing', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<Harness />);
    const zone = screen.getByText(
      'JPEG, PNG, WebP or GIF, up to 5 MB each. The first image is the thumbnail.',
    ).parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(alert).toHaveBeenCalledWith('Please drop a valid image file.');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();
  });
});
