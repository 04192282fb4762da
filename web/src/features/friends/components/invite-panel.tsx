/**
 * The invite section of the friends page: a QR code of the personal invite link,
 * drawn in the browser (no outside QR service sees the link), with Share QR Code, Copy Link, the
 * link itself and a few tips.
 */
import { FRIENDS_TOAST_MS, friendMessages, friendWords } from '@swapsies/contract';
import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { inviteLinkOrNull } from '../lib/invite-link.ts';
import styles from './invite-panel.module.css';

/** The specified QR code: 200 px with error-correction level M. */
const QR_SIZE = 200;
const QR_LEVEL = 'M';
/** A quiet zone of two modules keeps the shared PNG scannable on any background. */
const QR_MARGIN = 2;
const QR_FILE_NAME = 'swapsies-invite-qr.png';
/** One toast id, so repeated clicks replace the toast instead of stacking copies. */
const TOAST_ID = 'invite-link';

/** `signature`: the dashboard's InviteSignature, which makes the link befriend at once. */
export function InvitePanel({ username, signature }: { username: string; signature: string }) {
  const headingId = useId();
  const link = inviteLinkOrNull(username, signature);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {friendWords.inviteHeading}
      </h2>
      {link ? (
        <InviteTools link={link} />
      ) : (
        <Alert tone="warning" live={false}>
          {friendMessages.inviteNoUsername}
        </Alert>
      )}
      <details className={styles.tips}>
        <summary className={styles.summary}>{friendWords.tipsSummary}</summary>
        <ul className={styles.tipList}>
          <li>{friendWords.tipInterests}</li>
          <li>{friendWords.tipMeetUp}</li>
        </ul>
      </details>
    </section>
  );
}

function InviteTools({ link }: { link: string }) {
  const toast = useToast();
  const fieldId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const pngRef = useRef<Promise<Blob | null>>(Promise.resolve(null));
  const [sharing, setSharing] = useState(false);

  // The PNG is made ahead of the click: browsers (Safari especially) refuse navigator.share once
  // the click's user activation has been spent waiting for the canvas to encode.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the canvas is redrawn whenever the link changes
  useEffect(() => {
    pngRef.current = canvasRef.current ? canvasPng(canvasRef.current) : Promise.resolve(null);
  }, [link]);

  const failed = () => toast.error(friendMessages.inviteLinkFailed, { id: TOAST_ID, duration: FRIENDS_TOAST_MS });

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(friendMessages.inviteLinkCopied, { id: TOAST_ID, duration: FRIENDS_TOAST_MS });
    } catch {
      // Selecting the link lets the person copy it by hand.
      fieldRef.current?.focus();
      fieldRef.current?.select();
      failed();
    }
  }

  async function shareQr() {
    setSharing(true);
    try {
      const png = await pngRef.current;
      if (await shareNatively(link, png)) return;
      if (png) saveFile(png, QR_FILE_NAME);
      else failed();
    } finally {
      setSharing(false);
    }
  }

  return (
    <>
      <div className={styles.qr}>
        <QRCodeCanvas
          ref={canvasRef}
          value={link}
          size={QR_SIZE}
          level={QR_LEVEL}
          marginSize={QR_MARGIN}
          aria-label={friendWords.qrCode}
        />
      </div>
      <div className={styles.actions}>
        <Button onClick={shareQr} disabled={sharing} aria-busy={sharing || undefined}>
          {friendWords.shareQr}
        </Button>
        <Button variant="secondary" onClick={copyLink}>
          {friendWords.copyLink}
        </Button>
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId} className={styles.label}>
          {friendWords.inviteLink}
        </label>
        <input
          id={fieldId}
          ref={fieldRef}
          className={styles.input}
          type="text"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </>
  );
}

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/**
 * Shares the QR image with the link where the device can share files, else the link alone.
 * Answers whether the share is over (done, or closed by the person); false sends the caller to the
 * download fallback.
 */
async function shareNatively(link: string, png: Blob | null): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  const file = png ? new File([png], QR_FILE_NAME, { type: 'image/png' }) : null;
  const data: ShareData =
    file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })
      ? { files: [file], text: link }
      : { text: link };
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}
