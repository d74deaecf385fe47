import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first page in short slices instead of one long task, so
// the browser stays responsive while a slow phone works through it.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
