import { type ItemAnswer, routes, type UpdateItemBody } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { uploadApi } from '@/lib/api-upload.ts';

/** PUT /items/{id}; `onProgress` hears the share of the photos sent so far (0 to 1). */
export function updateItem(
  itemId: number,
  body: UpdateItemBody,
  onProgress?: (fraction: number) => void,
): Promise<ItemAnswer> {
  return uploadApi(routes.updateItem, { params: { id: itemId }, body }, { onProgress });
}

export interface UpdateItemInput {
  itemId: number;
  body: UpdateItemBody;
}

/** Saves an edit with upload progress, then refreshes the dashboard, as after every change. */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ itemId, body }: UpdateItemInput) => {
      setProgress(0);
      return updateItem(itemId, body, setProgress);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
    },
  });
  return { mutation, progress };
}
