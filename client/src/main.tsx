import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadFirstRoute } from './route-preload';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadFirstRoute(window.location.pathname);

// A transition lets React render the first page in small slices, so the phone stays responsive to input while it does.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
