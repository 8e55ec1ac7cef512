// What /verify found, worded in the page's language from the answer's status and figures (the server's own
// sentence is English). Names, titles, file names, ids and codes are isolated (<bdi>) so they read correctly
// inside a right-to-left page, and stand at its start like the rest.
import type { VerifyAnswer } from '../../../shared/api/verification.ts';
import { listOf, type MessageKey } from '../../../shared/i18n/translate.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ApiError } from '../../lib/api.ts';
import { momentIn, partsIn, refusalOf, type VerifyWords } from './verify-words.ts';

export type VerifyState =
  | { kind: 'empty' }
  | { kind: 'loading'; fileName: string }
  // Kept as it came, so it is worded again when the visitor picks another language.
  | { kind: 'error'; error: unknown }
  | { kind: 'data'; fileName: string; answer: VerifyAnswer };

const HEADLINE: Record<VerifyAnswer['status'], { key: MessageKey; tone: string }> = {
  unmodified: {
    key: 'verify.headline.unmodified',
    tone: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  },
  appended: { key: 'verify.headline.appended', tone: 'border-amber-600 bg-amber-50 text-amber-900' },
  modified: { key: 'verify.headline.modified', tone: 'border-red-600 bg-red-50 text-red-900' },
  not_sealed_here: {
    key: 'verify.headline.notSealedHere',
    tone: 'border-slate-500 bg-slate-100 text-slate-900',
  },
};

/** The sentence under the headline, with the figures the answer carries. */
function sentenceOf({ t }: VerifyWords, answer: VerifyAnswer) {
  switch (answer.status) {
    case 'unmodified':
      return t('verify.says.unmodified');
    case 'appended':
      return t('verify.says.appended', { count: answer.change?.appendedBytes ?? 0 });
    case 'modified':
      return answer.change?.firstDifferenceAt === undefined
        ? t('verify.says.modified')
        : t('verify.says.modifiedFrom', { n: answer.change.firstDifferenceAt });
    default:
      return t('verify.says.notSealedHere');
  }
}

export function VerifyResult(props: { words: VerifyWords; state: VerifyState; onRetry: () => void }) {
  const { words, state } = props;
  const { t, language } = words;
  if (state.kind === 'empty') {
    return <p className="text-sm text-slate-600">{t('verify.none')}</p>;
  }
  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('verify.checking', { file: `\u2068${state.fileName}\u2069` })}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{state.error instanceof ApiError ? refusalOf(t, state.error) : t('verify.unreachable')}</p>
        <div>
          <Button variant="outline" onClick={props.onRetry}>
            {t('verify.retry')}
          </Button>
        </div>
      </div>
    );
  }
  const { answer } = state;
  const headline = HEADLINE[answer.status];
  return (
    <Card className={`grid gap-3 border-s-4 p-4 ${headline.tone}`} data-testid="verify-result">
      <h2 className="text-lg font-semibold">{t(headline.key)}</h2>
      <p className="break-words">{sentenceOf(words, answer)}</p>
      <p className="[overflow-wrap:anywhere] text-sm opacity-80">
        {t('verify.file', { file: `\u2068${state.fileName}\u2069` })}
      </p>
      {answer.document && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t('verify.fact.document')}</dt>
          <dd className="break-words">
            <bdi>{answer.document.title}</bdi>
          </dd>
          <dt className="font-medium">{t('verify.fact.request')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            <bdi dir="ltr">{answer.document.requestId}</bdi>
          </dd>
          <dt className="font-medium">{t('verify.fact.completed')}</dt>
          <dd>{momentIn(language, answer.document.completedAt)}</dd>
          <dt className="font-medium">{t('verify.fact.sealed')}</dt>
          <dd>{momentIn(language, answer.document.sealedAt)}</dd>
          {answer.document.verificationCode && (
            <>
              <dt className="font-medium">{t('verify.fact.code')}</dt>
              <dd className="font-mono">
                <bdi dir="ltr">{answer.document.verificationCode}</bdi>
              </dd>
            </>
          )}
          {answer.linkHolder && (
            <>
              <dt className="font-medium">{t('verify.fact.signedBy')}</dt>
              <dd className="break-words">
                <bdi>{answer.linkHolder.customerName}</bdi>
              </dd>
              <dt className="font-medium">{t('verify.fact.through')}</dt>
              <dd className="break-words">
                <bdi>{answer.linkHolder.dealershipName ?? '—'}</bdi>
              </dd>
            </>
          )}
        </dl>
      )}
      {answer.linkMatched === false && <p className="text-sm">{t('verify.linkMismatch')}</p>}
      {answer.change?.appendedParts && (
        <p className="text-sm">
          {t('verify.appended', { parts: listOf(language, partsIn(t, answer.change.appendedParts)) })}
        </p>
      )}
    </Card>
  );
}
