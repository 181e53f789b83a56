import type { RemoteName } from '@storefront/shared-kernel';
import styles from './remote-area.module.css';

/**
 * A remote's area as the server's first paint draws it (host/src/server/first-paint.tsx): the markup
 * RemoteArea gives a ready remote, around the page the remote drew. Its status says "first-paint"
 * until the browser's render, with the live remote, takes its place.
 */
export function FirstPaintArea({ name, html }: { name: RemoteName; html: string }) {
  return (
    <div
      className={styles.area}
      data-boundary={name}
      data-remote-status="first-paint"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
