import type { ChangeCategoryBody, ItemAnswer } from '@swapsies/contract';
import { apiRequest } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

export interface CategoryChange {
  itemId: number;
  /** "categoryId-subcategoryId-itemId" */
  categoryPath: string;
}

/** PUT /admin/items/{id}/category: answers the item with its new category names. */
export function changeCategory({ itemId, categoryPath }: CategoryChange): Promise<ItemAnswer> {
  const body: ChangeCategoryBody = { CategoryPath: categoryPath };
  return apiRequest<ItemAnswer>(`/admin/items/${itemId}/category`, { method: 'PUT', body });
}

export function useChangeCategory() {
  return useQueueDecision(changeCategory);
}
