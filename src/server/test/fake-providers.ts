import { createServer, type IncomingMessage, type Server } from 'node:http';

export const FAKE_DVLA_KEY = 'dvla-test-key';
export const FAKE_POSTCODE_KEY = 'ak_test_postcodes';

export type FakeProviders = {
  url: string;
  /** Requests received, for asserting the cache and the request shapes. */
  calls: { method: string; path: string; apiKey: string | undefined; body: unknown }[];
  close(): Promise<void>;
};

/**
 * A stand-in on 127.0.0.1 that speaks the real request and response shapes of the DVLA Vehicle Enquiry
 * Service (with its documented test registrations) and of Ideal Postcodes' postcode endpoint.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const calls: FakeProviders['calls'] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const apiKey =
      (req.headers['x-api-key'] as string | undefined) ?? url.searchParams.get('api_key') ?? undefined;
    calls.push({ method: req.method ?? '', path: url.pathname, apiKey, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };

    if (req.method === 'POST' && url.pathname === '/vehicle-enquiry/v1/vehicles') {
      if (apiKey !== FAKE_DVLA_KEY) return send(403, { message: 'Forbidden' });
      const reg = (body as { registrationNumber?: string } | undefined)?.registrationNumber;
      return dvlaAnswer(reg, send);
    }
    const postcodeMatch = url.pathname.match(/^\/v1\/postcodes\/(.+)$/);
    if (req.method === 'GET' && postcodeMatch) {
      if (apiKey !== FAKE_POSTCODE_KEY) return send(401, { code: 4010, message: 'Invalid Key' });
      return postcodeAnswer(decodeURIComponent(postcodeMatch[1]!), send);
    }
    send(404, { message: 'no such endpoint' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function dvlaAnswer(reg: string | undefined, send: (status: number, json: unknown) => void) {
  const error = (status: string, title: string, detail: string) =>
    send(Number(status), { errors: [{ status, code: status, title, detail }] });
  if (!reg || !/^[A-Z0-9]{2,8}$/.test(reg))
    return error('400', 'Bad Request', 'Invalid format for field - vehicle registration number');
  if (reg === 'ER19NFD') return error('404', 'Vehicle Not Found', 'Record for vehicle not found');
  if (reg === 'ER19THR') return error('429', 'Too Many Requests', 'Too many requests');
  if (reg === 'ER19ERR') return error('500', 'Internal Server Error', 'System error occurred');
  send(200, {
    registrationNumber: reg,
    taxStatus: 'Taxed',
    taxDueDate: '2027-03-01',
    artEndDate: '2027-02-28',
    motStatus: 'Valid',
    motExpiryDate: '2027-05-20',
    make: reg === 'AA19AAA' ? 'ROVER' : 'FORD',
    monthOfFirstDvlaRegistration: '2019-03',
    monthOfFirstRegistration: '2019-03',
    yearOfManufacture: 2019,
    engineCapacity: 1796,
    co2Emissions: 0,
    fuelType: 'PETROL',
    markedForExport: false,
    colour: 'BLUE',
    typeApproval: 'M1',
    wheelplan: '2 AXLE RIGID BODY',
    revenueWeight: 1640,
    realDrivingEmissions: '1',
    dateOfLastV5CIssued: '2024-05-20',
    euroStatus: 'Euro 6',
  });
}

function postcodeAnswer(postcode: string, send: (status: number, json: unknown) => void) {
  const compact = postcode.toUpperCase().replace(/\s+/g, '');
  if (compact === 'ID11QD') {
    const address = (line_1: string, line_2 = '') => ({
      postcode: 'ID1 1QD',
      line_1,
      line_2,
      line_3: '',
      post_town: 'LONDON',
      county: 'Greater London',
      country: 'England',
      udprn: 0,
    });
    return send(200, {
      result: [
        address('2 Barons Court Road'),
        address('Flat 1', '3 Barons Court Road'),
        address('4 Barons Court Road'),
      ],
      code: 2000,
      message: 'Success',
    });
  }
  if (compact === 'ZZ99ZZ') return send(404, { code: 4040, message: 'Postcode not found' });
  if (compact === 'PY11MT') return send(402, { code: 4020, message: 'Token balance depleted' });
  if (compact === 'TE11ST') return send(503, { code: 5030, message: 'Service unavailable' });
  if (compact === 'RL11MT') return send(429, { code: 4290, message: 'Rate limit reached' });
  send(404, { code: 4040, message: 'Postcode not found' });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The settings that point the app's DVLA and postcode lookups at these stand-ins. */
export const lookupsAt = (providers: FakeProviders) => ({
  DVLA_API_URL: providers.url,
  DVLA_API_KEY: FAKE_DVLA_KEY,
  POSTCODE_API_URL: providers.url,
  POSTCODE_API_KEY: FAKE_POSTCODE_KEY,
});
