import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../../shared/api/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { FEATURE_DEMOS } from './feature-demos.ts';
import { LandingHeader } from './landing-header.tsx';
import {
  AboutSection,
  ContactSection,
  DevicesSection,
  PricingSection,
  PromoSection,
  TestimonialsSection,
} from './landing-sections.tsx';
import { usePageMeta } from './page-meta.ts';
import { ProductTour } from './product-tour.tsx';
import { SiteFooter } from './public-layout.tsx';
import { SITE } from './site-content.ts';

// The dialogs (and the Radix code under them) load only when a visitor opens one: the page stays light.
const ScheduleDemoDialog = lazy(() => import('./schedule-demo-dialog.tsx'));
const FeatureDemoDialog = lazy(() => import('./feature-demo-dialog.tsx'));

/** The signed-out home page. */
export default function LandingPage() {
  usePageMeta(
    `${SITE.brandName} | E-signatures for UK car dealerships`,
    'Send sales, finance and handover documents to customers for e-signature. Signed on any device, sealed, with a full audit trail. Plans from £49 a month.',
  );
  const [scheduling, setScheduling] = useState(false);
  const [featureIndex, setFeatureIndex] = useState<number | null>(null);
  const openSchedule = () => setScheduling(true);

  return (
    <div id="top" className="min-h-screen bg-white text-slate-900">
      <LandingHeader />
      <main>
        <section className="bg-gradient-to-br from-indigo-800 to-purple-900 text-white">
          <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:py-20">
            <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
              E-signatures for UK car dealerships
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-50">{SITE.tagline}</p>
            <div className="mt-8 grid gap-3 sm:flex sm:justify-center">
              <a href={PATHS.login} className={buttonClass('outline', 'border-white text-indigo-900')}>
                Get Started Today
              </a>
              <Link
                href="/complete-demo"
                className={buttonClass('ghost', 'text-white ring-1 ring-white/70 hover:bg-white/10')}
              >
                Complete Demo
              </Link>
              <button
                type="button"
                onClick={openSchedule}
                className={buttonClass('ghost', 'text-white ring-1 ring-white/70 hover:bg-white/10')}
              >
                Schedule Personal Demo
              </button>
            </div>
          </div>
        </section>

        <PromoSection />

        <section aria-labelledby="tour-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="tour-heading" className="text-2xl font-bold">
            See it in action
          </h2>
          <p className="mt-2 mb-6 text-slate-700">A quick look at the screens your team and customers use.</p>
          <ProductTour />
        </section>

        <section id="features" aria-labelledby="features-heading" className="scroll-mt-28 bg-slate-50">
          <div className="mx-auto max-w-5xl px-4 py-12">
            <h2 id="features-heading" className="text-2xl font-bold">
              Features
            </h2>
            <p className="mt-2 text-slate-700">Open any card for a step-by-step demo.</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURE_DEMOS.map((feature, i) => (
                <li key={feature.id}>
                  <button
                    type="button"
                    onClick={() => setFeatureIndex(i)}
                    className="h-full w-full rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-700"
                  >
                    <span className="block font-semibold text-slate-900">{feature.title}</span>
                    <span className="mt-1 block text-sm text-slate-700">{feature.summary}</span>
                    <span className="mt-3 block text-sm font-medium text-indigo-800">View demo →</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <DevicesSection />
        <TestimonialsSection />
        <PricingSection />
        <AboutSection />
        <ContactSection onSchedule={openSchedule} />
      </main>
      <SiteFooter />

      <Suspense fallback={null}>
        {scheduling && <ScheduleDemoDialog open={scheduling} onOpenChange={setScheduling} />}
        {featureIndex !== null && (
          <FeatureDemoDialog feature={FEATURE_DEMOS[featureIndex]!} onClose={() => setFeatureIndex(null)} />
        )}
      </Suspense>
    </div>
  );
}
