/** /register: steps, progress, keyboard, focus, account-type switch, reference data and links. */
import { registrationMessages, registrationWords } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { configAnswer, refusal, unreachable } from '@/testing/api.tsx';
import {
  categoryTree,
  charityCauses,
  next,
  offeredPacks,
  startRegister,
  stepHeading,
  summaryOf,
  toCharityStep4,
  toPersonalStep4,
  toStep2,
  toStep3,
} from '@/testing/registration.tsx';

const progress = () => screen.getByRole('progressbar', { name: 'Registration progress' });

describe('steps and progress', () => {
  it('starts on step 1 with Personal chosen and the progress at 0 of 3', async () => {
    startRegister();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Registered charity' })).not.toBeChecked();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuemin', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '3');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('shows (step - 1) / 3 as it moves forward, and moves focus to each new step heading', async () => {
    const { user } = startRegister();
    await toStep2(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(stepHeading()).toHaveFocus();

    await user.click(await screen.findByRole('checkbox', { name: 'Gardening' }));
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(stepHeading()).toHaveFocus();

    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('goes back freely from step 2, even when the step is not valid', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(stepHeading()).toHaveFocus();
  });

  it('keeps what was entered when going back and forth', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user, ['Gardening', 'Book Lover']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Gardening' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Book Lover' })).toBeChecked();
  });
});

describe('Enter', () => {
  it('advances from the account type radios, the pack checkboxes and the text fields', async () => {
    const { user } = startRegister();
    screen.getByRole('radio', { name: 'Personal' }).focus();
    await user.keyboard('{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');

    const pack = await screen.findByRole('checkbox', { name: 'Photography' });
    pack.focus();
    await user.keyboard(' ');
    expect(pack).toBeChecked();
    await user.keyboard('{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');

    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
  });

  it('does not advance while the step is invalid, and shows its messages', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    await user.type(screen.getByLabelText('First name'), 'Jane{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(screen.getByRole('alert')).toHaveTextContent(registrationMessages.lastNameRequired);
    // Focus goes to the first failing field, which describes its error.
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(registrationMessages.lastNameRequired);
  });

  it('submits from step 4', async () => {
    const { api, user } = startRegister();
    await toPersonalStep4(user);
    await user.type(screen.getByLabelText('Handle'), 'jane_doe99');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Swapsies2024');
    await user.type(screen.getByLabelText('Confirm password'), 'Swapsies2024{Enter}');
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(api.callsTo('register')).toHaveLength(1);
  });
});

