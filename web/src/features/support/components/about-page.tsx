import { supportMessages } from '@swapsies/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import layout from '@/components/ui/layout.module.css';
import { paths } from '@/lib/paths.ts';
import { useGoBack } from '../hooks/use-go-back.ts';
import styles from './support.module.css';

/** /about: the product in a few lines; Close goes back, or to Seek when the visit began here. */
export function AboutPage() {
  const close = useGoBack(paths.seek);
  const titleId = useId();
  return (
    <div className={styles.page}>
      <article className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={layout.title}>
          {supportMessages.aboutTitle}
        </h1>
        <p className={styles.text}>{supportMessages.aboutLead}</p>
        <p className={styles.text}>{supportMessages.aboutBody}</p>
        <p className={styles.text}>{supportMessages.aboutCharities}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {supportMessages.close}
          </Button>
        </div>
      </article>
    </div>
  );
}
