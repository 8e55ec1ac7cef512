// The demos' sample customer and document. Fictional: Ofcom drama-range phone number,
// an .invalid e-mail domain, and a registration that follows the format but is invented.
export const SAMPLE_CUSTOMER = {
  name: 'Jordan Example',
  email: 'jordan@example.invalid',
  phone: '07700 900123',
  address: '22 Fictional Road, Sampletown ST3 4CD',
  vehicleReg: 'SA25 MPL',
  vehicle: 'Sample Hatchback 1.5 Petrol',
};
export const SAMPLE_DOCUMENT = {
  title: 'Credit Agreement - Jordan Example',
  type: 'Credit Agreement',
  status: 'ready',
};

export type DemoStep = {
  title: string;
  description: string;
  /** What the mock screen shows: label and value pairs. */
  screen: [string, string][];
};

export const FICTIONAL_NOTE = 'This demo uses fictional sample data: no real person, vehicle or dealership.';
