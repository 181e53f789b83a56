import { useState } from 'react';
import { PREVIEW_OVERRIDE_KEY, readPreview } from '../federation/preview-override';
import styles from './preview-banner.module.css';

/** Tells a release manager that this browser runs preview versions, with the way back. */
export function PreviewBanner() {
  // Through globalThis: the server's first paint draws this too, where a request's storage holds no preview.
  const [preview] = useState(() => readPreview(globalThis.localStorage));
  const entries = Object.entries(preview).filter(([, entry]) => typeof entry?.version === 'string');
  if (entries.length === 0) return null;
  const stop = () => {
    window.localStorage.removeItem(PREVIEW_OVERRIDE_KEY);
    window.location.reload();
  };
  return (
    <div className={styles.banner} role="status" data-testid="preview-banner">
      Preview in this browser only: {entries.map(([name, entry]) => `${name} ${entry?.version}`).join(', ')}.{' '}
      <button type="button" className={styles.stop} onClick={stop}>
        Stop preview
      </button>
    </div>
  );
}
