/** /register: availability of the handle, charity number and email checked live, debounced by AVAILABILITY_DEBOUNCE_MS (500 ms). */
import { type RouteAnswer, registrationMessages, type routes } from '@swapsies/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, type RouteStubs, refusal, unreachable } from '@/testing/api.tsx';
import { availability, startRegister, toCharityStep4, toPersonalStep4 } from '@/testing/registration.tsx';

type AvailabilityAnswer = RouteAnswer<typeof routes.checkUsername>;

afterEach(() => {
  vi.useRealTimers();
});

/** Reaches step 4 with real timers, then fakes setTimeout for the debounce. */
async function toStep4WithFakeTimers(overrides: RouteStubs = {}) {
  const view = startRegister(overrides);
  await toPersonalStep4(view.user);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library drains its async work with setTimeout(0) and only knows Jest's fake timers:
  // this tells it that timers are fake and how to move them.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // Typing without delays, so that only the test moves the clock.
  const user = userEvent.setup({ delay: null });
  return { ...view, user };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('handle availability', () => {
  it('is checked once, 500 ms after typing stops', async () => {
    const { api, user } = await toStep4WithFakeTimers();
    const handle = screen.getByLabelText('Handle');
    await user.type(handle, 'jane_doe');
    await advance(300);
    // Typing again restarts the wait.
    await user.type(handle, '99');
    await advance(499);
    expect(api.callsTo('checkUsername')).toHaveLength(0);
    await advance(1);
    expect(api.callsTo('checkUsername')).toHaveLength(1);
    expect(api.callsTo('checkUsername')[0]?.body).toEqual({ Username: 'jane_doe99' });
    expect(await screen.findByText('Handle is available')).toBeInTheDocument();
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('Handle is available'));
    expect(handle).not.toHaveAttribute('aria-invalid');
    await advance(2000);
    expect(api.callsTo('checkUsername')).toHaveLength(1);
  });

  it('is not checked while the handle breaks its format rule', async () => {
    const { api, user } = await toStep4WithFakeTimers();
    await user.type(screen.getByLabelText('Handle'), 'jane');
    await advance(2000);
    expect(api.callsTo('checkUsername')).toHaveLength(0);
    expect(screen.queryByText('Handle is available')).not.toBeInTheDocument();
  });

  it('shows "Checking availability…" while the check runs', async () => {
    let answer: (response: MockAnswer<AvailabilityAnswer>) => void = () => {};
    const { user } = await toStep4WithFakeTimers({
      checkUsername: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(screen.getByLabelText('Handle'), 'jane_doe99');
    expect(screen.queryByText('Checking availability…')).not.toBeInTheDocument();
    await advance(500);
    expect(screen.getByText('Checking availability…')).toBeInTheDocument();
    await act(async () => answer(availability(true)));
    expect(await screen.findByText('Handle is available')).toBeInTheDocument();
    expect(screen.queryByText('Checking availability…')).not.toBeInTheDocument();
  });

  it('says "This handle is taken" and holds the step', async () => {
    const { api, user } = await toStep4WithFakeTimers({
      checkUsername: () => availability(false),
    });
    const handle = screen.getByLabelText('Handle');
    await user.type(handle, 'jane_doe99');
    await advance(500);
    expect(await screen.findByText('This handle is taken')).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('This handle is taken'));

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Swapsies2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Swapsies2024');
    await advance(500);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(api.callsTo('register')).toHaveLength(0);
    expect(handle).toHaveFocus();
  });

  it('counts a failed check (server error) as taken', async () => {
    const { user } = await toStep4WithFakeTimers({
      checkUsername: refusal(500, 'INTERNAL_ERROR'),
    });
    await user.type(screen.getByLabelText('Handle'), 'jane_doe99');
    await advance(500);
    expect(await screen.findByText('This handle is taken')).toBeInTheDocument();
  });

  it('counts a failed check (no answer) as taken', async () => {
    const { user } = await toStep4WithFakeTimers({ checkUsername: unreachable });
    await user.type(screen.getByLabelText('Handle'), 'jane_doe99');
    await advance(500);
    expect(await screen.findByText('This handle is taken')).toBeInTheDocument();
  });

  it('checks again after the handle changes', async () => {
    const { api, user } = await toStep4WithFakeTimers({
      checkUsername: ({ body }) => availability((body as { Username: string }).Username !== 'jane_doe99'),
    });
    const handle = screen.getByLabelText('Handle');
    await user.type(handle, 'jane_doe99');
    await advance(500);
    expect(await screen.findByText('This handle is taken')).toBeInTheDocument();
    await user.type(handle, '9');
    expect(screen.queryByText('This handle is taken')).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByText('Handle is available')).toBeInTheDocument();
    expect(api.callsTo('checkUsername').map((call) => call.body)).toEqual([
      { Username: 'jane_doe99' },
      { Username: 'jane_doe999' },
    ]);
  });
});

describe('charity number availability', () => {
  it('says "Charity number is already registered"', async () => {
    const { api, user } = startRegister({ checkUsername: () => availability(false) });
    await toCharityStep4(user);
    await user.type(screen.getByLabelText('Charity number'), '1234567');
    expect(await screen.findByText(registrationMessages.charityNumberTaken)).toHaveTextContent(
      'Charity number is already registered',
    );
    expect(api.callsTo('checkUsername')[0]?.body).toEqual({ Username: '1234567' });
  });
});

describe('email availability', () => {
  it('is checked 500 ms after typing stops, with the lowercased address', async () => {
    const { api, user } = await toStep4WithFakeTimers();
    await user.type(screen.getByLabelText('Email'), 'Jane@Example.com');
    await advance(499);
    expect(api.callsTo('checkEmail')).toHaveLength(0);
    await advance(1);
    expect(api.callsTo('checkEmail')).toHaveLength(1);
    expect(api.callsTo('checkEmail')[0]?.body).toEqual({ Email: 'jane@example.com' });
    expect(await screen.findByText('Email is available')).toBeInTheDocument();
  });

  it('is not checked for an invalid address', async () => {
    const { api, user } = await toStep4WithFakeTimers();
    await user.type(screen.getByLabelText('Email'), 'jane@example');
    await advance(2000);
    expect(api.callsTo('checkEmail')).toHaveLength(0);
  });

  it('says "Email is already taken" and holds the step', async () => {
    const { api, user } = await toStep4WithFakeTimers({
      checkEmail: () => availability(false),
    });
    await user.type(screen.getByLabelText('Handle'), 'jane_doe99');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Swapsies2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Swapsies2024');
    await advance(500);
    expect(await screen.findByText('Email is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(api.callsTo('register')).toHaveLength(0);
  });

  it('counts a failed check as available and lets the registration go on', async () => {
    const { api, user } = await toStep4WithFakeTimers({
      checkEmail: refusal(500, 'INTERNAL_ERROR'),
    });
    await user.type(screen.getByLabelText('Handle'), 'jane_doe99');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Swapsies2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Swapsies2024');
    await advance(500);
    expect(await screen.findByText('Email is available')).toBeInTheDocument();
    expect(screen.queryByText('Email is already taken')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(api.callsTo('register')).toHaveLength(1));
  });
});
