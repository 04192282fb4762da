import { type ItemAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

export interface CategoryChange {
  itemId: number;
  /** "categoryId-subcategoryId-itemId" */
  categoryPath: string;
}

/** PUT /admin/items/{id}/category: answers the item with its new category names. */
export function changeCategory({ itemId, categoryPath }: CategoryChange): Promise<ItemAnswer> {
  return callApi(routes.changeCategory, { params: { id: itemId }, body: { CategoryPath: categoryPath } });
}

export function useChangeCategory() {
  return useQueueDecision(changeCategory);
}
