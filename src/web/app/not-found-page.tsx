import { AlertCircle } from 'lucide-react';
import { Card } from '../components/ui/card.tsx';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <Card as="main" className="w-full max-w-md p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <a href="/" className="mt-4 inline-block text-sm text-brand-ink hover:underline">
          Go to the home page
        </a>
      </Card>
    </div>
  );
}
