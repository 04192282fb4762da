/** /register: a person's optional postcode (issue 28), its check, its sending and the server's refusal of it. */
import { areaMessages } from '@swapsies/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '@/testing/api.tsx';
import {
  fill,
  fillPersonalCredentials,
  next,
  startRegister,
  stepHeading,
  toPersonalStep4,
  toStep3,
} from '@/testing/registration.tsx';

const POSTCODE = 'Postcode (optional)';
const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

describe('the postcode', () => {
  it('is checked as typed, holds the step while wrong, and is sent as Postcode', async () => {
    const { user, api } = startRegister();
    await toStep3(user, ['Gardening']);
    await fill(user, 'First name', 'Jane');
    await fill(user, 'Last name', 'Doe');
    expect(screen.getByLabelText(POSTCODE)).toHaveAccessibleDescription(areaMessages.postcodeHint);
    await user.type(screen.getByLabelText(POSTCODE), 'nowhere');
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(screen.getByLabelText(POSTCODE)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(POSTCODE)).toHaveAccessibleDescription(
      expect.stringContaining(areaMessages.postcodeInvalid),
    );

    await user.clear(screen.getByLabelText(POSTCODE));
    await user.type(screen.getByLabelText(POSTCODE), ' LS6 2AB ');
    await user.click(next());
    await screen.findByText(/^Step 4 of 4/, { selector: 'h2 span' });
    await fillPersonalCredentials(user);
    await user.click(createAccount());
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(api.callsTo('register')[0]?.body).toMatchObject({ Postcode: 'LS6 2AB' });
  });

  it("shows the server's refusal under the field, back on step 3", async () => {
    const { user } = startRegister({
      register: refusal(400, 'VALIDATION_ERROR', {
        Errors: [{ Field: 'Postcode', Message: areaMessages.postcodeUnknown }],
      }),
    });
    await toPersonalStep4(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(screen.getByLabelText(POSTCODE), 'ZE2 9AA');
    await user.click(next());
    await screen.findByText(/^Step 4 of 4/, { selector: 'h2 span' });
    await fillPersonalCredentials(user);
    await user.click(createAccount());
    expect(await screen.findByText(areaMessages.postcodeUnknown)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(screen.getByLabelText(POSTCODE)).toHaveAccessibleDescription(
      expect.stringContaining(areaMessages.postcodeUnknown),
    );
  });

  it('is not asked of a charity, whose area comes from its address', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Food Banks'], true);
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Postcode/)).not.toBeInTheDocument();
  });
});
