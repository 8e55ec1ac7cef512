export const SIGNING_REQUEST_STATUSES = ['sent', 'in_progress', 'completed', 'expired', 'cancelled'] as const;
export type SigningRequestStatus = (typeof SIGNING_REQUEST_STATUSES)[number];

export type SigningRequestSummary = {
  id: string;
  status: SigningRequestStatus;
  notes: string | null;
  sentAt: string | null;
  completedAt: string | null;
  createdAt: string;
  customerId: string;
  customer: { name: string; email: string };
};

export type DashboardStats = {
  totalDocuments: number;
  totalCustomers: number;
  pendingRequests: number;
  completedToday: number;
  activeSignings: number;
};

export const NOTIFICATION_TYPES = ['customer_started', 'customer_completed', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type Notification = {
  id: string;
  type: NotificationType;
  message: string;
  signingRequestId: string | null;
  sentAt: string;
  readAt: string | null;
};