describe('starter packs (personal)', () => {
  it('offers only the 12 packs offered at registration', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await screen.findByRole('checkbox', { name: 'Gardening' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(12);
    for (const pack of offeredPacks) expect(screen.getByRole('checkbox', { name: pack.Name })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Content Creator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Cycling' })).not.toBeInTheDocument();
  });

  it('needs 1 or 2 packs', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await screen.findByRole('checkbox', { name: 'Gardening' });

    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    expect(screen.getByText('Please select 1 or 2 starter packs')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Gardening' }));
    expect(screen.queryByText('Please select 1 or 2 starter packs')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Book Lover' }));
    expect(screen.getByRole('checkbox', { name: 'Book Lover' })).toBeChecked();
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
  });

  it('switches the other packs off once two are ticked, saying why, and on again when one is unticked', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Gardening' }));
    expect(screen.getByRole('checkbox', { name: 'Home Office' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Book Lover' }));

    const reason = registrationWords.choiceLimitReached(2, 'starter packs');
    const third = screen.getByRole('checkbox', { name: 'Home Office' });
    expect(third).toBeDisabled();
    expect(third).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(screen.getAllByText(reason)).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'Gardening' })).toBeEnabled();
    await user.click(third);
    expect(third).not.toBeChecked();
    expect(screen.queryByText('Please select 1 or 2 starter packs')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Book Lover' }));
    expect(third).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('says why Next did nothing beside the Next button, as an alert, once', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await screen.findByRole('checkbox', { name: 'Gardening' });

    await user.click(next());
    const actions = screen.getByTestId('step-actions');
    expect(within(actions).getByRole('alert')).toHaveTextContent('Please select 1 or 2 starter packs');
    expect(within(actions).getByRole('button', { name: 'Next' })).toBe(next());
    // Not a second copy at the end of the long list, 1,700 px away on a phone.
    expect(screen.getAllByText('Please select 1 or 2 starter packs')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Gardening' })).toHaveAccessibleDescription(
      /Please select 1 or 2 starter packs/,
    );
  });

  it('shows what a pack contains, named from the category tree', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await screen.findByRole('checkbox', { name: 'Gardening' });
    const contents = screen.getByRole('list', { name: 'Gardening contents', hidden: true });
    expect(contents).not.toBeVisible();
    await user.click(summaryOf('Gardening'));
    expect(within(contents).getByText('Lawnmowers')).toBeVisible();
    expect(summaryOf('Gardening')).toHaveTextContent("What's inside Gardening (13 items)");
    expect(within(contents).getByText('Gardening books')).toBeInTheDocument();
  });

  it('says when the packs cannot be loaded and retries on demand', async () => {
    let attempts = 0;
    const { user } = startRegister({
      getStarterPacks: () => {
        attempts += 1;
        return attempts === 1
          ? refusal(500, 'INTERNAL_ERROR')
          : { body: { Success: true, ErrorCode: '', Packs: offeredPacks } };
      },
    });
    await toStep2(user);
    expect(
      await screen.findByText('Failed to load starter packs. Please refresh the page and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Gardening' })).toBeInTheDocument();
  });
});

describe('charity causes', () => {
  it('offers the 12 causes and needs 1 to 3 of them', async () => {
    const { user } = startRegister();
    await toStep2(user, true);
    await screen.findByRole('checkbox', { name: 'Children & Youth' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    for (const cause of charityCauses) expect(screen.getByRole('checkbox', { name: cause.Name })).toBeInTheDocument();

    await user.click(next());
    expect(screen.getByText(registrationMessages.causesRange)).toBeInTheDocument();
    expect(registrationMessages.causesRange).toBe('Please select 1 to 3 causes');

    for (const name of ['Food Banks', 'Homeless Shelters', 'Education']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.queryByText(registrationMessages.causesRange)).not.toBeInTheDocument();
    // A fourth is switched off, with the reason.
    expect(screen.getByRole('checkbox', { name: 'Community' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Community' })).toHaveAccessibleDescription(
      expect.stringContaining(registrationWords.choiceLimitReached(3, 'causes')),
    );
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
  });

  it('lists the item types of a cause', async () => {
    const { user } = startRegister();
    await toStep2(user, true);
    await screen.findByRole('checkbox', { name: 'Food Banks' });
    const foodBanks = charityCauses.find((cause) => cause.Name === 'Food Banks');
    await user.click(summaryOf('Food Banks'));
    const list = screen.getByRole('list', { name: 'Food Banks contents' });
    for (const itemType of foodBanks?.ItemTypes ?? []) expect(within(list).getByText(itemType)).toBeInTheDocument();
  });
});

describe('switching the account type', () => {
  it('swaps packs for causes and clears the choices made for the other type', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('radio', { name: 'Registered charity' }));
    expect(screen.getByRole('radio', { name: 'Registered charity' })).toBeChecked();
    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Food Banks' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Gardening' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Charity causes' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Food Banks' }));
    await user.click(next());
    // Step 3 now asks for the legal name, an address and the logo; the first name is gone.
    expect(screen.getByLabelText("Charity's legal name")).toHaveValue('');
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Last name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Official charity logo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await user.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Gardening' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Starter packs' })).toBeInTheDocument();
  });

  it('changes the username rules: a handle for a person, a charity number for a charity', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user);
    expect(screen.getByLabelText('Handle')).toBeInTheDocument();
    expect(screen.queryByLabelText('Charity number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Handle'), '12345678');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Back' }));
    await toCharityStep4(user, { name: 'Hope & Co (UK)', address: '1 High Street, Leeds LS1 1AA' });
    const number = screen.getByLabelText('Charity number');
    // The handle typed before is cleared, and only digits are kept.
    expect(number).toHaveValue('');
    await user.type(number, 'ab12-34c5');
    expect(number).toHaveValue('12345');
    expect(screen.getByText(registrationMessages.charityNumberLength)).toBeInTheDocument();
  });
});

