import {
  autoCorrectBusinessNamesResultSchema,
  businessNameSuggestionsSchema,
  businessNameValidationSchema,
} from '../business-names.types.ts';
import { calls, idParams } from './contract.ts';
import { PATHS } from './paths.ts';

const dealer = { access: 'dealer' } as const;

/** Spec B §2.9 and §7: the business-name consistency check over the dealer's own documents. */
export const businessNamesApi = calls('Business names', {
  validation: {
    ...dealer,
    method: 'GET',
    path: PATHS.businessNameValidation,
    summary: 'Which documents name the dealership differently from its registered name',
    answer: businessNameValidationSchema,
  },
  suggestions: {
    ...dealer,
    method: 'GET',
    path: '/api/documents/:id/business-name-suggestions',
    summary: "One document's corrections of the dealership's name",
    params: idParams,
    answer: businessNameSuggestionsSchema,
  },
  autoCorrect: {
    ...dealer,
    method: 'POST',
    path: '/api/dealer/auto-correct-business-names',
    summary: "Replace every variant of the dealership's name in the documents' text with the registered name",
    answer: autoCorrectBusinessNamesResultSchema,
  },
});
