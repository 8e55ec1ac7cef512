// The landing page drawn on the server (built by `vite build` into dist/ssr, loaded by
// src/server/plugins/client.ts): its content is the same for every visitor, so it is drawn once per build.
import { renderToString } from 'react-dom/server';
import { LandingApp } from './public-page.tsx';

export const renderLandingPage = (): string => renderToString(<LandingApp />);
