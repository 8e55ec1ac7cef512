import { FileText, Send, Users } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { DashboardHeader } from './dashboard-header.tsx';

const STEPS = [
  {
    icon: FileText,
    title: 'Upload a document',
    text: 'Sales, finance, part-exchange, warranty or delivery paperwork as PDF or Word.',
  },
  { icon: Users, title: 'Pick the customer', text: 'Add them once with postcode and registration lookups.' },
  {
    icon: Send,
    title: 'Send for signature',
    text: 'They sign on their own phone and get a sealed copy by e-mail.',
  },
];

export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <Spinner />;
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader user={user} />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-semibold">Dealer Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600 sm:hidden">Welcome, {user.email}</p>
        <section
          aria-labelledby="how-it-works"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="how-it-works" className="font-semibold">
            How Docs2Sign works
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-lg bg-slate-50 p-4">
                <Icon className="h-6 w-6 text-brand" aria-hidden="true" />
                <p className="mt-2 font-medium">
                  {index + 1}. {title}
                </p>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </div>
  );
}
