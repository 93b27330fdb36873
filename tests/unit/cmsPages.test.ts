// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/ui/shell/cmsPages';

describe('pagesOf', () => {
  const categories = [
    { name: 'Story', content: [{ id: 2, title: 'Hikâyemiz' }] },
    { name: 'Footer', content: [{ id: 1, title: 'Hakkımızda' }] },
  ];
  it('gives the pages of the category with that name, wherever it is in the list', () => {
    expect(pagesOf(categories, 'Footer')).toEqual([{ id: 1, title: 'Hakkımızda' }]);
    expect(pagesOf(categories, 'Story')).toEqual([{ id: 2, title: 'Hikâyemiz' }]);
  });
  it('gives none for a category the operator does not have (spec section 8: the footer shows fewer links)', () => {
    expect(pagesOf(categories, 'Terms of use')).toEqual([]);
    expect(pagesOf([], 'Footer')).toEqual([]);
  });
});