describe('categories', () => {
  it('saves the tree for later on success', async () => {
    const { user } = startRegister();
    await toStep2(user);
    await waitFor(() => expect(localStorage.getItem(localKeys.cachedCategories)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(localKeys.cachedCategories) ?? '[]')).toHaveLength(categoryTree.length);
    expect(screen.queryByText(registrationMessages.categoriesOffline)).not.toBeInTheDocument();
    expect(screen.queryByText(registrationMessages.categoriesCached)).not.toBeInTheDocument();
  });

  it('falls back to the offline tree when the server does not answer', async () => {
    const { user } = startRegister({ getCategories: unreachable });
    expect(
      await screen.findByText(
        'Server temporarily unavailable. Using offline categories - you can still complete registration!',
      ),
    ).toBeInTheDocument();
    await toStep2(user);
    await screen.findByRole('checkbox', { name: 'Gardening' });
    await user.click(summaryOf('Gardening'));
    const contents = screen.getByRole('list', { name: 'Gardening contents' });
    // Home & Garden (10) is in the offline tree; Books & Reading (4) is not.
    expect(within(contents).getByText('Lawnmowers')).toBeInTheDocument();
    expect(within(contents).queryByText('Gardening books')).not.toBeInTheDocument();
    // Registration carries on.
    await user.click(screen.getByRole('checkbox', { name: 'Gardening' }));
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
  });

  it.each([502, 503, 504])('falls back to the offline tree on HTTP %i', async (status) => {
    startRegister({ getCategories: refusal(status, '') });
    expect(await screen.findByText(registrationMessages.categoriesOffline)).toBeInTheDocument();
  });

  it('uses the cached tree on other failures', async () => {
    const cachedTree = [
      {
        ID: 10,
        Name: 'Home & Garden',
        Group: 'home-living',
        Icon: 'house',
        Description: 'Cached',
        Subcategories: [{ ID: 1005, Name: 'Garden', Items: [{ ID: 100501, Name: 'Cached garden tools' }] }],
      },
    ];
    localStorage.setItem(localKeys.cachedCategories, JSON.stringify(cachedTree));
    const { user } = startRegister({ getCategories: refusal(500, 'INTERNAL_ERROR') });
    expect(await screen.findByText(registrationMessages.categoriesCached)).toHaveTextContent(
      'Could not load categories. Using cached categories - you can still complete registration!',
    );
    await toStep2(user);
    await screen.findByRole('checkbox', { name: 'Gardening' });
    await user.click(summaryOf('Gardening'));
    expect(
      within(screen.getByRole('list', { name: 'Gardening contents' })).getByText('Cached garden tools'),
    ).toBeInTheDocument();
  });
});

describe('countries', () => {
  it('offers only the United Kingdom', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(country).getAllByRole('option')).toHaveLength(1));
    expect(within(country).getByRole('option', { name: 'United Kingdom' })).toHaveValue('235');
    expect(country).toHaveValue('235');
  });

  it('says when the countries cannot be loaded', async () => {
    const { user } = startRegister({ getCountries: refusal(500, 'INTERNAL_ERROR') });
    await toStep3(user, ['Gardening']);
    expect(
      await screen.findByText('Failed to load countries. Please refresh the page and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      registrationMessages.countriesFailed,
    );
  });
});

describe('links', () => {
  it('links to /login and to / ("What is the product?")', async () => {
    const { user, router } = startRegister();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'What is the product?' })).toHaveAttribute('href', '/');
    await user.click(signIn);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('makes the sign-in link inert when web login is disabled', async () => {
    const { user, router } = startRegister({
      getConfig: { body: configAnswer({ WebLogin: 'disabled' }) },
    });
    const signIn = await screen.findByRole('link', {
      name: /^Sign in ?\(Login via web is currently disabled\. Please use the app to continue\.\)$/,
    });
    expect(signIn).toHaveAttribute('aria-disabled', 'true');
    expect(signIn).not.toHaveAttribute('href');
    await user.click(signIn);
    expect(router.state.location.pathname).toBe('/register');
    // Not focusable: tabbing through the whole page never lands on it.
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(signIn).not.toHaveFocus();
    }
  });

  it('opens the terms and the privacy policy of step 4 in a new tab, so the sign-up stays', async () => {
    const { user, router } = startRegister();
    await toPersonalStep4(user);
    const terms = screen.getByRole('link', { name: /^Terms of Service\s*\(opens in a new tab\)$/ });
    const privacy = screen.getByRole('link', { name: /^Privacy Policy\s*\(opens in a new tab\)$/ });
    expect(terms).toHaveAttribute('href', '/legal/terms-of-service');
    expect(privacy).toHaveAttribute('href', '/legal/privacy-policy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    await user.click(terms);
    expect(router.state.location.pathname).toBe('/register');
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
  });
});
