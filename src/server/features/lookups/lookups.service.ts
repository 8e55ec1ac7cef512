import type { PostcodeLookupResult, VehicleLookupResult } from '../../../shared/customers/customer.schema.ts';
import { normalisePostcode, normaliseRegistration } from '../../../shared/customers/uk-formats.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLookupCache } from './lookup-cache.ts';

export const LOOKUP_CACHE_MS = 5 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 8000;

// Not-found answers are cached too: a mistyped registration should not spend quota twice.
type Cached<T> = { found: true; value: T } | { found: false };
const vehicleCache = createLookupCache<Cached<VehicleLookupResult>>(LOOKUP_CACHE_MS);
const postcodeCache = createLookupCache<Cached<PostcodeLookupResult>>(LOOKUP_CACHE_MS);

/** Empties both lookup caches (the administrator's clear-cache); answers how many answers were dropped. */
export const clearLookupCaches = () => vehicleCache.clear() + postcodeCache.clear();

/** DVLA Vehicle Enquiry Service. The model is not in that API, so it stays for the dealer to type. */
export async function lookupVehicle(config: Config, input: string): Promise<VehicleLookupResult> {
  const registration = normaliseRegistration(input);
  if (!registration)
    throw new AppError(400, 'Enter a valid UK registration', { code: 'INVALID_REGISTRATION' });
  if (!config.dvla.apiKey)
    throw new AppError(503, 'Vehicle lookup is not configured', { code: 'NOT_CONFIGURED' });

  const cacheKey = `${config.dvla.baseUrl}|${registration}`;
  const cached = vehicleCache.get(cacheKey);
  if (cached) return unwrap(cached, 'Vehicle not found');

  const res = await callUpstream('Vehicle', `${config.dvla.baseUrl}/vehicle-enquiry/v1/vehicles`, {
    method: 'POST',
    headers: {
      'x-api-key': config.dvla.apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ registrationNumber: registration }),
  });
  if (res.status === 404) {
    vehicleCache.set(cacheKey, { found: false });
    throw new AppError(404, 'Vehicle not found', { code: 'NOT_FOUND' });
  }
  const body = (await readJson(res, 'Vehicle')) as DvlaVehicle;
  const value: VehicleLookupResult = {
    registration,
    make: titleCase(body.make),
    model: null,
    yearOfManufacture: typeof body.yearOfManufacture === 'number' ? body.yearOfManufacture : null,
    colour: titleCase(body.colour),
    fuelType: titleCase(body.fuelType),
    motStatus: body.motStatus ?? null,
  };
  vehicleCache.set(cacheKey, { found: true, value });
  return value;
}

/** Ideal Postcodes' postcode endpoint: every delivery point, as line1, town and county. */
export async function lookupPostcode(config: Config, input: string): Promise<PostcodeLookupResult> {
  const postcode = normalisePostcode(input);
  if (!postcode) throw new AppError(400, 'Enter a valid UK postcode', { code: 'INVALID_POSTCODE' });
  if (!config.postcodes.apiKey) {
    throw new AppError(503, 'Postcode lookup is not configured', { code: 'NOT_CONFIGURED' });
  }

  const cacheKey = `${config.postcodes.baseUrl}|${postcode}`;
  const cached = postcodeCache.get(cacheKey);
  if (cached) return unwrap(cached, 'Postcode not found');

  const url = new URL(`${config.postcodes.baseUrl}/v1/postcodes/${encodeURIComponent(postcode)}`);
  url.searchParams.set('api_key', config.postcodes.apiKey);
  const res = await callUpstream('Postcode', url.toString(), { headers: { accept: 'application/json' } });
  if (res.status === 404) {
    postcodeCache.set(cacheKey, { found: false });
    throw new AppError(404, 'Postcode not found', { code: 'NOT_FOUND' });
  }
  const body = (await readJson(res, 'Postcode')) as { result?: IdealAddress[] };
  const value: PostcodeLookupResult = {
    addresses: (body.result ?? []).map((a) => ({
      line1: [a.line_1, a.line_2, a.line_3].filter(Boolean).join(', '),
      town: a.post_town ?? '',
      county: a.county ?? '',
    })),
  };
  postcodeCache.set(cacheKey, { found: true, value });
  return value;
}

type DvlaVehicle = {
  make?: string;
  colour?: string;
  yearOfManufacture?: number;
  fuelType?: string;
  motStatus?: string;
};
type IdealAddress = {
  line_1?: string;
  line_2?: string;
  line_3?: string;
  post_town?: string;
  county?: string;
};

function unwrap<T>(cached: Cached<T>, notFoundMessage: string): T {
  if (cached.found) return cached.value;
  throw new AppError(404, notFoundMessage, { code: 'NOT_FOUND' });
}

/** The provider's 429 and 5xx, a timeout or a refused connection all become one plain 502. */
async function callUpstream(what: 'Vehicle' | 'Postcode', url: string, init: RequestInit): Promise<Response> {
  const unavailable = () =>
    new AppError(502, `${what} lookup is unavailable right now. Please enter the details by hand.`, {
      code: 'UPSTREAM_UNAVAILABLE',
    });
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
  if (res.status === 404 || res.ok) return res;
  await res.body?.cancel();
  if (res.status === 401 || res.status === 403) {
    throw new AppError(502, `${what} lookup was refused by the provider: check the API key.`, {
      code: 'UPSTREAM_REFUSED',
    });
  }
  throw unavailable();
}

async function readJson(res: Response, what: string): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new AppError(502, `${what} lookup gave an unreadable answer. Please enter the details by hand.`, {
      code: 'UPSTREAM_UNAVAILABLE',
    });
  }
}

function titleCase(value: string | undefined): string | null {
  if (!value) return null;
  return value.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
