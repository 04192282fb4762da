import type { LoginBody, User } from '@swapsies/contract';
import { apiRequest } from '@/lib/api-client.ts';

/** The answer of POST /login (contract LoginAnswer). */
export interface LoginResult {
  Success: boolean;
  ErrorCode: string;
  Token: string;
  User: User;
}

/** POST /login with an email or username (product-decisions §2). */
export function logIn(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>('/login', { method: 'POST', body });
}
