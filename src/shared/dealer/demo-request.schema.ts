import { z } from 'zod';
import { safeText } from '../text-safety.ts';

/** Eight hourly call slots, 09:00-10:00 to 16:00-17:00. */
export const DEMO_TIME_SLOTS = [
  '09:00-10:00',
  '10:00-11:00',
  '11:00-12:00',
  '12:00-13:00',
  '13:00-14:00',
  '14:00-15:00',
  '15:00-16:00',
  '16:00-17:00',
] as const;

/** The words shown when a required field is empty, and when the call fails. */
export const DEMO_MISSING_INFORMATION = 'Please fill in all required fields.';
export const DEMO_DATE_MESSAGE = 'Please choose a date from tomorrow onwards.';
/** How far ahead a call may be booked: a year is plenty, and it keeps nonsense dates out. */
const MAX_DAYS_AHEAD = 366;

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar date (YYYY-MM-DD) in London, where the dealership and our team are. */
export function londonDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}

/** A YYYY-MM-DD calendar date `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first date a visitor may choose: tomorrow in London. */
export const earliestDemoDate = (now: Date = new Date()) => addDays(londonDate(now), 1);
export const latestDemoDate = (now: Date = new Date()) => addDays(londonDate(now), MAX_DAYS_AHEAD);

/**
 * The calendar day a visitor chose. The dialog sends an ISO date-time at UTC midnight of the chosen date
 * (a bare YYYY-MM-DD is taken too). The date part is the day they picked on the calendar.
 */
export function chosenDay(value: string): string | null {
  const match = ISO_DAY.exec(value.trim());
  if (!match?.[1]) return null;
  const day = match[1];
  const parsed = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? null : day;
}

const required = (message: string, max: number) =>
  safeText(z.string({ error: message }))
    .trim()
    .min(1, message)
    .max(max);
const optional = (max: number) =>
  safeText(z.string())
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** POST /api/demo-requests: one schema for the schedule-demo dialog and the route. */
export const demoRequestSchema = z.object({
  contactName: required('Contact name is required', 200),
  phoneNumber: required('Phone number is required', 40).regex(
    /^\+?[\d\s()-]{7,}$/,
    'Enter a phone number, e.g. 01632 960123',
  ),
  email: safeText(z.string({ error: 'E-mail is required' }))
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address').max(254)),
  websiteDomain: optional(253),
  preferredCallDate: safeText(z.string({ error: 'Preferred call date is required' }))
    .trim()
    .min(1, 'Preferred call date is required')
    .refine((v) => chosenDay(v) !== null, 'Enter a valid date')
    .refine((v) => {
      const day = chosenDay(v);
      return day === null || (day >= earliestDemoDate() && day <= latestDemoDate());
    }, DEMO_DATE_MESSAGE)
    .transform((v) => chosenDay(v) ?? v),
  preferredCallTime: z.enum(DEMO_TIME_SLOTS, { error: 'Choose one of the hourly time slots' }),
  notes: optional(2000),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** A stored request as the admin list shows it. */
export const demoRequestRowSchema = z.object({
  id: z.string(),
  contactName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  websiteDomain: z.string().nullable(),
  preferredCallDate: z.string(),
  preferredCallTime: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type DemoRequestRow = z.infer<typeof demoRequestRowSchema>;
