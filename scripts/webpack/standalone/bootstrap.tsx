// Standalone mode: a remote's routes in a router of their own, without the shell, so a team can
// work on its pages alone. `remote-routes` is aliased to the remote's src/routes.tsx by the config.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import remote from 'remote-routes';

const Standalone = () => useRoutes(remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </StrictMode>,
  );
}
