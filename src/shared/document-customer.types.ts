// GET /api/documents/{id}/customer: what the document says about its customer, to fill "Create customer
// from this document" (each value for the dealer to confirm), and the existing customer it names, if any.

export type DocumentCustomerDetails = {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postcode: string | null;
  vehicleRegistration: string | null;
};

export type DocumentCustomerMatch = {
  id: string;
  name: string;
  email: string;
  /** What they were matched on, in the dealer's words ("e-mail", "phone", "name and registration"). */
  by: 'e-mail' | 'phone' | 'name and registration';
};

export type DocumentCustomer = { details: DocumentCustomerDetails; match: DocumentCustomerMatch | null };
