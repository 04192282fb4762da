/** Builders for the members that tests need, going through the real calls. */
import { type RegisterBody, routes } from '@swapsies/contract';
import type { App } from '../app.ts';
import { callRoute } from './call-route.ts';

let sequence = 0;

export const PASSWORD = 'Sunny-Day42';

export function personalRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  sequence += 1;
  const suffix = `${process.pid % 1000}_${sequence}`.padStart(4, '0');
  return {
    Type: 1,
    FirstName: 'Alice',
    LastName: "O'Neill-Smith",
    Username: `member_${suffix}`,
    Email: `member.${suffix}@example.co.uk`,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Categories: ['12-1201-120101', '4-401-40101'],
    Country: 235,
    TermsAccepted: true,
    TermsAcceptedDate: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function charityRegistration(logo: string, overrides: Partial<RegisterBody> = {}): RegisterBody {
  sequence += 1;
  const number = String(1000000 + ((process.pid * 37 + sequence) % 8999999));
  return {
    Type: 2,
    FirstName: "Barnardo's Lewisham",
    LastName: '',
    Username: number,
    Email: `charity.${number}@example.org.uk`,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Categories: ['13-1301-130101'],
    Country: 235,
    Address: '12 High Street, Lewisham, London SE13 5AB',
    EncodedProfilePhoto: logo,
    TermsAccepted: true,
    TermsAcceptedDate: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** Registers through the real call, with an invite's `ref` code and signature when given. */
export async function register(app: App, body: RegisterBody, ref?: string, sig?: string) {
  return callRoute(app, routes.register, { query: { ref, sig }, body });
}

export async function login(app: App, loginName: string, password = PASSWORD): Promise<string> {
  const response = await callRoute(app, routes.logIn, { body: { Login: loginName, Password: password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.answer.Token;
}

/** Registers a personal member, whom the registration signs in. */
export async function signUp(app: App, overrides: Partial<RegisterBody> = {}) {
  const body = personalRegistration(overrides);
  const response = await register(app, body);
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const { Token: token, User: user } = response.answer;
  if (!token || !user) throw new Error(`registration signed nobody in: ${response.body}`);
  const id = user.ID;
  return { ...body, token, id, auth: { authorization: `Bearer ${token}` } };
}
