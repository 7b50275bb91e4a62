-- The checklist timeline: a family's report date, a calendar date with no time zone to drift.
-- Row-level security is unchanged: only the owner reads and writes their profile row.
alter table public.profiles add column if not exists report_date date;
