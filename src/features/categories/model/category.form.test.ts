// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCategoryPayload } from './category.form';

describe('the category payload', () => {
  it('trims the texts and sends the kept images by id', () => {
    const icon = { id: 7, name: 'icon.png', url: '/f/7', contentType: 'image/png', size: 10 };
    expect(
      toCategoryPayload({
        name: { en: ' De-icing ', fr: 'Dégivrage ' },
        description: { en: '', fr: '' },
        parentId: 4,
        slug: ' de-icing ',
        icon,
        banner: null,
        metaTitle: { en: 'De-icing', fr: '' },
        metaDescription: { en: '', fr: '' },
      }),
    ).toMatchObject({
      name: { en: 'De-icing', fr: 'Dégivrage' },
      slug: 'de-icing',
      iconFileId: 7,
      bannerFileId: null,
    });
  });
});
