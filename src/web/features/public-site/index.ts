// The public site's front door: what the app shell may use of it.
export { publicSiteRoutes } from './public-routes.tsx';
