import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lookupsApi } from '../../../shared/api/lookups.ts';
import { LOOKUP_MIN_POSTCODE, LOOKUP_MIN_REGISTRATION } from '../../../shared/customers/customer.schema.ts';
import { normalisePostcode, normaliseRegistration } from '../../../shared/customers/uk-formats.ts';
import { callApi } from '../../lib/api.ts';

const LOOKUP_CACHE_MS = 5 * 60 * 1000;

function useDebounced(value: string, ms = 400) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Addresses for a postcode once it has at least 5 characters; answers kept 5 minutes. */
export function usePostcodeLookup(postcode: string) {
  const value = useDebounced(postcode.trim().toUpperCase());
  return useQuery({
    queryKey: [lookupsApi.postcode.path, value],
    queryFn: () => callApi(lookupsApi.postcode, { params: { postcode: value } }),
    // Only well-formed postcodes are worth a call: a half-typed one would just answer 400.
    enabled: value.replace(/\s/g, '').length >= LOOKUP_MIN_POSTCODE && normalisePostcode(value) !== null,
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });
}

/** Vehicle details for a registration once it has at least 2 characters; answers kept 5 minutes. */
export function useVehicleLookup(registration: string) {
  const value = useDebounced(registration.replace(/\s/g, '').toUpperCase());
  return useQuery({
    queryKey: [lookupsApi.vehicle.path, value],
    queryFn: () => callApi(lookupsApi.vehicle, { params: { registration: value } }),
    enabled: value.length >= LOOKUP_MIN_REGISTRATION && normaliseRegistration(value) !== null,
    staleTime: LOOKUP_CACHE_MS,
    gcTime: LOOKUP_CACHE_MS,
  });
}
