import { SPLASH_DEFAULT_MS, SPLASH_FADE_MS } from '@swapsies/contract';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { Logo } from './logo.tsx';
import styles from './splash-screen.module.css';

export interface SplashScreenProps {
  /** Total time on screen (default 2500 ms). */
  durationMs?: number;
  /** The fade happens during the last part of the duration (1000 ms). */
  fadeMs?: number;
  /** Called once the duration is over. */
  onComplete?: () => void;
}

/** A white full-screen overlay with the logo fading in, then out, then a completion signal. */
export function SplashScreen({
  durationMs = SPLASH_DEFAULT_MS,
  fadeMs = SPLASH_FADE_MS,
  onComplete,
}: SplashScreenProps) {
  const [fading, setFading] = useState(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  useEffect(() => {
    const fadeTimer = setTimeout(() => setFading(true), Math.max(0, durationMs - fadeMs));
    const doneTimer = setTimeout(() => onCompleteRef.current?.(), durationMs);
    return () => {
      clearTimeout(fadeTimer);
      clearTimeout(doneTimer);
    };
  }, [durationMs, fadeMs]);

  const style: CSSProperties = { '--splash-fade': `${Math.min(fadeMs, durationMs)}ms` };
  return (
    <div
      className={styles.splash}
      data-testid="splash"
      data-state={fading ? 'fading' : 'showing'}
      style={style}
      aria-hidden="true"
    >
      <Logo className={styles.logo} />
    </div>
  );
}
