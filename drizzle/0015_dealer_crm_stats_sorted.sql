-- The CRM list pages straight off this view: it now carries each sort's key (name and sign-up time too),
-- with an index per sort, so a page is an index range of 50 rows joined to `users` for the live details.
DROP MATERIALIZED VIEW IF EXISTS "dealer_crm_stats";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "dealer_crm_stats" AS
SELECT u.id AS dealer_id,
  lower(coalesce(ds.dealership_name, u.dealership_name, u.first_name || ' ' || u.last_name, u.email)) AS sort_name,
  u.created_at,
  coalesce(c.customers, 0)::int AS total_customers,
  coalesce(r.completed, 0)::int AS completed_signs,
  coalesce(r.pending, 0)::int AS pending_signs,
  coalesce(r.overdue, 0)::int AS overdue_reminders,
  coalesce(r.counted, 0)::int AS counted_requests,
  CASE WHEN coalesce(r.counted, 0) = 0 THEN 0::double precision
       ELSE round(1000.0 * r.completed / r.counted)::double precision / 10 END AS completion_rate,
  r.avg_hours AS avg_time_to_sign,
  r.last_sent_at,
  now() AS refreshed_at
FROM users u
LEFT JOIN dealer_settings ds ON ds.dealer_id = u.id
LEFT JOIN (
  SELECT dealer_id,
    count(*) FILTER (WHERE status = 'completed') AS completed,
    count(*) FILTER (WHERE status IN ('sent', 'in_progress')) AS pending,
    count(*) FILTER (WHERE status IN ('sent', 'in_progress') AND sent_at < now() - interval '3 days'
                       AND (expires_at IS NULL OR expires_at > now())) AS overdue,
    count(*) FILTER (WHERE status <> 'cancelled') AS counted,
    round((avg(extract(epoch FROM completed_at - sent_at)) FILTER (WHERE status = 'completed'
      AND completed_at IS NOT NULL AND sent_at IS NOT NULL) / 3600.0)::numeric, 1)::double precision AS avg_hours,
    max(created_at) AS last_sent_at
  FROM signing_requests GROUP BY dealer_id
) r ON r.dealer_id = u.id
LEFT JOIN (
  SELECT dealer_id, count(*) AS customers FROM customers WHERE archived_at IS NULL GROUP BY dealer_id
) c ON c.dealer_id = u.id
WHERE u.role = 'dealer';
--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_crm_stats_dealer_idx" ON "dealer_crm_stats" ("dealer_id");
--> statement-breakpoint
CREATE INDEX "dealer_crm_stats_rate_idx" ON "dealer_crm_stats" ("completion_rate", "overdue_reminders" DESC, "dealer_id");
--> statement-breakpoint
CREATE INDEX "dealer_crm_stats_overdue_idx" ON "dealer_crm_stats" ("overdue_reminders" DESC, "completion_rate", "dealer_id");
--> statement-breakpoint
CREATE INDEX "dealer_crm_stats_customers_idx" ON "dealer_crm_stats" ("total_customers" DESC, "dealer_id");
--> statement-breakpoint
CREATE INDEX "dealer_crm_stats_name_idx" ON "dealer_crm_stats" ("sort_name", "dealer_id");
--> statement-breakpoint
CREATE INDEX "dealer_crm_stats_created_idx" ON "dealer_crm_stats" ("created_at" DESC, "dealer_id");
