import { AccountType, registrationMessages } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import {
  buildRegisterBody,
  checkFields,
  initialForm,
  type RegistrationForm,
  selectedCategories,
  stepErrors,
  switchAccountType,
} from './registration-form.ts';

const person: RegistrationForm = {
  ...initialForm,
  selection: [1],
  firstName: ' Jane ',
  lastName: 'Doe',
  username: 'jane_doe99',
  email: ' Jane@Example.COM ',
  password: 'Swapsies2024',
  confirmPassword: 'Swapsies2024',
};

const charity: RegistrationForm = {
  ...initialForm,
  type: AccountType.Charity,
  selection: [11],
  firstName: 'Leeds Food Bank',
  address: '1 Kirkgate, Leeds',
  photo: { encoded: 'QUJD', preview: 'data:image/png;base64,QUJD', name: 'logo.png' },
  username: '1145678',
  email: 'hello@leedsfoodbank.org.uk',
  password: 'FoodBank2024',
  confirmPassword: 'FoodBank2024',
};

describe('selectedCategories', () => {
  it('is the union of the chosen options, in the order chosen, without repeats', () => {
    const options = [
      { ID: 1, Categories: ['1-1-1', '1-1-2'] },
      { ID: 2, Categories: ['1-1-2', '2-2-2'] },
    ];
    expect(selectedCategories([2, 1], options)).toEqual(['1-1-2', '2-2-2', '1-1-1']);
    expect(selectedCategories([], options)).toEqual([]);
    expect(selectedCategories([3], options)).toEqual([]);
  });

  it('is capped at 40', () => {
    const many = (prefix: number) => Array.from({ length: 30 }, (_, i) => `${prefix}-1-${i}`);
    const union = selectedCategories(
      [1, 2],
      [
        { ID: 1, Categories: many(1) },
        { ID: 2, Categories: many(2) },
      ],
    );
    expect(union).toHaveLength(40);
    expect(union[39]).toBe('2-1-9');
  });
});

describe('stepErrors', () => {
  it('passes every step of a complete personal form', () => {
    for (const step of [1, 2, 3, 4] as const) expect(stepErrors(person, ['1-1-1'], step)).toEqual({});
  });

  it('passes every step of a complete charity form', () => {
    for (const step of [1, 2, 3, 4] as const) expect(stepErrors(charity, ['1-1-1'], step)).toEqual({});
  });

  it('wants 1 or 2 packs, or 1 to 3 causes', () => {
    expect(stepErrors({ ...person, selection: [] }, [], 2)).toEqual({
      selection: 'Please select 1 or 2 starter packs',
    });
    expect(stepErrors({ ...person, selection: [1, 2, 3] }, ['1-1-1'], 2)).toEqual({
      selection: 'Please select 1 or 2 starter packs',
    });
    expect(stepErrors({ ...person, selection: [1, 2] }, ['1-1-1'], 2)).toEqual({});
    expect(stepErrors({ ...charity, selection: [1, 2, 3] }, ['1-1-1'], 2)).toEqual({});
    expect(stepErrors({ ...charity, selection: [1, 2, 3, 4] }, ['1-1-1'], 2)).toEqual({
      selection: 'Please select 1 to 3 causes',
    });
  });

  it('wants at least one category behind the chosen packs', () => {
    expect(stepErrors(person, [], 2)).toEqual({ selection: registrationMessages.categoriesRequired });
  });

  it('asks a person for both names and a charity for its legal name, address and logo', () => {
    expect(stepErrors({ ...person, firstName: '', lastName: '' }, ['1-1-1'], 3)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
    expect(stepErrors({ ...charity, firstName: '', address: '', photo: null }, ['1-1-1'], 3)).toEqual({
      firstName: "Please enter the charity's legal name",
      address: 'Please enter a complete address',
      photo: 'Official charity logo is required',
    });
  });

  it('lets the address pass the step at 5 characters, while the live rule wants 10', () => {
    const short = { ...charity, address: '1 Hig' };
    expect(stepErrors(short, ['1-1-1'], 3)).toEqual({});
    expect(checkFields(short, ['1-1-1'], 'live').address).toBe('Please enter a complete address');
    expect(stepErrors({ ...charity, address: '1 Hi' }, ['1-1-1'], 3)).toEqual({
      address: 'Please enter a complete address',
    });
    expect(checkFields({ ...charity, address: '1 High St.' }, ['1-1-1'], 'live').address).toBeNull();
  });

  it('checks the username by the account type', () => {
    expect(stepErrors({ ...person, username: '1145678' }, ['1-1-1'], 4)).toEqual({
      username: 'Handle should be at least 8 characters',
    });
    expect(stepErrors({ ...charity, username: 'jane_doe99' }, ['1-1-1'], 4)).toEqual({
      username: 'Charity number must contain only numbers',
    });
  });
});

describe('switchAccountType', () => {
  it('clears what belongs to the other type and keeps the email and password', () => {
    const switched = switchAccountType(person, AccountType.Charity);
    expect(switched).toEqual({
      ...initialForm,
      type: AccountType.Charity,
      email: person.email,
      password: person.password,
      confirmPassword: person.confirmPassword,
    });
    expect(switchAccountType(person, AccountType.Personal)).toBe(person);
  });
});

describe('buildRegisterBody', () => {
  const now = new Date('2025-03-01T10:20:30.000Z');

  it('builds a personal payload', () => {
    expect(buildRegisterBody(person, ['1-1-1'], now)).toEqual({
      Type: 1,
      FirstName: 'Jane',
      LastName: 'Doe',
      Username: 'jane_doe99',
      Email: 'jane@example.com',
      Password: 'Swapsies2024',
      ConfirmPassword: 'Swapsies2024',
      Categories: ['1-1-1'],
      Country: 235,
      TermsAccepted: true,
      TermsAcceptedDate: '2025-03-01T10:20:30.000Z',
    });
  });

  it('builds a charity payload: legal name as FirstName, empty LastName, the address and the logo', () => {
    expect(buildRegisterBody({ ...charity, lastName: 'left over' }, ['1-1-1', '2-2-2'], now)).toEqual({
      Type: 2,
      FirstName: 'Leeds Food Bank',
      LastName: '',
      Username: '1145678',
      Email: 'hello@leedsfoodbank.org.uk',
      Password: 'FoodBank2024',
      ConfirmPassword: 'FoodBank2024',
      Categories: ['1-1-1', '2-2-2'],
      Country: 235,
      Address: '1 Kirkgate, Leeds',
      EncodedProfilePhoto: 'QUJD',
      TermsAccepted: true,
      TermsAcceptedDate: '2025-03-01T10:20:30.000Z',
    });
  });
});
