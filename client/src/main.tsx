import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadFirstRoute } from './route-preload';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadFirstRoute(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
