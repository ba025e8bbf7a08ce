// Runs from the lazy chunk behind main.js (see index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { registerShellTranslations } from './i18n/register-shell-translations.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The texts of the chosen language first, so the first paint is already in that language.
void registerShellTranslations().finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
