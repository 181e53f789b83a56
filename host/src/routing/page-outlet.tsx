import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { NotFoundPage } from './not-found-page';
import { ownerOf } from './route-table';

/** The main area: the remote that owns the current path, or the not-found page. */
export function PageOutlet() {
  const owner = ownerOf(useLocation().pathname);
  // Keyed by remote so moving to another remote starts a fresh boundary.
  return owner ? <RemoteArea key={owner} name={owner} /> : <NotFoundPage />;
}
