import { describe, expect, it } from 'vitest';
import { catalogueIdOf } from '../components/catalogue-panel';

const catalogue = {
  bookId: 1,
  units: [
    {
      id: 1,
      title: '第一单元',
      startPage: 3,
      endPage: 20,
      lessons: [
        { id: 11, title: '第1课', startPage: 4, endPage: 11, resourceCount: 0 },
        { id: 12, title: '第2课', startPage: 12, endPage: 20, resourceCount: 0 },
      ],
    },
  ],
};

describe('catalogueIdOf (activeCatalogueId follows the page)', () => {
  it('is the lesson whose page range holds the page', () => {
    expect(catalogueIdOf(catalogue, 4)).toBe(11);
    expect(catalogueIdOf(catalogue, 11)).toBe(11);
    expect(catalogueIdOf(catalogue, 12)).toBe(12);
  });
  it('is null outside every lesson (cover, contents) or before the catalogue loads', () => {
    expect(catalogueIdOf(catalogue, 1)).toBeNull();
    expect(catalogueIdOf(undefined, 5)).toBeNull();
  });
});
