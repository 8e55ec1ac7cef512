import {
  autoCorrectBusinessNamesResultSchema,
  autoCorrectBusinessNamesSchema,
  businessNameSuggestionsSchema,
  businessNameValidationSchema,
} from '../dealer/business-names.types.ts';
import { calls, idParams, memberReads, memberWrites } from './contract.ts';
import { PATHS } from './paths.ts';

/** The business-name consistency check over the dealer's own documents. */
export const businessNamesApi = calls('Business names', {
  validation: {
    ...memberReads,
    method: 'GET',
    path: PATHS.businessNameValidation,
    summary: 'Which documents name the dealership differently from its registered name',
    answer: businessNameValidationSchema,
  },
  suggestions: {
    ...memberReads,
    method: 'GET',
    path: '/api/documents/:id/business-name-suggestions',
    summary: "One document's corrections of the dealership's name",
    params: idParams,
    answer: businessNameSuggestionsSchema,
  },
  autoCorrect: {
    ...memberWrites,
    method: 'POST',
    path: '/api/dealer/auto-correct-business-names',
    summary:
      "Replace the variants of the dealership's name with the registered name in the chosen documents' text (all flagged ones when none are named)",
    body: autoCorrectBusinessNamesSchema,
    answer: autoCorrectBusinessNamesResultSchema,
  },
});
