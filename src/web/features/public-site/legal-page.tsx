import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout.tsx';

export type LegalSection = { heading: string; body: ReactNode };

/** A static legal page: last updated January 2025, a back link to /, one section per heading. */
export function LegalPage(props: { title: string; description: string; sections: LegalSection[] }) {
  return (
    <PublicLayout
      title={props.title}
      description={props.description}
      heading={props.title}
      intro={<p className="text-sm">Last updated January 2025</p>}
    >
      <div className="grid max-w-3xl gap-6 text-slate-800">
        {props.sections.map((s, i) => (
          <section key={s.heading} aria-labelledby={`legal-${i}`}>
            <h2 id={`legal-${i}`} className="text-lg font-semibold text-slate-900">
              {i + 1}. {s.heading}
            </h2>
            <div className="mt-2 grid gap-2 leading-relaxed [&_ul]:list-disc [&_ul]:pl-5">{s.body}</div>
          </section>
        ))}
      </div>
    </PublicLayout>
  );
}
