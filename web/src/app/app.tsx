import { useState } from 'react';
import { RouterProvider } from 'react-router';

import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { StartupGate } from './shell/startup-gate';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProviders>
  );
}
