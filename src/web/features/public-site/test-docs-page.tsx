import { useState } from 'react';
import { PATHS } from '../../../shared/api/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PublicLayout } from './public-layout.tsx';

// The sample PDFs (public/sample-docs, made by scripts/make-sample-docs.ts).
const SAMPLES = [
  { label: 'Vehicle purchase', file: 'vehicle-purchase-agreement.pdf' },
  { label: 'Finance application', file: 'finance-application.pdf' },
  { label: 'Trade-in', file: 'trade-in-agreement.pdf' },
  { label: 'Warranty', file: 'warranty-agreement.pdf' },
];
/** Object links are released after 10 seconds. */
const RELEASE_AFTER_MS = 10_000;

async function preview(file: string) {
  // The tab opens now, inside the click, so no popup blocker stops it; the PDF arrives a moment later.
  const tab = window.open('', '_blank');
  if (!tab) {
    toast({
      title: 'Popup Blocked',
      description: 'Allow pop-ups for this site to preview documents.',
      variant: 'destructive',
    });
    return;
  }
  try {
    const res = await fetch(`/sample-docs/${file}`);
    if (!res.ok) {
      tab.close();
      toast({
        title: 'Preview Test Failed',
        description: `The server answered ${res.status}.`,
        variant: 'destructive',
      });
      return;
    }
    const blob = await res.blob();
    if (blob.size === 0) {
      tab.close();
      toast({ title: 'Empty Document', description: 'The document has no content.', variant: 'destructive' });
      return;
    }
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
  } catch (error) {
    tab.close();
    toast({
      title: 'Preview Error',
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
  }
}

/** A check of the sign-in flow and the sample documents, for signed-in users. */
export default function TestDocsPage() {
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <PublicLayout
      title="Test Documents"
      description="Check the sign-in flow and preview the sample documents."
      heading="Test Documents"
      backHref="/dashboard"
      backLabel="Back to dashboard"
      intro={<p>The sample documents hold fictional data only.</p>}
    >
      <section aria-labelledby="flow-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="flow-heading" className="text-lg font-semibold">
          Sign-in flow
        </h2>
        <ul className="mt-3 grid gap-2 text-indigo-800">
          <li>
            <a href="/dashboard" className="hover:underline">
              Dashboard (/dashboard)
            </a>
          </li>
          <li>
            <a href={PATHS.login} className="hover:underline">
              Sign-in page (/api/login)
            </a>
          </li>
          <li>
            <a href={PATHS.logout} className="hover:underline">
              Sign out (/api/logout)
            </a>
          </li>
        </ul>
      </section>
      <section
        aria-labelledby="samples-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="samples-heading" className="text-lg font-semibold">
          Sample documents
        </h2>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {SAMPLES.map((s) => (
            <Button
              key={s.file}
              variant="outline"
              disabled={busy === s.file}
              onClick={async () => {
                setBusy(s.file);
                await preview(s.file);
                setBusy(null);
              }}
            >
              Preview {s.label}
            </Button>
          ))}
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Or download them directly:{' '}
          {SAMPLES.map((s, i) => (
            <span key={s.file}>
              {i > 0 && ', '}
              <a href={`/sample-docs/${s.file}`} className="text-indigo-800 underline">
                {s.label}
              </a>
            </span>
          ))}
          .
        </p>
      </section>
    </PublicLayout>
  );
}
