import { Camera, Laptop, Mail, MapPin, MessageCircle, Phone, Smartphone, Tablet, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { PATHS } from '../../../shared/api/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatPrice, phoneHref, SITE, whatsappHref } from './site-content.ts';

const { contact, claims } = SITE;

function Section(props: {
  id?: string;
  heading: string;
  intro?: string;
  tint?: boolean;
  children: ReactNode;
}) {
  const headingId = `${props.id ?? props.heading.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className={`scroll-mt-28 ${props.tint ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id={headingId} className="text-2xl font-bold">
          {props.heading}
        </h2>
        {props.intro && <p className="mt-2 text-slate-700">{props.intro}</p>}
        <div className="mt-6">{props.children}</div>
      </div>
    </section>
  );
}

export function PromoSection() {
  const promos = [
    {
      icon: Camera,
      title: 'Mobile camera capture',
      body: `Photograph driving licences and proof of address on the forecourt. JPEG images up to ${claims.maxJpegMegabytes}MB, stored password protected.`,
    },
    {
      icon: Video,
      title: 'Video handover',
      body: `Record a handover video of up to ${claims.handoverVideoMinutes} minutes and keep it with the customer's signed paperwork.`,
    },
  ];
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:grid-cols-2">
      {promos.map(({ icon: Icon, title, body }) => (
        <div key={title} className="flex gap-4 rounded-xl border border-indigo-100 bg-indigo-50 p-5">
          <Icon className="h-8 w-8 shrink-0 text-indigo-800" aria-hidden="true" />
          <div>
            <h2 className="font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-700">{body}</p>
          </div>
        </div>
      ))}
    </div>
  );
}

export function DevicesSection() {
  const devices = [
    { icon: Smartphone, name: 'Phone', body: 'Customers sign on the phone in their pocket.' },
    { icon: Tablet, name: 'Tablet', body: 'Hand a tablet across the desk in the showroom.' },
    { icon: Laptop, name: 'Computer', body: 'Your team works from any browser, no installation.' },
  ];
  return (
    <Section heading="Works on every device" intro="Nothing to install, for you or your customers.">
      <ul className="grid gap-4 sm:grid-cols-3">
        {devices.map(({ icon: Icon, name, body }) => (
          <li key={name} className="rounded-xl border border-slate-200 p-5 text-center">
            <Icon className="mx-auto h-10 w-10 text-indigo-800" aria-hidden="true" />
            <h3 className="mt-2 font-semibold">{name}</h3>
            <p className="mt-1 text-sm text-slate-700">{body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Shown only when the operator has entered real testimonials in the site-content file. */
export function TestimonialsSection() {
  if (SITE.testimonials.length === 0) return null;
  return (
    <Section heading="What dealers say" tint>
      <ul className="grid gap-4 sm:grid-cols-3">
        {SITE.testimonials.map((t) => (
          <li key={t.name} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="flex gap-0.5 text-amber-600" role="img" aria-label={`Rated ${t.rating} out of 5`}>
              <span aria-hidden="true">{'★'.repeat(t.rating)}</span>
            </p>
            <blockquote className="mt-2 text-slate-800">“{t.quote}”</blockquote>
            <p className="mt-3 text-sm font-medium">{t.name}</p>
            <p className="text-sm text-slate-700">
              {t.role}, {t.dealership}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PricingSection() {
  return (
    <Section
      id="pricing"
      heading="Pricing"
      intro="Billed monthly in GBP. Cancel at the end of any billing period."
      tint
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {SITE.plans.map((plan) => (
          <li
            key={plan.name}
            className={`flex flex-col rounded-xl border bg-white p-6 ${
              plan.mostPopular ? 'border-indigo-700 ring-2 ring-indigo-700' : 'border-slate-200'
            }`}
          >
            {plan.mostPopular && (
              <p className="mb-2 self-start rounded-full bg-indigo-700 px-3 py-0.5 text-xs font-semibold text-white">
                Most popular
              </p>
            )}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-2">
              <span className="text-3xl font-bold">{formatPrice(plan.pricePerMonth)}</span>
              <span className="text-slate-700"> per month</span>
            </p>
            <ul className="mt-4 grid flex-1 content-start gap-2 text-sm text-slate-800">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden="true" className="text-emerald-700">
                    ✓
                  </span>
                  {f}
                </li>
              ))}
            </ul>
            <a href={`${PATHS.login}?mode=register`} className={buttonClass('outline', 'mt-6')}>
              Choose {plan.name}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutSection() {
  return (
    <Section id="about" heading={`About ${SITE.brandName}`}>
      <div className="grid gap-3 text-slate-800">
        {SITE.about.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
          <li className="rounded-lg bg-slate-50 p-3">
            Documents and signatures kept for <strong>{claims.retentionYears} years</strong>
          </li>
          <li className="rounded-lg bg-slate-50 p-3">A full audit trail of every step</li>
          <li className="rounded-lg bg-slate-50 p-3">
            We aim for <strong>{claims.uptimeAim}</strong> uptime
          </li>
        </ul>
      </div>
    </Section>
  );
}

export function ContactSection({ onSchedule }: { onSchedule: () => void }) {
  const items = [
    { icon: Phone, label: 'Phone', value: contact.phone, href: phoneHref(), note: contact.phoneHours },
    {
      icon: MessageCircle,
      label: 'WhatsApp',
      value: contact.whatsapp,
      href: whatsappHref(),
      note: contact.whatsappHours,
    },
    {
      icon: Mail,
      label: 'E-mail',
      value: contact.email,
      href: `mailto:${contact.email}`,
      note: contact.emailReply,
    },
  ];
  return (
    <Section id="contact" heading="Contact us" tint>
      <div className="grid gap-4 md:grid-cols-2">
        <ul className="grid gap-3">
          {items.map(({ icon: Icon, label, value, href, note }) => (
            <li key={label} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Icon className="h-6 w-6 shrink-0 text-indigo-800" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-700">{label}</p>
                <a href={href} className="font-medium break-words text-indigo-800 hover:underline">
                  {value}
                </a>
                <p className="text-sm text-slate-700">{note}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="grid content-start gap-3">
          <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <MapPin className="h-6 w-6 shrink-0 text-indigo-800" aria-hidden="true" />
            <div>
              <p className="text-sm font-medium text-slate-700">Head office</p>
              <address className="not-italic">
                {contact.headOffice.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </div>
          <button
            type="button"
            onClick={onSchedule}
            className={buttonClass('primary', 'bg-indigo-700 text-white hover:bg-indigo-800')}
          >
            Schedule Personal Demo
          </button>
        </div>
      </div>
    </Section>
  );
}
