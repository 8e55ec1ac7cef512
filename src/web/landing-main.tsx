// The entry of landing.html, which the server sends a signed-out visitor at `/`, drawn already by
// landing-ssr.tsx: the browser takes the drawn page over. The dealer app is main.tsx's.
import { hydrateRoot } from 'react-dom/client';
import { pageLive } from './lib/page-live.ts';
import { LandingApp } from './public-page.tsx';
import './styles.css';

hydrateRoot(document.getElementById('root')!, <LandingApp />);
pageLive();
