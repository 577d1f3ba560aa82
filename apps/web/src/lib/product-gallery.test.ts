import { describe, expect, it } from 'vitest';
import { firstGalleryImage } from './product-gallery';

describe('firstGalleryImage', () => {
  it('reads dataSource[0]', () => {
    const image = {
      alt: 'Cuore',
      src: '/media/covers/1.svg',
      srcSet: 'x 540w',
      width: 540,
      height: 751,
    };
    expect(firstGalleryImage({ dataSource: [image, { src: '/other' }] })).toEqual(image);
  });

  it('falls back to the standard size', () => {
    expect(firstGalleryImage({ dataSource: [{ src: '/a.svg' }] })).toEqual({
      alt: '',
      src: '/a.svg',
      srcSet: '',
      width: 540,
      height: 751,
    });
  });

  it('returns null without a picture', () => {
    expect(firstGalleryImage(null)).toBeNull();
    expect(firstGalleryImage({})).toBeNull();
    expect(firstGalleryImage({ dataSource: [] })).toBeNull();
    expect(firstGalleryImage({ dataSource: [{ alt: 'x' }] })).toBeNull();
  });
});
