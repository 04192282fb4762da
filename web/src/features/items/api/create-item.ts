import { type CreateItemBody, type ItemAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { uploadApi } from '@/lib/api-upload.ts';

/** POST /item; `onProgress` hears the share of the photos sent so far (0 to 1). */
export function createItem(body: CreateItemBody, onProgress?: (fraction: number) => void): Promise<ItemAnswer> {
  return uploadApi(routes.createItem, { body }, { onProgress });
}

/** Adds an item with upload progress, then refreshes the dashboard so that Your stuff shows it. */
export function useCreateItem() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (body: CreateItemBody) => {
      setProgress(0);
      return createItem(body, setProgress);
    },
    onSuccess: () => {
      // Not awaited: the success dialog need not wait for the list behind it.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
    },
  });
  return { mutation, progress };
}
