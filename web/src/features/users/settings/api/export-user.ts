import { routes, type UserExportAnswer } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** GET /user/export: everything held about the member (product-decisions §11, "Your data"). */
export function exportUser(): Promise<UserExportAnswer> {
  return callApi(routes.exportUser);
}
