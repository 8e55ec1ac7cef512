// One document's business names judged against the registered name, and the text with the slips fixed.
// Pure: the service feeds it the texts and saves what comes back.

import type { BusinessNameCorrection } from '../../../shared/dealer/business-names.types.ts';
import { findBusinessNames } from './name-finder.ts';
import { compareName } from './name-matching.ts';

export type DocumentNameCheck = {
  /** Every business name found in the text. */
  foundNames: string[];
  /** The near misses of the registered name, each with what it should read. */
  corrections: (BusinessNameCorrection & { similarity: number })[];
};

export function checkDocumentText(
  text: string,
  registeredName: string,
  address?: string | null,
): DocumentNameCheck {
  const foundNames = findBusinessNames(text, { registeredName, address });
  const corrections: DocumentNameCheck['corrections'] = [];
  for (const original of foundNames) {
    const verdict = compareName(original, registeredName);
    if (verdict.kind !== 'variant' || verdict.suggestion === original) continue;
    // The closer the variant is to the registered name, the likelier it is a slip in typing it rather
    // than a different firm, so the similarity doubles as the confidence in the correction.
    corrections.push({
      original,
      suggested: verdict.suggestion,
      confidence: verdict.similarity,
      similarity: verdict.similarity,
    });
  }
  return { foundNames, corrections };
}

/**
 * Replaces every whole occurrence of each original name with its suggestion. The name's words may be
 * separated by any whitespace (a name wrapped onto the next line is still found), but never by other
 * letters: "Hart Car Ltd" does not match inside "Hart Cars Ltd". Longer names go first, so a name that
 * contains another is replaced whole.
 */
export function applyCorrections(
  text: string,
  corrections: BusinessNameCorrection[],
): { text: string; applied: (BusinessNameCorrection & { occurrences: number })[] } {
  const ordered = [...corrections].sort((a, b) => b.original.length - a.original.length);
  const applied: (BusinessNameCorrection & { occurrences: number })[] = [];
  let result = text;
  for (const correction of ordered) {
    let occurrences = 0;
    result = result.replace(namePattern(correction.original), () => {
      occurrences++;
      return correction.suggested;
    });
    if (occurrences > 0) applied.push({ ...correction, occurrences });
  }
  return { text: result, applied };
}

function namePattern(name: string): RegExp {
  const words = name.trim().split(/\s+/).map(escapeRegExp);
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${words.join(String.raw`\s+`)}(?![\p{L}\p{N}])`, 'gu');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
