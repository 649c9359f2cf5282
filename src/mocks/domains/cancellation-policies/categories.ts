import { http, HttpResponse } from 'msw';
import type { ShopCategory } from '../../../entities/cart/contract';
import { authorize } from '../../auth';
import { db } from '../../db';

/**
 * GET api/category: the shop's category tree, for the policy form's categories. The service
 * entity (catalogue) names the same call and shape `{ categories, totalItems }`; this handler
 * stands in until the catalogue's lands, and goes then (one answer per path).
 */
export const categoryHandlers = [
  http.get('*/api/category', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const asked = request.headers.get('lang') ?? request.headers.get('Accept-Language') ?? '';
    const lang = asked.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
    const categories: ShopCategory[] = db.shopCategories.map((category) => ({
      id: category.id,
      name: category.name[lang],
      slug: category.slug,
      parentId: category.parentId,
    }));
    return HttpResponse.json({ categories, totalItems: categories.length });
  }),
];
