import {
  areaMessages,
  POSTCODE_MAX,
  registrationMessages,
  registrationWords,
  UK_COUNTRY_ID,
  UK_COUNTRY_NAME,
} from '@swapsies/contract';
import { TextField } from '@/components/ui/text-field.tsx';
import type { EncodedPhoto } from '@/lib/encode-photo.ts';
import type { CountryOption } from '../hooks/use-registration-data.ts';
import { bindTextField, type TextFieldBinding } from '../lib/bind-text-field.ts';
import { PhotoField } from './photo-field.tsx';
import styles from './registration.module.css';

type ProfileField = 'firstName' | 'lastName' | 'address' | 'postcode';

export interface ProfileStepProps extends TextFieldBinding<ProfileField> {
  charity: boolean;
  countries: CountryOption[] | undefined;
  countriesFailed: boolean;
  onCountry: (id: number) => void;
  onPhoto: (photo: EncodedPhoto | null) => void;
  onPhotoProblem: (message: string | null) => void;
}

const personalNameFields = [
  { name: 'firstName', label: registrationWords.firstNameLabel, autoComplete: 'given-name' },
  { name: 'lastName', label: registrationWords.lastNameLabel, autoComplete: 'family-name' },
] as const;

interface CountryFieldProps extends Pick<ProfileStepProps, 'form' | 'countries' | 'countriesFailed' | 'onCountry'> {
  error: string | null;
}

/** The country, of which the United Kingdom is the only one offered (UK_COUNTRY_ID); it stays offered while the list loads. */
function CountryField({ form, countries, countriesFailed, error, onCountry }: CountryFieldProps) {
  const options = countries && countries.length > 0 ? countries : [{ ID: UK_COUNTRY_ID, Name: UK_COUNTRY_NAME }];
  const describedBy =
    [countriesFailed ? 'country-load-error' : null, error ? 'country-error' : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="country">
        {registrationWords.countryLabel}
      </label>
      <select
        id="country"
        name="country"
        className={styles.input}
        value={form.country}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="country"
        onChange={(event) => onCountry(Number(event.target.value))}
      >
        {options.map((country) => (
          <option key={country.ID} value={country.ID}>
            {country.Name}
          </option>
        ))}
      </select>
      {countriesFailed ? (
        <p id="country-load-error" className={styles.error} role="alert">
          {registrationMessages.countriesFailed}
        </p>
      ) : null}
      {error ? (
        <p id="country-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step 3: names and the optional postcode (or legal name and address), country and the photo or logo. */
export function ProfileStep(props: ProfileStepProps) {
  const { form, charity, errorFor, countries, countriesFailed, onCountry, onPhoto, onPhotoProblem } = props;
  const field = (name: ProfileField) => bindTextField(name, props);

  return (
    <div className={styles.fields}>
      {charity ? (
        <>
          <TextField
            {...field('firstName')}
            label={registrationWords.legalNameLabel}
            hint="Exactly as it appears on the charity register."
            autoComplete="organization"
            maxLength={50}
          />
          <TextField
            {...field('address')}
            label={registrationWords.addressLabel}
            hint="The charity's registered address, including the postcode."
            autoComplete="street-address"
            multiline
            maxLength={300}
          />
        </>
      ) : (
        <>
          <div className={styles.row}>
            {personalNameFields.map(({ name, label, autoComplete }) => (
              <TextField key={name} {...field(name)} label={label} autoComplete={autoComplete} maxLength={50} />
            ))}
          </div>
          <TextField
            {...field('postcode')}
            label={areaMessages.postcodeLabel}
            hint={areaMessages.postcodeHint}
            optional
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX}
          />
        </>
      )}
      <CountryField
        form={form}
        countries={countries}
        countriesFailed={countriesFailed}
        error={errorFor('country')}
        onCountry={onCountry}
      />

      <PhotoField
        charity={charity}
        photo={form.photo}
        onChange={onPhoto}
        onProblem={onPhotoProblem}
        error={errorFor('photo')}
      />
    </div>
  );
}
