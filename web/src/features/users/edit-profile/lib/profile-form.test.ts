import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/api.tsx';
import { passwordChange, profileChanges, profileFieldOf, profileFormValues, validateProfile } from './profile-form.ts';

const person = makeUser();
const charity = makeUser({
  Type: 2,
  Username: '1187654',
  FirstName: 'Hope Trust',
  LastName: '',
  Address: '1 Mill Lane',
});

describe('profile form', () => {
  it('sends nothing when nothing changed, and a photo alone when only the photo did', () => {
    expect(profileChanges(person, profileFormValues(person))).toBeNull();
    expect(profileChanges(charity, profileFormValues(charity))).toBeNull();
    const photo = { encoded: 'QUJD', preview: 'data:image/png;base64,QUJD', name: 'me.png' };
    expect(profileChanges(person, { ...profileFormValues(person), photo })).toEqual({ EncodedProfilePhoto: 'QUJD' });
  });

  it("keeps a charity's legal name whole (spaces folded), with an empty last name", () => {
    const values = { ...profileFormValues(charity), name: ' Hope  Shelter Trust ' };
    expect(profileChanges(charity, values)).toEqual({
      FirstName: 'Hope Shelter Trust',
      LastName: '',
      Address: '1 Mill Lane',
    });
  });

  it('asks for nothing about passwords while no new one is typed', () => {
    expect(validateProfile(person, { ...profileFormValues(person), currentPassword: 'typed' })).toEqual({});
    expect(passwordChange(profileFormValues(person))).toBeNull();
  });

  it("places the server's fields on the form's", () => {
    expect(profileFieldOf('FirstName')).toBe('name');
    expect(profileFieldOf('OldPassword')).toBe('currentPassword');
    expect(profileFieldOf('ConfirmPassword')).toBe('newPassword');
    expect(profileFieldOf('Username')).toBeNull();
  });
});
