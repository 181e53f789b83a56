import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyPreviewParam, PREVIEW_PARAM } from './federation/preview-override';
import { preloadPage } from './federation/page-preload';
import { loadRemoteModule } from './federation/remote-loader';
import { ownerOf } from './routing/route-table';

// A release manager's `?remotes-preview=` is taken into this browser's storage before any remote
// loads, then dropped from the address so it is not shared by copying the link.
const address = new URL(window.location.href);
if (applyPreviewParam(address, window.localStorage)) {
  address.searchParams.delete(PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', address);
}

// The landing route's remote and the code of its page start loading now, alongside the shell's first
// render; its area picks up the same load (and reports a failure) when it mounts.
const landingPath = window.location.pathname;
const landingRemote = ownerOf(landingPath);
if (landingRemote)
  loadRemoteModule(landingRemote)
    .then((loaded) => preloadPage(loaded.remote, landingPath))
    .catch(() => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
