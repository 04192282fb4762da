import {
  ANY_RADIUS,
  areaMessages,
  checkPostcode,
  POSTCODE_MAX,
  profileMessages,
  radiusLabel,
  SEARCH_RADII,
  type SearchRadius,
  type UpdateUserBody,
  type User,
} from '@swapsies/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { AREA_ANCHOR } from '@/lib/paths.ts';
import { fieldFailure } from '../lib/field-failure.ts';
import styles from './settings.module.css';

/** The radius choices in the order offered: nearest first, then anywhere. */
const RADIUS_CHOICES: readonly SearchRadius[] = [...SEARCH_RADII, ANY_RADIUS];

export interface AreaSectionProps {
  user: User;
  isCharity: boolean;
  /** Sends the postcode; a refusal is thrown for the field to word. */
  saveFields: (body: Pick<UpdateUserBody, 'Postcode'>, notice: string) => Promise<void>;
  onRadius: (radius: SearchRadius) => void;
}

/** The postcode field: a new postcode saved, or the area removed; the server's refusal under the field. */
function PostcodeForm({ hasArea, saveFields }: { hasArea: boolean; saveFields: AreaSectionProps['saveFields'] }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const offline = useOfflineAction();
  const { hash } = useLocation();

  // "Set your area" on the feed leads here: the member came to type their postcode.
  useEffect(() => {
    if (hash === `#${AREA_ANCHOR}`) inputRef.current?.focus();
  }, [hash]);

  const send = async (Postcode: string) => {
    setSaving(true);
    try {
      await saveFields({ Postcode }, Postcode ? areaMessages.areaSaved : areaMessages.areaRemoved);
      setDraft('');
      setError(null);
    } catch (refusal) {
      setError(fieldFailure('Postcode', refusal, profileMessages.updateFailed));
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // An empty field is no postcode to save: removing the area is the button's.
    const problem = draft.trim() === '' ? areaMessages.postcodeInvalid : checkPostcode(draft);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    void send(draft.trim());
  };

  const busy = saving || offline.offline;
  return (
    <form className={styles.areaForm} onSubmit={onSubmit} noValidate>
      <TextField
        ref={inputRef}
        id="settings-postcode"
        label={areaMessages.postcodeLabel}
        hint={areaMessages.postcodeHint}
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX}
        value={draft}
        error={error}
        readOnly={saving}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
      />
      <div className={styles.editButtons}>
        <Button type="submit" size="small" disabled={busy} aria-describedby={offline.describedBy()}>
          {saving ? profileMessages.saving : areaMessages.savePostcode}
        </Button>
        {hasArea ? (
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            aria-describedby={offline.describedBy()}
            onClick={() => void send('')}
          >
            {areaMessages.removeArea}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** "How far to look": the radius the Everyone feed (and Friends+ nearby) keeps to; saved on change. */
function RadiusChoice({ radius, onRadius }: { radius: SearchRadius; onRadius: (radius: SearchRadius) => void }) {
  const id = useId();
  const offline = useOfflineAction();
  return (
    <div className={styles.radius}>
      <label htmlFor={id} className={styles.switchLabel}>
        {areaMessages.radiusTitle}
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        {areaMessages.radiusHint}
      </p>
      <select
        id={id}
        className={styles.input}
        value={radius}
        disabled={offline.offline}
        aria-describedby={offline.describedBy(`${id}-hint`)}
        onChange={(event) => {
          const chosen = RADIUS_CHOICES.find((choice) => choice === Number(event.target.value));
          if (chosen !== undefined) onRadius(chosen);
        }}
      >
        {RADIUS_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {radiusLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Your area" (issue 28): the district and its town, set or changed by a postcode and removed, and
 * how far to look. A charity's area comes from its address, so it is only shown.
 */
export function AreaSection({ user, isCharity, saveFields, onRadius }: AreaSectionProps) {
  const area = user.Area;
  return (
    <section id={AREA_ANCHOR} className={styles.card} aria-labelledby="settings-area">
      <h2 id="settings-area" className={styles.cardTitle}>
        {areaMessages.areaTitle}
      </h2>
      <p className={area ? styles.areaValue : styles.muted}>
        {area ? areaMessages.areaOf(area.District, area.Town) : areaMessages.areaNone}
      </p>
      {isCharity ? (
        <p className={styles.muted}>{areaMessages.charityPostcode}</p>
      ) : (
        <PostcodeForm hasArea={area !== null} saveFields={saveFields} />
      )}
      <RadiusChoice radius={user.SearchRadius} onRadius={onRadius} />
    </section>
  );
}
