import { mainImageSources, styleNamedImage } from './image-sources';

describe('image sources', () => {
  it('falls back from image to filepath to a style-named jpg', () => {
    expect(mainImageSources({ idStyle: 'A-1/BL', image: '/i.svg', filepath1: '/f.svg' })).toEqual([
      '/i.svg',
      '/f.svg',
      '/uploads/products/A-1_BL.jpg',
    ]);
  });

  it('skips empty and repeated entries', () => {
    expect(mainImageSources({ idStyle: 'A', image: '', filepath1: '/f.svg' })).toEqual([
      '/f.svg',
      styleNamedImage('A'),
    ]);
    expect(mainImageSources({ idStyle: 'A', image: '/f.svg', filepath1: '/f.svg' })).toEqual([
      '/f.svg',
      styleNamedImage('A'),
    ]);
  });
});
